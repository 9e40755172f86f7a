import NibModel

/// What NibKit knows about UIKit and AppKit without their sources: which class each IB element
/// name stands for, the superclass of each such class, and the outlets and actions the
/// frameworks themselves declare (so that a connection to `view`, `delegate` or `copy:` on a
/// class whose chain reaches the framework is not reported as missing).
///
/// The tables are deliberately closed: a class that is not in them is *unknown*, and checks
/// built on them say nothing about it rather than guess.
public enum FrameworkClasses {
    /// The class an element stands for on a platform (`label` on iOS -> `UILabel`); nil for
    /// element names NibKit does not know.
    public static func className(ofElement element: String, platform: Platform) -> String? {
        switch platform {
        case .macOS: appKitElements[element] ?? sharedElements[element]
        default: uiKitElements[element] ?? sharedElements[element]
        }
    }

    /// Whether a class is one NibKit knows from UIKit, AppKit or Foundation.
    public static func isKnown(_ className: String) -> Bool {
        superclasses[className] != nil || rootClasses.contains(className)
    }

    /// The known superclass of a framework class; nil for roots and unknown classes.
    public static func superclass(of className: String) -> String? {
        superclasses[className] ?? nil
    }

    /// The class and its known superclasses, nearest first; nil when the class is unknown.
    public static func chain(of className: String) -> [String]? {
        guard isKnown(className) else { return nil }
        var chain = [className]
        while let next = superclass(of: chain[chain.count - 1]), !chain.contains(next) { chain.append(next) }
        return chain
    }

    /// Types an outlet may be declared as that accept any object.
    public static let anyObjectTypes: Set<String> = ["Any", "AnyObject", "NSObject", "NSObjectProtocol", "id"]

    /// Drops a framework module qualifier (`UIKit.UILabel` -> `UILabel`).
    static func unqualified(_ name: String) -> String {
        for prefix in ["UIKit.", "AppKit.", "Foundation.", "ObjectiveC.", "MapKit.", "WebKit.", "SpriteKit.", "SceneKit.", "GLKit.", "MetalKit.", "ARKit.", "AVKit.", "SwiftUI."]
        where name.hasPrefix(prefix) {
            return String(name.dropFirst(prefix.count))
        }
        return name
    }

    /// Outlet properties UIKit and AppKit declare on their own classes. A source class whose
    /// chain reaches the framework may be connected through any of them.
    public static let frameworkOutletNames: Set<String> = [
        // UIKit
        "view", "delegate", "dataSource", "prefetchDataSource", "dragDelegate", "dropDelegate", "searchDisplayController",
        "inputView", "inputAccessoryView", "tableView", "collectionView", "navigationItem", "tabBarItem",
        "titleView", "leftBarButtonItem", "rightBarButtonItem", "backBarButtonItem", "customView", "rootViewController",
        "window", "searchBar", "searchResultsDataSource", "searchResultsDelegate", "searchContentsController",
        "gestureRecognizers", "leftBarButtonItems", "rightBarButtonItems", "backgroundView", "selectedBackgroundView",
        "tableHeaderView", "tableFooterView", "textLabel", "detailTextLabel", "imageView", "accessoryView", "editingAccessoryView",
        "navigationBar", "toolbar", "tabBar", "viewControllers", "accessibilityElements",
        // AppKit
        "nextKeyView", "initialFirstResponder", "menu", "contentView", "documentView", "target", "textField", "mainMenu",
        "windowsMenu", "servicesMenu", "helpMenu", "contentViewController", "itemPrototype", "headerView", "cornerView",
        "formatter", "nextResponder", "content", "owner", "defaultButtonCell", "submenu", "toolbarItem",
        "touchBar", "draggingDestinationFeedbackStyle", "outlineTableColumn", "verticalScroller", "horizontalScroller",
        "selectedItem", "dataCell", "headerCell", "tableColumn", "representedObject", "popover", "sheetParent", "attachedSheet",
        "contentViewControllerForPopover", "window.contentView", "windowController", "textStorage", "layoutManager", "splitView",
        "tabView", "tabViewItems", "splitViewItems", "pageController",
        // NSSearchField's recent-searches menu (macOS 10.10; a first run's subclass connects it)
        "searchMenuTemplate",
        // NSApplication's Dock menu, which Interface Builder offers as an outlet of the application
        "dockMenu",
        // NSViewController's view a presentation animates from (macOS 10.10; a first run's
        // controller connects it)
        "sourceItemView",
        // WebKit's legacy WebView delegates (WebView.h's `IBOutlet` properties; a first run's
        // WebView subclass connects them: one error naming the five)
        "UIDelegate", "frameLoadDelegate", "policyDelegate", "downloadDelegate", "resourceLoadDelegate",
        // WKWebView's (WKWebView.h; a first run's WKWebView subclass connects it to a controller)
        "navigationDelegate",
        // tvOS's focus outlet of UIViewController and UIView, which Interface Builder offers: a
        // first-run tvOS app (2 storyboards) and an app of the outside layout set (6 xibs)
        // connect it from controllers whose code declares no such property; a third app's code
        // overrides it)
        "preferredFocusedView",
        // NSPreferencePane's `IBOutlet` instance variables (NSPreferencePane.h), which every
        // pane's nib connects (the corpus: `_window` in 10 documents)
        "_window", "_initialKeyView", "_firstKeyView", "_lastKeyView",
    ]

    /// Outlets of `frameworkOutletNames` that only some framework classes declare, by those
    /// classes (Apple's headers: `UITableViewController.tableView`, `NSTabViewController.tabView`,
    /// `NSTableCellView.textField`…, read-only ones included, which key-value coding may set
    /// through their instance variables). They are among the names apps give their own outlets
    /// most: a subclass of another framework class connected through one declares it itself (a
    /// first run: a `tabView` outlet deleted from an NSViewController subclass went unreported).
    static let outletsDeclaredOnlyBy: [String: Set<String>] = [
        "tableView": ["UITableViewController", "NSTableHeaderView", "NSTableColumn"],
        "collectionView": ["UICollectionViewController", "UICollectionViewLayout", "NSCollectionViewItem"],
        "tabView": ["NSTabViewController", "NSTabViewItem"],
        "splitView": ["NSSplitViewController"],
        "tabBar": ["UITabBarController"],
        "navigationBar": ["UINavigationController"],
        "textLabel": ["UITableViewCell"],
        "detailTextLabel": ["UITableViewCell"],
        "textField": ["NSTableCellView", "NSCollectionViewItem"],
        "imageView": ["NSTableCellView", "NSCollectionViewItem", "UITableViewCell", "UIButton"],
        "searchBar": ["UISearchDisplayController", "UISearchController"],
        // Named by UIKit and AppKit alike, each on its own classes (a first run: a `headerView`
        // outlet deleted from a UIViewController subclass went unreported, AppKit's table view
        // taken to declare it for every class; custom views that load their own xib and connect
        // a `contentView` they do not declare are as common).
        "contentView": ["UITableViewCell", "UICollectionViewCell", "UITableViewHeaderFooterView", "UIVisualEffectView",
                        "NSWindow", "NSBox", "NSScrollView", "NSDrawer"],
        "headerView": ["NSTableView"],
        "cornerView": ["NSTableView"],
        "backgroundView": ["UITableViewCell", "UICollectionViewCell", "UITableViewHeaderFooterView", "UITableView",
                           "UICollectionView", "NSCollectionView"],
        "selectedBackgroundView": ["UITableViewCell", "UICollectionViewCell"],
        "toolbar": ["NSWindow", "UINavigationController"],
        "documentView": ["NSScrollView", "NSClipView"],
        "tableHeaderView": ["UITableView"],
        "tableFooterView": ["UITableView"],
        "accessoryView": ["UITableViewCell", "NSSavePanel", "NSAlert"],
        "editingAccessoryView": ["UITableViewCell"],
        "customView": ["UIBarButtonItem"],
        "menu": ["NSResponder", "NSCell", "NSStatusItem", "NSMenuItem", "NSMenuToolbarItem", "UIButton", "UIBarButtonItem"],
        "titleView": ["UINavigationItem"],
        "leftBarButtonItem": ["UINavigationItem"],
        "rightBarButtonItem": ["UINavigationItem"],
        "leftBarButtonItems": ["UINavigationItem"],
        "rightBarButtonItems": ["UINavigationItem"],
        "backBarButtonItem": ["UINavigationItem"],
        "rootViewController": ["UIWindow"],
        "navigationItem": ["UIViewController"],
        "tabBarItem": ["UIViewController"],
        "initialFirstResponder": ["NSWindow", "NSTabViewItem"],
        "nextKeyView": ["NSView"],
        "contentViewController": ["NSWindow", "NSWindowController", "NSPopover"],
        "navigationDelegate": ["WKWebView"],
    ]

    /// The framework outlets a class whose superclass chain reaches `ancestor` may be connected
    /// through: `frameworkOutletNames`, but those of `outletsDeclaredOnlyBy` that no class of the
    /// ancestor's chain declares; every one for an ancestor NibKit does not know.
    static func outletNames(ofFrameworkAncestor ancestor: String) -> Set<String> {
        outletNamesByAncestor[ancestor] ?? frameworkOutletNames
    }

    /// `outletNames(ofFrameworkAncestor:)` for each class of `superclasses`, one set per
    /// distinct list of names a chain lacks (shared, as `actionsByAncestor`'s).
    private static let outletNamesByAncestor: [String: Set<String>] = {
        var result: [String: Set<String>] = [:]
        var sets: [[String]: Set<String>] = [:]
        for name in superclasses.keys {
            let chain = Set(chain(of: name) ?? [name])
            let lacking = outletsDeclaredOnlyBy.compactMap { $0.value.isDisjoint(with: chain) ? $0.key : nil }.sorted()
            if let known = sets[lacking] {
                result[name] = known
                continue
            }
            let names = frameworkOutletNames.subtracting(lacking)
            sets[lacking] = names
            result[name] = names
        }
        return result
    }()

    /// Properties that UIKit's and AppKit's `@objc` protocols require, by protocol: a Swift
    /// property meeting one is exposed to the Objective-C runtime whatever the Swift version
    /// (SE-0160), so key-value coding sets it (a first run: an app delegate's plain
    /// `var window: UIWindow?`, which its old-style main nib connects, reported unexposed).
    static let objcProtocolProperties: [String: Set<String>] = [
        "UIApplicationDelegate": ["window"],
        "UIWindowSceneDelegate": ["window"],
    ]

    /// Action selectors UIKit and AppKit responders implement (the standard menu and editing
    /// actions, window and application actions). First Responder actions may name any of these;
    /// an action on a class whose chain reaches the framework, those of its framework
    /// (`actionSelectors(ofFrameworkAncestor:)`).
    public static let frameworkActionSelectors: Set<String> = uiKitActionSelectors.union(appKitActionSelectors)

    /// The framework actions a class whose superclass chain reaches `ancestor` implements: those
    /// of the classes on its chain (`uiKitActionsByClass`, `appKitActionsByClass`: a view
    /// controller has no `changeColor:`, which only AppKit's text views implement, nor UIKit's
    /// `delete:`, so an action of that name sent to it must be its own); every one for a class
    /// NibKit does not know.
    static func actionSelectors(ofFrameworkAncestor ancestor: String) -> Set<String> {
        actionsByAncestor[ancestor] ?? (ancestor.hasPrefix("UI") ? uiKitActionSelectors : frameworkActionSelectors)
    }

    /// The actions UIKit's classes implement, by class. UIResponderStandardEditActions'
    /// methods (`copy:`, `delete:`…) are optional, and only the text and web views implement
    /// them: a view controller, cell or plain view sent one it lacks raises "unrecognized
    /// selector" (a first run: a cell's deleted `delete:` unreported).
    static let uiKitActionsByClass: [String: Set<String>] = {
        let editing = uiKitActionSelectors.subtracting(["unwindForSegue:towardsViewController:"])
        return ["UIViewController": ["unwindForSegue:towardsViewController:"],
                "UITextField": editing, "UITextView": editing, "UIWebView": editing, "WKWebView": editing]
    }()

    /// `actionSelectors(ofFrameworkAncestor:)` for each class of `superclasses`: the actions of
    /// `uiKitActionsByClass` and `appKitActionsByClass` along its chain (the two frameworks
    /// share no class name but `WKWebView`, which implements the editing actions on both).
    /// Built once per distinct list of implementing classes on a chain (a few dozen), shared by
    /// the classes that have it: a union per class cost an iOS app's lint 12 M instructions.
    private static let actionsByAncestor: [String: Set<String>] = {
        var result: [String: Set<String>] = [:]
        var unions: [[String]: Set<String>] = [:]
        for name in superclasses.keys {
            var implementers: [String] = []
            var current: String? = name
            while let step = current {
                if uiKitActionsByClass[step] != nil || appKitActionsByClass[step] != nil { implementers.append(step) }
                current = superclasses[step] ?? nil
            }
            if let union = unions[implementers] {
                result[name] = union
                continue
            }
            var actions: Set<String> = []
            for step in implementers {
                actions.formUnion(uiKitActionsByClass[step] ?? [])
                actions.formUnion(appKitActionsByClass[step] ?? [])
            }
            unions[implementers] = actions
            result[name] = actions
        }
        return result
    }()

    /// UIResponderStandardEditActions and UIViewController's unwind action.
    static let uiKitActionSelectors: Set<String> = [
        "cut:", "copy:", "paste:", "pasteAndMatchStyle:", "pasteAndGo:", "pasteAndSearch:", "select:", "selectAll:",
        "delete:", "makeTextWritingDirectionLeftToRight:", "makeTextWritingDirectionRightToLeft:", "toggleBoldface:",
        "toggleItalics:", "toggleUnderline:", "increaseSize:", "decreaseSize:", "find:", "findNext:", "findPrevious:",
        "findAndReplace:", "useSelectionForFind:", "print:", "rename:", "duplicate:", "move:", "export:", "showWritingTools:",
        "updateTextAttributesWithConversionHandler:", "unwindForSegue:towardsViewController:",
    ]

    /// NSApplication's actions.
    static let applicationActionSelectors: Set<String> = [
        "terminate:", "hide:", "hideOtherApplications:", "unhideAllApplications:", "orderFrontStandardAboutPanel:",
        "orderFrontStandardAboutPanelWithOptions:", "orderFrontCharacterPalette:", "arrangeInFront:", "miniaturizeAll:",
        "showHelp:", "activateContextHelpMode:", "unhide:", "runPageLayout:", "stop:", "abortModal:", "toggleTouchBarCustomizationPalette:",
        "orderFrontColorPanel:", "orderFrontFontPanel:",
    ]

    /// NSApplication's outlets, as Interface Builder offers them on an application.
    static let applicationOutletNames: Set<String> = ["delegate", "mainMenu", "windowsMenu", "servicesMenu", "helpMenu", "dockMenu", "menu"]

    /// AppKit's (and WebKit's, PDFKit's, ImageKit's) standard actions: those First Responder
    /// actions may name.
    static let appKitActionSelectors: Set<String> = appKitActionsByClass.values.reduce(into: []) { $0.formUnion($1) }

    /// The editing actions UIKit shares (`cut:`, `copy:`, `paste:`, `selectAll:`, `delete:`…),
    /// undo and redo, the find actions, and NSStandardKeyBindingResponding's key-binding
    /// actions, which menus send along the responder chain: the views and windows on it
    /// answer them (text views, and other views and windows NibKit cannot tell apart), so any
    /// view or window is taken to. Not a controller: NSResponder adopts the key-binding
    /// protocol without implementing it (its methods are optional), and NSViewController and
    /// NSWindowController implement none of these (a first run: `copy:` sent to a view
    /// controller that lost the method went unreported).
    static let viewAndWindowResponderActions: Set<String> = uiKitActionSelectors.union([
        "undo:", "redo:", "performTextFinderAction:", "toggleSourceList:", "toggleQuickLookPreviewPanel:",
        "showContextHelp:", "quickLookPreviewItems:",
        "selectLine:", "selectParagraph:", "selectWord:", "selectToMark:", "swapWithMark:",
        "deleteBackward:", "deleteForward:", "capitalizeWord:", "lowercaseWord:", "uppercaseWord:", "centerSelectionInVisibleArea:",
        "makeBaseWritingDirectionNatural:", "makeBaseWritingDirectionLeftToRight:", "makeBaseWritingDirectionRightToLeft:",
        "makeTextWritingDirectionNatural:", "makeTextWritingDirectionLeftToRight:", "makeTextWritingDirectionRightToLeft:",
        "cancelOperation:", "pageDown:", "pageUp:", "scrollPageDown:", "scrollPageUp:", "scrollToBeginningOfDocument:",
        "scrollToEndOfDocument:", "moveToBeginningOfDocument:", "moveToEndOfDocument:", "insertNewline:", "insertTab:",
        "insertText:", "doCommandBySelector:", "insertBacktab:", "insertParagraphSeparator:",
        "insertNewlineIgnoringFieldEditor:", "insertTabIgnoringFieldEditor:", "insertLineBreak:", "insertContainerBreak:",
        "insertSingleQuoteIgnoringSubstitution:", "insertDoubleQuoteIgnoringSubstitution:", "moveForward:", "moveRight:",
        "moveBackward:", "moveLeft:", "moveUp:", "moveDown:", "moveWordForward:", "moveWordBackward:",
        "moveToBeginningOfLine:", "moveToEndOfLine:", "moveToBeginningOfParagraph:", "moveToEndOfParagraph:",
        "moveParagraphForwardAndModifySelection:", "moveParagraphBackwardAndModifySelection:", "moveToLeftEndOfLine:",
        "moveToRightEndOfLine:", "moveWordRight:", "moveWordLeft:", "moveForwardAndModifySelection:",
        "moveBackwardAndModifySelection:", "moveUpAndModifySelection:", "moveDownAndModifySelection:",
        "moveWordForwardAndModifySelection:", "moveWordBackwardAndModifySelection:",
        "moveToBeginningOfLineAndModifySelection:", "moveToEndOfLineAndModifySelection:",
        "moveToBeginningOfParagraphAndModifySelection:", "moveToEndOfParagraphAndModifySelection:",
        "moveToEndOfDocumentAndModifySelection:", "moveToBeginningOfDocumentAndModifySelection:",
        "moveRightAndModifySelection:", "moveLeftAndModifySelection:", "moveWordRightAndModifySelection:",
        "moveWordLeftAndModifySelection:", "moveToLeftEndOfLineAndModifySelection:",
        "moveToRightEndOfLineAndModifySelection:", "scrollLineUp:", "scrollLineDown:", "pageUpAndModifySelection:",
        "pageDownAndModifySelection:", "transpose:", "transposeWords:", "indent:",
        "deleteBackwardByDecomposingPreviousCharacter:", "deleteWordForward:", "deleteWordBackward:",
        "deleteToBeginningOfLine:", "deleteToEndOfLine:", "deleteToBeginningOfParagraph:", "deleteToEndOfParagraph:",
        "yank:", "changeCaseOfLetter:", "setMark:", "deleteToMark:",
        ])

    /// AppKit's standard actions by the class that implements them (the class's header, or
    /// Apple's documentation of it; a second first run, probing the table, added eighteen the
    /// first version lacked, `selectText:` and `takeColorFrom:` among them), read down a custom class's superclass chain
    /// (`actionSelectors(ofFrameworkAncestor:)`). Where the implementing class is not certain
    /// the actions are given to every class that may implement them (`viewAndWindowResponderActions`): a
    /// missed finding rather than a false one (a first run: a preference view controller's
    /// renamed `changeColor:`, six color wells' action, went unreported while every AppKit
    /// class was taken to implement every action).
    static let appKitActionsByClass: [String: Set<String>] = [
        "NSApplication": applicationActionSelectors,
        "NSWindow": viewAndWindowResponderActions.union([
            "performClose:", "performMiniaturize:", "performZoom:", "zoom:", "miniaturize:", "deminiaturize:", "close:",
            "makeKeyAndOrderFront:", "orderFront:", "orderBack:", "orderOut:", "orderFrontRegardless:", "toggleFullScreen:",
            "toggleToolbarShown:", "runToolbarCustomizationPalette:", "toggleTabBar:", "toggleTabOverview:", "selectNextTab:",
            "selectPreviousTab:", "moveTabToNewWindow:", "mergeAllWindows:", "newWindowForTab:", "center:", "print:", "fax:",
            "selectNextKeyView:", "selectPreviousKeyView:",
        ]),
        "NSWindowController": ["showWindow:", "dismissController:"],
        // NSViewController (dismissController:), NSPageController, NSSplitViewController
        "NSViewController": ["dismissController:"],
        "NSPageController": ["navigateBack:", "navigateForward:", "takeSelectedIndexFrom:"],
        "NSPopover": ["performClose:"],
        "NSSplitViewController": ["toggleSidebar:", "toggleInspector:"],
        "NSDocument": [
            "saveDocument:", "saveDocumentAs:", "saveDocumentTo:", "revertDocumentToSaved:", "printDocument:", "runPageLayout:",
            "duplicateDocument:", "renameDocument:", "moveDocument:", "lockDocument:", "unlockDocument:", "browseDocumentVersions:",
            "moveDocumentToUbiquityContainer:", "revertToSaved:", "saveDocumentToPDF:",
        ],
        "NSDocumentController": ["newDocument:", "openDocument:", "saveAllDocuments:", "clearRecentDocuments:"],
        "NSView": viewAndWindowResponderActions.union(["print:", "fax:"]),
        // NSText and NSTextView: formatting, spelling and substitutions, the font and color
        // panels' actions; NSTextView implements the actions of its own Substitutions menu
        // without declaring them in its header, and completion (`complete:`, NSTextView.h)
        "NSText": [
            "performFindPanelAction:", "showGuessPanel:", "checkSpelling:", "checkGrammar:",
            "toggleContinuousSpellChecking:", "toggleGrammarChecking:", "toggleAutomaticSpellingCorrection:",
            "orderFrontSubstitutionsPanel:", "toggleSmartInsertDelete:", "toggleAutomaticQuoteSubstitution:",
            "toggleAutomaticDashSubstitution:", "toggleAutomaticTextReplacement:", "toggleAutomaticLinkDetection:",
            "toggleAutomaticDataDetection:", "toggleAutomaticTextCompletion:", "startSpeaking:", "stopSpeaking:",
            "underline:", "useStandardKerning:", "turnOffKerning:", "tightenKerning:", "loosenKerning:",
            "useStandardLigatures:", "turnOffLigatures:", "useAllLigatures:", "raiseBaseline:", "lowerBaseline:", "superscript:",
            "subscript:", "unscript:", "alignLeft:", "alignCenter:", "alignRight:", "alignJustified:", "copyFont:", "pasteFont:",
            "copyRuler:", "pasteRuler:", "toggleRuler:", "changeColor:", "changeFont:", "changeAttributes:", "outline:",
            "orderFrontLinkPanel:", "orderFrontListPanel:", "orderFrontSpacingPanel:", "orderFrontTablePanel:",
            "pasteAsPlainText:", "pasteAsRichText:",
            "complete:", "replaceQuotesInSelection:", "replaceDashesInSelection:", "replaceTextInSelection:", "addLinksInSelection:",
            "changeDocumentBackgroundColor:", "toggleBaseWritingDirection:", "changeLayoutOrientation:",
            "orderFrontSharingServicePicker:", "toggleTraditionalCharacterShape:", "changeSpelling:", "ignoreSpelling:",
            "checkTextInDocument:", "checkTextInSelection:",
        ],
        "NSFontManager": ["addFontTrait:", "removeFontTrait:", "modifyFont:", "modifyFontViaPanel:", "orderFrontFontPanel:"],
        "NSControl": controlValueActions,
        "NSCell": controlValueActions,
        // NSObjectController, NSArrayController, NSTreeController, NSUserDefaultsController
        "NSController": [
            "add:", "remove:", "insert:", "fetch:", "selectNext:", "selectPrevious:", "addChild:", "insertChild:",
            "commitEditing:", "discardEditing:", "revert:",
        ],
        "NSUserDefaultsController": ["save:", "revertToInitialValues:"],
        "NSTextField": ["selectText:"],
        "NSMatrix": ["selectText:"],
        "NSColorWell": ["takeColorFrom:"],
        "NSBrowser": ["doClick:", "doDoubleClick:"],
        "NSRuleEditor": ["addRow:"],
        "NSProgressIndicator": ["startAnimation:", "stopAnimation:"],
        "WebView": [
            "goBack:", "goForward:", "reload:", "reloadFromOrigin:", "stopLoading:", "takeStringURLFrom:", "makeTextLarger:",
            "makeTextSmaller:", "makeTextStandardSize:", "startSpeaking:", "stopSpeaking:", "toggleContinuousSpellChecking:",
            "toggleSmartInsertDelete:",
        ],
        "WKWebView": ["goBack:", "goForward:", "reload:", "reloadFromOrigin:", "stopLoading:"],
        // NSTabView's actions (NSTabView.h `IBAction`s; a first run: a Window menu's tab items
        // sent to First Responder, 2 errors), PDFView's (PDFKit's `IBAction`s). Not the
        // deprecated NSDrawer's `open:` and `toggle:`: names an app's own missing action may have.
        "NSTabView": [
            "selectFirstTabViewItem:", "selectLastTabViewItem:", "selectNextTabViewItem:", "selectPreviousTabViewItem:",
            "takeSelectedTabViewItemFromSender:",
        ],
        "PDFView": ["zoomIn:", "zoomOut:", "goToFirstPage:", "goToLastPage:", "goToNextPage:", "goToPreviousPage:", "goBack:", "goForward:"],
        // ImageKit's IKImageView (Apple's documentation: its `@IBAction`s; a first run's
        // subclass receives them from menus sent to First Responder: 3 errors)
        "IKImageView": [
            "zoomImageToFit:", "zoomImageToActualSize:", "crop:", "flipImageHorizontal:", "flipImageVertical:",
            "rotateImageLeft:", "rotateImageRight:", "zoomIn:", "zoomOut:",
        ],
        // NSTableView's, NSOutlineView's and NSCollectionView's counterpart of `selectAll:` (a
        // first run's Edit menu sends it to First Responder)
        "NSTableView": ["deselectAll:"],
        "NSCollectionView": ["deselectAll:"],
    ]

    /// The actions NSControl and NSCell both implement: a click, and taking a value from the sender.
    static let controlValueActions: Set<String> = [
        "performClick:", "takeStringValueFrom:", "takeIntValueFrom:", "takeFloatValueFrom:", "takeDoubleValueFrom:",
        "takeIntegerValueFrom:", "takeObjectValueFrom:",
    ]

    /// Classes with no superclass.
    static let rootClasses: Set<String> = ["NSObject", "NSProxy"]

    /// Framework classes and their superclasses.
    static let superclasses: [String: String?] = {
        var table: [String: String?] = [:]
        func add(_ superclass: String, _ subclasses: [String]) {
            for subclass in subclasses { table[subclass] = superclass }
        }
        for root in rootClasses { table[root] = .some(nil) }
        // UIKit
        add("NSObject", ["UIResponder", "UIGestureRecognizer", "NSLayoutConstraint", "UILayoutGuide", "UIBarItem",
                         "UINavigationItem", "UICollectionViewLayout", "UIStoryboardSegue", "UISearchDisplayController",
                         "UIImage", "UIColor", "UIFont", "NSFormatter", "NSController", "NSMenu", "NSMenuItem", "NSTableColumn",
                         "NSCell", "NSTabViewItem", "NSToolbar", "NSToolbarItem", "NSSplitViewItem", "NSLayoutGuide",
                         "NSGestureRecognizer", "NSFontManager", "NSStoryboardSegue", "NSTouchBar", "NSTouchBarItem",
                         "NSDocument", "NSDocumentController"])
        add("UIResponder", ["UIView", "UIViewController", "UIApplication"])
        add("UIView", ["UIControl", "UILabel", "UIImageView", "UIScrollView", "UIStackView", "UIActivityIndicatorView",
                       "UIProgressView", "UIPickerView", "UINavigationBar", "UIToolbar", "UITabBar", "UISearchBar",
                       "UIVisualEffectView", "UIWindow", "UITableViewCell", "UICollectionReusableView", "UIWebView",
                       "WKWebView", "MKMapView", "GLKView", "SKView", "SCNView", "MTKView", "ARSKView", "UIInputView",
                       "UITableViewHeaderFooterView", "UITableViewCellContentView", "UICollectionViewCellContentView"])
        add("SCNView", ["ARSCNView"])
        add("UIControl", ["UIButton", "UITextField", "UISlider", "UISwitch", "UISegmentedControl", "UIStepper",
                          "UIDatePicker", "UIPageControl", "UIColorWell"])
        add("UIScrollView", ["UITableView", "UICollectionView", "UITextView"])
        add("UICollectionReusableView", ["UICollectionViewCell"])
        add("UIViewController", ["UITableViewController", "UICollectionViewController", "UINavigationController",
                                 "UITabBarController", "UISplitViewController", "UIPageViewController",
                                 "AVPlayerViewController", "GLKViewController", "UIHostingController", "UIInputViewController",
                                 "UISearchController", "UIReferenceLibraryViewController"])
        // The controllers app extensions subclass (Social, AuthenticationServices, Messages) and
        // WatchKit's interface controller, which a watch app's storyboard names: their
        // subclasses' outlets and actions went unjudged, the chain taken to leave the sources
        // (first runs: 6 seeded breaks missed in a share extension and two watch apps).
        add("UIViewController", ["SLComposeServiceViewController", "ASCredentialProviderViewController", "MSMessagesAppViewController"])
        add("NSObject", ["WKInterfaceController"])
        add("WKInterfaceController", ["WKUserNotificationInterfaceController"])
        add("UIBarItem", ["UIBarButtonItem", "UITabBarItem"])
        add("UIGestureRecognizer", ["UITapGestureRecognizer", "UIPanGestureRecognizer", "UIPinchGestureRecognizer",
                                    "UILongPressGestureRecognizer", "UISwipeGestureRecognizer", "UIRotationGestureRecognizer",
                                    "UIHoverGestureRecognizer"])
        add("UIPanGestureRecognizer", ["UIScreenEdgePanGestureRecognizer"])
        add("UICollectionViewLayout", ["UICollectionViewFlowLayout", "UICollectionViewCompositionalLayout"])
        // AppKit
        add("NSObject", ["NSResponder"])
        add("NSResponder", ["NSView", "NSViewController", "NSWindowController", "NSWindow", "NSApplication", "NSPopover"])
        add("NSWindow", ["NSPanel"])
        // A document's window nib has its NSDocument subclass for File's Owner (a first run: an
        // outlet of such an owner that no class declares went unjudged, its chain unknown).
        add("NSDocument", ["NSPersistentDocument"])
        // A preference pane's nib has its NSPreferencePane subclass for File's Owner, a screen
        // saver's options sheet its ScreenSaverView (PreferencePanes and ScreenSaver frameworks;
        // a first run: eight panes' outlets and actions went unjudged, two seeded breaks missed).
        add("NSObject", ["NSPreferencePane"])
        add("NSView", ["ScreenSaverView"])
        add("NSView", ["NSControl", "NSBox", "NSScrollView", "NSClipView", "NSStackView", "NSTableCellView",
                       "NSTableHeaderView", "NSTableRowView", "NSTabView", "NSSplitView", "NSVisualEffectView",
                       "NSCollectionView", "NSProgressIndicator", "NSText", "NSRulerView", "NSOpenGLView", "WebView",
                       "WKWebView", "MKMapView", "NSGridView", "SKView", "SCNView", "MTKView", "PDFView", "AVPlayerView",
                       "IKImageView"])
        add("NSControl", ["NSButton", "NSTextField", "NSSlider", "NSSegmentedControl", "NSTableView", "NSScroller",
                          "NSColorWell", "NSDatePicker", "NSLevelIndicator", "NSPathControl", "NSImageView", "NSStepper",
                          "NSMatrix", "NSRuleEditor", "NSSwitch", "NSBrowser"])
        add("NSButton", ["NSPopUpButton", "NSStatusBarButton"])
        add("NSTextField", ["NSSecureTextField", "NSSearchField", "NSTokenField", "NSComboBox"])
        add("NSTableView", ["NSOutlineView"])
        add("NSText", ["NSTextView"])
        add("NSRuleEditor", ["NSPredicateEditor"])
        add("NSViewController", ["NSTabViewController", "NSSplitViewController", "NSPageController", "NSTitlebarAccessoryViewController",
                                 "NSCollectionViewItem", "NSHostingController"])
        add("NSController", ["NSObjectController", "NSUserDefaultsController"])
        add("NSObjectController", ["NSArrayController", "NSTreeController"])
        add("NSArrayController", ["NSDictionaryController"])
        add("NSFormatter", ["NSNumberFormatter", "NSDateFormatter", "NSByteCountFormatter"])
        add("NSCell", ["NSActionCell"])
        add("NSActionCell", ["NSTextFieldCell", "NSButtonCell", "NSSliderCell", "NSSegmentedCell", "NSImageCell",
                             "NSLevelIndicatorCell", "NSStepperCell", "NSDatePickerCell", "NSPathCell"])
        add("NSButtonCell", ["NSMenuItemCell"])
        add("NSMenuItemCell", ["NSPopUpButtonCell"])
        add("NSTextFieldCell", ["NSSearchFieldCell", "NSSecureTextFieldCell", "NSTokenFieldCell", "NSComboBoxCell", "NSTableHeaderCell"])
        add("NSGestureRecognizer", ["NSClickGestureRecognizer", "NSPanGestureRecognizer", "NSMagnificationGestureRecognizer",
                                    "NSPressGestureRecognizer", "NSRotationGestureRecognizer"])
        return table
    }()

    /// Element names that mean the same class on both platforms.
    static let sharedElements: [String: String] = [
        "customObject": "NSObject", "constraint": "NSLayoutConstraint", "wkWebView": "WKWebView", "mapView": "MKMapView",
        "skView": "SKView", "sceneKitView": "SCNView", "mtkView": "MTKView",
    ]

    static let uiKitElements: [String: String] = [
        "view": "UIView", "containerView": "UIView", "label": "UILabel", "button": "UIButton", "imageView": "UIImageView",
        "textField": "UITextField", "textView": "UITextView", "stackView": "UIStackView", "scrollView": "UIScrollView",
        "tableView": "UITableView", "tableViewCell": "UITableViewCell", "tableViewCellContentView": "UITableViewCellContentView",
        "collectionView": "UICollectionView", "collectionViewCell": "UICollectionViewCell",
        "collectionReusableView": "UICollectionReusableView", "collectionViewCellContentView": "UICollectionViewCellContentView",
        "slider": "UISlider", "switch": "UISwitch", "segmentedControl": "UISegmentedControl", "stepper": "UIStepper",
        "datePicker": "UIDatePicker", "pageControl": "UIPageControl", "pickerView": "UIPickerView",
        "activityIndicatorView": "UIActivityIndicatorView", "progressView": "UIProgressView",
        "navigationBar": "UINavigationBar", "toolbar": "UIToolbar", "tabBar": "UITabBar", "searchBar": "UISearchBar",
        "visualEffectView": "UIVisualEffectView", "webView": "UIWebView", "glkView": "GLKView", "arskView": "ARSKView",
        "arscnView": "ARSCNView", "window": "UIWindow", "colorWell": "UIColorWell",
        "viewController": "UIViewController", "tableViewController": "UITableViewController",
        "collectionViewController": "UICollectionViewController", "navigationController": "UINavigationController",
        "tabBarController": "UITabBarController", "splitViewController": "UISplitViewController",
        "pageViewController": "UIPageViewController", "avPlayerViewController": "AVPlayerViewController",
        "glkViewController": "GLKViewController", "hostingController": "UIHostingController",
        "navigationItem": "UINavigationItem", "barButtonItem": "UIBarButtonItem", "tabBarItem": "UITabBarItem",
        "tapGestureRecognizer": "UITapGestureRecognizer", "panGestureRecognizer": "UIPanGestureRecognizer",
        "pinchGestureRecognizer": "UIPinchGestureRecognizer", "pongPressGestureRecognizer": "UILongPressGestureRecognizer",
        "swipeGestureRecognizer": "UISwipeGestureRecognizer", "rotationGestureRecognizer": "UIRotationGestureRecognizer",
        "screenEdgePanGestureRecognizer": "UIScreenEdgePanGestureRecognizer", "hoverGestureRecognizer": "UIHoverGestureRecognizer",
        "viewLayoutGuide": "UILayoutGuide", "collectionViewFlowLayout": "UICollectionViewFlowLayout",
        "searchDisplayController": "UISearchDisplayController", "application": "UIApplication",
    ]

    static let appKitElements: [String: String] = [
        "view": "NSView", "customView": "NSView", "containerView": "NSView", "textField": "NSTextField", "button": "NSButton",
        "box": "NSBox", "imageView": "NSImageView", "stackView": "NSStackView", "scrollView": "NSScrollView",
        "clipView": "NSClipView", "scroller": "NSScroller", "tableView": "NSTableView", "outlineView": "NSOutlineView",
        "tableCellView": "NSTableCellView", "tableRowView": "NSTableRowView", "tableHeaderView": "NSTableHeaderView",
        "popUpButton": "NSPopUpButton", "slider": "NSSlider", "progressIndicator": "NSProgressIndicator",
        "segmentedControl": "NSSegmentedControl", "textView": "NSTextView", "tabView": "NSTabView", "splitView": "NSSplitView",
        "searchField": "NSSearchField", "secureTextField": "NSSecureTextField", "tokenField": "NSTokenField",
        "comboBox": "NSComboBox", "colorWell": "NSColorWell", "collectionView": "NSCollectionView",
        "visualEffectView": "NSVisualEffectView", "switch": "NSSwitch", "ruleEditor": "NSRuleEditor",
        "predicateEditor": "NSPredicateEditor", "datePicker": "NSDatePicker", "levelIndicator": "NSLevelIndicator",
        "pathControl": "NSPathControl", "stepper": "NSStepper", "matrix": "NSMatrix", "browser": "NSBrowser",
        "gridView": "NSGridView", "webView": "WebView", "openGLView": "NSOpenGLView",
        "window": "NSWindow", "panel": "NSPanel", "menu": "NSMenu", "menuItem": "NSMenuItem", "tableColumn": "NSTableColumn",
        "tabViewItem": "NSTabViewItem", "toolbar": "NSToolbar", "toolbarItem": "NSToolbarItem", "splitViewItem": "NSSplitViewItem",
        "popover": "NSPopover", "textFieldCell": "NSTextFieldCell", "buttonCell": "NSButtonCell", "sliderCell": "NSSliderCell",
        "segmentedCell": "NSSegmentedCell", "popUpButtonCell": "NSPopUpButtonCell", "imageCell": "NSImageCell",
        "searchFieldCell": "NSSearchFieldCell", "secureTextFieldCell": "NSSecureTextFieldCell", "comboBoxCell": "NSComboBoxCell",
        "tokenFieldCell": "NSTokenFieldCell", "levelIndicatorCell": "NSLevelIndicatorCell", "stepperCell": "NSStepperCell",
        "datePickerCell": "NSDatePickerCell", "pathCell": "NSPathCell", "tableHeaderCell": "NSTableHeaderCell",
        "viewController": "NSViewController", "windowController": "NSWindowController", "tabViewController": "NSTabViewController",
        "splitViewController": "NSSplitViewController", "pagecontroller": "NSPageController", "application": "NSApplication",
        "collectionViewItem": "NSCollectionViewItem", "userDefaultsController": "NSUserDefaultsController",
        "arrayController": "NSArrayController", "objectController": "NSObjectController", "treeController": "NSTreeController",
        "dictionaryController": "NSDictionaryController", "numberFormatter": "NSNumberFormatter",
        "dateFormatter": "NSDateFormatter", "byteCountFormatter": "NSByteCountFormatter", "fontManager": "NSFontManager",
        "clickGestureRecognizer": "NSClickGestureRecognizer", "panGestureRecognizer": "NSPanGestureRecognizer",
        "magnificationGestureRecognizer": "NSMagnificationGestureRecognizer", "pressGestureRecognizer": "NSPressGestureRecognizer",
        "rotationGestureRecognizer": "NSRotationGestureRecognizer", "viewLayoutGuide": "NSLayoutGuide",
        "touchBar": "NSTouchBar",
    ]
}
