#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NibLayout
import NibModel
import NibProject

/// What a change to a component xib does to the documents and scenes that embed it.
///
/// For each host the project index lists (directly or through other components), reports:
/// outlets of the component that the change disconnected while its class still declares them
/// (nil at run time in every host), host constraints that name removed objects, host runtime
/// attributes whose key path starts at a removed outlet, and — when the layout can be solved —
/// views of the component whose frames change at the size the host gives it.
public enum ImpactAnalysis {
    /// The impact of `diff` (a change of the component file at `componentPath`) on its hosts.
    /// Empty when the file is not a component of `project`.
    public static func impacts(of diff: DocumentDiff, old: IBDocument, new: IBDocument, componentPath: String,
                               project: ProjectIndex) -> [HostImpact] {
        guard let component = project.components.first(where: { samePath($0.path, componentPath) || $0.localizations.contains { samePath($0, componentPath) } })
        else { return [] }
        let removedOutlets = disconnectedOutlets(diff, old: old, new: new)
        let removedIDs = Set(diff.changes.filter { $0.kind == .viewRemoved || $0.kind == .objectRemoved }.compactMap(\.oldID))
        var resized = ResizedComponent(old: old, new: new, rootViewID: component.rootViewID, diff: diff)
        let declared = Dictionary(project.sources.outlets(of: component.className).map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        return project.hosts(ofComponent: component.path).compactMap { use -> HostImpact? in
            guard let host = project.document(use.documentPath) else { return nil }
            var findings: [HostImpact.Finding] = []
            let hostName = host.naming.name(of: use.placeholderID)
            for outlet in removedOutlets {
                var message = "\(hostName) loads \(component.name) without outlet \(outlet): nil here"
                if let declaration = declared[outlet] {
                    message += ", though \(component.className) still declares it (\(declaration.location))"
                }
                findings.append(.init(kind: .outletRemoved, message: message, objectIDs: [use.placeholderID], location: use.location))
            }
            for constraint in host.constraints where constraint.itemIDs.contains(where: removedIDs.contains) {
                findings.append(.init(kind: .constraintBroken,
                                      message: "constraint \(host.describe(constraint)) (\(constraint.id)) names an object the change removed",
                                      objectIDs: [constraint.id] + constraint.itemIDs, location: constraint.location))
            }
            for attribute in host.runtimeAttributes where attribute.objectID == use.placeholderID {
                let head = String(attribute.keyPath.prefix { $0 != "." })
                guard removedOutlets.contains(head) else { continue }
                findings.append(.init(kind: .runtimeAttributeBroken,
                                      message: "runtime attribute \(attribute.keyPath) on \(hostName) starts at outlet \(head), which the change removed",
                                      objectIDs: [use.placeholderID], location: attribute.location))
            }
            if use.isDirect, let frame = host.object(use.placeholderID)?.frame {
                for effect in resized.effects(at: Size(width: frame.width, height: frame.height)) {
                    findings.append(.init(kind: .frameChanged, message: "inside \(hostName) at \(formatNumber(frame.width))x\(formatNumber(frame.height)): \(effect.message)",
                                          objectIDs: [use.placeholderID] + [effect.newID].compactMap { $0 }, location: use.location))
                }
            }
            let chain = use.chain.count > 1 ? use.chain.dropFirst().map(PathNames.fileName) : []
            let path = use.documentPath.hasPrefix("./") ? String(use.documentPath.dropFirst(2)) : use.documentPath
            return HostImpact(path: path + (chain.isEmpty ? "" : " (through \(chain.joined(separator: ", ")))"),
                              sceneID: use.sceneID, hostObjectID: use.placeholderID, findings: findings)
        }
    }

    /// Outlet names connected in the old version and not in the new one (removed or renamed).
    static func disconnectedOutlets(_ diff: DocumentDiff, old: IBDocument, new: IBDocument) -> [String] {
        let before = Set(old.connections.filter { $0.kind == .outlet || $0.kind == .outletCollection }.compactMap(\.property))
        let after = Set(new.connections.filter { $0.kind == .outlet || $0.kind == .outletCollection }.compactMap(\.property))
        return before.subtracting(after).sorted()
    }

    /// The component laid out at the size a host gives it, before and after the change.
    struct ResizedComponent {
        let old: IBDocument
        let new: IBDocument
        let rootViewID: String
        let diff: DocumentDiff
        var cache: [String: [LayoutEffect]] = [:]

        /// Views of the component whose solved frame changes at `size`.
        mutating func effects(at size: Size) -> [LayoutEffect] {
            let key = "\(size.width)x\(size.height)"
            if let cached = cache[key] { return cached }
            guard let oldRoot = diff.matching.oldForNew[rootViewID] else { return [] }
            let effects = LayoutEffects.effects(of: diff, roots: [(oldRoot, rootViewID)], old: old, new: new, tolerance: 0.5, rootSize: size)
            cache[key] = effects
            return effects
        }
    }

    /// Two spellings of one file (relative or absolute, with `.` or `..`).
    static func samePath(_ a: String, _ b: String) -> Bool {
        URL(fileURLWithPath: a).standardizedFileURL.resolvingSymlinksInPath().path
            == URL(fileURLWithPath: b).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
