import UIKit

/// Views whose XIB has the view itself as the root object (customClass on the root view,
/// File's Owner unused), e.g. `ProductCardView.xib`.
protocol NibLoadable: UIView {
    static var nibName: String { get }
}

extension NibLoadable {
    static var nibName: String { String(describing: self) }

    static func loadFromNib(bundle: Bundle = .main) -> Self {
        guard let view = UINib(nibName: nibName, bundle: bundle).instantiate(withOwner: nil).first as? Self else {
            preconditionFailure("\(nibName).xib must have a root \(Self.self)")
        }
        return view
    }
}
