import Foundation
import NibModel
import Testing
@testable import NibProject

/// `code-identifier-missing` for Storyboard IDs and segues passed as constants: judged by the
/// literal the sources declare the constant with, where nothing else by that name is declared.
@Suite struct IdentifierConstantTests {
    /// `Main.storyboard`: a list scene with a `showDetail` segue to a scene whose Storyboard ID is
    /// `Detail` (the rule's example's document).
    static let storyboard = StoryboardCallExample.make().document

    private func findings(_ source: String, path: String = "Sources/App/ListViewController.swift", more: [String: String] = [:]) throws -> [String] {
        let temp = try TemporaryProject(more.merging(["Main.storyboard": Self.storyboard, path: source]) { $1 })
        defer { temp.removeAll() }
        return ConnectionChecker.check(temp.index()).filter { $0.code == "code-identifier-missing" }.map {
            "\($0.location.map { "\($0.line)" } ?? "-") \($0.message)"
        }
    }

    static func controller(_ body: String) -> String {
        """
        import UIKit

        final class ListViewController: UIViewController {
            static let detailID = "Details"
            private let showID = "showDetail"

            func open() {
                let board = UIStoryboard(name: "Main", bundle: nil)
        \(body)
            }

            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                if segue.identifier == showID { return }
                switch segue.identifier ?? "" {
                case Self.detailID: break
                default: break
                }
            }
        }

        """
    }

    /// A constant declared once with a literal is judged by it, however often it is used; a
    /// name declared twice (a `let` and a parameter), or a `var`, is not judged.
    @Test func aConstantIsJudgedByItsLiteral() throws {
        let judged = Self.controller("""
                    _ = board.instantiateViewController(withIdentifier: Self.detailID)
                    performSegue(withIdentifier: showID, sender: self)
            """)
        #expect(try findings(judged) == [
            "9 Main.storyboard has no controller with Storyboard ID `detailID` = \"Details\" (did you mean \"Detail\"?): instantiating it raises NSInvalidArgumentException when this code runs",
        ])
        let twice = judged.replacingOccurrences(of: "    func open() {", with: "    func open(detailID: String = \"\") {")
        #expect(try findings(twice) == [])
        let variable = judged.replacingOccurrences(of: "static let detailID", with: "static var detailID")
        #expect(try findings(variable) == [])
        let segue = Self.controller("        performSegue(withIdentifier: Self.detailID, sender: self)")
        #expect(try findings(segue) == [
            "9 no storyboard of the project has a segue with identifier `detailID` = \"Details\": performing it raises NSInvalidArgumentException (\"has no segue with identifier\") when this code runs",
        ])
    }

    /// Objective-C: a header's `extern` declaration and the implementation's definition are one
    /// constant; a variable of the same name elsewhere makes the name ambiguous.
    @Test func anObjectiveCConstantDeclaredInItsHeaderIsJudgedByItsDefinition() throws {
        let header = "#import <UIKit/UIKit.h>\n\nextern NSString * const DetailID;\n"
        let implementation = """
            #import "Constants.h"

            NSString * const DetailID = @"Details";

            @implementation ListViewController
            - (void)open {
                UIStoryboard *board = [UIStoryboard storyboardWithName:@"Main" bundle:nil];
                [self showViewController:[board instantiateViewControllerWithIdentifier:DetailID] sender:self];
            }
            @end

            """
        #expect(try findings(implementation, path: "Sources/App/ListViewController.m", more: ["Sources/App/Constants.h": header]) == [
            "8 Main.storyboard has no controller with Storyboard ID `DetailID` = \"Details\" (did you mean \"Detail\"?): instantiating it raises NSInvalidArgumentException when this code runs",
        ])
        let other = "@interface Other : NSObject {\n    NSString *DetailID;\n}\n@end\n"
        #expect(try findings(implementation, path: "Sources/App/ListViewController.m",
                             more: ["Sources/App/Constants.h": header, "Sources/App/Other.h": other]) == [])
    }
}
