import Foundation
import NibKit
import XCTest

/// Inputs that once trapped or hung a fuzz target (Tools/fuzz/regressions/TARGET/), each run
/// through that target's steps with its invariants.
final class FuzzRegressionTests: XCTestCase {
    /// The inputs kept for a target, by file name.
    func inputs(_ target: String) throws -> [(name: String, bytes: [UInt8])] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Tools/fuzz/regressions/\(target)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "README.md" }.sorted()
        XCTAssertFalse(names.isEmpty, target)
        return try names.map { ($0, try [UInt8](Data(contentsOf: folder.appendingPathComponent($0)))) }
    }

    /// `reader`: a model or a located error; an accepted model installs every variant, dumps and outlines.
    func testReaderRegressions() throws {
        for (name, bytes) in try inputs("reader") {
            let outcome = finishes(within: 20, "reading \(name)") { () -> String in
                do throws(DocumentReadError) {
                    let document = try IBDocument.parse(bytes, path: name)
                    for variant in document.variants {
                        _ = document.installedConstraintIDs(in: variant)
                        _ = document.uninstalledViewIDs(in: variant)
                    }
                    return document.dumpJSON().rendered() + document.outline()
                } catch {
                    return error.description
                }
            }
            XCTAssertFalse(outcome?.isEmpty ?? true, name)
        }
    }

    /// `model-layout`: no hang, every diagnostic located in the input, finite frames, and a
    /// live session that takes a constant change, activation, every variant and a resize.
    func testModelLayoutRegressions() throws {
        for (name, bytes) in try inputs("model-layout") {
            guard let document = try? IBDocument.parse(bytes, path: name) else { continue }
            let analysis = analyzeChecked(document, within: 20)
            guard analysis != nil, let rootID = document.rootViewIDs.first else { continue }
            MainActor.assumeIsolated {
                guard let session = try? LayoutSession(document: document, rootViewID: rootID) else { return }
                if let first = session.constraintsFromDocument.first {
                    first.constant += 10
                    first.isActive.toggle()
                    first.isActive.toggle()
                }
                for variant in document.variants.dropFirst() + [Variant.base] { try? session.setVariant(variant) }
                try? session.setContainerSize(Size(width: 320, height: 480))
                for view in session.views {
                    XCTAssertTrue([view.frame.x, view.frame.y, view.frame.width, view.frame.height].allSatisfy(\.isFinite),
                                  "\(name): \(view.itemID) at \(view.frame)")
                }
            }
        }
    }
}
