import NibDiff
import NibModel
import NibProject
import XCTest

/// Known edits to the fixtures, each checked to report exactly the changes it makes.
final class DocumentDiffTests: XCTestCase {
    func diff(_ oldText: String, _ newText: String) throws -> DocumentDiff {
        DocumentDiff.compare(try FixtureEdits.document(oldText, path: "old.xib"), try FixtureEdits.document(newText, path: "new.xib"))
    }

    /// (kind, id) of every semantic change, in report order.
    func summary(_ diff: DocumentDiff) -> [String] {
        diff.semanticChanges.map { "\($0.kind.rawValue) \($0.objectID)" }
    }

    func testRemovingASubviewReportsTheViewAndWhatReferencedIt() throws {
        let original = try FixtureEdits.text("ComicView.xib")
        // What Xcode does when the Author label is deleted: the label goes with its own
        // constraint, and the constraints and outlet that named it go too.
        var edited = FixtureEdits.removingElement(startingWith: "<label opaque=\"NO\" userInteractionEnabled=\"NO\" contentMode=\"left\" horizontalHuggingPriority=\"251\" verticalHuggingPriority=\"251\" text=\"Author\"", end: "</label>", in: original)
        for id in ["B2u-tA-k6e", "D5n-aD-q1x", "Lw9-aL-t4l", "Uh5-rA-t1r"] {
            edited = FixtureEdits.removingLine(containing: "id=\"\(id)\"", in: edited)
        }
        edited = FixtureEdits.removingLine(containing: "<outlet property=\"authorLabel\"", in: edited)
        let diff = try diff(original, edited)
        XCTAssertEqual(summary(diff), [
            "viewRemoved aTh-Lb-9pe",
            "constraintRemoved B2u-tA-k6e", "constraintRemoved D5n-aD-q1x", "constraintRemoved Lw9-aL-t4l", "constraintRemoved Uh5-rA-t1r",
            "connectionRemoved Wq2-oA-h4L",
        ])
        XCTAssertEqual(diff.semanticChanges[0].message, "view removed: authorLabel from view")
        XCTAssertEqual(diff.semanticChanges[1].relatedIDs, ["aTh-Lb-9pe", "tTl-Lb-3kd"])
    }

    func testChangingAConstantReportsOnlyThatConstraint() throws {
        let original = try FixtureEdits.text("ComicView.xib")
        let edited = FixtureEdits.replacing("constant=\"16\" id=\"Kp1-cL-r0o\"", with: "constant=\"24\" id=\"Kp1-cL-r0o\"", in: original)
        let diff = try diff(original, edited)
        XCTAssertEqual(summary(diff), ["constraintChanged Kp1-cL-r0o"])
        XCTAssertEqual(diff.changes[0].details, [.init(field: "constant", before: "16", after: "24")])
        XCTAssertEqual(diff.changes[0].message, "constraint changed: coverImageView.leading == superview.leading + 24 (Kp1-cL-r0o): constant 16 → 24")
    }

    func testUninstallingAConstraintReportsItsInstallationPerVariant() throws {
        let original = try FixtureEdits.text("ComicView.xib")
        let edited = FixtureEdits.replacing("""
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            """, with: """
                        <variation key="default">
                            <mask key="constraints">
                                <exclude reference="Rb2-rB-c0v"/>
                            </mask>
                        </variation>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            """, in: original)
        let diff = try diff(original, edited)
        XCTAssertEqual(summary(diff), ["constraintInstallationChanged Rb2-rB-c0v"])
        XCTAssertEqual(diff.changes.last?.details, [.init(field: "installed in default", before: "yes", after: "no")])
    }

    func testRenamingAnOutletIsAConnectionChange() throws {
        let original = try FixtureEdits.text("ComicView.xib")
        let edited = FixtureEdits.replacing("property=\"authorLabel\"", with: "property=\"bylineLabel\"", in: original)
        let diff = try diff(original, edited)
        XCTAssertEqual(summary(diff), ["connectionChanged Wq2-oA-h4L"])
        XCTAssertEqual(diff.changes[0].details, [.init(field: "property", before: "authorLabel", after: "bylineLabel")])
    }

    func testRegeneratedIDsAreMatchedByStructureAndReportNothing() throws {
        let original = try FixtureEdits.text("ComicView.xib")
        let (edited, mapping) = FixtureEdits.regeneratingIDs(in: original)
        XCTAssertEqual(mapping.count, 26)
        let diff = try diff(original, edited)
        XCTAssertEqual(summary(diff), [])
        XCTAssertFalse(diff.hasSemanticChanges)
        // Every object, constraint and connection found its counterpart, and it is the right one.
        XCTAssertEqual(diff.matching.structuralMatches.count, mapping.count)
        for (old, new) in diff.matching.structuralMatches { XCTAssertEqual(mapping[old], new, old) }
        XCTAssertTrue(diff.changes.allSatisfy { $0.kind == .idChanged && $0.isNoise })
    }

    func testRegeneratedIDsWithARealEditReportTheEditUnderTheNewIDs() throws {
        let original = try FixtureEdits.text("ComicView.xib")
        let (regenerated, mapping) = FixtureEdits.regeneratingIDs(in: original)
        let constraintID = try XCTUnwrap(mapping["Kp1-cL-r0o"])
        let edited = FixtureEdits.replacing("constant=\"16\" id=\"\(constraintID)\"", with: "constant=\"8\" id=\"\(constraintID)\"", in: regenerated)
        let diff = try diff(original, edited)
        XCTAssertEqual(summary(diff), ["constraintChanged \(constraintID)"])
        XCTAssertEqual(diff.semanticChanges[0].oldID, "Kp1-cL-r0o")
    }

    func testRenamedOutletWithRegeneratedIDsIsStillARename() throws {
        let original = try FixtureEdits.text("ComicView.xib")
        let renamed = FixtureEdits.replacing("property=\"authorLabel\"", with: "property=\"bylineLabel\"", in: original)
        let (edited, mapping) = FixtureEdits.regeneratingIDs(in: renamed)
        let diff = try diff(original, edited)
        XCTAssertEqual(summary(diff), ["connectionChanged \(mapping["Wq2-oA-h4L"]!)"])
        XCTAssertEqual(diff.semanticChanges[0].details, [.init(field: "property", before: "authorLabel", after: "bylineLabel")])
    }

    func testReserialisedDocumentWithReorderedAttributesReportsNothing() throws {
        let original = try FixtureEdits.text("Main.storyboard")
        let document = try FixtureEdits.document(original, path: "Main.storyboard")
        let reversed = XMLSerializer(attributes: { $0.attributes.reversed() }).serialize(document.tree)
        XCTAssertNotEqual(reversed, original)
        let diff = try diff(original, reversed)
        XCTAssertEqual(diff.changes.map(\.message), [])
    }

    func testNoiseIsReportedAsNoise() throws {
        let original = try FixtureEdits.text("ComicView.xib")
        var edited = FixtureEdits.replacing("toolsVersion=\"23504\"", with: "toolsVersion=\"23727\"", in: original)
        edited = FixtureEdits.replacing("<capability name=\"Image references\" minToolsVersion=\"12.0\"/>\n", with: "", in: edited)
        edited = FixtureEdits.replacing("x=\"131.8840579710145\"", with: "x=\"140\"", in: edited)
        edited = FixtureEdits.replacing("x=\"148\" y=\"16\" width=\"250\" height=\"24\"", with: "x=\"148.33\" y=\"16\" width=\"250\" height=\"24\"", in: edited)
        let diff = try diff(original, edited)
        XCTAssertFalse(diff.hasSemanticChanges, diff.semanticChanges.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(Set(diff.changes.map(\.kind)), [.documentSettingChanged, .attributeChanged, .frameChanged])
    }

    func testRuntimeAttributesChangedAndRemoved() throws {
        let original = try FixtureEdits.text("ComicView.xib")
        func withAttributes(_ xml: String) -> String {
            FixtureEdits.replacing("<freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>",
                                   with: "<userDefinedRuntimeAttributes>\(xml)</userDefinedRuntimeAttributes><freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>",
                                   in: original)
        }
        let radius = "<userDefinedRuntimeAttribute type=\"number\" keyPath=\"layer.cornerRadius\"><integer key=\"value\" value=\"8\"/></userDefinedRuntimeAttribute>"
        let color = "<userDefinedRuntimeAttribute type=\"color\" keyPath=\"borderColor\"><color key=\"value\" red=\"1\" green=\"0\" blue=\"0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/></userDefinedRuntimeAttribute>"
        let before = withAttributes(radius + color)
        let after = withAttributes(radius.replacingOccurrences(of: "value=\"8\"", with: "value=\"12\""))
        let diff = try diff(before, after)
        XCTAssertEqual(summary(diff), ["runtimeAttributeChanged rTv-Cm-0a1", "runtimeAttributeRemoved rTv-Cm-0a1"])
        XCTAssertEqual(diff.changes.map(\.details), [[.init(field: "layer.cornerRadius", before: "value=8", after: "value=12")],
                                                     [.init(field: "borderColor", before: "alpha=1 blue=0 colorSpace=custom customColorSpace=sRGB green=0 red=1", after: nil)]])
        // The colour's attributes in another order are the same colour.
        let reordered = withAttributes(radius + color.replacingOccurrences(of: "red=\"1\" green=\"0\"", with: "green=\"0\" red=\"1\""))
        XCTAssertEqual(try self.diff(before, reordered).changes.map(\.message), [])
    }

    /// IB keeps a key path set twice on one object; each setting is compared with its namesake
    /// in the same place, so an unchanged document reports nothing and a change names the one.
    func testAKeyPathSetTwiceIsComparedSettingBySetting() throws {
        let original = try FixtureEdits.text("ComicView.xib")
        func withAttributes(_ first: String, _ second: String) -> String {
            let attribute = { (value: String) in "<userDefinedRuntimeAttribute type=\"string\" keyPath=\"animation\" value=\"\(value)\"/>" }
            return FixtureEdits.replacing("<freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>",
                                          with: "<userDefinedRuntimeAttributes>\(attribute(first))\(attribute(second))</userDefinedRuntimeAttributes><freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>",
                                          in: original)
        }
        let before = withAttributes("FadeIn", "slide(in)")
        XCTAssertEqual(try diff(before, before).changes.map(\.message), [])
        let changed = try diff(before, withAttributes("FadeIn", "slide(out)"))
        XCTAssertEqual(changed.changes.map(\.details), [[.init(field: "animation", before: "slide(in)", after: "slide(out)")]])
    }

    func testStoryboardIdentifiersSeguesClassesAndSuperviews() throws {
        let original = try FixtureEdits.text("Main.storyboard")
        var edited = FixtureEdits.replacing("identifier=\"showComicDetail\"", with: "identifier=\"showDetail\"", in: original)
        edited = FixtureEdits.replacing("storyboardIdentifier=\"ComicDetailViewController\"", with: "storyboardIdentifier=\"Detail\"", in: edited)
        edited = FixtureEdits.replacing("customClass=\"ComicCell\"", with: "customClass=\"ComicTableViewCell\"", in: edited)
        edited = wrappingDetailComicView(in: edited)
        let diff = try diff(original, edited)
        XCTAssertEqual(summary(diff), [
            "classChanged cEl-Cm-5hb", "identifierChanged dTl-Vc-6js", "viewAdded wRp-Vw-001", "viewMoved dCv-Cm-8uf",
            "connectionChanged sHw-Dt-2ka",
        ])
        XCTAssertEqual(diff.semanticChanges.map(\.details.first), [
            .init(field: "customClass", before: "ComicCell", after: "ComicTableViewCell"),
            .init(field: "storyboardIdentifier", before: "ComicDetailViewController", after: "Detail"),
            .init(field: "frame", before: nil, after: "(0, 0, 414, 896)"),
            .init(field: "superview", before: "dRv-Vc-0pk", after: "wRp-Vw-001"),
            .init(field: "identifier", before: "showComicDetail", after: "showDetail"),
        ])
    }

    /// Main.storyboard with the detail ComicView wrapped in a new container view `wRp-Vw-001`
    /// (its constraints stay on the root view).
    func wrappingDetailComicView(in text: String) -> String {
        let comicView = "<view contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"dCv-Cm-8uf\""
        let wrapped = FixtureEdits.replacing(comicView, with: "<view contentMode=\"scaleToFill\" id=\"wRp-Vw-001\">"
            + "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"414\" height=\"896\"/><subviews>" + comicView, in: text)
        let indent = String(repeating: " ", count: 24)
        let safeArea = "</subviews>\n\(indent)<viewLayoutGuide key=\"safeArea\" id=\"sAf-dT-1qe\"/>"
        return FixtureEdits.replacing(safeArea, with: "</subviews></view>" + safeArea, in: wrapped)
    }

    func testAMoveIntoANewContainerIsFoundEvenWithRegeneratedIDs() throws {
        let original = try FixtureEdits.text("Main.storyboard")
        let (edited, mapping) = FixtureEdits.regeneratingIDs(in: wrappingDetailComicView(in: original))
        let diff = try diff(original, edited)
        XCTAssertEqual(summary(diff), ["viewAdded \(mapping["wRp-Vw-001"]!)", "viewMoved \(mapping["dCv-Cm-8uf"]!)"])
        XCTAssertEqual(diff.semanticChanges[1].oldID, "dCv-Cm-8uf")
    }

    func testStoryboardEditsOfHierarchySeguesAndRuntimeAttributes() throws {
        let original = try FixtureEdits.text("Chat.storyboard")
        let (oldDocument, _) = (try FixtureEdits.document(original), ())
        let bar = try XCTUnwrap(oldDocument.object("iBr-Ch-3oe"))
        XCTAssertEqual(bar.subviewIDs, ["mTf-Ch-8pf", "sNd-Bt-1qg"])
        // Swap the text field and the send button in the bar's subviews (z-order).
        let field = try XCTUnwrap(original.range(of: "<textField "))
        let button = try XCTUnwrap(original.range(of: "<button "))
        XCTAssertLessThan(field.lowerBound, button.lowerBound)
        let fieldEnd = try XCTUnwrap(original.range(of: "</textField>", range: field.upperBound..<original.endIndex))
        let buttonEnd = try XCTUnwrap(original.range(of: "</button>", range: button.upperBound..<original.endIndex))
        let fieldText = original[field.lowerBound..<fieldEnd.upperBound]
        let buttonText = original[button.lowerBound..<buttonEnd.upperBound]
        var edited = original.replacingOccurrences(of: String(fieldText), with: "@@FIELD@@")
            .replacingOccurrences(of: String(buttonText), with: String(fieldText))
            .replacingOccurrences(of: "@@FIELD@@", with: String(buttonText))
        // A runtime attribute on the send button.
        edited = FixtureEdits.replacing("id=\"sNd-Bt-1qg\">", with: """
            id="sNd-Bt-1qg">
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                        <integer key="value" value="8"/>
                    </userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
            """, in: edited)
        let diff = try diff(original, edited)
        XCTAssertEqual(summary(diff), ["subviewsReordered iBr-Ch-3oe", "runtimeAttributeAdded sNd-Bt-1qg"])
    }
}

/// The impact of a component change on the documents that embed it.
final class ImpactAnalysisTests: XCTestCase {
    func testRenamedOutletIsReportedInEveryHostScene() throws {
        let original = try FixtureEdits.text("ComicView.xib")
        let edited = FixtureEdits.replacing("property=\"authorLabel\"", with: "property=\"bylineLabel\"", in: original)
        let old = try FixtureEdits.document(original, path: "old.xib")
        let new = try FixtureEdits.document(edited, path: FixtureEdits.fixtures + "ComicView.xib")
        let project = ProjectIndex.build(roots: [FixtureEdits.fixtures])
        let impacts = ImpactAnalysis.impacts(of: DocumentDiff.compare(old, new), old: old, new: new,
                                             componentPath: FixtureEdits.fixtures + "ComicView.xib", project: project)
        XCTAssertEqual(impacts.map(\.hostObjectID), ["lCv-Cm-3rw", "dCv-Cm-8uf"])
        XCTAssertEqual(impacts.map(\.sceneID), ["Sn1-lS-p7e", "Sn2-dT-3vu"])
        for impact in impacts {
            XCTAssertEqual(impact.findings.map(\.kind), [.outletRemoved])
            XCTAssertTrue(impact.findings[0].message.contains("without outlet authorLabel"), impact.findings[0].message)
        }
    }

    func testLayoutChangeIsReSolvedAtEachHostsSize() throws {
        let original = try FixtureEdits.text("ComicView.xib")
        // The description label's top constant grows by 10: it moves down in both hosts,
        // keeping the width each host gives it (414 in the cell, 374 in the detail scene).
        let edited = FixtureEdits.replacing("constant=\"8\" id=\"D5n-aD-q1x\"", with: "constant=\"18\" id=\"D5n-aD-q1x\"", in: original)
        let old = try FixtureEdits.document(original, path: "old.xib")
        let new = try FixtureEdits.document(edited, path: FixtureEdits.fixtures + "ComicView.xib")
        let impacts = ImpactAnalysis.impacts(of: DocumentDiff.compare(old, new), old: old, new: new,
                                             componentPath: FixtureEdits.fixtures + "ComicView.xib",
                                             project: ProjectIndex.build(roots: [FixtureEdits.fixtures]))
        XCTAssertEqual(impacts.map { $0.findings.map(\.kind) }, [[.frameChanged], [.frameChanged]])
        XCTAssertEqual(impacts.map { $0.findings[0].message }, [
            // Two outlets `comicView`, one per scene: the ids tell them apart.
            "inside comicView (lCv-Cm-3rw) at 414x212: descriptionLabel moves in default: (148, 72, 250, 124) → (148, 82, 250, 114)",
            "inside comicView (dCv-Cm-8uf) at 374x300: descriptionLabel moves in default: (148, 72, 210, 124) → (148, 82, 210, 114)",
        ])
    }
}
