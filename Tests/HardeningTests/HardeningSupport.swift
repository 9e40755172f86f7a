import Foundation
import NibKit
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An iOS xib (iPhone 11 device) around the given `<objects>` content.
func hardeningXib(_ objects: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <objects>
    \(objects)
        </objects>
    </document>
    """
}

/// Two top-level views, the first holding a constraint that names the second: no common
/// ancestor, so no layout can install it.
let crossRootXib = hardeningXib("""
        <view contentMode="scaleToFill" id="Top-aa-001">
            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
            <constraints>
                <constraint firstItem="Top-aa-001" firstAttribute="width" secondItem="Top-aa-002" secondAttribute="width" id="Crs-aa-001"/>
            </constraints>
        </view>
        <view contentMode="scaleToFill" id="Top-aa-002">
            <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
        </view>
    """)

/// An iOS storyboard around the given `<scenes>` content.
func hardeningStoryboard(_ scenes: String, initial: String? = nil) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES"\(initial.map { " initialViewController=\"\($0)\"" } ?? "")>
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <scenes>
    \(scenes)
        </scenes>
    </document>
    """
}

/// A storyboard scene whose controller's root view holds `content` (subviews and constraints).
func hardeningScene(_ sceneID: String, controllerID: String, viewID: String, _ content: String) -> String {
    """
    <scene sceneID="\(sceneID)">
        <objects>
            <viewController id="\(controllerID)" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="\(viewID)">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    \(content)
                </view>
            </viewController>
            <placeholder placeholderIdentifier="IBFirstResponder" id="\(sceneID)-fr" sceneMemberID="firstResponder"/>
        </objects>
    </scene>
    """
}

/// A document parsed from text; the test fails with the read error if there is one.
func hardeningDocument(_ text: String, path: String = "Hardening.xib",
                       file: StaticString = #filePath, line: UInt = #line) throws -> IBDocument {
    do {
        return try IBDocument.parse(Array(text.utf8), path: path)
    } catch {
        XCTFail("\(error)", file: file, line: line)
        throw error
    }
}

/// The layout analysis of a document, under a watchdog (nil, and a failure, when it does not
/// finish within `seconds`), with the checks every hostile input must pass: each diagnostic is
/// located in the document, and each solved frame is finite. Assertions run on the caller's thread.
func analyzeChecked(_ document: IBDocument, within seconds: Double = 20,
                    file: StaticString = #filePath, line: UInt = #line) -> LayoutAnalysis? {
    guard let analysis = finishes(within: seconds, "analysis of \(document.path)", file: file, line: line, {
        LayoutAnalyzer.analyze(document)
    }) else { return nil }
    for diagnostic in document.diagnostics + analysis.diagnostics {
        XCTAssertEqual(diagnostic.location?.file, document.path, "\(diagnostic.code): \(diagnostic.message)", file: file, line: line)
        XCTAssertGreaterThanOrEqual(diagnostic.location?.line ?? 0, 1, diagnostic.message, file: file, line: line)
    }
    for root in analysis.roots {
        for view in root.views.values {
            let frame = view.frame
            XCTAssertTrue([frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite),
                          "\(view.viewID) solved to \(frame)", file: file, line: line)
        }
    }
    return analysis
}

/// A fresh folder in the temporary directory, removed when the test ends.
func scratchFolder(_ test: XCTestCase, _ name: String = "nibkit-hardening") throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    return folder
}

/// Runs `work` on another thread and waits for it: a hang fails the test instead of stalling
/// the suite (the runaway thread is left behind; the process ends soon). These are hang guards,
/// not speed tests, so the budget is CPU time, not wall time: on a machine busy with other
/// builds the work gets a fraction of a core and its wall time says nothing. `work` fails when
/// the process has spent `seconds` of CPU since it began (a loop that never ends), or after
/// ten times `seconds` of wall time (a thread that waits forever). Under a sanitizer
/// (Tools/sanitize.sh sets `NIBKIT_HANG_GUARD_SCALE`, since ThreadSanitizer runs the solver 2-3
/// times slower) the budget is that many times larger.
func finishes<T: Sendable>(within seconds: Double, _ what: String, file: StaticString = #filePath, line: UInt = #line,
                           _ work: @escaping @Sendable () -> T) -> T? {
    let seconds = seconds * (ProcessInfo.processInfo.environment["NIBKIT_HANG_GUARD_SCALE"].flatMap(Double.init) ?? 1)
    let done = DispatchSemaphore(value: 0)
    let box = ResultBox<T>()
    let cpuStart = processCPUSeconds(), wallStart = Date()
    Thread.detachNewThread {
        box.value = work()
        done.signal()
    }
    while done.wait(timeout: .now() + 0.5) != .success {
        let cpu = processCPUSeconds() - cpuStart, wall = Date().timeIntervalSince(wallStart)
        if cpu > seconds || wall > 10 * seconds {
            XCTFail("\(what) did not finish within \(seconds) s of CPU time (\(Int(cpu)) s CPU, \(Int(wall)) s wall)", file: file, line: line)
            return nil
        }
    }
    return box.value
}

/// CPU time the process has used, all threads, in seconds.
private func processCPUSeconds() -> Double {
    Double(clock()) / Double(CLOCKS_PER_SEC)
}

private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
