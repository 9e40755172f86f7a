import UIKit

/// A price pill, shipped in ShopKit with its own `PriceTagView.xib` (File's Owner = PriceTagView).
/// Place it in any document as a custom-class view with module ShopKit.
public final class PriceTagView: UIView {
    @IBOutlet private weak var amountLabel: UILabel!

    @IBInspectable public var showsCurrencySymbol: Bool = true {
        didSet { render() }
    }

    public var amount: Decimal = 0 {
        didSet { render() }
    }

    public var currencyCode = "USD" {
        didSet { render() }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        loadContent()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        loadContent()
    }

    private func loadContent() {
        let nib = UINib(nibName: "PriceTagView", bundle: Bundle(for: PriceTagView.self))
        guard let content = nib.instantiate(withOwner: self).first as? UIView else { return }
        content.frame = bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(content)
        render()
    }

    private func render() {
        amountLabel?.text = showsCurrencySymbol
            ? PriceFormatter.shared.string(for: amount, currencyCode: currencyCode)
            : NSDecimalNumber(decimal: amount).stringValue
    }
}
