import Foundation
import XCTest

/// `nibcheck lint` and `nibcheck rules` end to end: the built tool run as a user runs it.
final class LintCommandTests: NibcheckTestCase {
    static let warningOnly = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <objects>
            <view contentMode="scaleToFill" id="iN0-l3-epB">
                <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                <constraints>
                    <constraint firstAttribute="height" constant="100" id="cOn-Bb-001"/>
                    <constraint firstAttribute="height" constant="100" id="cOn-Bb-002"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

    /// The README's main command: exit 0, and only the expected notes (the two constraint sets
    /// that code swaps in TwoPane and LeftRight conflict if both were active).
    func testComicAppHasOnlyExpectedNotes() throws {
        let run = try nibcheck(["lint", "Fixtures/ComicApp"])
        XCTAssertEqual(run.status, 0, run.out + run.err)
        XCTAssertTrue(run.err.contains("0 errors, 0 warnings"), run.err)
        for line in run.out.split(separator: "\n") {
            XCTAssertTrue(line.contains(": note: ") && line.hasSuffix("[layout-variant-conflict]")
                          && (line.hasPrefix("Fixtures/ComicApp/TwoPane.storyboard:") || line.hasPrefix("Fixtures/ComicApp/LeftRight.storyboard:")),
                          "unexpected finding: \(line)")
        }
    }

    func testUnreadableDocumentsAreLocatedErrorsAndTheRunGoesOn() throws {
        let run = try nibcheck(["lint", "Fixtures/broken", "--quiet"])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.out.contains("Fixtures/broken/truncated.storyboard:16:68: error:"), run.out)
        XCTAssertTrue(run.out.contains("[duplicate-id]"), "documents after an unreadable one are still checked")
        XCTAssertEqual(run.err, "", "--quiet prints no summary")
    }

    func testMaxFileSizeRefusesLargeDocumentsAsLocatedErrors() throws {
        let run = try nibcheck(["lint", "Fixtures/ComicApp/ComicView.xib", "--max-file-size", "100", "--quiet"])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.out.hasPrefix("Fixtures/ComicApp/ComicView.xib:1:1: error: "), run.out)
        XCTAssertTrue(run.out.hasSuffix("[unreadable-document]\n"), run.out)
        XCTAssertEqual(try nibcheck(["lint", "--max-file-size", "lots"]).status, 2)
    }

    func testOutputIsDeterministic() throws {
        let first = try nibcheck(["lint", "Fixtures", "--format", "json", "--quiet"])
        let second = try nibcheck(["lint", "Fixtures", "--format", "json", "--quiet"])
        XCTAssertEqual(first.out, second.out)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(first.out.utf8)) as? [String: Any])
        XCTAssertEqual(json["tool"] as? String, "nibcheck")
    }

    func testStrictMakesWarningsFail() throws {
        let folder = try project(["View.xib": Self.warningOnly])
        XCTAssertEqual(try nibcheck(["lint", "--quiet"], in: folder).status, 0)
        let strict = try nibcheck(["lint", "--strict", "--quiet"], in: folder)
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.out.contains("View.xib:8:17: warning:"), strict.out)
        XCTAssertTrue(strict.out.contains("[duplicate-constraint]"), strict.out)
    }

    func testRuleSelectionFlags() throws {
        let folder = try project(["View.xib": Self.warningOnly])
        XCTAssertEqual(try nibcheck(["lint", "--disable", "duplicate-constraint", "--strict"], in: folder).status, 0)
        XCTAssertEqual(try nibcheck(["lint", "--only", "duplicate-id,layout-conflict", "--strict"], in: folder).status, 0)
        let unknown = try nibcheck(["lint", "--enable", "duplicate-constraints"], in: folder)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.err.contains("did you mean 'duplicate-constraint'"), unknown.err)
        let only = try nibcheck(["lint", "--only", "not-a-rule"], in: folder)
        XCTAssertEqual(only.status, 2)
        XCTAssertTrue(only.err.hasPrefix("nibcheck lint: unknown rule 'not-a-rule'"), only.err)
    }

    func testConfigurationIsFoundInParentsAndErrorsExitTwo() throws {
        let folder = try project([
            "App/View.xib": Self.warningOnly,
            ".nibcheck.yml": "disabled_rules: [duplicate-constraint]\n",
        ])
        XCTAssertEqual(try nibcheck(["lint", "--strict"], in: folder.appendingPathComponent("App")).status, 0)

        let bad = try project([".nibcheck.yml": "included: [App]\nexclude: [Pods]\n"])
        let run = try nibcheck(["lint"], in: bad)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.err.contains(".nibcheck.yml:2:1: error: unknown key 'exclude'"), run.err)
        XCTAssertTrue(run.err.contains("did you mean 'excluded'"), run.err)

        XCTAssertEqual(try nibcheck(["lint", "--config", "missing.yml"], in: folder).status, 2)
        XCTAssertEqual(try nibcheck(["lint", "NoSuchFolder"], in: folder).status, 2)
        XCTAssertEqual(try nibcheck(["lint", "--format", "yaml"], in: folder).status, 2)
    }

    /// A File's Owner `ProfileView` with an outlet `subtitleLabel`.
    static let ownerOutlet = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileView">
                <connections>
                    <outlet property="subtitleLabel" destination="lBl-Aa-001" id="oUt-Aa-001"/>
                </connections>
            </placeholder>
            <view contentMode="scaleToFill" id="iN0-l3-epB">
                <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                <subviews>
                    <label text="Title" id="lBl-Aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
                    </label>
                </subviews>
            </view>
        </objects>
    </document>
    """

    static let ownerSource = "import UIKit\n\nfinal class ProfileView: UIView {\n    @IBOutlet weak var titleLabel: UILabel!\n}\n"

    func testPathsWithoutDocumentsAreAnErrorNotAPass() throws {
        let folder = try project(["Empty/Notes.swift": "let x = 1\n", "App/View.xib": Self.warningOnly])
        let empty = try nibcheck(["lint", "Empty"], in: folder)
        XCTAssertEqual(empty.status, 2)
        XCTAssertEqual(empty.out, "")
        XCTAssertEqual(empty.err, "nibcheck lint: Empty: no Interface Builder documents (.xib, .storyboard) to lint\n")
        let swift = try nibcheck(["lint", "Empty/Notes.swift"], in: folder)
        XCTAssertEqual(swift.status, 2)
        XCTAssertTrue(swift.err.contains("Empty/Notes.swift: no Interface Builder documents"), swift.err)

        let excluded = try project([".nibcheck.yml": "excluded: [\"App/**\"]\n", "App/View.xib": Self.warningOnly])
        let run = try nibcheck(["lint"], in: excluded)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.err.contains("no Interface Builder documents (.xib, .storyboard) to lint; `excluded` in .nibcheck.yml left out 1 path"),
                      run.err)

        // Compiled nib bundles are not read: the error, or a note beside a report, says how many.
        let bundles = try project(["Old/Panel.nib/keyedobjects.nib": "bplist00", "Old/Sheet.nib/keyedobjects.nib": "bplist00"])
        let onlyBundles = try nibcheck(["lint", "Old"], in: bundles)
        XCTAssertEqual(onlyBundles.status, 2)
        XCTAssertTrue(onlyBundles.err.contains("to lint; 2 nib bundles hold no designable.nib (compiled nibs, or Interface Builder 2 and 3's older formats, which no current Xcode opens) and were not read"),
                      onlyBundles.err)
        let mixed = try project(["Old/Panel.nib/keyedobjects.nib": "bplist00", "App/View.xib": Self.warningOnly])
        let beside = try nibcheck(["lint"], in: mixed)
        XCTAssertTrue(beside.err.contains("note: 1 nib bundle holds no designable.nib"), beside.err)
    }

    /// A nib bundle is linted by its `designable.nib`, which stands for the bundle: a component
    /// by the bundle's name, its findings at the document's own lines.
    func testANibBundleIsLintedByItsDesignableNib() throws {
        let folder = try project(["App/ProfileView.nib/designable.nib": Self.ownerOutlet, "App/ProfileView.swift": Self.ownerSource])
        let run = try nibcheck(["lint", "App"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.out.contains("App/ProfileView.nib/designable.nib:6:17: error: outlet 'subtitleLabel'"), run.out)
    }

    func testASingleDocumentIsCheckedWithItsProjectsSources() throws {
        // The project is the nearest folder holding an .xcodeproj, a Package.swift or a .nibcheck.yml.
        for marker in ["App.xcodeproj/project.pbxproj", "Package.swift", ".nibcheck.yml"] {
            let folder = try project([marker: "", "Sources/ProfileView.swift": Self.ownerSource,
                                      "Resources/Profile.xib": Self.ownerOutlet])
            let run = try nibcheck(["lint", "Resources/Profile.xib"], in: folder)
            XCTAssertEqual(run.status, 1, "\(marker): \(run.out)\(run.err)")
            XCTAssertTrue(run.out.contains("Resources/Profile.xib:6:17: error: ") && run.out.contains("[outlet-missing-property]"),
                          "\(marker): \(run.out)")
            XCTAssertFalse(run.out.contains("ProfileView.swift"), "only the named document is reported on: \(run.out)")
            XCTAssertFalse(run.err.contains("did not run"), run.err)
            // From inside the folder, the same project is found.
            let inside = try nibcheck(["lint", "Profile.xib", "--quiet"], in: folder.appendingPathComponent("Resources"))
            XCTAssertTrue(inside.out.contains("[outlet-missing-property]"), "\(marker): \(inside.out)")
        }

        let noSources = try project(["App.xcodeproj/project.pbxproj": "", "Resources/Profile.xib": Self.ownerOutlet])
        let alone = try nibcheck(["lint", "Resources/Profile.xib"], in: noSources)
        XCTAssertEqual(alone.status, 0, alone.out + alone.err)
        let said = alone.err.components(separatedBy: "\n").filter { $0.contains("did not run") }
        XCTAssertEqual(said.count, 1, "said once: \(alone.err)")
        XCTAssertTrue(said.first?.hasPrefix("nibcheck lint: outlet-missing-property, outlet-type-mismatch, outlet-unconnected, ") ?? false, alone.err)
        XCTAssertTrue(said.first?.contains("did not run: no Swift or Objective-C sources under . (") ?? false, alone.err)

        // With no project folder above, only the document was searched, and that is said.
        let noProject = try project(["Resources/Profile.xib": Self.ownerOutlet])
        let bare = try nibcheck(["lint", "Resources/Profile.xib"], in: noProject)
        XCTAssertEqual(bare.status, 0, bare.out + bare.err)
        XCTAssertTrue(bare.err.contains("did not run: no Swift or Objective-C sources beside Resources/Profile.xib, since no folder above holds an "
                                        + ".xcodeproj, Package.swift or .nibcheck.yml"), bare.err)
    }

    func testBaselineAndConfigurationDoNotDependOnTheCurrentFolder() throws {
        let folder = try project(["App.xcodeproj/project.pbxproj": "", "App/View.xib": Self.warningOnly])
        XCTAssertEqual(try nibcheck(["lint", "App", "--write-baseline", "baseline.json", "--quiet"], in: folder).status, 0)
        let app = folder.appendingPathComponent("App")
        for arguments in [["lint", "App"], ["lint", "App/View.xib"]] {
            XCTAssertEqual(try nibcheck(arguments + ["--baseline", "baseline.json", "--strict"], in: folder).status, 0, "\(arguments)")
        }
        for arguments in [["lint", "."], ["lint", "View.xib"]] {
            let run = try nibcheck(arguments + ["--baseline", "../baseline.json", "--strict"], in: app)
            XCTAssertEqual(run.status, 0, "\(arguments) from App: \(run.out)")
        }

        // The configuration of the linted folder applies when the run starts outside it.
        let configured = try project(["Proj/.nibcheck.yml": "disabled_rules: [duplicate-constraint]\n", "Proj/View.xib": Self.warningOnly])
        XCTAssertEqual(try nibcheck(["lint", "Proj", "--strict", "--quiet"], in: configured).status, 0)
        XCTAssertEqual(try nibcheck(["lint", "Proj/View.xib", "--strict", "--quiet"], in: configured).status, 0)

        // `included` and `excluded` are relative to the configuration's folder, from wherever
        // the run starts: from above it (a path given: `excluded` applies, `included` gives way
        // to the path), and from a folder below it (the configuration found upwards).
        let globs = try project([
            "Proj/.nibcheck.yml": "included: [App]\nexcluded: [\"App/Legacy/**\"]\n",
            "Proj/App/Legacy/Old.xib": Self.warningOnly, "Proj/App/New/New.xib": Self.ownerOutlet, "Proj/Other/Other.xib": Self.ownerOutlet,
        ])
        for (folder, arguments, files) in [(globs, ["lint", "Proj"], 2), (globs.appendingPathComponent("Proj/App/New"), ["lint"], 1)] {
            let run = try nibcheck(arguments + ["--strict"], in: folder)
            XCTAssertEqual(run.status, 0, "\(arguments) in \(folder.lastPathComponent): \(run.out)\(run.err)")
            XCTAssertTrue(run.err.contains("in \(files) file"), "\(arguments) in \(folder.lastPathComponent): \(run.err)")
        }
    }

    /// Two labels of one custom class, told apart by their text; a duplicated constraint
    /// between them; a frame written at 37.821000000000005.
    static let styledLabels = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <objects>
            <view contentMode="scaleToFill" id="sTy-Rt-001">
                <rect key="frame" x="0.0" y="0.0" width="414" height="200"/>
                <subviews>
                    <label text="Hello" customClass="StyledLabel" translatesAutoresizingMaskIntoConstraints="NO" id="sTy-La-002">
                        <rect key="frame" x="20" y="37.821000000000005" width="38.5" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <label text="A much longer greeting that goes on" customClass="StyledLabel" translatesAutoresizingMaskIntoConstraints="NO" id="sTy-Lb-003">
                        <rect key="frame" x="20" y="58.5" width="280" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="sTy-La-002" firstAttribute="top" secondItem="sTy-Rt-001" secondAttribute="top" constant="20" id="sTy-C1-004"/>
                    <constraint firstItem="sTy-La-002" firstAttribute="leading" secondItem="sTy-Rt-001" secondAttribute="leading" constant="20" id="sTy-C2-005"/>
                    <constraint firstItem="sTy-Lb-003" firstAttribute="top" secondItem="sTy-La-002" secondAttribute="bottom" constant="20" id="sTy-C3-006"/>
                    <constraint firstItem="sTy-Lb-003" firstAttribute="top" secondItem="sTy-La-002" secondAttribute="bottom" constant="20" id="sTy-C4-007"/>
                    <constraint firstItem="sTy-Lb-003" firstAttribute="leading" secondItem="sTy-La-002" secondAttribute="leading" id="sTy-C5-008"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

    /// A macOS view whose box is held at two widths.
    static let macConflict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23504" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
        <objects>
            <customView id="mCf-Rt-001">
                <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                <subviews>
                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="mCf-Bx-002">
                        <rect key="frame" x="20" y="20" width="100" height="40"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="mCf-C1-003"/>
                            <constraint firstAttribute="width" constant="120" id="mCf-C2-004"/>
                            <constraint firstAttribute="height" constant="40" id="mCf-C3-005"/>
                        </constraints>
                    </customView>
                </subviews>
                <constraints>
                    <constraint firstItem="mCf-Bx-002" firstAttribute="leading" secondItem="mCf-Rt-001" secondAttribute="leading" constant="20" id="mCf-C4-006"/>
                    <constraint firstItem="mCf-Bx-002" firstAttribute="top" secondItem="mCf-Rt-001" secondAttribute="top" constant="40" id="mCf-C5-007"/>
                </constraints>
            </customView>
        </objects>
    </document>
    """

    func testFindingsNameThingsAsPeopleDo() throws {
        let folder = try project(["Labels.xib": Self.styledLabels, "Mac.xib": Self.macConflict])
        let run = try nibcheck(["lint", "--quiet", "--enable", "layout-misplaced"], in: folder)
        let lines = run.out.split(separator: "\n").map(String.init)
        XCTAssertFalse(lines.isEmpty)
        // The two StyledLabels by their text, the long one shortened; not by their class.
        XCTAssertTrue(lines.contains { $0.contains("\"A much longer greeting…\".top == \"Hello\".bottom + 20") }, run.out)
        XCTAssertFalse(run.out.contains("StyledLabel.top"), run.out)
        // Rounded numbers, no pixel-grid aside, no size classes on macOS, no 300-character lines.
        XCTAssertTrue(run.out.contains("Frame for \"Hello\" will be different at run time: document (20, 37.82, 38.5, 20.5)"), run.out)
        XCTAssertFalse(run.out.contains("37.821"), run.out)
        XCTAssertFalse(run.out.contains("pixel grid"), run.out)
        let mac = try XCTUnwrap(lines.first { $0.hasPrefix("Mac.xib:") && $0.contains("[layout-conflict]") }, run.out)
        XCTAssertFalse(mac.contains("Any/Any"), mac)
        // Two customViews: the id tells them apart.
        XCTAssertTrue(mac.contains("customView (mCf-Bx-002).width == 100"), mac)
        XCTAssertTrue(lines.allSatisfy { $0.count < 300 }, run.out)
    }

    /// A File's Owner whose outlets point at a view with a user label (`Avatar`, not the outlet
    /// `avatarView`) and at a label with a text (`nameLabel`, not "Name"); two StyledLabels
    /// showing "Hello", told apart by their ids; a duplicated constraint between those two.
    static let namedViews = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileView">
                <connections>
                    <outlet property="avatarView" destination="nAm-Av-002" id="nAm-O1-010"/>
                    <outlet property="nameLabel" destination="nAm-Lb-003" id="nAm-O2-011"/>
                </connections>
            </placeholder>
            <view contentMode="scaleToFill" id="nAm-Rt-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <view userLabel="Avatar" translatesAutoresizingMaskIntoConstraints="NO" id="nAm-Av-002">
                        <rect key="frame" x="20" y="20" width="40" height="40"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="40" id="nAm-W1-030"/>
                            <constraint firstAttribute="height" constant="40" id="nAm-H1-031"/>
                        </constraints>
                    </view>
                    <label text="Name" customClass="StyledLabel" translatesAutoresizingMaskIntoConstraints="NO" id="nAm-Lb-003">
                        <rect key="frame" x="72" y="20" width="42" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <label text="Hello" customClass="StyledLabel" translatesAutoresizingMaskIntoConstraints="NO" id="nAm-Lb-004">
                        <rect key="frame" x="72" y="48.5" width="38.5" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <label text="Hello" customClass="StyledLabel" translatesAutoresizingMaskIntoConstraints="NO" id="nAm-Lb-005">
                        <rect key="frame" x="72" y="77" width="38.5" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="nAm-Av-002" firstAttribute="top" secondItem="nAm-Rt-001" secondAttribute="top" constant="20" id="nAm-C1-020"/>
                    <constraint firstItem="nAm-Av-002" firstAttribute="leading" secondItem="nAm-Rt-001" secondAttribute="leading" constant="20" id="nAm-C6-025"/>
                    <constraint firstItem="nAm-Lb-003" firstAttribute="leading" secondItem="nAm-Av-002" secondAttribute="trailing" constant="12" id="nAm-C2-021"/>
                    <constraint firstItem="nAm-Lb-003" firstAttribute="top" secondItem="nAm-Av-002" secondAttribute="top" id="nAm-C7-026"/>
                    <constraint firstItem="nAm-Lb-004" firstAttribute="top" secondItem="nAm-Lb-003" secondAttribute="bottom" constant="8" id="nAm-C3-022"/>
                    <constraint firstItem="nAm-Lb-004" firstAttribute="leading" secondItem="nAm-Lb-003" secondAttribute="leading" id="nAm-C8-027"/>
                    <constraint firstItem="nAm-Lb-005" firstAttribute="top" secondItem="nAm-Lb-004" secondAttribute="bottom" constant="8" id="nAm-C4-023"/>
                    <constraint firstItem="nAm-Lb-005" firstAttribute="top" secondItem="nAm-Lb-004" secondAttribute="bottom" constant="8" id="nAm-C5-024"/>
                    <constraint firstItem="nAm-Lb-005" firstAttribute="leading" secondItem="nAm-Lb-004" secondAttribute="leading" id="nAm-C9-028"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

    /// The outline's order (user label, outlet, text, class; the id where two read alike) in
    /// every output that names objects: lint, diff, render and textconv.
    func testEveryOutputNamesObjectsTheSameWay() throws {
        let changed = Self.namedViews.replacingOccurrences(of: "constant=\"12\" id=\"nAm-C2-021\"", with: "constant=\"16\" id=\"nAm-C2-021\"")
            .replacingOccurrences(of: "constant=\"8\" id=\"nAm-C4-023\"", with: "constant=\"10\" id=\"nAm-C4-023\"")
        let folder = try project(["Profile.xib": Self.namedViews, "Changed.xib": changed])
        let lint = try nibcheck(["lint", "Profile.xib", "--quiet"], in: folder)
        XCTAssertTrue(lint.out.contains("constraint nAm-C5-024 (\"Hello\" (nAm-Lb-005).top == \"Hello\" (nAm-Lb-004).bottom + 8) duplicates nAm-C4-023"),
                      lint.out)

        let diff = try nibcheck(["diff", "Profile.xib", "Changed.xib"], in: folder, environment: ["NO_COLOR": "1"])
        XCTAssertEqual(diff.status, 1, diff.err)
        XCTAssertTrue(diff.out.contains("constraint changed: nameLabel.leading == Avatar.trailing + 16 (nAm-C2-021): constant 12 → 16"), diff.out)
        XCTAssertTrue(diff.out.contains("constraint changed: \"Hello\" (nAm-Lb-005).top == \"Hello\" (nAm-Lb-004).bottom + 10 (nAm-C4-023)"), diff.out)
        XCTAssertTrue(diff.out.contains("~ \"Hello\" (nAm-Lb-005) moves in default: (72, 77, 38.5, 20.5) → (76, 79, 38.5, 20.5)"), diff.out)

        let render = try nibcheck(["render", "Profile.xib"], in: folder)
        XCTAssertEqual(render.status, 0, render.err)
        for title in ["view Avatar (nAm-Av-002)", "label nameLabel (nAm-Lb-003)", "label &quot;Hello&quot; (nAm-Lb-004)"] {
            XCTAssertTrue(render.out.contains("<title>\(title) "), "\(title): \(render.out)")
        }
        XCTAssertFalse(render.out.contains("StyledLabel"), render.out)

        // textconv: the id where two objects of one scene read alike.
        let textconv = try nibcheck(["textconv", "Profile.xib"], in: folder)
        XCTAssertEqual(textconv.status, 0, textconv.err)
        for line in ["  outlet avatarView → view Avatar", "  constraint nameLabel.leading == Avatar.trailing + 12", "  view Avatar", "  label nameLabel",
                     "  constraint \"Hello\" (nAm-Lb-005).top == \"Hello\" (nAm-Lb-004).bottom + 8", "  label \"Hello\" (nAm-Lb-004)"] {
            XCTAssertTrue(textconv.out.contains("\n\(line)\n"), "\(line): \(textconv.out)")
        }
    }

    /// A vertical stack of two 60-point labels held at 100 points: the conflict names the
    /// stack's arrangement once, not once per constraint NibLayout made for it.
    static let overfullStack = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <objects>
            <view contentMode="scaleToFill" id="sTk-Rt-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="sTk-Sv-002">
                        <rect key="frame" x="20" y="20" width="280" height="100"/>
                        <subviews>
                            <label text="First" translatesAutoresizingMaskIntoConstraints="NO" id="sTk-L1-003">
                                <rect key="frame" x="0.0" y="0.0" width="280" height="50"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="60" id="sTk-H1-010"/>
                                </constraints>
                            </label>
                            <label text="Second" translatesAutoresizingMaskIntoConstraints="NO" id="sTk-L2-004">
                                <rect key="frame" x="0.0" y="50" width="280" height="50"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="60" id="sTk-H2-011"/>
                                </constraints>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="height" constant="100" id="sTk-H3-012"/>
                        </constraints>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="sTk-Sv-002" firstAttribute="top" secondItem="sTk-Rt-001" secondAttribute="top" constant="20" id="sTk-C1-020"/>
                    <constraint firstItem="sTk-Sv-002" firstAttribute="leading" secondItem="sTk-Rt-001" secondAttribute="leading" constant="20" id="sTk-C2-021"/>
                    <constraint firstAttribute="trailing" secondItem="sTk-Sv-002" secondAttribute="trailing" constant="20" id="sTk-C3-022"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

    func testAMessageNamesTheSameThingOnce() throws {
        let folder = try project(["Stack.xib": Self.overfullStack])
        let run = try nibcheck(["lint", "--quiet"], in: folder)
        XCTAssertEqual(run.status, 1, run.err)
        let conflict = try XCTUnwrap(run.out.split(separator: "\n").first { $0.hasSuffix("[layout-conflict]") }, run.out)
        XCTAssertEqual(conflict.components(separatedBy: "stack view arrangement").count - 1, 1, String(conflict))
        XCTAssertTrue(conflict.contains("stack view arrangement of stackView; \"First\".height == 60 (sTk-H1-010)"), String(conflict))
    }

    /// A localized copy of a document (`ru.lproj` beside `Base.lproj`) has the Base document's
    /// mistakes: each is said once, at the Base document, the copy's place related; what only
    /// a copy has stays its own.
    func testALocalizedCopysFindingsTheBaseDocumentHasAreSaidOnce() throws {
        let copyOnly = Self.overfullStack.replacingOccurrences(of: "sTk-H3-012", with: "sTk-H9-019")
        let folder = try project(["Base.lproj/Stack.xib": Self.overfullStack, "ru.lproj/Stack.xib": Self.overfullStack,
                                  "fr.lproj/Stack.xib": copyOnly])
        let run = try nibcheck(["lint", "--quiet", "--only", "layout-conflict"], in: folder)
        let lines = run.out.split(separator: "\n").filter { $0.hasSuffix("[layout-conflict]") }
        guard lines.count == 2 else { return XCTFail(run.out) }
        XCTAssertTrue(lines[0].hasPrefix("Base.lproj/Stack.xib:") && lines[0].contains(", ru.lproj/Stack.xib:13:33 ["), run.out)
        XCTAssertTrue(lines[1].hasPrefix("fr.lproj/Stack.xib:"), run.out)
        // Without a Base document, the English copy speaks for the others.
        let withoutBase = try project(["de.lproj/Stack.xib": Self.overfullStack, "en.lproj/Stack.xib": Self.overfullStack])
        let copies = try nibcheck(["lint", "--quiet", "--only", "layout-conflict"], in: withoutBase)
        let once = copies.out.split(separator: "\n").filter { $0.hasSuffix("[layout-conflict]") }
        XCTAssertEqual(once.count, 1, copies.out)
        XCTAssertTrue(once.first.map { $0.hasPrefix("en.lproj/Stack.xib:") && $0.contains(", de.lproj/Stack.xib:13:33 [") } ?? false, copies.out)
    }

    /// In a tree with package manifests, a `Sources` folder no manifest claims is an app's (a
    /// project a generator makes): its subfolders are not modules. With none, they are
    /// (`Sources/<Module>/`, a package whose manifest is not there).
    func testASourcesFolderBesidePackagesIsNoModuleLayout() throws {
        let view = HardeningCommandTests.xib(#"<view contentMode="scaleToFill" id="pRf-Aa-001" customClass="ProfileView" customModule="App"><rect key="frame" x="0" y="0" width="100" height="100"/></view>"#)
        var files = ["Sources/Classes/ProfileView.swift": "import UIKit\n\nfinal class ProfileView: UIView {}\n", "Sources/Classes/Profile.xib": view]
        let alone = try nibcheck(["lint", "--quiet", "--only", "custom-module-mismatch", "."], in: try project(files))
        XCTAssertTrue(alone.out.contains("says class ProfileView is in module App, but it is declared in module Classes"), alone.out)
        files["Packages/Kit/Package.swift"] = "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])\n"
        files["Packages/Kit/Sources/Kit/Kit.swift"] = "public struct Kit {}\n"
        let besidePackages = try nibcheck(["lint", "--quiet", "--only", "custom-module-mismatch", "."], in: try project(files))
        XCTAssertEqual(besidePackages.out, "", besidePackages.err)
    }

    func testSummaryCountsFindingsPerRule() throws {
        let folder = try project(["Labels.xib": Self.styledLabels, "Mac.xib": Self.macConflict])
        let run = try nibcheck(["lint"], in: folder)
        let summary = run.err.split(separator: "\n").map(String.init).filter { !$0.contains("did not run") }
        XCTAssertTrue(summary.first?.hasPrefix("nibcheck: 1 error, ") ?? false, run.err)
        XCTAssertTrue(summary.contains("  1 duplicate-constraint (warning)"), run.err)
        XCTAssertTrue(summary.contains("  1 layout-conflict (error)"), run.err)
        let only = try nibcheck(["lint", "--summary"], in: folder)
        XCTAssertEqual(only.status, 1)
        XCTAssertEqual(only.out, summary.joined(separator: "\n") + "\n", "--summary prints the summary alone")
        XCTAssertFalse(only.out.contains("Labels.xib:"), only.out)
    }

    /// Documents in the format before Xcode 5 are warned about one by one, and the summary says
    /// they went unchecked, so that a run over nothing else does not read as a pass.
    func testTheSummarySaysWhenLegacyDocumentsWentUnchecked() throws {
        let legacy = try String(contentsOf: NibcheckTestCase.packageRoot.appendingPathComponent("Fixtures/broken/legacy-archive.xib"), encoding: .utf8)
        let alone = try nibcheck(["lint", "--no-cache"], in: try project(["Old.xib": legacy]))
        XCTAssertTrue(alone.err.contains("in 1 file (all in the format before Xcode 5, not checked)"), alone.err)
        let mixed = try nibcheck(["lint", "--no-cache"], in: try project(["Old.xib": legacy, "Labels.xib": Self.styledLabels]))
        XCTAssertTrue(mixed.err.contains("in 2 files (1 of them in the format before Xcode 5, not checked)"), mixed.err)
        // Localized copies are one finding, and every one of their files counts.
        let copies = try nibcheck(["lint", "--no-cache"], in: try project(["en.lproj/Old.xib": legacy, "fr.lproj/Old.xib": legacy]))
        XCTAssertTrue(copies.err.contains("1 warning, 0 notes in 2 files (all in the format before Xcode 5, not checked)"), copies.err)
    }

    /// `--min-severity` leaves lesser findings out of the report, says how many, and keeps
    /// the exit status: an error below the minimum still fails the run.
    func testMinimumSeverityLeavesLesserFindingsOut() throws {
        let folder = try project(["Labels.xib": Self.styledLabels, "Mac.xib": Self.macConflict])
        let all = try nibcheck(["lint", "--no-cache"], in: folder)
        XCTAssertTrue(all.out.contains("[duplicate-constraint]"), all.out)
        let errors = try nibcheck(["lint", "--no-cache", "--min-severity", "error"], in: folder)
        XCTAssertEqual(errors.status, 1)
        XCTAssertFalse(errors.out.contains("[duplicate-constraint]"), errors.out)
        XCTAssertTrue(errors.out.contains("[layout-conflict]"), errors.out)
        XCTAssertTrue(errors.err.contains("below error not shown)"), errors.err)
        let bad = try nibcheck(["lint", "--min-severity", "info"], in: folder)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.err.contains("unknown severity 'info' (note, warning, error)"), bad.err)
    }

    func testPathOverridesAndExcludedGlobs() throws {
        let folder = try project([
            "Legacy/Old.xib": Self.warningOnly,
            "Generated/Gen.xib": Self.warningOnly,
            "Pods/Lib/Lib.xib": Self.warningOnly,
            "Localizations/de.xcloc/Source Contents/Legacy/Old.xib": Self.warningOnly,
            ".nibcheck.yml": """
            excluded: ["Generated/**"]
            paths:
              "Legacy/**":
                disabled_rules: [duplicate-constraint]
            """,
        ])
        let run = try nibcheck(["lint", "--strict"], in: folder)
        XCTAssertEqual(run.status, 0, run.out)
        XCTAssertTrue(run.err.contains("in 1 file"), "Generated is excluded, Pods and the localization export skipped: \(run.err)")
    }

    func testBaselineReportsOnlyNewFindings() throws {
        let folder = try project(["View.xib": Self.warningOnly])
        let write = try nibcheck(["lint", "--write-baseline", "baseline.json", "--quiet"], in: folder)
        XCTAssertEqual(write.status, 0)
        XCTAssertFalse(write.out.isEmpty, "writing a baseline still reports")
        let later = try nibcheck(["lint", "--baseline", "baseline.json", "--strict"], in: folder)
        XCTAssertEqual(later.status, 0, later.out)
        XCTAssertEqual(later.out, "")
        XCTAssertTrue(later.err.contains("1 in the baseline not shown"), later.err)

        // A line shift elsewhere keeps the finding accepted; a new copy does not.
        let shifted = Self.warningOnly.replacingOccurrences(of: "<objects>", with: "<objects>\n\n")
            .replacingOccurrences(of: #"id="cOn-Bb-002"/>"#, with: #"id="cOn-Bb-002"/>"# + "\n" + #"<constraint firstAttribute="height" constant="100" id="cOn-Bb-003"/>"#)
        try shifted.write(to: folder.appendingPathComponent("View.xib"), atomically: true, encoding: .utf8)
        let grown = try nibcheck(["lint", "--baseline", "baseline.json", "--strict", "--quiet"], in: folder)
        XCTAssertEqual(grown.status, 1)
        XCTAssertEqual(grown.out.split(separator: "\n").count, 1, grown.out)
        XCTAssertTrue(grown.out.contains("cOn-Bb-003"), grown.out)
    }

    func testRulesCommand() throws {
        let list = try nibcheck(["rules"])
        XCTAssertEqual(list.status, 0)
        XCTAssertTrue(list.out.contains("duplicate-constraint"))
        let explain = try nibcheck(["rules", "--explain", "unreachable-scene"])
        XCTAssertTrue(explain.out.contains("Triggers on:"), explain.out)
        XCTAssertEqual(try nibcheck(["rules", "--explain", "no-such-rule"]).status, 2)
        // The id alone explains the rule too; two ids are a usage error.
        XCTAssertEqual(try nibcheck(["rules", "unreachable-scene"]).out, explain.out)
        XCTAssertEqual(try nibcheck(["rules", "unreachable-scene", "duplicate-constraint"]).status, 2)
        XCTAssertEqual(try nibcheck(["rules", "no-such-rule"]).status, 2)
        let markdown = try nibcheck(["rules", "--format", "markdown"])
        let committed = try String(contentsOf: Self.packageRoot.appendingPathComponent("Docs/rules.md"), encoding: .utf8)
        XCTAssertEqual(markdown.out, committed, "Docs/rules.md is what `nibcheck rules --format markdown` prints")
    }
}
