import Foundation
import NibLayout
import NibModel
import NibSolver
import Testing

// The seed scenarios (/work/shared/seeds) on the Fixtures/ComicApp documents; the expected
// frames are the ones Fixtures/ComicApp/README.md gives.

/// A ComicApp fixture document.
func comicAppDocument(_ fixture: String) throws -> IBDocument {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/ComicApp/\(fixture)").path
    return try IBDocument.read(path: path)
}

/// A session of the first scene of a ComicApp storyboard.
@MainActor
func liveSession(_ fixture: String) throws -> LayoutSession {
    let document = try comicAppDocument(fixture)
    return try LayoutSession(document: document, sceneID: document.scenes[0].sceneID)
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

@MainActor
struct LiveScenarioTests {
    // Seed 000: the slider's value drives the offset of the box's centerX constraint.
    @Test func sliderValueDrivesTheCenterXOffset() async throws {
        let session = try liveSession("Slider.storyboard")
        let box = try #require(session.view("flexibleView"))
        let centerX = try #require(session.constraint("centerXConstraint"))
        #expect(box.frame == rect(185, 426, 44, 44))

        let (sliderValues, slider) = AsyncStream<Double>.makeStream()
        var passes = session.layoutPasses().makeAsyncIterator()
        let binding = centerX.bind(sliderValues, to: .offset)
        for (value, x) in [(50.0, 235.0), (-50, 135), (0, 185)] {
            slider.yield(value)
            let pass = try #require(await passes.next())
            #expect(box.frame == rect(x, 426, 44, 44))
            // Only the box moved: the slider hangs below it, not beside it.
            #expect(pass.frameChanges.map(\.viewID) == [box.itemID])
        }
        binding.cancel()
        slider.yield(50)
        slider.finish()
        _ = await binding.result
        #expect(box.frame.x == 185)
    }

    // Seed 001: Expand/Shrink step all four margins by 5, kept equal by observing the top
    // margin's constant; the label shows the margin.
    @MainActor
    final class MarginsScreen {
        let step = 5.0
        let content: LiveView
        let top, leading, trailing, bottom: LiveConstraint
        let labelTexts: AsyncStream<String>
        private var synchronization: Task<Void, Never>?

        init(_ session: LayoutSession) throws {
            content = try #require(session.view("contentView"))
            top = try #require(session.constraint("topMarginConstraint"))
            leading = try #require(session.constraint("leadingMarginConstraint"))
            trailing = try #require(session.constraint("trailingMarginConstraint"))
            bottom = try #require(session.constraint("bottomMarginConstraint"))
            let (texts, label) = AsyncStream<String>.makeStream()
            labelTexts = texts
            let constants = top.constantValues()
            synchronization = Task { [leading, trailing, bottom] in
                for await margin in constants {
                    leading.constant = margin
                    trailing.constant = margin
                    bottom.constant = margin
                    label.yield("Margin: \(Int(margin))")
                }
            }
        }

        deinit { synchronization?.cancel() }

        /// True when the tap changed the margin (the seed's guards otherwise).
        func expand() -> Bool {
            guard content.frame.width > step && content.frame.height > step else { return false }
            top.constant += step
            return true
        }

        func shrink() -> Bool {
            guard top.constant >= step else { return false }
            top.constant -= step
            return true
        }
    }

    @Test func expandAndShrinkStepTheFourMarginsTogether() async throws {
        let session = try liveSession("Margins.storyboard")
        let screen = try MarginsScreen(session)
        var labels = screen.labelTexts.makeAsyncIterator()
        #expect(await labels.next() == "Margin: 20")
        #expect(screen.content.frame == rect(20, 68, 374, 730))

        #expect(screen.expand())
        #expect(await labels.next() == "Margin: 25")
        #expect(screen.content.frame == rect(25, 73, 364, 720))
        #expect([screen.leading, screen.trailing, screen.bottom].map(\.inset) == [25, 25, 25])

        for expected in [20, 15, 10, 5, 0] {
            #expect(screen.shrink())
            #expect(await labels.next() == "Margin: \(expected)")
        }
        #expect(!screen.shrink(), "no margin below 0")
        #expect(screen.content.frame == rect(0, 48, 414, 770))

        var margin = 0
        while screen.expand() {
            margin += 5
            #expect(await labels.next() == "Margin: \(margin)")
        }
        // Stops once the content is no wider than a step: 414 - 2 × 205 = 4.
        #expect(margin == 205)
        #expect(screen.content.frame == rect(205, 253, 4, 360))
        #expect(session.conflicts.isEmpty)
    }

    // Seed 000: a stream of taps re-makes the box's constraint set (left or right).
    @Test func tapsMoveTheBoxLeftAndRight() async throws {
        let session = try liveSession("LeftRight.storyboard")
        let root = session.rootView
        let box = try #require(session.view("boxView"))
        #expect(box.frame == rect(10, 426, 44, 44))
        // The code takes over from the document's leading constraint; the centerX at 750 stays.
        try #require(session.constraint("boxLeadingConstraint")).isActive = false
        #expect(box.frame == rect(185, 426, 44, 44))

        let (taps, tap) = AsyncStream<Bool>.makeStream()
        var passes = session.layoutPasses().makeAsyncIterator()
        let binding = session.bindConstraints(to: taps) { alignsLeft in
            if alignsLeft { box.left == root.left + 10 } else { box.right == root.right - 10 }
        }
        for (alignsLeft, x) in [(true, 10.0), (false, 360), (true, 10)] {
            tap.yield(alignsLeft)
            _ = await passes.next()
            #expect(box.frame == rect(x, 426, 44, 44))
        }
        tap.finish()
        try await binding.value
        #expect(session.conflicts.isEmpty)
    }

    // Seed 003: the input bar rides on the keyboard (above the safe area), the list ends at
    // the bar; its bottom inset is the keyboard plus the bar, as the seed computes it.
    @Test func chatInputBarFollowsTheKeyboard() async throws {
        let session = try liveSession("Chat.storyboard")
        let root = session.rootView
        let bar = try #require(session.view("messageInputBar"))
        let list = try #require(session.view("tableView"))
        let bottom = try #require(session.constraint("inputBarBottomConstraint"))
        let safeBottom = try #require(session.safeAreaInsets(of: root)).bottom
        #expect(safeBottom == 34)
        #expect(bar.frame == rect(0, 806, 414, 56))
        #expect(bottom.inset == 0)

        let (keyboardHeights, keyboard) = AsyncStream<Double>.makeStream()
        // The keyboard covers the home-indicator area: the bar is inset by what is left.
        let barInsets = keyboardHeights.map { @Sendable height in max(0, height - safeBottom) }
        var passes = session.layoutPasses().makeAsyncIterator()
        let binding = bottom.bind(barInsets, to: .inset)
        func listBottomInset() -> Double { root.frame.height - list.frameInRoot.maxY }

        keyboard.yield(334)
        _ = await passes.next()
        #expect(bottom.constant == 300)
        #expect(bar.frame == rect(0, 506, 414, 56))
        #expect(list.frame == rect(0, 48, 414, 458))
        #expect(listBottomInset() == 334 + bar.frame.height)

        keyboard.yield(0)
        _ = await passes.next()
        #expect(bar.frame == rect(0, 806, 414, 56))
        #expect(list.frame == rect(0, 48, 414, 758))
        #expect(listBottomInset() == safeBottom + bar.frame.height)
        binding.cancel()
    }

    // Seed 004: deactivate the leaving set, then activate the arriving one: no conflict.
    @Test func twoPaneSwapInBothDirections() throws {
        let session = try liveSession("TwoPane.storyboard")
        let yellow = try #require(session.view("yLw-Pn-2ea"))
        let blue = try #require(session.view("bLu-Pn-7rd"))
        let layout1 = try ["yellowLeadingConstraint", "yellowTrailingBlueLeadingConstraint", "blueTrailingConstraint"]
            .map { try #require(session.constraint($0)) }
        let layout2 = try ["blueLeadingConstraint", "blueTrailingYellowLeadingConstraint", "yellowTrailingConstraint"]
            .map { try #require(session.constraint($0)) }
        #expect(layout1.allSatisfy(\.isActive) && !layout2.contains(where: \.isActive))
        #expect(yellow.frame == rect(0, 48, 207, 742) && blue.frame == rect(207, 48, 207, 742))

        for constraint in layout1 { constraint.isActive = false }
        for constraint in layout2 { constraint.isActive = true }
        #expect(blue.frame == rect(0, 48, 207, 742) && yellow.frame == rect(207, 48, 207, 742))

        for constraint in layout2 { constraint.isActive = false }
        for constraint in layout1 { constraint.isActive = true }
        #expect(yellow.frame == rect(0, 48, 207, 742) && blue.frame == rect(207, 48, 207, 742))
        #expect(session.conflicts.isEmpty)
    }

    // Seed 004, the wrong order: activating first is reported as a conflict per constraint;
    // the session stays valid and ends in the swapped layout with the three kept broken.
    @Test func twoPaneReverseOrderIsReportedAsConflicts() async throws {
        let session = try liveSession("TwoPane.storyboard")
        let yellow = try #require(session.view("yLw-Pn-2ea"))
        let blue = try #require(session.view("bLu-Pn-7rd"))
        let layout1 = try ["Y1l-Tp-0aa", "Y1b-Tp-1bb", "B1t-Tp-2cc"].map { try #require(session.constraint($0)) }
        let layout2 = try ["B2l-Tp-3dd", "B2y-Tp-4ee", "Y2t-Tp-5ff"].map { try #require(session.constraint($0)) }
        var passes = session.layoutPasses().makeAsyncIterator()

        for constraint in layout2 { constraint.isActive = true }
        #expect(session.conflicts.map(\.brokenConstraintID) == layout2.map(\.id))
        #expect(layout2.allSatisfy { $0.isActive && $0.isBroken })
        let first = try #require(session.conflicts.first)
        let memberIDs = Set(first.members.compactMap(\.constraintID))
        #expect(memberIDs.isSuperset(of: ["B2l-Tp-3dd", "Y1l-Tp-0aa", "Y1b-Tp-1bb"]))
        #expect(first.description.hasPrefix("Unable to simultaneously satisfy constraints in"))
        #expect(first.description.contains("blueLeadingConstraint: Blue Pane.leading == superview.leading (B2l-Tp-3dd)"))
        #expect(first.description.contains("Recovered by breaking"))
        // Docs/live.md shows this conflict as it reads (the fixture's path from the package root).
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path + "/"
        let docs = try String(contentsOfFile: root + "Docs/live.md", encoding: .utf8)
        let shown = first.description.replacingOccurrences(of: root, with: "")
        #expect(docs.contains("```\n" + shown + "\n```\n"), "Docs/live.md shows otherwise; it reads:\n\(shown)")
        // The conflict is an event too, with the pass it happened in.
        let pass = try #require(await passes.next())
        #expect(pass.conflicts.first == first)

        for constraint in layout1 { constraint.isActive = false }
        #expect(blue.frame == rect(0, 48, 207, 742) && yellow.frame == rect(207, 48, 207, 742))
        #expect(layout2.allSatisfy { $0.isBroken }, "broken until deactivated, as in UIKit")
        layout2[0].isActive = false
        layout2[0].isActive = true
        #expect(!layout2[0].isBroken)
        #expect(session.conflicts.count == 3)
    }
}
