#if os(iOS)
import UIKit

/// A view with a drop shadow; the apps see it because the TwinKit product's target depends on TwinKitCore.
open class ShadowView: UIView {}
#endif
