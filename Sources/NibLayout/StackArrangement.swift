import NibModel
import NibSolver

/// The constraints a stack view (UIStackView / NSStackView) makes for its arranged subviews.
///
/// Along the axis: the first view starts at the stack's leading (top) edge, the last ends at
/// its trailing (bottom) edge, and consecutive views are `spacing` apart; `fillEqually` makes
/// sizes equal, `fillProportionally` proportional to their intrinsic (document) sizes at 999,
/// `equalSpacing` makes the gaps equal (each at least `spacing`; an NSStackView's equal gaps at
/// 999 and equal sizes at `appKitEqualSizes`, as AppKit keeps them "as much as possible"), `equalCentering` the centre
/// distances (at 999; the gaps stay at least `spacing`); both pull their gaps to `spacing` at
/// priority 49, so that a stack nothing stretches fits its views, and one more for each stack
/// view the stack is arranged in, so that a nested stack fits its views before the stack
/// around it spreads them (Xcode writes such nested stacks at their fitted size with the slack
/// in the outer gaps: 41 of them in first-run apps, none marked; held alike, a first run
/// reported 3 as ties, and the corpus and outside sets move not at all); a vertical UIStackView
/// arranged by baselines measures each gap from baseline to baseline, as written. AppKit's
/// default `gravityAreas` packs views from the leading edge and lets the stack hug them at its
/// stack hugging priority.
/// Across the axis: `fill` pins both edges; `leading`/`top`, `trailing`/`bottom`, `center` and
/// the baselines pin one edge or the centre and keep the other inside, and the stack fits its
/// largest view (at priority 49, below any hugging). Arranged views IB hides leave the
/// arrangement (they keep their document frame and are not reported). Axis, distribution,
/// alignment and spacing follow the configuration's `<variation>` overrides.
struct StackArrangement {
    let system: LayoutSystem
    /// The stack view's item number.
    let stackView: Int
    /// The sizes (`width`, `height`) the stack's own required constant constraints fix.
    let ownFixedSizes: Set<LayoutAttribute>

    enum Distribution: String { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering, gravityAreas }
    enum Alignment: Equatable {
        case fill, start, center, end
        /// By the views' first or last baselines (`.firstBaseline`, `.lastBaseline`).
        case baseline(LayoutAttribute)

        var isBaseline: Bool { if case .baseline = self { true } else { false } }
    }

    /// Every installed arranged subview of every stack view of the system (ones IB hides too);
    /// those are marked unreported on the way, with their subviews: they leave the arrangement,
    /// held at their written frames, and nothing of them is drawn. UIStackView collapses an
    /// arranged view that is not shown, and Xcode's canvas writes its content as the collapse
    /// squeezes it (labels written 0 points tall in the collapsed rows of two first-run apps, 6
    /// tie warnings, which Xcode saved unmarked); of the 153 views inside such arranged views of
    /// the corpus and the outside apps, Xcode marks 3 ambiguous and none misplaced, and NibKit
    /// reported none of those 3. Shown, the view is as large as the stack makes it, which its
    /// frame does not tell.
    static func arrangedViews(in system: LayoutSystem) -> ItemTable<Void> {
        var result = ItemTable<Void>(numbers: system.items, of: system.index)
        for stackView in system.stackViews {
            for child in system.installedSubviews(of: stackView) {
                result[item: child] = ()
                if let view = system.index.items[child].object, leavesArrangement(view, in: system.index.items[child].document) {
                    for item in child..<system.index.items[child].subtreeEnd { system.markUnreported(item) }
                }
            }
        }
        return result
    }

    /// Whether IB's canvas hides an arranged view, so that the stack lays out without it.
    /// A stopped activity indicator that hides when stopped is not: IB sets its `isHidden`
    /// because UIActivityIndicatorView hides itself when stopped (`hidesWhenStopped`; in the
    /// corpus it is set exactly on the indicators that hide when stopped and do not
    /// animate, 6 of 6 in three projects, and on no other), but its canvas keeps drawing it and
    /// a stack keeps its place (a sample app's storyboard, the corpus's one such
    /// indicator in a stack, written 20 points tall between its neighbours). Every other
    /// arranged view IB hides leaves the arrangement, as UIStackView and IB's canvas do.
    static func leavesArrangement(_ view: IBObject, in document: IBDocument) -> Bool {
        guard view.isHidden else { return false }
        guard view.element == "activityIndicatorView" else { return true }
        let node = document.tree[view.node]
        let hiddenByStopping = node.attribute(notKnown: "hidesWhenStopped") == "YES" && node.attribute(notKnown: "animating") != "YES"
        return !hiddenByStopping
    }

    /// The arranged view whose baseline is a stack view's own, nil for a view that is no stack
    /// view or arranges nothing shown: a vertical stack's first baseline is its first arranged
    /// view's and its last baseline its last view's (UIKit's `forFirstBaselineLayout` and
    /// `forLastBaselineLayout` name a subview whose baseline stands for the view's); a
    /// horizontal stack's are its first arranged view's. Measured: in the horizontal stacks
    /// aligned by baselines that arrange another stack (6 in the corpus, 19 in the outside
    /// apps), IB writes the nested stack where its first view's baseline meets its neighbours'
    /// (`NestedStackBaseline.xib`); taken as the nested stack's bottom edge, as a plain AppKit
    /// view's baseline is, those rows were laid out several points off.
    static func baselineView(of view: Int, _ baseline: LayoutAttribute, in system: LayoutSystem) -> Int? {
        guard let object = system.index.items[view].object, object.element == "stackView" else { return nil }
        let arranged = shownArrangedViews(of: view, in: system)
        let attribute = system.index.attribute(system.isMacOS ? "orientation" : "axis", of: view, in: system.variant)
        return baseline == .lastBaseline && attribute == "vertical" ? arranged.last : arranged.first
    }

    /// The installed arranged views of a stack view that stay in its arrangement
    /// (`leavesArrangement`), in order.
    static func shownArrangedViews(of stackView: Int, in system: LayoutSystem) -> [Int] {
        system.installedSubviews(of: stackView).filter { child in
            guard let view = system.index.items[child].object else { return true }
            return !leavesArrangement(view, in: system.index.items[child].document)
        }
    }

    /// An NSStackView without arranged views fits nothing: it hugs zero width and height at
    /// its stack hugging priorities, which is where nothing else holds it (measured: such stacks
    /// written 0 points along their orientation are not flagged). AppKit does not document it,
    /// and unmarked documents also write 7 such stacks larger, so a conflict resting on it is
    /// not reported (`SynthesizedConstraintKind.emptyStackSize`).
    ///
    /// A UIStackView none of whose arranged views is shown (`isHidden`) collapses them and
    /// fits nothing as well: it is pulled to zero at 49, below any hugging, so that it is not
    /// left open (a first-run tvOS app's stacks holding one view that is not shown, which Xcode
    /// does not flag, unlike a stack with no arranged view at all).
    private func addEmptyStackHugging(uiKitPriority: Double? = nil) {
        guard let box = system.boxes[item: stackView] else { return }
        let origin = ConstraintOrigin.synthesized(.emptyStackSize, viewID: system.id(of: stackView))
        for (size, name) in [(box.width, "horizontalStackHuggingPriority"), (box.height, "verticalStackHuggingPriority")] {
            let hugging = uiKitPriority ?? attribute(name).flatMap(parseFiniteNumber) ?? 250
            system.add(Expression(size), .greaterThanOrEqual, Expression(0), origin: origin)
            system.add(Expression(size), .lessThanOrEqual, Expression(0), priority: hugging, origin: origin)
        }
    }

    /// How many stack views this one is arranged in, one inside the other.
    private func nestingDepth() -> Int {
        var depth = 0, view = stackView
        while let superview = system.superviews[item: view], system.index.items[superview].object?.element == "stackView" {
            depth += 1
            view = superview
        }
        return depth
    }

    private func attribute(_ name: String) -> String? {
        system.index.attribute(name, of: stackView, in: system.variant)
    }

    func addConstraints() {
        let isMacOS = system.isMacOS
        let arranged = Self.shownArrangedViews(of: stackView, in: system)
        guard !arranged.isEmpty else {
            if isMacOS {
                addEmptyStackHugging()
            } else if !system.installedSubviews(of: stackView).isEmpty {
                addEmptyStackHugging(uiKitPriority: 49)
            }
            return
        }
        let vertical = (isMacOS ? attribute("orientation") : attribute("axis")) == "vertical"
        let distribution = attribute("distribution").flatMap(Distribution.init(rawValue:)) ?? (isMacOS ? .gravityAreas : .fill)
        let alignment = Self.alignment(attribute("alignment"), isMacOS: isMacOS)
        let spacing = Self.spacing(isMacOS: isMacOS, attribute)
        // Xcode writes no attribute for `isLayoutMarginsRelativeArrangement`: a UIStackView
        // whose layout margins are written (the inspector's fixed margins) arranges its views
        // inside them. Counts over the corpus: of the 10 iOS stack views with written margins,
        // 9 write their first arranged view at the margins' corner and the tenth at its leading
        // margin (its labels are empty); no document spells the property.
        let relativeToMargins = !isMacOS && system.index.items[stackView].object?.layoutMargins != nil
        let origin = ConstraintOrigin.synthesized(.stackView, viewID: system.id(of: stackView))

        let (lead, trail, size, center): (LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            vertical ? (.top, .bottom, .height, .centerY) : (.leading, .trailing, .width, .centerX)
        let (crossStart, crossEnd, crossSize, crossCenter): (LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            vertical ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
        let insets = edgeInsets()
        func stack(_ attribute: LayoutAttribute) -> Expression {
            let edge = system.expression(relativeToMargins ? attribute.margin : attribute, of: stackView)!
            switch attribute {
            case .top: return edge + insets.top
            case .bottom: return edge - insets.bottom
            case .leading, .left: return edge + insets.left
            case .trailing, .right: return edge - insets.right
            case .centerX: return edge + (insets.left - insets.right) / 2
            case .centerY: return edge + (insets.top - insets.bottom) / 2
            case .width: return edge - (insets.left + insets.right)
            case .height: return edge - (insets.top + insets.bottom)
            default: return edge
            }
        }
        func item(_ attribute: LayoutAttribute, _ view: Int) -> Expression { system.expression(attribute, of: view)! }
        func add(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Double = 1000, origin: ConstraintOrigin = origin) {
            system.add(lhs, relation, rhs, priority: priority, origin: origin)
        }
        // An NSStackView's edge and centre alignments are told apart: AppKit may hold them below
        // required (`SynthesizedConstraintKind.appKitStackEdgeAlignment`).
        let edgeAlignment = isMacOS ? ConstraintOrigin.synthesized(.appKitStackEdgeAlignment, viewID: system.id(of: stackView)) : origin
        let edgePriority = isMacOS ? system.build.stackEdgeAlignment : 1000
        if isMacOS, alignment == .start || alignment == .end || alignment == .center { system.hasStackEdgeAlignment = true }
        // The pulls at 49 of an equal-spacing or equal-centering stack's gaps to its spacing are
        // NibKit's stand-in for the frameworks' own fitting (`SynthesizedConstraintKind.stackGapFitting`).
        let gapFitting = ConstraintOrigin.synthesized(.stackGapFitting, viewID: system.id(of: stackView))
        let gapFittingPriority = 49 + Double(nestingDepth())

        // Along the axis. UIStackView pins its first and last views to its edges. NSStackView
        // holds them inside its edges at its clipping resistance priority and against them at
        // its hugging priority (`setClippingResistancePriority`, `setHuggingPriority`: required
        // by default, 250); NibKit holds a view against the edge its gravity or distribution puts
        // it at `appKitEdgeAttachment` instead, just below required (gravity areas it does not
        // model), so that a required constraint the document adds between the view and that
        // edge wins, as written frames show. Held required, they made 5 conflicts in three of
        // the 407 first-run apps, all false: a controller's root stack whose first view is
        // pinned 5 points below its top (unflagged), stacks of one view pinned 8 points inside
        // them, a fill stack whose own constraint holds its last view off its edge; nothing
        // else changed there, nor on the corpus or the outside set.
        let clipping = isMacOS ? attribute(vertical ? "verticalClippingResistancePriority" : "horizontalClippingResistancePriority")
            .flatMap(parseFiniteNumber) ?? 1000 : 1000
        let attachment = isMacOS ? Self.appKitEdgeAttachment : 1000
        let (first, last) = (arranged[0], arranged[arranged.count - 1])
        add(item(lead, first), .equal, stack(lead), priority: attachment)
        if isMacOS { add(item(lead, first), .greaterThanOrEqual, stack(lead), priority: clipping) }
        if distribution == .gravityAreas {
            let hugging = attribute(vertical ? "verticalStackHuggingPriority" : "horizontalStackHuggingPriority").flatMap(parseFiniteNumber) ?? 250
            add(item(trail, last), .lessThanOrEqual, stack(trail), priority: clipping)
            add(item(trail, last), .equal, stack(trail), priority: hugging)
        } else {
            add(item(trail, last), .equal, stack(trail), priority: attachment)
            if isMacOS { add(item(trail, last), .lessThanOrEqual, stack(trail), priority: clipping) }
        }
        // AppKit keeps equal sizes (`fillEqually`) and equal gaps (`equalSpacing`) "as much as
        // possible" (`NSStackView.Distribution`): below required; UIKit makes them required.
        let asMuchAsPossible: Double = isMacOS ? 999 : 1000
        // `baselineRelativeArrangement` (UIStackView.isBaselineRelativeArrangement) measures a
        // vertical stack's spacing from each view's last baseline to the next one's first, which
        // NibKit cannot measure for every view (a nested stack's baselines are its views'); the
        // written frames measure them: each gap's distance between the baselines and the edges
        // is the spacing less the written gap. Measured: the only vertical stacks with the
        // property (one app outside the corpus, three documents; the corpus's four documents
        // with it set it on horizontal stacks, where UIKit ignores it) write rows of two labels
        // 29 points apart baseline to baseline, 8.67 points apart edge to edge, at spacing 29.
        let baselineRelative = !isMacOS && vertical && attribute("baselineRelativeArrangement") == "YES"
        let gaps = zip(arranged, arranged.dropFirst()).map { previous, next -> Expression in
            let edges = item(lead, next) - item(trail, previous)
            guard baselineRelative, let above = system.documentFrames[item: previous],
                  let below = system.documentFrames[item: next] else { return edges }
            return edges + (spacing - (below.y - above.maxY))
        }
        for (index, gap) in gaps.enumerated() {
            switch distribution {
            case .fill, .fillEqually, .fillProportionally, .gravityAreas:
                add(gap, .equal, Expression(spacing))
            case .equalSpacing:
                add(gap, .greaterThanOrEqual, Expression(spacing))
                add(gap, .equal, Expression(spacing), priority: gapFittingPriority, origin: gapFitting)
                if index > 0 { add(gap, .equal, gaps[0], priority: asMuchAsPossible) }
            case .equalCentering:
                add(gap, .greaterThanOrEqual, Expression(spacing))
                add(gap, .equal, Expression(spacing), priority: gapFittingPriority, origin: gapFitting)
                if index > 0 {
                    let distance = item(center, arranged[index + 1]) - item(center, arranged[index])
                    add(distance, .equal, item(center, arranged[1]) - item(center, arranged[0]), priority: 999)
                }
            }
        }
        if distribution == .fillEqually {
            // AppKit's "as much as possible" is below a hugging of 750 and above the default 250:
            // Xcode writes a bezel text field (vertical hugging 750) at its own height in a
            // vertical stack and shares the rest equally among the other views (a first run:
            // one field and five scroll views, unmarked; held at 999 they were all made one
            // height, 7 false misplaced findings), and buttons (hugging 250) stretched to one
            // width past their own (another app). Each view is held equal to the one before it,
            // so that the views a stronger hugging does not keep stay equal among themselves.
            let equalSizes = isMacOS ? Self.appKitEqualSizes : asMuchAsPossible
            for (previous, id) in zip(arranged, arranged.dropFirst()) {
                add(item(size, id), .equal, item(size, previous), priority: equalSizes)
            }
        }
        if distribution == .fillProportionally {
            let sizes = arranged.map { documentLength(of: $0, vertical: vertical) }
            let total = sizes.reduce(Double(0), +)
            if total > 0 {
                let available = stack(size) - spacing * Double(arranged.count - 1)
                for (id, length) in zip(arranged, sizes) {
                    add(item(size, id), .equal, available * (length / total), priority: 999)
                }
            }
        }

        // Across the axis.
        for id in arranged {
            switch alignment {
            case .fill:
                add(item(crossStart, id), .equal, stack(crossStart))
                add(item(crossEnd, id), .equal, stack(crossEnd))
            case .start:
                add(item(crossStart, id), .equal, stack(crossStart), priority: edgePriority, origin: edgeAlignment)
                add(item(crossEnd, id), .lessThanOrEqual, stack(crossEnd))
            case .end:
                add(item(crossEnd, id), .equal, stack(crossEnd), priority: edgePriority, origin: edgeAlignment)
                add(item(crossStart, id), .greaterThanOrEqual, stack(crossStart))
            case .center:
                add(item(crossCenter, id), .equal, stack(crossCenter), priority: edgePriority, origin: edgeAlignment)
                add(item(crossStart, id), .greaterThanOrEqual, stack(crossStart))
            case .baseline(let baseline):
                if id != arranged[0] { add(item(baseline, id), .equal, item(baseline, arranged[0])) }
                // UIKit holds only the first arranged view inside the stack's edge on the side
                // of the baseline (`UISV-canvas-connection: stackView.top <= label.top` for the
                // first label alone; rdar://32291130, "Stack View height incorrect for first/last
                // baseline alignment", open since iOS 10.3): a later view taller above its
                // baseline rises out of the stack. Xcode writes such frames unmarked (a corpus
                // sample: a text field and a button 7 and 6 points above their first-baseline
                // stack); held inside, a first run's nine such rows were reported as conflicts.
                if isMacOS || id == arranged[0] || baseline != .firstBaseline {
                    add(item(crossStart, id), .greaterThanOrEqual, stack(crossStart))
                }
                if isMacOS || id == arranged[0] || baseline != .lastBaseline {
                    add(item(crossEnd, id), .lessThanOrEqual, stack(crossEnd))
                }
                // Where AppKit or UIKit places the row in a stack taller than it, the written
                // frames say (`SynthesizedConstraintKind.stackBaselineRowHold`).
                if id == arranged[0], !isMacOS || ownFixedSizes.contains(crossSize),
                   let written = system.writtenValue(crossStart, of: id), let stackEdge = system.writtenValue(crossStart, of: stackView) {
                    add(item(crossStart, id) - system.expression(crossStart, of: stackView)!, .equal, Expression(written - stackEdge), priority: 25,
                        origin: .synthesized(.stackBaselineRowHold, viewID: system.id(of: stackView)))
                }
            }
            // The pull that makes a stack nothing sizes fit its largest view pulls the other
            // views' edges towards the stack's as well, which the explaining build's unknown
            // insets would let them follow (a check box's box stretched 14 points past its
            // frame): there, the written frames size the stack.
            // In a UIKit baseline row a later view may rise out of the stack (above): the stack
            // fits the smallest span that holds what it must, which a pull towards each view's
            // size would leave open between the first view's size and the tallest's (a first
            // run: a label and a taller text field in a first-baseline row, Xcode writing the
            // stack at the field's bottom, unmarked, reported as a tie). So there the pull only
            // shrinks the stack.
            if alignment != .fill, !system.explainsDocument {
                add(stack(crossSize), alignment.isBaseline && !isMacOS ? .lessThanOrEqual : .equal, item(crossSize, id), priority: 49)
            }
            // What UIKit's undocumented ambiguity suppression decides, NibKit's stand-in holds as
            // written (`SynthesizedConstraintKind.stackCrossSizeHold`).
            if alignment != .fill, !isMacOS, let written = system.documentFrames[item: id],
               let object = system.index.items[id].object,
               object.element == "view" || (!alignment.isBaseline && !Self.sizesItself(object, across: vertical, in: system.index.items[id].document)) {
                add(item(crossSize, id), .equal, Expression(vertical ? written.width : written.height), priority: 25,
                    origin: .synthesized(.stackCrossSizeHold, viewID: system.id(of: id)))
            }
        }
    }

    /// The priority at which an NSStackView holds its first view against its leading (top)
    /// edge, and its last view against its trailing (bottom) edge where its distribution
    /// fills it: above every priority a document writes below required (999), below required.
    static let appKitEdgeAttachment: Double = 999.5

    /// The priority at which a `fillEqually` NSStackView keeps its views' sizes equal ("as
    /// much as possible", `NSStackView.Distribution`): between the default hugging (250) and
    /// a text field's vertical 750, as written frames show (`addConstraints`).
    static let appKitEqualSizes: Double = 500

    /// The space a stack keeps between its views, from its attributes (`attribute`).
    /// `spacingType="standard"` (UIStackView.spacingUseSystem) is the system spacing between
    /// siblings, 8 points. Counts over the corpus (23 such stacks): of the 27 gaps between
    /// their visible arranged views, 21 are 8 on the frames and 2 more are 8 on the alignment
    /// rectangles (a slider's frame is 2 points outside it); 2 are 11 and 2 are overlapping
    /// full-width views. Without a spacing written, NSStackView's default is 8, UIStackView's 0.
    static func spacing(isMacOS: Bool, _ attribute: (String) -> String?) -> Double {
        let standard = attribute("spacingType") == "standard" ? 8.0 : nil
        return attribute("spacing").flatMap(parseFiniteNumber) ?? standard ?? (isMacOS ? 8 : 0)
    }

    /// Whether a view's content gives it a size across a stack's axis (`ElementTraits`): a
    /// label's height in a horizontal stack, an image view's width when it shows an image.
    private static func sizesItself(_ view: IBObject, across vertical: Bool, in document: IBDocument) -> Bool {
        guard let row = ElementTraits.row(for: view, in: document) else { return false }
        return vertical ? row.intrinsicAxes.horizontal : row.intrinsicAxes.vertical
    }

    /// An NSStackView's `edgeInsets`, the padding it keeps around its views (AppKit's
    /// `NSStackView.edgeInsets`; written as `<edgeInsets key="edgeInsets">` by 31 of the
    /// corpus's 320 AppKit stacks); zero when none is written, and for UIStackView, which has
    /// layout margins instead.
    private func edgeInsets() -> EdgeInsets {
        guard system.isMacOS, let object = system.index.items[stackView].object else { return EdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
        return Self.appKitEdgeInsets(of: object, in: system.index.items[stackView].document)
    }

    /// The `edgeInsets` an NSStackView's element writes; zero when it writes none.
    static func appKitEdgeInsets(of stack: IBObject, in document: IBDocument) -> EdgeInsets {
        let tree = document.tree
        guard let node = tree.child(of: stack.node, named: "edgeInsets", key: "edgeInsets") else {
            return EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        }
        func value(_ name: String) -> Double { tree[node][attribute: name].flatMap(parseFiniteNumber) ?? 0 }
        return EdgeInsets(top: value("top"), left: value("left"), bottom: value("bottom"), right: value("right"))
    }

    private func documentLength(of view: Int, vertical: Bool) -> Double {
        guard let frame = system.documentFrames[item: view] else { return 0 }
        return vertical ? frame.height : frame.width
    }

    private static func alignment(_ value: String?, isMacOS: Bool) -> Alignment {
        switch value {
        case nil: isMacOS ? .center : .fill
        case "fill", "width", "height": .fill
        case "leading", "top", "left": .start
        case "trailing", "bottom", "right": .end
        case "firstBaseline": .baseline(.firstBaseline)
        case "lastBaseline", "baseline": .baseline(.lastBaseline)
        default: .center
        }
    }
}

extension LayoutAttribute {
    /// The same edge or centre measured from the layout margins (`leading` → `leadingMargin`);
    /// sizes have no margin form and stay as they are.
    var margin: LayoutAttribute {
        switch self {
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        case .centerX: .centerXWithinMargins
        case .centerY: .centerYWithinMargins
        default: self
        }
    }
}
