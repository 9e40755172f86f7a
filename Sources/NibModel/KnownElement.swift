/// The element names the document projection branches on, interned when a document is parsed
/// (like `KnownAttribute`) so that the projection switches on a small integer instead of
/// comparing strings for every element. Any other element is kept all the same, with
/// `XMLElementNode.known == nil`.
public enum KnownElement: UInt8, CaseIterable, Sendable {
    // Document structure
    case document, archive, objects, scene, resources, device, adaptation
    // Containers of an object's parts
    case subviews, constraints, connections, variation, mask, include, exclude
    case beginningViews, middleViews, endViews, prototypes, cells
    // Parts
    case constraint, rect, frame, autoresizingMask, edgeInsets, directionalEdgeInsets, size
    case userDefinedRuntimeAttribute, designable, color, image, namedColor, systemColor
    case viewLayoutGuide, viewControllerLayoutGuide, keyboardLayoutGuide
    // Objects with a fixed role
    case viewControllerPlaceholder, controllerPlaceholder, exit, placeholder, customObject
    case tableViewCellContentView, collectionViewCellContentView, tableViewCell, collectionViewCell
    case collectionReusableView
    case viewController, tableViewController, navigationController, tabBarController
    case collectionViewController, splitViewController, pageViewController, hostingController
    case avPlayerViewController, glkViewController, windowController, tabViewController, pagecontroller
    // Connections
    case segue, binding

    /// View and window controllers, even outside a storyboard scene.
    public var isController: Bool {
        switch self {
        case .viewController, .tableViewController, .navigationController, .tabBarController,
             .collectionViewController, .splitViewController, .pageViewController, .hostingController,
             .avPlayerViewController, .glkViewController, .windowController, .tabViewController, .pagecontroller:
            true
        default:
            false
        }
    }

    /// Elements whose unkeyed children are subviews.
    public var isSubviewContainer: Bool {
        switch self {
        case .subviews, .beginningViews, .middleViews, .endViews, .prototypes, .cells: true
        default: false
        }
    }

    /// Elements that are always views, with or without a frame.
    public var isAlwaysView: Bool {
        switch self {
        case .tableViewCellContentView, .collectionViewCellContentView, .tableViewCell, .collectionViewCell,
             .collectionReusableView:
            true
        default:
            false
        }
    }

    /// The element's name as written in documents.
    public var name: String { KnownElement.names[Int(rawValue)] }

    private static let names = allCases.map { "\($0)" }
    /// Built once, read-only afterwards: safe from any thread.
    static let byName: [String: KnownElement] = Dictionary(uniqueKeysWithValues: zip(names, allCases))
}
