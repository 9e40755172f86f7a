import NibModel
import NibProject
@testable import NibLint
import XCTest

/// Every rule's documented examples, run through the engine: triggering ones must produce a
/// located finding of that rule, non-triggering ones none.
final class RuleExampleTests: XCTestCase {
    func testEveryTriggeringExampleTriggers() throws {
        for rule in RuleRegistry.all.map({ $0.description }) {
            XCTAssertFalse(rule.triggeringExamples.isEmpty, "\(rule.id) has no triggering example")
            for (index, example) in rule.triggeringExamples.enumerated() {
                let findings = try ExampleRunner.findings(of: rule, on: example)
                XCTAssertFalse(findings.isEmpty, "\(rule.id): triggering example \(index + 1) found nothing")
                for finding in findings {
                    XCTAssertEqual(finding.code, rule.id)
                    XCTAssertEqual(finding.severity, rule.defaultSeverity)
                    XCTAssertNotNil(finding.location, "\(rule.id): a finding without a location")
                }
            }
        }
    }

    func testNoNonTriggeringExampleTriggers() throws {
        for rule in RuleRegistry.all.map({ $0.description }) {
            XCTAssertFalse(rule.nonTriggeringExamples.isEmpty, "\(rule.id) has no non-triggering example")
            for (index, example) in rule.nonTriggeringExamples.enumerated() {
                let findings = try ExampleRunner.findings(of: rule, on: example)
                XCTAssertEqual(findings.map(\.description), [], "\(rule.id): non-triggering example \(index + 1)")
            }
        }
    }

    /// A duplicate at another priority says so (a first-run reader could not tell the pair
    /// apart from the message).
    func testDuplicateAtAnotherPriorityNamesBoth() throws {
        let rule = DuplicateConstraintRule.description
        let findings = try ExampleRunner.findings(of: rule, on: rule.triggeringExamples[1])
        XCTAssertEqual(findings.map(\.message), ["constraint cOn-Bb-002 (view.height == 100 @750) duplicates cOn-Bb-001, which states it at priority 1000"])
    }

    /// An action whose gesture recognizer no view holds is reported all the same (the method
    /// is missing), saying that nothing sends it until a view holds the recognizer (a first
    /// run: tap recognizers left behind when their views were deleted).
    func testAnActionOfAnUnattachedGestureRecognizerSaysSo() throws {
        func example(attached: Bool) -> RuleExample {
            RuleExample("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="TapHost"/>
            <view contentMode="scaleToFill" id="tAp-Vw-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>\(attached ? """

                <connections>
                    <outletCollection property="gestureRecognizers" destination="tAp-Gr-002" appends="YES" id="tAp-Oc-004"/>
                </connections>
            """ : "")
            </view>
            <tapGestureRecognizer id="tAp-Gr-002">
                <connections>
                    <action selector="handleTap:" destination="-1" id="tAp-Ac-003"/>
                </connections>
            </tapGestureRecognizer>
            """, .xib, fileName: "TapHost.xib", otherFiles: ["TapHost.swift": "import UIKit\n\nfinal class TapHost: UIView {\n}\n"])
        }
        let rule = try XCTUnwrap(RuleRegistry.rule("action-missing-method")).description
        let loose = try ExampleRunner.findings(of: rule, on: example(attached: false))
        XCTAssertEqual(loose.count, 1)
        XCTAssertTrue(loose.first?.message.hasSuffix("its gesture recognizer is attached to no view, so nothing sends the action until a view holds it") == true, "\(loose)")
        let held = try ExampleRunner.findings(of: rule, on: example(attached: true))
        XCTAssertEqual(held.count, 1)
        XCTAssertFalse(held.first?.message.contains("attached to no view") == true, "\(held)")
    }

    /// Every finding NibProject's connection checks can produce is presented by a rule (else
    /// it would be dropped silently).
    func testEveryConnectionCheckHasARule() {
        for id in ConnectionChecker.ruleIDs {
            let rule = RuleRegistry.rule(id)
            XCTAssertNotNil(rule, "no lint rule presents '\(id)'")
            XCTAssertTrue(rule?.sources.contains(.connections) ?? false, id)
        }
    }

    func testRuleIDsAreUniqueAndKebabCase() {
        let ids = RuleRegistry.ids
        XCTAssertEqual(Set(ids).count, ids.count)
        for id in ids {
            XCTAssertTrue(id.allSatisfy { $0.isLowercase || $0 == "-" }, id)
        }
    }
}
