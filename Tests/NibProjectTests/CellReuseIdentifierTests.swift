import Foundation
import NibModel
import Testing
@testable import NibProject

/// `code-identifier-missing` for cells: a literal reuse identifier dequeued with the raising
/// `dequeueReusableCell(withIdentifier:for:)` that no document's cell has and that the code does
/// not keep elsewhere.
@Suite struct CellReuseIdentifierTests {
    /// A table scene of `RowsViewController` whose prototype cell is `DetailRow` (the rule's
    /// example's document).
    static let storyboard = StoryboardCallExample.make(cell: "DetailRow").document

    static let controller = """
        import UIKit

        final class RowsViewController: UITableViewController {
            static let headerID = "Header"

            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Plain")
                tableView.register(BadgeCell.self, forCellReuseIdentifier: String(describing: BadgeCell.self))
            }

            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                _ = tableView.dequeueReusableCell(withIdentifier: "DetailRow", for: indexPath)
                _ = tableView.dequeueReusableCell(withIdentifier: "DetailRows", for: indexPath)
                _ = tableView.dequeueReusableCell(withIdentifier: "Plain", for: indexPath)
                _ = tableView.dequeueReusableCell(withIdentifier: "Header", for: indexPath)
                _ = tableView.dequeueReusableCell(withIdentifier: "BadgeCell", for: indexPath)
                return tableView.dequeueReusableCell(withIdentifier: "Gone") ?? UITableViewCell()
            }
        }

        final class BadgeCell: UITableViewCell {}

        """

    private func findings(_ files: [String: String]) throws -> [String] {
        let temp = try TemporaryProject(files)
        defer { temp.removeAll() }
        return ConnectionChecker.check(temp.index()).filter { $0.code == "code-identifier-missing" }.map {
            "\($0.location.map { "\($0.line)" } ?? "-") \($0.message)"
        }
    }

    /// Only the identifier no cell has, no registration writes and no constant holds is
    /// reported; a class's name is one `String(describing:)` may register, where the code
    /// registers cells so; the method that returns nil raises nothing.
    @Test func onlyAnIdentifierNothingGivesACellIsReported() throws {
        let rows = "no storyboard or xib of the project has a cell with reuse identifier \"DetailRows\" (did you mean \"DetailRow\"?), and the code registers none under it: dequeuing it raises NSInternalInconsistencyException (\"unable to dequeue a cell with identifier\") when this code runs"
        #expect(try findings(["Main.storyboard": Self.storyboard, "Sources/App/RowsViewController.swift": Self.controller]) == ["14 " + rows])
        let spelledOnly = Self.controller.replacingOccurrences(of: "forCellReuseIdentifier: String(describing: BadgeCell.self)", with: "forCellReuseIdentifier: \"Badge\"")
        #expect(try findings(["Main.storyboard": Self.storyboard, "Sources/App/RowsViewController.swift": spelledOnly]).map { $0.prefix(70) } == [
            "14 " + rows.prefix(67),
            "17 no storyboard or xib of the project has a cell with reuse identifie",
        ])
    }

    /// Without a cell in any document the project makes its cells in code (or the tree lacks
    /// its documents), and a document that could not be read may hold the cell: nothing is judged.
    @Test func aProjectWithoutDocumentCellsOrWithAnUnreadableDocumentIsNotJudged() throws {
        let withoutCells = Self.storyboard.replacingOccurrences(of: " reuseIdentifier=\"DetailRow\"", with: "")
        #expect(try findings(["Main.storyboard": withoutCells, "Sources/App/RowsViewController.swift": Self.controller]) == [])
        #expect(try findings(["Main.storyboard": Self.storyboard, "Broken.xib": "<document", "Sources/App/RowsViewController.swift": Self.controller]) == [])
    }

    /// A collection scene whose section header is `SectionHeader`.
    static let collectionStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="sVw-Vc-001">
            <scenes>
                <scene sceneID="sVw-Sc-001">
                    <objects>
                        <collectionViewController id="sVw-Vc-001" customClass="TilesViewController" sceneMemberID="viewController">
                            <collectionView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="sVw-Cv-002">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <collectionViewFlowLayout key="collectionViewLayout" id="sVw-Fl-003">
                                    <size key="itemSize" width="50" height="50"/>
                                    <size key="headerReferenceSize" width="50" height="40"/>
                                </collectionViewFlowLayout>
                                <cells>
                                    <collectionViewCell contentMode="center" reuseIdentifier="Tile" id="sVw-Ce-004">
                                        <rect key="frame" x="0.0" y="40" width="50" height="50"/>
                                    </collectionViewCell>
                                </cells>
                                <collectionReusableView key="sectionHeaderView" contentMode="center" reuseIdentifier="SectionHeader" id="sVw-Hd-005">
                                    <rect key="frame" x="0.0" y="0.0" width="390" height="40"/>
                                </collectionReusableView>
                            </collectionView>
                        </collectionViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static let collectionController = """
        import UIKit

        final class TilesViewController: UICollectionViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "Footer")
            }

            override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
                _ = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "SectionHeader", for: indexPath)
                _ = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Footer", for: indexPath)
                _ = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "BadgeView", for: indexPath)
                return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "SectionHeaders", for: indexPath)
            }
        }

        final class BadgeView: UICollectionReusableView {}

        """

    /// A section header or footer is judged as a cell is: against the documents' reusable views,
    /// the literals the code registers, and a class's name where the code registers supplementary
    /// views under identifiers it does not spell.
    @Test func aSupplementaryViewNothingGivesIsReported() throws {
        let headers = "no storyboard or xib of the project has a reusable view with reuse identifier \"SectionHeaders\" (did you mean \"SectionHeader\"?), and the code registers none under it: dequeuing it raises NSInternalInconsistencyException (\"could not dequeue a view of kind … with identifier\") when this code runs"
        let badge = "no storyboard or xib of the project has a reusable view with reuse identifier \"BadgeView\""
        let files = ["Main.storyboard": Self.collectionStoryboard, "Sources/App/TilesViewController.swift": Self.collectionController]
        #expect(try findings(files).map { $0.hasPrefix("12 ") ? String($0.prefix(3 + badge.count)) : $0 } == ["12 " + badge, "13 " + headers])
        var computed = files
        computed["Sources/App/Registration.swift"] = """
            import UIKit

            func registerBadge(in view: UICollectionView) {
                view.register(BadgeView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                              withReuseIdentifier: String(describing: BadgeView.self))
            }

            """
        #expect(try findings(computed) == ["13 " + headers])
    }

    /// A constant's value is judged as a literal is, where the constant is declared once with a
    /// literal and only dequeuing calls pass it: a registration passing it, a second declaration of
    /// its name, or a `var` leaves it unjudged.
    @Test func aConstantsValueNothingGivesIsReported() throws {
        func controller(_ declarations: String, registration: String = "") -> String {
            """
            import UIKit

            final class RowsViewController: UITableViewController {
            \(declarations)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    \(registration)
                }

                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    _ = tableView.dequeueReusableCell(withIdentifier: Self.rowID, for: indexPath)
                    return tableView.dequeueReusableCell(withIdentifier: Self.detailID, for: indexPath)
                }
            }

            """
        }
        let declared = "    static let rowID = \"DetailRow\"\n    static let detailID: String = \"DetailRows\" // the details' row\n"
        let rows = "14 no storyboard or xib of the project has a cell with reuse identifier `detailID` = \"DetailRows\" (did you mean \"DetailRow\"?), and the code registers none under it: dequeuing it raises NSInternalInconsistencyException (\"unable to dequeue a cell with identifier\") when this code runs"
        func lint(_ source: String) throws -> [String] {
            try findings(["Main.storyboard": Self.storyboard, "Sources/App/RowsViewController.swift": source])
        }
        #expect(try lint(controller(declared)) == [rows])
        #expect(try lint(controller(declared, registration: "tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.detailID)")) == [])
        #expect(try lint(controller(declared.replacingOccurrences(of: "static let detailID", with: "static var detailID"))) == [])
        #expect(try lint(controller(declared + "    enum Other {\n        static let detailID = \"Elsewhere\"\n    }\n")) == [])
    }
}
