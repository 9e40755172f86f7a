import NibModel

/// The axes on which a view has an intrinsic content size.
public enum IntrinsicAxes: String, Sendable {
    case both, horizontal, vertical

    /// Whether the width is intrinsic.
    var horizontal: Bool { self != .vertical }
    /// Whether the height is intrinsic.
    var vertical: Bool { self != .horizontal }
}

/// One row of the element-trait table: what views of some classes do on their own in Auto
/// Layout — which axes their content sizes, and whether they draw at a size of their own.
public struct ElementTraitRow: Sendable {
    /// The platform the row is for; nil for every one. An iOS row is UIKit's, and so holds
    /// for tvOS documents too (a first-run tvOS app's non-scrolling text views were given no
    /// size of their own: 3 false ties).
    public let platform: Platform?
    /// The IB elements the row covers.
    public let elements: Set<String>
    /// What else the view must be; every condition must hold.
    public let conditions: [ViewCondition]
    /// The axes its content sizes.
    public let intrinsicAxes: IntrinsicAxes
    /// Whether it always draws at its intrinsic size, whatever its frame (its frame size is not
    /// its constraints' to change).
    public let isFixedSize: Bool
    /// Where the row comes from.
    public let evidence: TraitEvidence

    init(_ platform: Platform?, _ elements: Set<String>, when conditions: [ViewCondition] = [], sizes intrinsicAxes: IntrinsicAxes,
         fixedSize: Bool = false, _ evidence: TraitEvidence) {
        // `matches(_:in:)` is asked per view without the document's tools version (traits are
        // the class's, not the Xcode's): an era condition would silently never hold.
        precondition(!conditions.contains(where: \.dependsOnToolsVersion), "element traits do not depend on the Xcode era")
        self.platform = platform
        self.elements = elements
        self.conditions = conditions
        self.intrinsicAxes = intrinsicAxes
        self.isFixedSize = fixedSize
        self.evidence = evidence
    }

    /// Whether the row applies to `view`.
    public func matches(_ view: IBObject, in document: IBDocument) -> Bool {
        (platform == nil || platform == document.platform || (platform == .iOS && document.platform == .tvOS))
            && elements.contains(view.element)
            && conditions.allSatisfy { $0.holds(for: view, in: document, toolsVersion: .nan) }
    }
}

/// The element-trait table, first match wins. A view no row covers (plain and custom views,
/// scroll views, tables, stack views, a non-separator box) has no intrinsic size: its
/// constraints must size it.
enum ElementTraits {
    static let rows: [ElementTraitRow] = [
        ElementTraitRow(.iOS, ["switch", "stepper", "activityIndicatorView"], sizes: .both, fixedSize: true,
                        .apple("UISwitch, UIStepper, UIActivityIndicatorView: drawn at their own size, the frame's size is ignored")),
        ElementTraitRow(nil, ["label", "button", "switch", "stepper", "segmentedControl", "activityIndicatorView", "pageControl",
                              "textField", "datePicker", "pickerView", "popUpButton", "colorWell", "secureTextField", "comboBox",
                              "tokenField", "searchField", "levelIndicator", "pathControl", "progressIndicator", "matrix", "form"],
                        sizes: .both, .apple("intrinsicContentSize: text and controls size themselves to their content (NSMatrix, and its subclass NSForm, by their cells: changing `cellSize` \"does affect the intrinsic content size\")")),
        ElementTraitRow(.macOS, ["gridView"], sizes: .both, .apple("NSGridView: sized by its rows and columns")),
        ElementTraitRow(.macOS, ["slider"], when: [.cell("sliderType", is: "circular")], sizes: .both,
                        .apple("NSSlider.SliderType.circular: a round knob AppKit draws at its control size's diameter, both ways (the corpus's one written 32 × 34, a first-run app's 32 × 32)")),
        ElementTraitRow(.macOS, ["slider"], when: [.tall], sizes: .horizontal,
                        .apple("NSSlider: a vertical slider is as thick as it draws, as long as it is made")),
        ElementTraitRow(nil, ["slider"], sizes: .vertical, .apple("UISlider, NSSlider: as thick as drawn, as long as made")),
        ElementTraitRow(nil, ["progressView", "searchBar", "navigationBar", "toolbar", "tabBar"], sizes: .vertical,
                        .apple("UIProgressView and UIKit's bars: their height is theirs, their width is the layout's")),
        ElementTraitRow(.macOS, ["box"], when: [.attribute("boxType", is: "separator"), .wide], sizes: .vertical,
                        .apple("NSBox separator: as thick as AppKit draws it, as long as it is made")),
        ElementTraitRow(.macOS, ["box"], when: [.attribute("boxType", is: "separator")], sizes: .horizontal,
                        .apple("NSBox separator: as thick as AppKit draws it, as long as it is made")),
        ElementTraitRow(nil, ["imageView"], when: [.showsImage], sizes: .both,
                        .apple("UIImageView, NSImageView: sized by the image they show; without one, by nothing")),
        ElementTraitRow(.iOS, ["textView"], when: [.attribute("scrollEnabled", is: "NO")], sizes: .both,
                        .apple("UITextView: sized by its text only when it does not scroll")),
    ]

    /// The first row that matches `view`, nil when none does.
    static func row(for view: IBObject, in document: IBDocument) -> ElementTraitRow? {
        rowsByElement.rows(covering: view.element).lazy.map { rows[$0] }.first { $0.matches(view, in: document) }
    }

    private static let rowsByElement = RowsByElement(rows.map(\.elements))
}
