import Foundation
import NibModel

/// A minimal iOS xib around the given `<objects>` content.
func iOSXib(_ objects: String, extraRootAttributes: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES"\(extraRootAttributes)>
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
        </dependencies>
        <objects>
    \(objects)
        </objects>
    </document>
    """
}

/// A minimal macOS xib around the given `<objects>` content.
func macXib(_ objects: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
        <objects>
    \(objects)
        </objects>
    </document>
    """
}

func parse(_ text: String, path: String = "Test.xib") throws -> IBDocument {
    try IBDocument.parse(Array(text.utf8), path: path)
}

func readError(_ text: String, path: String = "Test.xib") -> DocumentReadError? {
    readError(bytes: Array(text.utf8), path: path)
}

func readError(bytes: [UInt8], path: String = "Test.xib") -> DocumentReadError? {
    do {
        _ = try IBDocument.parse(bytes, path: path)
        return nil
    } catch {
        return error
    }
}

/// The shared corpus, when `NIBKIT_CORPUS` names it.
func corpusFiles() -> [String]? {
    guard let root = ProcessInfo.processInfo.environment["NIBKIT_CORPUS"], !root.isEmpty else { return nil }
    guard let walker = FileManager.default.enumerator(atPath: root) else { return nil }
    var files: [String] = []
    for case let relative as String in walker where relative.hasSuffix(".xib") || relative.hasSuffix(".storyboard") {
        files.append((root as NSString).appendingPathComponent(relative))
    }
    return files.sorted()
}

/// The repository's Fixtures folder.
let fixturesDirectory: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("Fixtures").path
}()
