import Testing
@testable import NibProject

/// An outlet a source's extension adds to a framework class (the "next field" of a text field,
/// kept in an associated object) is connected by objects of that class: plain elements and
/// objects naming the class, which have no custom class of the sources.
struct FrameworkExtensionOutletTests {
    static let extensionSource = """
        import UIKit

        private var followingKey: UInt8 = 0

        extension UITextField {
            @IBOutlet var followingField: UIView? {
                get { objc_getAssociatedObject(self, &followingKey) as? UIView }
                set { objc_setAssociatedObject(self, &followingKey, newValue, .OBJC_ASSOCIATION_RETAIN) }
            }
        }

        """

    static func form(connecting: Bool, customClass: String? = nil) -> String {
        let named = customClass.map { " customClass=\"\($0)\"" } ?? ""
        let outlet = connecting ? """

                    <connections>
                        <outlet property="followingField" destination="fEx-Tf-002" id="fEx-Ou-001"/>
                    </connections>
            """ : ""
        return IB.xib("""
            <view contentMode="scaleToFill" id="fEx-Vw-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <subviews>
                    <textField opaque="NO" contentMode="scaleToFill" id="fEx-Tf-001"\(named)>
                        <rect key="frame" x="0.0" y="0.0" width="320" height="34"/>\(outlet)
                    </textField>
                    <textField opaque="NO" contentMode="scaleToFill" id="fEx-Tf-002">
                        <rect key="frame" x="0.0" y="50" width="320" height="34"/>
                    </textField>
                </subviews>
            </view>
            """)
    }

    static func codes(_ form: String) throws -> [String] {
        let temp = try TemporaryProject(["Form.xib": form, "UITextField+Following.swift": extensionSource])
        defer { temp.removeAll() }
        return ConnectionChecker.check(temp.index()).map(\.code)
    }

    /// A first run: a text field's `nextField`, declared in `extension UITextField` and
    /// connected by two plain text fields, was reported connected in no document.
    @Test func aPlainElementConnectsItsFrameworkClassesExtensionOutlet() throws {
        #expect(try Self.codes(Self.form(connecting: true)) == [])
        #expect(try Self.codes(Self.form(connecting: true, customClass: "UITextField")) == [])
        #expect(try Self.codes(Self.form(connecting: false)) == ["outlet-unconnected"])
    }
}
