import Foundation
import NibModel
import Testing
@testable import NibProject

@Suite struct ShopAppTests {
    @Test func shopAppAsWrittenHasZeroFindings() throws {
        let project = ProjectIndex.build(roots: [repositoryRoot + "/Fixtures/ShopApp"])
        #expect(project.documents.count == 10)
        #expect(project.diagnostics.isEmpty, "\(project.diagnostics)")
        let report = ConnectionChecker.run(project)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.description).joined(separator: "\n"))")
        #expect(report.skipped.isEmpty, "\(report.skipped)")
    }

    /// What a change to one document can change the findings of: Main references Cart, which
    /// references Checkout; ProductCardView embeds PriceTagView.
    @Test func dependentsAreHostsAndReferrersFollowedBack() {
        let app = repositoryRoot + "/Fixtures/ShopApp"
        let project = ProjectIndex.build(roots: [app])
        func dependents(_ paths: String...) -> [String] {
            project.dependents(of: paths.map { app + "/" + $0 }).map { String($0.dropFirst(app.count + 1)) }
        }
        #expect(dependents("ShopApp/Checkout/Checkout.storyboard") == ["ShopApp/Base.lproj/Main.storyboard", "ShopApp/Cart/Cart.storyboard"])
        #expect(dependents("ShopApp/Cart/Cart.storyboard") == ["ShopApp/Base.lproj/Main.storyboard"])
        #expect(dependents("ShopApp/Base.lproj/Main.storyboard") == [])
        #expect(dependents("ShopKit/PriceTagView.xib") == ["ShopApp/Product/ProductCardView.xib"])
        #expect(dependents("ShopKit/PriceTagView.xib", "ShopApp/Product/ProductCardView.xib") == [], "named documents are not their own dependents")
        #expect(dependents("ShopApp/Catalog/ProductCell.xib") == [])
    }

    /// A reference names a storyboard's group, loaded from its preferred file (Base.lproj's):
    /// a localization that references a changed storyboard makes its group's referrers dependents.
    @Test func dependentsFollowBackThroughALocalizationsGroup() throws {
        func referencing(_ name: String, id: String) -> String {
            IB.storyboard("""
                <scene sceneID="\(id)-Sc-001">
                    <objects>
                        <viewControllerPlaceholder storyboardName="\(name)" id="\(id)-Rf-001" sceneMemberID="viewController"/>
                    </objects>
                </scene>
                """)
        }
        let temp = try TemporaryProject([
            "Cart.storyboard": IB.storyboard(IB.scene("cRt-Sc-001", controller: "cRt-Vc-001"), initial: "cRt-Vc-001"),
            "Base.lproj/Main.storyboard": IB.storyboard(IB.scene("mAi-Sc-001", controller: "mAi-Vc-001"), initial: "mAi-Vc-001"),
            "fr.lproj/Main.storyboard": referencing("Cart", id: "fRm"),
            "App.storyboard": referencing("Main", id: "aPp"),
            "Other.storyboard": referencing("Elsewhere", id: "oTh"),
        ])
        defer { temp.removeAll() }
        let project = temp.index()
        #expect(project.dependents(of: [temp.root + "/Cart.storyboard"]).map { String($0.dropFirst(temp.root.count + 1)) }
                == ["App.storyboard", "fr.lproj/Main.storyboard"])
    }
}

/// Mutations of a temporary copy of ShopApp: each must be caught, by the right rule, at the right place.
@Suite struct ShopAppMutationTests {
    struct Mutation: CustomTestStringConvertible, Sendable {
        let what: String
        let rule: String
        /// A word the finding's message must contain.
        let mentions: String
        let apply: @Sendable (TemporaryProject) throws -> Void
        var testDescription: String { what }
    }

    static func replace(_ file: String, _ old: String, _ new: String) -> @Sendable (TemporaryProject) throws -> Void {
        { temp in
            let text = try temp.read(file)
            guard text.contains(old) else { throw CocoaError(.fileReadUnknown) }
            try temp.write(file, text.replacingOccurrences(of: old, with: new))
        }
    }

    static let mutations: [Mutation] = [
        Mutation(what: "delete an @IBOutlet line", rule: "outlet-missing-property", mentions: "nameLabel",
                 apply: replace("ShopApp/Catalog/ProductCell.swift", "    @IBOutlet private weak var nameLabel: UILabel!\n", "")),
        Mutation(what: "rename an @IBAction", rule: "action-missing-method", mentions: "closeTapped:",
                 apply: replace("ShopApp/Cart/CartViewController.swift", "func closeTapped(", "func dismissCart(")),
        Mutation(what: "rename an unwind action", rule: "action-missing-method", mentions: "unwindToCart:",
                 apply: replace("ShopApp/Cart/CartViewController.swift", "func unwindToCart(", "func unwindToBasket(")),
        Mutation(what: "point a destination at a missing id", rule: "dangling-reference", mentions: "zZz-Zz-zzz",
                 apply: replace("ShopApp/Cart/Cart.storyboard", "selector=\"closeTapped:\" destination=\"cRt-Vc-2bb\"", "selector=\"closeTapped:\" destination=\"zZz-Zz-zzz\"")),
        Mutation(what: "remove a component file", rule: "outlet-unconnected", mentions: "amountLabel",
                 apply: { try $0.remove("ShopKit/PriceTagView.xib") }),
        Mutation(what: "make a component cycle", rule: "component-cycle", mentions: "ProductCardView contains PriceTagView contains ProductCardView",
                 apply: replace("ShopKit/PriceTagView.xib", "            <subviews>\n", """
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cYc-Le-001" customClass="ProductCardView" customModule="ShopApp">
                                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                </view>

                """)),
        Mutation(what: "connect an image view outlet to a label", rule: "outlet-type-mismatch", mentions: "thumbnailImageView",
                 apply: replace("ShopApp/Catalog/ProductCell.xib", "property=\"thumbnailImageView\" destination=\"pRc-Th-1hc\"", "property=\"thumbnailImageView\" destination=\"pRc-Nm-5id\"")),
        Mutation(what: "misspell a custom class", rule: "unknown-custom-class", mentions: "RoundButton",
                 apply: replace("ShopApp/Cart/Cart.storyboard", "customClass=\"RoundedButton\"", "customClass=\"RoundButton\"")),
        Mutation(what: "point a storyboard reference at a missing scene", rule: "storyboard-reference-missing", mentions: "CheckoutScreen",
                 apply: replace("ShopApp/Cart/Cart.storyboard", "referencedIdentifier=\"CheckoutViewController\"", "referencedIdentifier=\"CheckoutScreen\"")),
    ]

    @Test(arguments: mutations) func mutationIsCaught(_ mutation: Mutation) throws {
        let temp = try TemporaryProject(copying: "Fixtures/ShopApp")
        defer { temp.removeAll() }
        try mutation.apply(temp)
        let diagnostics = ConnectionChecker.check(temp.index())
        let matching = diagnostics.filter { $0.code == mutation.rule && $0.message.contains(mutation.mentions) }
        #expect(!matching.isEmpty, "\(diagnostics.map(\.description).joined(separator: "\n"))")
        #expect(matching.allSatisfy { $0.location != nil })
    }
}
