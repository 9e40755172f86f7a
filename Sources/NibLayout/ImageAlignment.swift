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
