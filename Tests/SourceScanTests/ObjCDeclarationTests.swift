import Testing
import SourceScan

/// Objective-C headers and implementation files.
@Suite struct ObjCDeclarationTests {
    static let header = """
    #import <UIKit/UIKit.h>
    #define MACRO(x) \\
        @interface NotAClass : NSObject

    NS_ASSUME_NONNULL_BEGIN
    @class Forward;
    @protocol Forwarded, Other;

    IB_DESIGNABLE
    @interface CardView<ObjectType> : UIView <UITableViewDataSource, Themed> {
        IBOutlet UILabel *_ivarLabel;
        @private
        NSInteger _count;
    }
    @property (nonatomic, weak) IBOutlet UILabel *titleLabel;
    @property (nonatomic, strong, nullable) IBOutlet UIButton *button API_AVAILABLE(ios(13.0));
    @property (nonatomic) IBOutletCollection(UILabel) NSArray<UILabel *> *labels;
    @property (nonatomic, assign) IBInspectable CGFloat cornerRadius;
    @property (nonatomic, copy) void (^handler)(NSInteger value);
    @property (nonatomic, strong) UIColor *tint UI_APPEARANCE_SELECTOR;
    - (IBAction)tap:(id)sender;
    - (IBAction)tap:(id)sender forEvent:(UIEvent *)event;
    - (IBAction)reset;
    - (void)configureWith:(NSString *)a :(NSString *)b;
    + (instancetype)make;
    @end

    @protocol Themed <NSObject>
    @property (nonatomic) UIColor *themeColor;
    @end
    NS_ASSUME_NONNULL_END
    """

    static let implementation = """
    #import "CardView.h"

    @interface CardView () <UIScrollViewDelegate>
    @property (nonatomic, weak) IBOutlet UIView *privateOutlet;
    @end

    @interface CardView (Extras)
    - (void)extra;
    @end

    static void helper(void) { if (1) { - 1; } }

    @implementation CardView
    @synthesize titleLabel = _titleLabel;
    - (IBAction)onlyInImplementation:(UIButton *)sender {
        [self tap:sender];
        NSString *s = @"@interface Fake : NSObject";
    }
    - (void)dealloc { }
    @end
    """

    @Test func headerClassWithOutletsActionsAndProperties() throws {
        let file = SourceScanner.scan(path: "CardView.h", contents: Self.header)
        #expect(file.language == .objectiveC)
        #expect(file.types.map(\.name) == ["CardView", "Themed"])
        let card = file.types[0]
        #expect(card.kind == .class)
        #expect(card.isDesignable)
        #expect(card.superclass == "UIView")
        #expect(card.objcName == "CardView")
        #expect(card.inheritance == ["UIView", "UITableViewDataSource", "Themed"])
        #expect(card.outlets.map(\.name) == ["_ivarLabel", "titleLabel", "button", "labels"])
        #expect(card.outlets.map(\.typeName) == ["UILabel", "UILabel", "UIButton", "UILabel"])
        #expect(card.outlets.map(\.isCollection) == [false, false, false, true])
        #expect(card.outlets.map(\.ownership) == [.strong, .weak, .strong, .strong])
        #expect(card.propertyNames == ["_ivarLabel", "ivarLabel", "_count", "count", "titleLabel", "button", "labels", "cornerRadius", "handler", "tint"])
        for name in card.propertyNames.union(["ivar", "Count", "", "tap:"]) {
            #expect(card.declaresProperty(name) == card.propertyNames.contains(name), "\(name)")
        }
        #expect(card.inspectables.map(\.name) == ["cornerRadius"])
        #expect(card.actions.map(\.selector) == ["tap:", "tap:forEvent:", "reset"])
        #expect(card.actions.map(\.parameterCount) == [1, 2, 0])
        #expect(card.methodSelectors == ["tap:", "tap:forEvent:", "reset", "configureWith::"])
        #expect(card.outlets[1].location == SourceLocation(file: "CardView.h", line: 15, column: 47))
        #expect(file.types[1].kind == .protocol)
        #expect(file.types[1].propertyNames == ["themeColor"])
    }

    @Test func implementationFileCategoriesAndBodies() {
        let file = SourceScanner.scan(path: "CardView.m", contents: Self.implementation)
        #expect(file.types.map(\.name) == ["CardView", "CardView", "CardView"])
        #expect(file.types.allSatisfy { $0.isExtension })
        #expect(file.types[0].outlets.map(\.name) == ["privateOutlet"])
        #expect(file.types[0].inheritance == ["UIScrollViewDelegate"])
        #expect(file.types[1].methodSelectors == ["extra"])
        #expect(file.types[2].actions.map(\.selector) == ["onlyInImplementation:"])
        #expect(file.types[2].methodSelectors == ["onlyInImplementation:", "dealloc"])
    }

    /// A C++14 digit separator (`17'000`) is part of its number, not a character literal that
    /// pairs with the next quote and hides the methods after it; character literals, prefixed
    /// or not, stay literals.
    @Test func digitSeparatorsAreNotCharacterLiterals() {
        let source = """
        @implementation AppDelegate
        - (void)build
        {
            [menu itemWithTag:17'000];
            mask = 0xFF'FF;
        }
        - (void)a
        {
            g('\\n');
            h(L'a');
        }
        - (IBAction)openFile:(id)sender
        {
        }
        @end
        """
        let file = SourceScanner.scan(path: "AppDelegate.mm", contents: source)
        #expect(file.types.first?.actions.map(\.selector) == ["openFile:"])
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
    }

    /// `NS_SWIFT_NAME` before an `@interface` gives the class the name Swift extensions use;
    /// inside a container it renames a member and names no class; categories keep theirs.
    @Test func swiftNamesJoinSwiftExtensions() {
        let header = SourceScanner.scan(path: "R.h", contents: """
        NS_SWIFT_NAME(RatingControl)
        @interface MKRatingControl : UIControl
        - (void)reset NS_SWIFT_NAME(resetAll());
        @end
        @interface MKRatingControl (Extra)
        @end
        @interface MKOther : NSObject
        @end
        """)
        #expect(header.types.map(\.swiftName) == ["RatingControl", nil, nil])
        let swift = SourceScanner.scan(path: "R.swift", contents: "extension RatingControl {\n    @IBAction func clear(_ sender: Any) {}\n}\n")
        let index = SourceIndex([header, swift])
        #expect(index.hasSelector("clear:", in: "MKRatingControl") == true)
        #expect(index.isKnown("RatingControl"))
    }

    @Test func severalDeclaratorsAndAccessorRenames() {
        let file = SourceScanner.scan(path: "X.h", contents: """
        @interface X : UIView {
            IBOutlet UILabel *first, *second;
        }
        @property (nonatomic, weak) IBOutlet UIButton *a, *b;
        @property (nonatomic, getter=isOn, setter=turnOn:) BOOL on;
        @end
        """)
        #expect(file.types[0].outlets.map(\.name) == ["first", "second", "a", "b"])
        #expect(file.types[0].outlets.map(\.ownership) == [.strong, .strong, .weak, .weak])
        #expect(file.types[0].methodSelectors == ["isOn", "turnOn:"])
        #expect(file.types[0].propertyNames == ["first", "second", "a", "b", "on"])
    }

    @Test func preprocessorBranchesAreAllRead() {
        let file = SourceScanner.scan(path: "X.h", contents: """
        #if TARGET_OS_IPHONE
        @interface X : UIView
        #else
        @interface X : NSView
        #endif
        @property (weak) IBOutlet id label;
        @end
        """)
        #expect(file.types.map(\.superclass) == ["UIView", "NSView"])
        #expect(file.types[1].outlets.map(\.name) == ["label"])
    }

    /// A branch under `#if 0` (Swift: `#if false`) is switched off: the compiler drops it, so
    /// its declarations declare nothing; its `#else` branch, and the code after, is read (a
    /// first run: an outlet kept only in an `#if 0` block was taken as declared).
    @Test func aBranchThatNeverHoldsDeclaresNothing() {
        let file = SourceScanner.scan(path: "Panel.m", contents: """
        @interface Panel ()
        #if 0 // old layout
        @property (weak) IBOutlet UILabel *oldLabel;
        #if TARGET_OS_IPHONE
        @property (weak) IBOutlet UILabel *nestedLabel;
        #endif
        - (IBAction)oldTap:(id)sender;
        #else
        @property (weak) IBOutlet UILabel *label;
        #endif
        #if 0
        @property (weak) IBOutlet UILabel *offLabel;
        #endif
        @property (weak) IBOutlet UIButton *button;
        @end
        """)
        #expect(file.types.first?.outlets.map(\.name) == ["label", "button"])
        #expect(file.types.first?.methodSelectors.contains("oldTap:") == false)
        let swift = SourceScanner.scan(path: "Pane.swift", contents: """
        final class Pane: UIView {
        #if false
            @IBOutlet weak var oldLabel: UILabel!
        #else
            @IBOutlet weak var label: UILabel!
        #endif
            @IBOutlet weak var button: UIButton!
        }
        """)
        #expect(swift.types.first?.outlets.map(\.name) == ["label", "button"])
        #expect(swift.types.first?.outlets.last?.location.line == 7)
    }

    /// `#define Alias Name` before `@interface Alias` renames the class to the runtime: it is
    /// `Name`, the name documents write. Other definitions declare nothing.
    @Test func aClassNamedThroughADefineIsItsDefinitionsName() {
        let file = SourceScanner.scan(path: "PadView.h", contents: """
        #define PadView ComExamplePluginPadView // unique in the host app
        #define MAX_PADS 2
        #define Other(x) x
        @interface PadView : NSView
        @property (weak) IBOutlet NSButton *button;
        @end
        @interface Plain : NSObject
        @end
        """)
        #expect(file.types.map(\.name) == ["PadView", "Plain"])
        #expect(file.types.map(\.objcName) == ["ComExamplePluginPadView", "Plain"])
        #expect(file.types[0].outlets.map(\.name) == ["button"])
        let index = SourceIndex([file])
        #expect(index.isKnown("ComExamplePluginPadView"))
        #expect(index.outlets(of: "ComExamplePluginPadView").map(\.name) == ["button"])
    }

    /// Protocols adopted under a condition stand between the head and the instance variables:
    /// those are still read (a first run: 126 outlets declared as instance variables unread).
    @Test func instanceVariablesAfterConditionalProtocolsAreRead() {
        let file = SourceScanner.scan(path: "Browser.h", contents: """
        @interface Browser : NSWindowController
        #if (MAC_OS_X_VERSION_MAX_ALLOWED >= 1060)
        <NSTableViewDelegate>
        #else
        <NSOutlineViewDelegate>
        #endif
        {
            IBOutlet NSTextField *field;
        }
        @end
        """)
        #expect(file.types.map(\.name) == ["Browser"])
        #expect(file.types[0].inheritance == ["NSWindowController", "NSTableViewDelegate", "NSOutlineViewDelegate"])
        #expect(file.types[0].outlets.map(\.name) == ["field"])
    }

    /// A `struct { … }` or `union` instance variable's body is its type: the outlets after it are
    /// the class's too (a first run: 11 outlets after such a member called missing).
    @Test func instanceVariablesAfterAStructMemberAreRead() {
        let file = SourceScanner.scan(path: "Meter.h", contents: """
        @interface Meter : NSObject {
            IBOutlet NSTextField *_before;
            struct {
                unsigned int visible: 1;
                union { int a; float b; } value;
            } _flags;
            IBOutlet NSTextField *_after;
        }
        @property (weak) IBOutlet NSButton *button;
        @end
        """)
        #expect(file.types.map(\.name) == ["Meter"])
        #expect(file.types[0].outlets.map(\.name) == ["_before", "_after", "button"])
        // A head written twice in preprocessor branches opens no member's body: the methods
        // after the instance variables are read.
        let branches = SourceScanner.scan(path: "Delegate.m", contents: """
        #ifndef STORE
        @interface Delegate () <First> {
            NSTimer *timer;
        #else
        @interface Delegate () <Second> {
        #endif
            BOOL relaunch;
        }
        @property (weak) IBOutlet NSWindow *window;
        @end
        @implementation Delegate
        - (IBAction)about:(id)sender { if (timer) { [timer invalidate]; } }
        @end
        """)
        #expect(branches.types.flatMap(\.outlets).map(\.name) == ["window"])
        #expect(branches.types.contains { $0.methodSelectors.contains("about:") })
    }

    /// `@synthesize well = well_;` names an instance variable key-value coding finds by that
    /// name, so an outlet may connect it (a first run: two such outlets called missing).
    @Test func anInstanceVariableNamedBySynthesizeIsAKey() {
        let file = SourceScanner.scan(path: "Panel.m", contents: """
        @interface Panel : UIViewController
        @property (nonatomic, weak, readonly) UIView *well;
        @property (nonatomic) NSString *title;
        @end

        @implementation Panel
        @synthesize well = well_, title;
        - (void)viewDidLoad { [super viewDidLoad]; }
        @end
        """)
        let index = SourceIndex([file])
        #expect(index.hasProperty("well_", in: "Panel") == true)
        #expect(index.hasProperty("well", in: "Panel") == true)
        #expect(index.hasProperty("title_", in: "Panel") != true)
        #expect(file.types.contains { $0.methodSelectors.contains("viewDidLoad") }, "the scan goes on after the synthesize")
    }
}

/// A member whose name is upper case with underscores is named so, not taken for a trailing
/// macro (a first run on a real app: four outlets `FW_SERVER_HOST` and the like, all missing).
@Suite struct ObjCMacroCasedNameTests {
    @Test func aMacroCasedNameAfterTheTypeIsTheMembersName() {
        let file = SourceScanner.scan(path: "Settings.m", contents: """
        @interface Settings ()
        @property (weak) IBOutlet NSTextField *FW_SERVER_HOST;
        @property (weak) IBOutlet NSTextField *port NS_REFINED_FOR_SWIFT;
        @end

        @implementation Settings {
            IBOutlet NSTextField *FW_ADMIN_USER;
        }
        @end
        """)
        #expect(file.types.flatMap(\.outlets).map(\.name).sorted() == ["FW_ADMIN_USER", "FW_SERVER_HOST", "port"])
    }

    /// Imports of headers named as categories' are kept, with where their path starts; other
    /// imports, and a `+` in a folder's name, are not; the scan record keeps them.
    @Test func categoryHeaderImports() throws {
        let source = """
        #import <UIKit/UIKit.h>
        #import <SideKit/UIViewController+SideKit.h>
        # include "NSView+Drag.h"
        #import "C++/Plain.h"
        #import "Model+CoreDataClass.m"
        @interface Host : UIViewController
        @end
        """
        let file = SourceScanner.scan(path: "Host.h", contents: source)
        #expect(file.categoryImports.map(\.path) == ["SideKit/UIViewController+SideKit.h", "NSView+Drag.h"])
        #expect(file.categoryImports.map(\.className) == ["UIViewController", "NSView"])
        #expect(file.categoryImports.first?.location == SourceLocation(file: "Host.h", line: 2, column: 10))
        #expect(file.types.map(\.name) == ["Host"])
        let record = try #require(ScannedFile(record: file.record))
        #expect(record == file)
    }
}
