import Foundation
import XCTest

/// `nibcheck diff`, `render` and `textconv` end to end: the built executable on the fixtures,
/// exit statuses as documented.
final class DiffCommandTests: XCTestCase {
    private var directory: String!

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "nibcheck-diff-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    func testNoiseOnlyExitsZeroAndChangesExitOne() throws {
        let original = try DiffFixture.text("ComicView.xib")
        let noisy = original.replacingOccurrences(of: "toolsVersion=\"23504\"", with: "toolsVersion=\"23727\"")
        let changed = original.replacingOccurrences(of: "constant=\"16\" id=\"Kp1-cL-r0o\"", with: "constant=\"20\" id=\"Kp1-cL-r0o\"")
        let old = try write("Old.xib", original)
        let quiet = try DiffRun.nibcheck(["diff", old, try write("Noisy.xib", noisy)])
        XCTAssertEqual(quiet.status, 0, quiet.output)
        XCTAssertTrue(quiet.output.contains("no semantic change"), quiet.output)
        let all = try DiffRun.nibcheck(["diff", old, try write("Noisy.xib", noisy), "--all"])
        XCTAssertEqual(all.status, 0)
        XCTAssertTrue(all.output.contains("toolsVersion 23504 → 23727 (noise)"), all.output)
        let loud = try DiffRun.nibcheck(["diff", old, try write("Changed.xib", changed), "--format", "json"])
        XCTAssertEqual(loud.status, 1, loud.output)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(loud.output.utf8)) as? [String: Any])
        XCTAssertEqual(json["schemaVersion"] as? Int, 1)
        XCTAssertEqual(json["changed"] as? Bool, true)
        let file = try XCTUnwrap((json["files"] as? [[String: Any]])?.first)
        let changes = try XCTUnwrap(file["changes"] as? [[String: Any]])
        XCTAssertEqual(changes.map { $0["kind"] as? String }, ["constraintChanged"])
        XCTAssertEqual(changes.first?["newID"] as? String, "Kp1-cL-r0o")
        XCTAssertEqual((file["layoutEffects"] as? [Any])?.count, 4)
    }

    func testTroubleExitsTwo() throws {
        let missing = try DiffRun.nibcheck(["diff", directory + "/nope.xib", directory + "/nope2.xib"])
        XCTAssertEqual(missing.status, 2)
        let usage = try DiffRun.nibcheck(["diff", "--format", "yaml", "a.xib", "b.xib"])
        XCTAssertEqual(usage.status, 2)
        XCTAssertTrue(usage.errors.contains("unknown format 'yaml'"), usage.errors)
    }

    func testGitModeComparesRevisionsAndTheWorkingTree() throws {
        let original = try DiffFixture.text("ComicView.xib")
        _ = try write("ComicView.xib", original)
        _ = try write("notes.txt", "not a document\n")
        for arguments in [["init", "-q"], ["add", "."], ["-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-qm", "one"]] {
            XCTAssertEqual(try DiffRun.run("/usr/bin/env", ["git"] + arguments, in: directory).status, 0)
        }
        _ = try write("ComicView.xib", original.replacingOccurrences(of: "property=\"authorLabel\"", with: "property=\"bylineLabel\""))
        _ = try write("notes.txt", "changed, and not compared\n")
        let working = try DiffRun.nibcheck(["diff", "--git"], in: directory)
        XCTAssertEqual(working.status, 1, working.output + working.errors)
        XCTAssertTrue(working.output.hasPrefix("ComicView.xib: 1 change"), working.output)
        XCTAssertTrue(working.output.contains("property authorLabel → bylineLabel"), working.output)
        let committed = try DiffRun.nibcheck(["diff", "--git", "HEAD", "HEAD", "--", "ComicView.xib"], in: directory)
        XCTAssertEqual(committed.status, 0, committed.output + committed.errors)
        let badRevision = try DiffRun.nibcheck(["diff", "--git", "no-such-revision"], in: directory)
        XCTAssertEqual(badRevision.status, 2)
    }

    func testHTMLReportIsOnePageWithPictures() throws {
        let original = try DiffFixture.text("ComicView.xib")
        let changed = original.replacingOccurrences(of: "constant=\"16\" id=\"Kp1-cL-r0o\"", with: "constant=\"20\" id=\"Kp1-cL-r0o\"")
        let output = directory + "/report.html"
        let run = try DiffRun.nibcheck(["diff", try write("Old.xib", original), try write("New.xib", changed), "--format", "html", "-o", output])
        XCTAssertEqual(run.status, 1)
        let html = try String(contentsOfFile: output, encoding: .utf8)
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>"))
        XCTAssertEqual(html.components(separatedBy: "<svg ").count - 1, 2, "before and after")
        XCTAssertFalse(html.contains("src=\"http"), "self-contained")
    }

    func testRenderAndTextconv() throws {
        let svgPath = directory + "/main.svg"
        let render = try DiffRun.nibcheck(["render", DiffFixture.path("Main.storyboard"), "--scene", "Sn2-dT-3vu", "-o", svgPath])
        XCTAssertEqual(render.status, 0, render.errors)
        let svg = try String(contentsOfFile: svgPath, encoding: .utf8)
        XCTAssertTrue(svg.hasPrefix("<svg "))
        XCTAssertTrue(svg.contains(">Comic Detail: view</text>"), svg)
        XCTAssertTrue(svg.contains("(dCv-Cm-8uf) (20, 298, 374, 300)"), "the solved frame of the detail ComicView")
        let unknown = try DiffRun.nibcheck(["render", DiffFixture.path("Main.storyboard"), "--scene", "nope"])
        XCTAssertEqual(unknown.status, 2)
        let textconv = try DiffRun.nibcheck(["textconv", DiffFixture.path("ComicView.xib")])
        XCTAssertEqual(textconv.status, 0)
        XCTAssertTrue(textconv.output.contains("\n  constraint coverImageView.leading == superview.leading + 16\n"), textconv.output)
        XCTAssertFalse(textconv.output.contains("Kp1-cL-r0o"), "no ids where names exist")
    }

    func testRenderDefaultsToTheConfigurationTheCanvasShows() throws {
        // Viewed as an iPad: the regular/regular variation applies, the panel is 300 wide.
        let file = DiffFixture.path("../layout/CanvasSizeClass.storyboard")
        let canvas = try DiffRun.nibcheck(["render", file])
        XCTAssertEqual(canvas.status, 0, canvas.errors)
        XCTAssertTrue(canvas.output.contains("(cSc-Pn-003) (20, 120, 300, 50)"), canvas.output)
        let base = try DiffRun.nibcheck(["render", file, "--variant", "default"])
        XCTAssertEqual(base.status, 0, base.errors)
        XCTAssertTrue(base.output.contains("(cSc-Pn-003) (20, 120, 100, 50)"), base.output)
    }

    /// A phone canvas whose size-class pair no variation names is drawn in that pair, as lint
    /// judges it, and the pair a lint finding names is a valid `--variant` (a first run: exit 2
    /// on a storyboard varied for compact height alone); an unknown key is still refused.
    func testRenderTakesConfigurationsNoVariationNames() throws {
        let file = DiffFixture.path("../layout/SizeClassPairs.storyboard")
        XCTAssertEqual(try DiffRun.nibcheck(["render", file]).status, 0)
        XCTAssertEqual(try DiffRun.nibcheck(["render", file, "--variant", "heightClass=compact-widthClass=regular"]).status, 0)
        let unknown = try DiffRun.nibcheck(["render", file, "--variant", "widthClass=wide"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.errors.contains("no variant 'widthClass=wide'"), unknown.errors)
    }

    func testAnUnreadableVersionIsBlamedOnStandardErrorAndNoReportIsPrinted() throws {
        let good = DiffFixture.path("ComicView.xib")
        let missing = directory + "/nope.xib"
        for arguments in [[missing, good], [good, missing]] {
            let run = try DiffRun.nibcheck(["diff"] + arguments)
            XCTAssertEqual(run.status, 2)
            XCTAssertEqual(run.output, "", "no report, no summary, when nothing could be compared")
            XCTAssertTrue(run.errors.hasPrefix("nibcheck diff: \(missing):1:1: cannot open file"), run.errors)
            XCTAssertFalse(run.errors.contains(good), "the readable file is not blamed: \(run.errors)")
        }
    }

    func testAConnectionIsShownWithItsDestinationsID() throws {
        let original = try DiffFixture.text("ComicView.xib")
        let changed = original.replacingOccurrences(
            of: "<outlet property=\"authorLabel\" destination=\"aTh-Lb-9pe\" id=\"Wq2-oA-h4L\"/>", with: "")
        XCTAssertNotEqual(changed, original)
        let run = try DiffRun.nibcheck(["diff", try write("Old.xib", original), try write("New.xib", changed)])
        XCTAssertEqual(run.status, 1, run.errors)
        XCTAssertTrue(run.output.contains("connection removed: File's Owner ComicView outlet authorLabel → label \"Author\" (aTh-Lb-9pe)"),
                      run.output)
        XCTAssertFalse(run.output.contains("Wq2-oA-h4L"), "the connection's own id is not the destination's: \(run.output)")
    }

    func testGitModeFollowsRenames() throws {
        let original = try DiffFixture.text("ComicView.xib")
        _ = try write("ComicView.xib", original)
        let git = { (arguments: [String]) throws in
            XCTAssertEqual(try DiffRun.run("/usr/bin/env", ["git", "-c", "user.email=t@example.com", "-c", "user.name=t"] + arguments,
                                           in: self.directory).status, 0, arguments.joined(separator: " "))
        }
        try git(["init", "-q"])
        try git(["add", "."])
        try git(["commit", "-qm", "one"])
        try git(["mv", "ComicView.xib", "CoverView.xib"])
        _ = try write("CoverView.xib", original.replacingOccurrences(of: "property=\"authorLabel\"", with: "property=\"bylineLabel\""))
        try git(["add", "."])
        try git(["commit", "-qm", "two"])
        let run = try DiffRun.nibcheck(["diff", "--git", "HEAD~1", "HEAD"], in: directory)
        XCTAssertEqual(run.status, 1, run.output + run.errors)
        XCTAssertTrue(run.output.hasPrefix("CoverView.xib: renamed from ComicView.xib, 1 change\n"), run.output)
        XCTAssertTrue(run.output.contains("property authorLabel → bylineLabel"), run.output)
        XCTAssertTrue(run.output.hasSuffix("1 of 1 file changed, 1 change\n"), "one file, not an addition and a deletion: \(run.output)")
        let json = try DiffRun.nibcheck(["diff", "--git", "HEAD~1", "HEAD", "--format", "json"], in: directory)
        let file = try XCTUnwrap(((try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])?["files"] as? [[String: Any]])?.first)
        XCTAssertEqual(file["renamedFrom"] as? String, "ComicView.xib")
        XCTAssertEqual(file["status"] as? String, "modified")
    }

    /// Colour only on a terminal, and never with NO_COLOR or --no-color: run under a
    /// pseudo-terminal (util-linux `script`).
    func testColourFollowsNoColorAndTheFlag() throws {
        #if os(Linux)
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { throw XCTSkip("no script(1) for a terminal") }
        let original = try DiffFixture.text("ComicView.xib")
        let old = try write("Old.xib", original)
        let new = try write("New.xib", original.replacingOccurrences(of: "property=\"authorLabel\"", with: "property=\"bylineLabel\""))
        let tool = DiffRun.toolPath
        func onTerminal(_ command: String) throws -> String {
            try DiffRun.run("/usr/bin/script", ["-qec", command, "/dev/null"]).output
        }
        let escape = "\u{1B}["
        XCTAssertTrue(try onTerminal("env -u NO_COLOR \(tool) diff \(old) \(new)").contains(escape), "coloured on a terminal")
        XCTAssertFalse(try onTerminal("env NO_COLOR=1 \(tool) diff \(old) \(new)").contains(escape), "NO_COLOR")
        XCTAssertFalse(try onTerminal("env -u NO_COLOR \(tool) diff --no-color \(old) \(new)").contains(escape), "--no-color")
        #else
        throw XCTSkip("script(1) options differ outside util-linux")
        #endif
    }

    /// Messages round decimals for people; JSON's details keep what the file says; a change
    /// that rounding would hide shows both values as written.
    func testNumbersAreRoundedForPeople() throws {
        let original = try DiffFixture.text("ComicView.xib")
        let old = try write("Old.xib", original)
        func constant(_ value: String) throws -> String {
            try write("New.xib", original.replacingOccurrences(of: "constant=\"16\" id=\"Kp1-cL-r0o\"", with: "constant=\"\(value)\" id=\"Kp1-cL-r0o\""))
        }
        let text = try DiffRun.nibcheck(["diff", old, try constant("-132.27083333"), "--no-color"])
        XCTAssertTrue(text.output.contains("coverImageView.leading == superview.leading - 132.27 (Kp1-cL-r0o): constant 16 → -132.27  [line"), text.output)
        let json = try DiffRun.nibcheck(["diff", old, try constant("-132.27083333"), "--format", "json"])
        XCTAssertTrue(json.output.contains("\"after\": \"-132.27083333\""), json.output)
        _ = try write("Old.xib", original.replacingOccurrences(of: "constant=\"16\" id=\"Kp1-cL-r0o\"", with: "constant=\"17.82\" id=\"Kp1-cL-r0o\""))
        let hidden = try DiffRun.nibcheck(["diff", old, try constant("17.821000000000005"), "--no-color", "--all"])
        XCTAssertTrue(hidden.output.contains("constant 17.82 → 17.821000000000005"), hidden.output)
    }

    func testRenderDrawsTheWrittenFrameWhenTheSolveGivesNegativeSizes() throws {
        let run = try DiffRun.nibcheck(["render", DiffFixture.path("../layout/NegativeSolve.xib")])
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertFalse(run.output.contains("-700"), run.output)
        XCTAssertTrue(run.output.contains("<title>view (nGs-Bx-002) (20, 12, 100, 50)</title>"), run.output)
        XCTAssertTrue(run.output.contains("drawn at the written frame, the solve gave a negative size: view (nGs-Bx-002)"), run.output)
    }

    func testRenderPutsMacScrollBarsAlongTheirScrollViewsEdges() throws {
        let run = try DiffRun.nibcheck(["render", DiffFixture.path("../layout/MacScrollBars.xib")])
        XCTAssertEqual(run.status, 0, run.errors)
        // The scroll view is at (20, 20, 200, 150): the bars end 1 point inside its bottom and right edges.
        XCTAssertTrue(run.output.contains("<title>scroller [horizontalScroller] (sBr-Hs-004) (21, 154, 183, 15)</title>"), run.output)
        XCTAssertTrue(run.output.contains("<title>scroller [verticalScroller] (sBr-Vs-005) (204, 21, 15, 133)</title>"), run.output)
        XCTAssertFalse(run.output.contains("sBr-Hs-008"), "a hidden scroller is not drawn")
    }

    func testRenderAllLeavesRoomForEverySceneTitle() throws {
        let run = try DiffRun.nibcheck(["render", DiffFixture.path("Main.storyboard"), "--all"])
        XCTAssertEqual(run.status, 0, run.errors)
        // Each picture starts after the previous one's title: translate(x) ≥ the title's end.
        let offsets = run.output.components(separatedBy: "<g transform=\"translate(").dropFirst()
            .compactMap { Double($0.prefix { $0 != " " }) }
        let titles = run.output.components(separatedBy: "font-weight=\"bold\">").dropFirst()
            .map { String($0.prefix { $0 != "<" }) }
        XCTAssertEqual(offsets.count, titles.count)
        XCTAssertGreaterThan(titles.count, 1)
        for index in 1..<offsets.count {
            let titleEnd = offsets[index - 1] + 12 + Double(titles[index - 1].count) * 7
            XCTAssertGreaterThanOrEqual(offsets[index], titleEnd, "\(titles[index - 1]) is covered by the next picture")
        }
    }

    func testRenderDrawsAWholeStoryboardAsItsCanvas() throws {
        let run = try DiffRun.nibcheck(["render", DiffFixture.path("Main.storyboard")])
        XCTAssertEqual(run.status, 0, run.errors)
        let svg = run.output
        // Every scene, with its id, at its canvas location: left to right as x grows (-712, 116, 936).
        let scenes = ["Sn0-nV-k2q", "Sn1-lS-p7e", "Sn2-dT-3vu"]
        let offsets = try scenes.map { id -> Double in
            let group = try XCTUnwrap(svg.components(separatedBy: "<g id=\"scene-\(id)\" class=\"scene\" data-id=\"\(id)\" transform=\"translate(").dropFirst().first, id)
            return try XCTUnwrap(Double(group.prefix { $0 != " " }), id)
        }
        XCTAssertEqual(offsets, offsets.sorted(), "\(offsets)")
        // The detail scene's root (414 wide) is centred on its canvas location x = 936: its
        // picture starts a margin (12) left of 936 - 207.
        XCTAssertEqual(offsets[2], 936 - 207 - 12)
        // Segues and relationships as labelled arrows with their ids; the initial arrow.
        XCTAssertTrue(svg.contains("<g class=\"segue\" data-id=\"Rr4-tV-m0c\"><title>relationship rootViewController (Rr4-tV-m0c)</title>"), svg)
        XCTAssertTrue(svg.contains("<g class=\"segue\" data-id=\"sHw-Dt-2ka\"><title>segue show &quot;showComicDetail&quot; (sHw-Dt-2ka)</title>"), svg)
        XCTAssertTrue(svg.contains("<g class=\"initial\" data-id=\"nAv-Cm-4t1\">"), svg)
        // A label wider than its arrow stays readable over the scenes it crosses: a halo.
        XCTAssertTrue(svg.contains("stroke=\"#eef0f2\" stroke-width=\"4\" paint-order=\"stroke\" text-anchor=\"middle\">segue show &quot;showComicDetail&quot;</text>"), svg)

        // Storyboard references are boxes naming their target.
        let shop = try DiffRun.nibcheck(["render", DiffFixture.path("../ShopApp/ShopApp/Base.lproj/Main.storyboard")])
        XCTAssertEqual(shop.status, 0, shop.errors)
        XCTAssertTrue(shop.output.contains(">Account.storyboard → LoginViewController</text>"), shop.output)
        XCTAssertTrue(shop.output.contains(">Cart.storyboard → initial controller</text>"), shop.output)

        // One scene, large; a wrong one lists the valid ones.
        let unknown = try DiffRun.nibcheck(["render", DiffFixture.path("Main.storyboard"), "--scene", "nope"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.errors.contains("(scenes: Sn0-nV-k2q \"Navigation Controller\", Sn1-lS-p7e \"Comics\", Sn2-dT-3vu \"Comic Detail\")"),
                      unknown.errors)
        // A xib's root views.
        let notARoot = try DiffRun.nibcheck(["render", DiffFixture.path("ComicView.xib"), "--scene", "nope"])
        XCTAssertEqual(notARoot.status, 2)
        XCTAssertTrue(notARoot.errors.contains("with a root view in \(DiffFixture.path("ComicView.xib")) (root views: rTv-Cm-0a1 view)"), notARoot.errors)
    }

    func testPicturesShowTextImagesAndColours() throws {
        let run = try DiffRun.nibcheck(["render", DiffFixture.path("ComicView.xib")])
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(run.output.contains(">Comic Title</text>"), "a label's text: \(run.output)")
        XCTAssertTrue(run.output.contains("<path d=\"M"), "the image view crossed")
        XCTAssertTrue(run.output.contains("fill=\"#ffffff\""), "the system background colour")
        // The HTML diff draws with the same pictures.
        let original = try DiffFixture.text("ComicView.xib")
        let changed = original.replacingOccurrences(of: "constant=\"16\" id=\"Kp1-cL-r0o\"", with: "constant=\"20\" id=\"Kp1-cL-r0o\"")
        let html = try DiffRun.nibcheck(["diff", try write("Old.xib", original), try write("New.xib", changed), "--format", "html"])
        XCTAssertTrue(html.output.contains(">Comic Title</text>"), html.output)
        // A storyboard's changed scene is drawn as the map draws it: the same boxes.
        let storyboard = try DiffFixture.text("Main.storyboard")
        let shorter = storyboard.replacingOccurrences(of: "constant=\"300\" id=\"hT3-dC-v8n\"", with: "constant=\"260\" id=\"hT3-dC-v8n\"")
        XCTAssertNotEqual(shorter, storyboard)
        let report = try DiffRun.nibcheck(["diff", try write("Old.storyboard", storyboard), try write("New.storyboard", shorter), "--format", "html"])
        XCTAssertEqual(report.status, 1, report.errors)
        let map = try DiffRun.nibcheck(["render", DiffFixture.path("Main.storyboard")])
        let boxes = map.output.components(separatedBy: "<title>").dropFirst().map { "<title>" + $0.prefix { $0 != "<" } }
            .filter { $0.contains("(dCv-Cm-8uf)") || $0.contains("(dRv-Vc-0pk)") }
        XCTAssertEqual(boxes.count, 2, map.output)
        for box in boxes { XCTAssertTrue(report.output.contains(box), "\(box) in \(report.output)") }
    }

    private func write(_ name: String, _ text: String) throws -> String {
        let path = directory + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}

/// The fixtures of Fixtures/ComicApp.
private enum DiffFixture {
    static func path(_ name: String) -> String {
        var root = #filePath
        for _ in 0..<3 { root = String(root[..<root.lastIndex(of: "/")!]) }
        return root + "/Fixtures/ComicApp/" + name
    }

    static func text(_ name: String) throws -> String { try String(contentsOfFile: path(name), encoding: .utf8) }
}

/// Runs a process to completion, capturing its output.
private enum DiffRun {
    struct Result {
        let status: Int32
        let output: String
        let errors: String
    }

    /// The `nibcheck` built next to the test bundle.
    static var toolPath: String {
        // Linux: the bundle URL is the products directory; macOS: the .xctest bundle inside it.
        var products = Bundle(for: DiffCommandTests.self).bundleURL
        if products.pathExtension == "xctest" { products.deleteLastPathComponent() }
        return products.path + "/nibcheck"
    }

    static func nibcheck(_ arguments: [String], in directory: String? = nil) throws -> Result {
        try run(toolPath, arguments, in: directory)
    }

    static func run(_ executable: String, _ arguments: [String], in directory: String? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
                      errors: String(decoding: err, as: UTF8.self))
    }
}
