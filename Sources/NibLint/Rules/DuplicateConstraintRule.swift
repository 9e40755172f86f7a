import NibModel

/// Two installed constraints that say the same thing, written either way round.
public struct DuplicateConstraintRule: OptionlessRule {
    /// The rule; it has no options.
    public init() {}

    public static let description = RuleDescription(
        id: "duplicate-constraint",
        summary: "Two constraints installed together state the same relation, possibly mirrored.",
        rationale: """
        A duplicate adds nothing at run time but doubles the work of changing the layout: edit \
        one copy and the other silently keeps the old value, which then conflicts. The mirrored \
        form (`a.leading == b.leading + 8` and `b.leading == a.leading - 8`) is the same equation \
        and is found too, and so is a copy at another priority (the message names both \
        priorities). Relation and multiplier count (`width >= 10` and \
        `width <= 10` are not duplicates), and constraints installed in different size classes are \
        compared only where both are installed.
        """,
        kind: .content, severity: .warning, enabledByDefault: true,
        triggering: [
            RuleExample("""
            <view contentMode="scaleToFill" id="iN0-l3-epB">
                <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bOx-Aa-001">
                        <rect key="frame" x="8" y="0.0" width="100" height="100"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="bOx-Aa-001" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="8" id="cOn-Aa-001"/>
                    <constraint firstItem="iN0-l3-epB" firstAttribute="leading" secondItem="bOx-Aa-001" secondAttribute="leading" constant="-8" id="cOn-Aa-002"/>
                </constraints>
            </view>
            """, .xib),
            RuleExample("""
            <view contentMode="scaleToFill" id="iN0-l3-epB">
                <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                <constraints>
                    <constraint firstAttribute="height" constant="100" id="cOn-Bb-001"/>
                    <constraint firstAttribute="height" constant="100" priority="750" id="cOn-Bb-002"/>
                </constraints>
            </view>
            """, .xib),
        ],
        nonTriggering: [
            RuleExample("""
            <view contentMode="scaleToFill" id="iN0-l3-epB">
                <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                <constraints>
                    <constraint firstAttribute="width" relation="greaterThanOrEqual" constant="10" id="cOn-Cc-001"/>
                    <constraint firstAttribute="width" relation="lessThanOrEqual" constant="10" id="cOn-Cc-002"/>
                    <constraint firstAttribute="height" constant="100" id="cOn-Cc-003"/>
                    <constraint firstAttribute="height" constant="80" placeholder="YES" id="cOn-Cc-004"/>
                </constraints>
            </view>
            """, .xib),
        ])

    public func check(_ file: LintFile) -> [Finding] {
        let document = file.document
        var reported = Set<String>()
        var findings: [Finding] = []
        for variant in document.variants {
            let installed = document.installedConstraints(in: variant)
            var firstByEquation: [Equation: Int] = [:]
            firstByEquation.reserveCapacity(document.constraints.count)
            for index in document.constraints.indices where installed[index] {
                let constraint = document.constraints[index]
                let resolved = constraint.resolved(in: variant)
                let equation = Equation(resolved)
                guard let originalIndex = firstByEquation.updateValue(index, forKey: equation) else { continue }
                firstByEquation[equation] = originalIndex // the first constraint keeps the equation
                let original = document.constraints[originalIndex]
                guard reported.insert(constraint.id).inserted else { continue }
                let place = variant.isBase ? "" : " in \(variant.key)"
                // Copies at two priorities: the one below is what a reader may take for a
                // fallback, and it never decides anything the other does not (a first-run
                // reader could not tell the pair apart from the message).
                let originalPriority = original.resolved(in: variant).priority
                let priorities = originalPriority == resolved.priority ? ""
                    : ", which states it at priority \(formatNumber(originalPriority))"
                findings.append(Finding(
                    "constraint \(constraint.id) (\(document.describe(resolved))) duplicates \(original.id)\(place)\(priorities)",
                    at: constraint.location, objectID: constraint.id,
                    related: [RelatedLocation(location: original.location, message: "first stated here", objectID: original.id)]))
            }
        }
        return findings
    }

    /// A constraint's equation in one canonical orientation, so that `a = m·b + c` and
    /// `b = a/m − c/m` compare equal. Priority is left out: two copies at different priorities
    /// are still two copies.
    /// A constraint as `first.attribute relation second.attribute × multiplier + constant`,
    /// in the one of its two equivalent forms (as written, or solved for the second item) that
    /// comes first: mirrored duplicates get equal equations. Numbers are kept rounded to 1e-6
    /// as numbers (no text per constraint); the forms are ordered as their text would be
    /// (item ids, attributes, relation, then the numbers as `formatNumber` writes them).
    private struct Equation: Hashable {
        let side: Side

        struct Side: Hashable {
            let firstItem: String, firstAttribute: LayoutAttribute, relation: LayoutRelation
            let secondItem: String, secondAttribute: LayoutAttribute?
            let multiplier: Double, constant: Double

            init(_ firstItem: String, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation, _ secondItem: String,
                 _ secondAttribute: LayoutAttribute?, multiplier: Double, constant: Double) {
                func rounded(_ value: Double) -> Double { (value * 1e6).rounded() / 1e6 }
                (self.firstItem, self.firstAttribute, self.relation) = (firstItem, firstAttribute, relation)
                (self.secondItem, self.secondAttribute) = (secondItem, secondAttribute)
                (self.multiplier, self.constant) = (rounded(multiplier), rounded(constant))
            }

            /// Any fixed total order does: it only has to pick the same one of the two forms
            /// for a constraint and for its mirror image.
            func precedes(_ other: Side) -> Bool {
                if firstItem != other.firstItem { return firstItem < other.firstItem }
                if secondItem != other.secondItem { return secondItem < other.secondItem }
                let attributes = (firstAttribute.rawValue, secondAttribute?.rawValue ?? "", relation.rawValue)
                let otherAttributes = (other.firstAttribute.rawValue, other.secondAttribute?.rawValue ?? "", other.relation.rawValue)
                if attributes != otherAttributes { return attributes < otherAttributes }
                return (multiplier, constant) < (other.multiplier, other.constant)
            }
        }

        init(_ constraint: IBConstraint) {
            let forward = Side(constraint.firstItemID, constraint.firstAttribute, constraint.relation,
                               constraint.secondItemID ?? "", constraint.secondAttribute,
                               multiplier: constraint.multiplier, constant: constraint.constant)
            guard let second = constraint.secondItemID, let secondAttribute = constraint.secondAttribute,
                  constraint.multiplier != 0 else {
                side = forward
                return
            }
            let flipped: LayoutRelation = switch constraint.relation {
            case .equal: .equal
            // a ≤ m·b + c with m > 0 is b ≥ (a − c)/m; a negative multiplier flips it back.
            case .lessThanOrEqual: constraint.multiplier > 0 ? .greaterThanOrEqual : .lessThanOrEqual
            case .greaterThanOrEqual: constraint.multiplier > 0 ? .lessThanOrEqual : .greaterThanOrEqual
            }
            let mirrored = Side(second, secondAttribute, flipped, constraint.firstItemID,
                                constraint.firstAttribute, multiplier: 1 / constraint.multiplier,
                                constant: -constraint.constant / constraint.multiplier)
            side = forward.precedes(mirrored) ? forward : mirrored
        }
    }
}
