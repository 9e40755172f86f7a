import Foundation
@testable import NibLint
import XCTest

final class RuleDocumentationTests: XCTestCase {
    /// Docs/rules.md is generated (`nibcheck rules --format markdown > Docs/rules.md`); it must
    /// match what the rule types say today.
    func testDocsRulesMarkdownIsUpToDate() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Docs/rules.md")
        let committed = try String(contentsOf: path, encoding: .utf8)
        XCTAssertEqual(committed, RuleDocumentation.markdown(),
                       "Docs/rules.md is stale: run `swift run nibcheck rules --format markdown > Docs/rules.md`")
    }

    func testEveryRuleIsDocumentedWithItsExamples() {
        let markdown = RuleDocumentation.markdown()
        for rule in RuleRegistry.all.map({ $0.description }) {
            XCTAssertTrue(markdown.contains("\n## \(rule.id)\n"), rule.id)
            XCTAssertFalse(rule.rationale.isEmpty, rule.id)
            for example in rule.triggeringExamples + rule.nonTriggeringExamples {
                XCTAssertTrue(markdown.contains(example.snippet), "\(rule.id): example missing from the reference")
            }
        }
    }

    func testExplainShowsOptionsWithDefaults() {
        let text = RuleDocumentation.explain(ViewAsDeviceRule.description)
        XCTAssertTrue(text.contains("devices (default [retina6_1])"), text)
        XCTAssertTrue(text.contains("Triggers on:"))
    }
}

final class LintGuideTests: XCTestCase {
    /// The rule tables of Docs/lint.md and the README name every rule with its real default.
    func testLintGuideListsEveryRuleWithItsDefault() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        for file in ["Docs/lint.md", "README.md"] {
            let guide = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            for rule in RuleRegistry.all.map({ $0.description }) {
                let state = rule.isEnabledByDefault ? rule.defaultSeverity.rawValue : "off"
                XCTAssertTrue(guide.contains("| `\(rule.id)` | \(state) |"), "\(file): \(rule.id) should be listed as \(state)")
            }
        }
    }
}
