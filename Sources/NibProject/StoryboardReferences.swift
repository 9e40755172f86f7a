import NibModel

/// The controller a storyboard reference stands for.
public struct ResolvedScene: Sendable, Hashable {
    /// The storyboard the controller is in (after following references).
    public let documentPath: String
    /// The controller element's id in that document.
    public let controllerID: String
    /// The scene holding the controller, when the document names one.
    public let sceneID: String?
}

/// Why a storyboard reference does not resolve.
public struct StoryboardReferenceError: Error, Sendable, CustomStringConvertible {
    /// Why, for a person: which storyboard or Storyboard ID is missing, or the loop.
    public let message: String
    /// The reference's place in the storyboard that holds it.
    public let location: SourceLocation
    /// The reference's id (the `viewControllerPlaceholder`'s).
    public let objectID: String
    public var description: String { "\(location): error: \(message)" }
}

extension ProjectIndex {
    /// Follows a `viewControllerPlaceholder` / `controllerPlaceholder` to the controller it
    /// stands for: `storyboardName` (absent: the same storyboard) and `referencedIdentifier`
    /// (absent: that storyboard's initial view controller). A reference that lands on another
    /// reference is followed on; one that comes back to a reference already followed is a loop
    /// and does not resolve.
    public func resolve(_ reference: IBStoryboardReference, in document: IBDocument) -> Result<ResolvedScene, StoryboardReferenceError> {
        func failure(_ message: String) -> Result<ResolvedScene, StoryboardReferenceError> {
            .failure(StoryboardReferenceError(message: message, location: reference.location, objectID: reference.objectID))
        }
        if reference.storyboardName == nil && reference.referencedIdentifier == nil {
            return failure("storyboard reference '\(reference.objectID)' names neither a storyboard nor a scene (a reference dropped on the canvas and never set up)")
        }
        var current = (reference: reference, document: document)
        var followed: Set<String> = []
        while true {
            let (step, from) = current
            guard followed.insert("\(from.path)#\(step.objectID)").inserted else {
                return failure("storyboard reference '\(reference.objectID)' loops back to itself through \(from.path)")
            }
            let targetPath: String
            if let name = step.storyboardName {
                guard let path = storyboardFile(named: name, near: from.path) else {
                    let why = storyboardsByName[name].map { files in
                        "\(name).storyboard exists in several folders, none built by a target or nearer than the others: "
                            + files.groups.map { $0[0] }.joined(separator: ", ")
                    } ?? "there is no \(name).storyboard in the project"
                    return failure("storyboard reference '\(reference.objectID)' names storyboard '\(name)', but \(why)")
                }
                targetPath = path
            } else {
                targetPath = from.path
            }
            guard let target = self.document(targetPath) else {
                return failure("storyboard reference '\(reference.objectID)' names \(targetPath), which could not be read")
            }
            let controller: IBObject
            if let identifier = step.referencedIdentifier {
                let matches = target.objects.filter { $0.storyboardIdentifier == identifier && ($0.role == .controller || $0.role == .storyboardReference) }
                guard let match = matches.first(where: { $0.role == .controller }) ?? matches.first else {
                    return failure("storyboard reference '\(reference.objectID)' names scene '\(identifier)', but no controller in \(targetPath) has that Storyboard ID")
                }
                controller = match
            } else {
                guard let initial = target.initialViewControllerID, let match = target.object(initial) else {
                    return failure("storyboard reference '\(reference.objectID)' means the initial view controller of \(targetPath), which has none")
                }
                controller = match
            }
            guard controller.role == .storyboardReference,
                  let next = target.storyboardReferences.first(where: { $0.objectID == controller.id }) else {
                return .success(ResolvedScene(documentPath: targetPath, controllerID: controller.id, sceneID: controller.sceneID))
            }
            current = (next, target)
        }
    }

    /// The controller with this Storyboard ID in a storyboard, following references.
    public func scene(storyboard path: String, identifier: String) -> ResolvedScene? {
        guard let document = document(path),
              let controller = document.objects.first(where: { $0.storyboardIdentifier == identifier && $0.role == .controller })
                ?? document.objects.first(where: { $0.storyboardIdentifier == identifier && $0.role == .storyboardReference }) else { return nil }
        if controller.role == .storyboardReference, let reference = document.storyboardReferences.first(where: { $0.objectID == controller.id }) {
            return try? resolve(reference, in: document).get()
        }
        return ResolvedScene(documentPath: path, controllerID: controller.id, sceneID: controller.sceneID)
    }
}
