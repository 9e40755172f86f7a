import Foundation
import NibModel
@testable import NibProject

/// The repository's root, found from this file's path.
let repositoryRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

/// A project written file by file into a fresh temporary folder; `removeAll()` deletes it.
struct TemporaryProject {
    let root: String

    init(_ files: [String: String] = [:]) throws {
        root = NSTemporaryDirectory() + "nibproject-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for (path, text) in files { try write(path, text) }
    }

    /// A copy of a folder of the repository (e.g. `Fixtures/ShopApp`).
    init(copying folder: String) throws {
        root = NSTemporaryDirectory() + "nibproject-" + UUID().uuidString
        try FileManager.default.copyItem(atPath: repositoryRoot + "/" + folder, toPath: root)
    }

    func write(_ path: String, _ text: String) throws {
        let full = root + "/" + path
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: full, atomically: true, encoding: .utf8)
    }

    func read(_ path: String) throws -> String { try String(contentsOfFile: root + "/" + path, encoding: .utf8) }

    func remove(_ path: String) throws { try FileManager.default.removeItem(atPath: root + "/" + path) }

    func index() -> ProjectIndex { ProjectIndex.build(roots: [root]) }

    func removeAll() { try? FileManager.default.removeItem(atPath: root) }
}

/// Builders for small hand-written IB documents.
enum IB {
    static func xib(_ objects: String, platform: String = "iOS") -> String {
        let type = platform == "iOS" ? "com.apple.InterfaceBuilder3.CocoaTouch.XIB" : "com.apple.InterfaceBuilder3.Cocoa.XIB"
        let runtime = platform == "iOS" ? "iOS.CocoaTouch" : "MacOSX.Cocoa"
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="\(type)" version="3.0" toolsVersion="23504" targetRuntime="\(runtime)" propertyAccessControl="none" useAutolayout="YES">
            <objects>
        \(objects)
            </objects>
        </document>
        """
    }

    /// An iOS xib whose File's Owner is `owner`, and whose root view holds `subviews`.
    static func component(owner: String, module: String? = "App", connections: String = "", rootID: String = "rOo-tV-w01",
                          rootClass: String? = nil, subviews: String = "", constraints: String = "") -> String {
        let moduleAttribute = module.map { " customModule=\"\($0)\"" } ?? ""
        let rootClassAttribute = rootClass.map { " customClass=\"\($0)\"\(moduleAttribute)" } ?? ""
        return xib("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(owner)"\(moduleAttribute)>
                <connections>
        \(connections)
                </connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="\(rootID)"\(rootClassAttribute)>
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
        \(subviews)
                </subviews>
                <constraints>
        \(constraints)
                </constraints>
            </view>
        """)
    }

    static func storyboard(_ scenes: String, initial: String? = nil) -> String {
        let initialAttribute = initial.map { " initialViewController=\"\($0)\"" } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES"\(initialAttribute)>
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    /// A scene with one view controller `id` (class `controllerClass`) whose root view holds `subviews`.
    static func scene(_ sceneID: String, controller id: String, controllerClass: String? = nil, storyboardID: String? = nil,
                      subviews: String = "", connections: String = "", extra: String = "") -> String {
        let classAttribute = controllerClass.map { " customClass=\"\($0)\" customModule=\"App\" customModuleProvider=\"target\"" } ?? ""
        let storyboardIDAttribute = storyboardID.map { " storyboardIdentifier=\"\($0)\"" } ?? ""
        return """
        <scene sceneID="\(sceneID)">
            <objects>
                <viewController id="\(id)"\(classAttribute)\(storyboardIDAttribute) sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="\(id)-view">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <subviews>
        \(subviews)
                        </subviews>
                    </view>
                    <connections>
        \(connections)
                    </connections>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="\(sceneID)-fr" userLabel="First Responder" sceneMemberID="firstResponder"/>
                <exit id="\(sceneID)-exit" userLabel="Exit" sceneMemberID="exit"/>
        \(extra)
            </objects>
        </scene>
        """
    }
}

extension Array where Element == Diagnostic {
    var codes: [String] { map(\.code) }
}
