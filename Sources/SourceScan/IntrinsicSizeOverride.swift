/// An `intrinsicContentSize` override that answers UIView's and NSView's own "no intrinsic
/// size" on both axes: `CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)`
/// in Swift, `NSMakeSize(NSViewNoIntrinsicMetric, NSViewNoIntrinsicMetric)` in Objective-C.
/// Such a class does not size itself, so the scanners do not record the override
/// (`ProjectIndex.selfSizingClasses` asks for it). Only a body made of nothing but such a size
/// qualifies: a condition, a number, a variable or a call to `super` keeps the override. A first
/// run's dotted-line view, recorded as sizing itself, was measured by its frame and tied with
/// its row's label: 24 false ambiguities in one app.
public enum IntrinsicSizeOverride {
    /// The member a view that sizes itself overrides (UIView, NSView).
    public static let name = "intrinsicContentSize"

    /// Whether the body whose `{` is at `open` returns no intrinsic metric on both axes.
    static func declaresNoSize(_ stream: TokenStream, bodyAt open: Int) -> Bool {
        guard stream.isPunctuation(open, "{") else { return false }
        var namesNoMetric = false
        for index in open..<stream.skipBalanced(from: open) {
            guard let token = stream.token(index) else { return false }
            if token.kind == .identifier {
                let word = stream.text(token)
                if noMetricNames.contains(word) {
                    namesNoMetric = true
                } else if !bodyWords.contains(word) {
                    return false
                }
            } else if !stream.isPunctuation(index, oneOf: "{}().:,;") {
                return false
            }
        }
        return namesNoMetric
    }

    /// The constant, in Swift and in Objective-C (whose AppKit spelling was long misspelt).
    private static let noMetricNames: Set<String> = [
        "noIntrinsicMetric", "UIViewNoIntrinsicMetric", "NSViewNoIntrinsicMetric", "NSViewNoInstrinsicMetric",
    ]

    /// The other words such a body is written with.
    private static let bodyWords: Set<String> = [
        "get", "return", "CGSize", "NSSize", "init", "width", "height", "UIView", "NSView", "CGSizeMake", "NSMakeSize",
    ]
}
