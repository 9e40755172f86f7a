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
}
