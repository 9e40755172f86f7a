import UIKit

extension UIView {
    /// Pins this view's four edges to `container`'s; the view must already be its subview.
    func pinEdges(to container: UIView, insets: UIEdgeInsets = .zero) {
        NSLayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: insets.left),
            container.trailingAnchor.constraint(equalTo: trailingAnchor, constant: insets.right),
            topAnchor.constraint(equalTo: container.topAnchor, constant: insets.top),
            container.bottomAnchor.constraint(equalTo: bottomAnchor, constant: insets.bottom),
        ])
    }
}
