#if os(macOS)
import AppKit

/// The File's Owner of the package resource ProgressWindow.xib, whose customModule still names
/// the module the package had before it was renamed (customModuleProvider="target": the build
/// puts in TwinKitResources).
public final class ProgressWindowController: NSWindowController {
    @IBOutlet var progressIndicator: NSProgressIndicator!
}
#endif
