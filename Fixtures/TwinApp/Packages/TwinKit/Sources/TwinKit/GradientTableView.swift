#if os(macOS)
import AppKit

/// A table view with a gradient background, used from the Mac app's xib with customModule="TwinKit".
public final class GradientTableView: NSTableView {}
#endif
