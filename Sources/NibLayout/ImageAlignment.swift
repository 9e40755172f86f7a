import NibModel

/// Image views align their image's alignment rectangle, which NibKit cannot read.
enum ImageAlignment {
    /// Whether a view's frame may extend beyond its alignment rectangle by an amount only its
    /// image knows: an image view showing an image. `NSImage.alignmentRect` (and UIImage's
    /// `alignmentRectInsets`, which UIImageView adopts as its own) places the image's content
    /// inside its bounds, and NSCell lays images out by it; symbol and template images carry
    /// padding around their glyph. Measured on Xcode 26 AppKit files: image views held at
    /// 16 x 16 by required constraints are written 27 points tall for `NSActionTemplate` (two
    /// files, 6.5 points above and 4.5 below) and 22 for the `circle` symbol, unflagged. The
    /// explaining build lets such a frame grow outward without bound (it still shrinks only
    /// within the drawn-content tolerance).
    static func framesGrowAroundAlignmentRect(_ view: IBObject, in document: IBDocument) -> Bool {
        view.element == "imageView" && showsImage(view.node, in: document.tree)
    }

    /// Whether a view's frame may also end inside its alignment rectangle, above and below, by
    /// an amount only its image knows: an image view showing a system symbol (`catalog="system"`).
    /// A symbol's alignment rectangle follows the text it is drawn to sit in, and UIImageView
    /// adopts it, so Xcode writes such a view shorter than the box its constraints align: every
    /// one of the corpus's five symbol image views with a height constraint (three projects, all
    /// unflagged) is written 1 to 8.5 points shorter than its constant, none taller, and the six
    /// with a width constraint are written at its width. The explaining build lets such a frame
    /// shrink vertically without bound.
    static func framesShrinkInsideAlignmentRectVertically(_ view: IBObject, in document: IBDocument) -> Bool {
        guard view.element == "imageView" else { return false }
        let tree = document.tree
        if tree[view.node][known: .image] != nil { return tree[view.node][known: .catalog] == "system" }
        return tree.child(of: view.node, named: "imageReference", key: "image").map { tree[$0][known: .catalog] == "system" } ?? false
    }

    /// Whether an image view names an image: in its `image` attribute or an
    /// `<imageReference key="image">` child (Xcode 15 and later, for symbols), or the same on
    /// its cell, where AppKit documents write them.
    static func showsImage(_ imageView: NodeIndex, in tree: XMLTree) -> Bool {
        func namesImage(_ node: NodeIndex) -> Bool {
            tree[node][known: .image] != nil || tree.child(of: node, named: "imageReference", key: "image") != nil
        }
        return namesImage(imageView) || tree.child(of: imageView, key: "cell").map(namesImage) ?? false
    }
}
