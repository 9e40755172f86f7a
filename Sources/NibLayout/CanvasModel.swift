import NibModel

/// The canvas model's tables as documentation: the model section of Docs/layout-accuracy.md is
/// this text (a test compares them), so the document cannot drift from the code.
public enum CanvasModel {
    /// The tables as Markdown, one section each, with every row's source.
    public static var markdown: String {
        var lines = [
            "### Element traits",
            "",
            "What a view does on its own in Auto Layout (`ElementTraits.rows`, first match wins). A view no row",
            "covers (plain and custom views, scroll views, tables, stack views) has no intrinsic size: its",
            "constraints must size it. NibKit cannot measure text or images, so an intrinsic size is read from",
            "`placeholderIntrinsicWidth/Height`, else the designables cache, else the written frame; a size read",
            "from the frame is an unknown (see below).",
            "",
            "| platform | elements | when | intrinsic size | drawn at its own size | source |",
            "|---|---|---|---|---|---|",
        ]
        for row in ElementTraits.rows {
            lines.append("| \(row.platform?.rawValue ?? "both") | \(row.elements.sorted().map { "`\($0)`" }.joined(separator: ", ")) | "
                + "\(conditions(row.conditions)) | \(row.intrinsicAxes.rawValue) | \(row.isFixedSize ? "yes" : "no") | \(source(row.evidence)) |")
        }
        lines += [
            "",
            "### Alignment-rectangle insets",
            "",
            "Controls whose frame is larger than what their constraints align (`AlignmentInsets.rows`, first",
            "match wins; top, left, bottom, right in points, y-down). Corpus rows are measured again by",
            "`nibbench calibrate`, and `CanvasCalibrationTests` fails when the corpus contradicts one.",
            "",
            "| control | when | insets | source |",
            "|---|---|---|---|",
        ]
        for row in AlignmentInsets.rows {
            let insets = [row.insets.top, row.insets.left, row.insets.bottom, row.insets.right].map(formatRounded).joined(separator: ", ")
            lines.append("| \(row.platform.rawValue) `\(row.element)` | \(conditions(row.conditions)) | \(insets) | \(source(row.evidence)) |")
        }
        lines += [
            "",
            "AppKit controls that draw a bezel (" + AlignmentInsets.bezelDrawingAppKitElements.sorted().map { "`\($0)`" }.joined(separator: ", ")
                + ") have insets that depend on style, control size and macOS version. Where no row",
            "applies, and even where one does, the explaining build lets their frame edges lie up to "
                + "\(formatRounded(AlignmentInsets.unknownInsetBound)) points",
            "off the edges their constraints place: the largest inset the rows measure. `nibbench calibrate` lists",
            "what the corpus measures for the controls no row covers, and fails if one group's usual inset exceeds the bound.",
            "A primary box without a border (`borderType=none`) has no row and the same bound: unflagged documents write",
            "one with no inset and one with a bordered box's 3 points.",
            "",
            "### Device screens",
            "",
            "The screen of each \"View as\" device (`DeviceRow.rows`, first match wins): portrait size in points, pixel",
            "scale, and the status area a full-screen controller's root loses at the top. Phones with a notch or an",
            "island also lose a 34-point home indicator at the bottom (21 in landscape, with their status area as side",
            "insets); rounded iPads a 20-point home indicator. Xcode reuses some ids for newer phones, so a row may hold",
            "for some Xcode versions (toolsVersion) only. Bars come on top, per scene (below).",
            "",
            "| device ids | toolsVersion | size | scale | status area | source |",
            "|---|---|---|---|---|---|",
        ]
        for row in DeviceRow.rows {
            let status = switch row.statusArea {
            case .points(let points): formatRounded(points)
            case .homeButtonStatusBar: "20, none from 16000 to 17999"
            }
            lines.append("| \(row.ids.map { "`\($0)`" }.joined(separator: ", ")) | \(row.versions.summary) | \(formatRounded(row.width)) x \(formatRounded(row.height)) | "
                + "@\(formatRounded(row.scale))x | \(status) | \(source(row.evidence)) |")
        }
        lines += [
            "",
            "### Simulated bars",
            "",
            "The bars Interface Builder simulates around a view controller's root view (`SimulatedBarRow.rows`): a",
            "navigation controller's controllers and those pushed from them get its navigation bar, a tab bar",
            "controller's its tab bar; `simulated…Metrics` elements name the others. A bar frame the navigation or",
            "tab bar controller writes (96 points with large titles) wins over the row.",
            "",
            "| bar | height | above a home indicator | toolsVersion | source |",
            "|---|---|---|---|---|",
        ]
        for row in SimulatedBarRow.rows {
            lines.append("| \(row.bar.rawValue) | \(formatRounded(row.height)) | \(row.heightAboveHomeIndicator.map(formatRounded) ?? "same") | "
                + "\(row.versions.summary) | \(source(row.evidence)) |")
        }
        lines += [
            "",
            "### Default layout margins",
            "",
            "The layout margins of a UIKit view that writes none (`DefaultMarginRow.rows`, first match wins), by the",
            "Xcode that saved the document; left and right are the wide value under a root wider than the row's \"wide above\".",
            "A table view cell drawn as a xib's top-level view takes its content view's row, not the root's.",
            "A root (a controller's view, or a xib's top-level view) that writes margins has at least the root row's from Xcode 9 "
                + "(Apple: `viewRespectsSystemMinimumLayoutMargins`; one first-run app's 9 xibs whose top-level stack views write "
                + "8-point sides lay their views out 16 points in).",
            "A cell's content view keeps only 8 points before a standard accessory (`CellMargins`). From Xcode 9.2, a content view "
                + "that ends above its cell's bottom edge (the separator's half point) has a bottom margin that much smaller "
                + "(`DefaultMarginRow.separatorBelow`). AppKit views have none.",
            "",
            "| view | toolsVersion | top and bottom | left and right | wide | wide above | source |",
            "|---|---|---|---|---|---|---|",
        ]
        for row in DefaultMarginRow.rows {
            lines.append("| \(row.view.rawValue) | \(row.versions.summary) | \(formatRounded(row.vertical)) | "
                + "\(formatRounded(row.side)) | \(formatRounded(row.wideSide)) | \(formatRounded(row.wideAbove)) | \(source(row.evidence)) |")
        }
        lines += [
            "",
            "### Flipped AppKit views",
            "",
            "Subviews of these AppKit views are written y-down, like UIKit's: "
                + flippedAppKitElements.sorted().map { "`\($0)`" }.joined(separator: ", ") + " (Apple's `isFlipped`);",
            "`clipView` as its document view is (a plain view's clip view is unflipped: 3 corpus documents, none the other way).",
            "Every other AppKit view, NSStackView and NSGridView included, writes them y-up from its bottom edge",
            "(`nibbench calibrate` counts the vertical stack views whose first view is written at the largest y).",
            "",
            "### Unknowns",
            "",
            "What NibKit cannot measure, and how its verdicts treat it (`ModelUnknown.all`): the explaining build",
            "lets each take any value of its interval, and a conflict that rests on one is not reported, nor",
            "what the solver's recovery from it (refusing the member added last) leaves its views free to do.",
            "",
            "| unknown | treatment | source | where |",
            "|---|---|---|---|",
        ]
        for unknown in ModelUnknown.all {
            lines.append("| \(unknown.quantity) | \(unknown.treatment) | \(source(unknown.evidence)) | \(unknown.implementation) |")
        }
        lines += [
            "",
            "### Adjustments",
            "",
            "Where the analysis departs from solving the constraints as written (`LayoutAdjustment.all`, in the order",
            "it applies them). Each can be left out (`LayoutOptions.disabledAdjustments`; `nibbench layout-accuracy",
            "--without ID` measures it on both halves), and `LayoutAdjustmentTests` fails unless leaving it out",
            "changes the findings of its fixture in `Fixtures/layout/`.",
            "",
            "| id | what | why | fixture |",
            "|---|---|---|---|",
        ]
        for adjustment in LayoutAdjustment.all {
            lines.append("| `\(adjustment.id)` | \(adjustment.summary) | \(adjustment.rationale) | `\(adjustment.fixture)` |")
        }
        return lines.joined(separator: "\n")
    }

    static func conditions(_ conditions: [ViewCondition]) -> String {
        conditions.isEmpty ? "always" : conditions.map(\.summary).joined(separator: ", ")
    }

    static func source(_ evidence: TraitEvidence) -> String {
        switch evidence {
        case let .apple(reference): "Apple: \(reference)"
        case let .corpus(what): "corpus: \(what)"
        case let .outside(what): "apps outside the corpus: \(what)"
        }
    }
}
