import UIKit

/// A view whose interface is drawn once in a XIB named after the class and reused wherever
/// the class is placed (in code or as a custom-class `UIView` in a storyboard).
///
/// The XIB's File's Owner is the subclass itself, so the subclass's outlets are connected
/// while the nib is instantiated; the nib's first top-level view is then pinned to our edges.
@IBDesignable
class NibOwnerLoadableView: UIView {

    override init(frame: CGRect) {
        super.init(frame: frame)
        loadContentFromNib()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        loadContentFromNib()
    }

    /// Interface Builder renders designables through this entry point, not through `init(coder:)`.
    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        loadContentFromNib()
    }

    private func loadContentFromNib() {
        let bundle = Bundle(for: type(of: self))
        let nib = UINib(nibName: String(describing: type(of: self)), bundle: bundle)
        guard let content = nib.instantiate(withOwner: self, options: nil).first as? UIView else {
            preconditionFailure("\(type(of: self)).xib must have a top-level view")
        }
        content.frame = bounds
        content.translatesAutoresizingMaskIntoConstraints = false
        addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: leadingAnchor),
            content.trailingAnchor.constraint(equalTo: trailingAnchor),
            content.topAnchor.constraint(equalTo: topAnchor),
            content.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }
}
