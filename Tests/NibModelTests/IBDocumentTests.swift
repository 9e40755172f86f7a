import Foundation
import XCTest
@testable import NibModel

final class IBDocumentTests: XCTestCase {
    let comicView = iOSXib("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ComicView" customModule="ComicApp" customModuleProvider="target">
                <connections>
                    <outlet property="titleLabel" destination="Tt1-aa-001" id="Oc1-aa-001"/>
                    <action selector="tap:" destination="-1" id="Ac1-aa-001"/>
                </connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="Rt1-aa-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <label opaque="NO" text="Title" translatesAutoresizingMaskIntoConstraints="NO" horizontalHuggingPriority="251" id="Tt1-aa-001">
                        <rect key="frame" x="20" y="20" width="280" height="20.5"/>
                    </label>
                    <button translatesAutoresizingMaskIntoConstraints="NO" id="Bt1-aa-001">
                        <rect key="frame" x="20" y="60" width="100" height="30"/>
                        <state key="normal" image="star" catalog="system"/>
                        <color key="backgroundColor" name="Brand"/>
                    </button>
                </subviews>
                <viewLayoutGuide key="safeArea" id="Sa1-aa-001"/>
                <color key="tintColor" systemColor="systemBlueColor"/>
                <constraints>
                    <constraint firstItem="Tt1-aa-001" firstAttribute="leading" secondItem="Sa1-aa-001" secondAttribute="leading" constant="20" id="Cn1-aa-001"/>
                    <constraint firstAttribute="trailing" secondItem="Tt1-aa-001" secondAttribute="trailing" constant="-20.5" id="Cn2-aa-001"/>
                    <constraint firstItem="Bt1-aa-001" firstAttribute="width" secondItem="Tt1-aa-001" secondAttribute="width" multiplier="1:2" priority="750" id="Cn3-aa-001"/>
                    <constraint firstItem="Bt1-aa-001" firstAttribute="top" secondItem="Tt1-aa-001" secondAttribute="baseline" relation="greaterThanOrEqual" constant="8" symbolic="YES" id="Cn4-aa-001">
                        <variation key="heightClass=compact" constant="2"/>
                    </constraint>
                    <constraint firstItem="Bt1-aa-001" firstAttribute="height" secondItem="Bt1-aa-001" secondAttribute="width" multiplier="2/5" id="Cn5-aa-001"/>
                    <constraint firstItem="Bt1-aa-001" firstAttribute="leading" secondItem="Rt1-aa-001" secondAttribute="leadingMargin" id="Cn6-aa-001"/>
                    <constraint firstItem="Bt1-aa-001" firstAttribute="trailing" secondItem="Rt1-aa-001" secondAttribute="trailingMargin" id="Cn7-aa-001"/>
                </constraints>
                <variation key="default">
                    <mask key="constraints">
                        <exclude reference="Cn7-aa-001"/>
                    </mask>
                </variation>
                <variation key="widthClass=regular">
                    <mask key="constraints">
                        <include reference="Cn7-aa-001"/>
                        <exclude reference="Cn6-aa-001"/>
                    </mask>
                    <mask key="subviews">
                        <exclude reference="Bt1-aa-001"/>
                    </mask>
                </variation>
            </view>
    """)

    func testDocumentAttributesAndPlaceholders() throws {
        let document = try parse(comicView, path: "ComicView.xib")
        XCTAssertEqual(document.kind, .xib)
        XCTAssertEqual(document.platform, .iOS)
        XCTAssertEqual(document.frameOrigin, .topLeft)
        XCTAssertEqual(document.toolsVersion, "22505")
        XCTAssertTrue(document.useAutolayout && document.useTraitCollections && document.useSafeAreas)
        XCTAssertEqual(document.device?.id, "retina6_1")
        XCTAssertEqual(document.topLevelObjectIDs, ["-1", "-2", "Rt1-aa-001"])
        XCTAssertEqual(document.object("-1")?.role, .placeholder(.filesOwner))
        XCTAssertEqual(document.object("-2")?.role, .placeholder(.firstResponder))
        XCTAssertEqual(document.object("-1")?.qualifiedCustomClass, "ComicApp.ComicView")
        XCTAssertEqual(document.rootViewIDs, ["Rt1-aa-001"])
        XCTAssertFalse(document.objects.contains { $0.id == "retina6_1" }, "the device id is not an object id")
        XCTAssertTrue(document.diagnostics.isEmpty, "\(document.diagnostics)")
    }

    func testViewsFramesAndHierarchy() throws {
        let document = try parse(comicView)
        let root = try XCTUnwrap(document.object("Rt1-aa-001"))
        XCTAssertEqual(root.role, .view)
        XCTAssertNil(root.superviewID)
        XCTAssertEqual(root.subviewIDs, ["Tt1-aa-001", "Bt1-aa-001"])
        XCTAssertEqual(root.autoresizingMask, [.widthSizable, .heightSizable])
        XCTAssertTrue(root.translatesAutoresizingMaskIntoConstraints)
        let label = try XCTUnwrap(document.object("Tt1-aa-001"))
        XCTAssertEqual(label.superviewID, "Rt1-aa-001")
        XCTAssertEqual(label.frame, Rect(x: 20, y: 20, width: 280, height: 20.5))
        XCTAssertFalse(label.translatesAutoresizingMaskIntoConstraints)
        XCTAssertEqual(label.contentHugging, AxisPriorities(horizontal: 251, vertical: 250))
        XCTAssertEqual(label.compressionResistance, AxisPriorities(horizontal: 750, vertical: 750))
        XCTAssertEqual(label.location.line, 19)
        XCTAssertEqual(document.layoutGuides.first?.kind, .safeArea)
        XCTAssertEqual(document.layoutGuides.first?.ownerViewID, "Rt1-aa-001")
    }

    /// Xcode 8.0 (toolsVersion 11201) wrote some frames as `<frame key="frameInset">`, the
    /// origin as `minX`/`minY` (0 when omitted): they are frames like any `<rect key="frame">`,
    /// and a keyed view with one is an object (a cell's content view).
    func testXcode8FrameInsetsAreFrames() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="11201" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <objects>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="Cel-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="Cel-aa-001" id="Cnt-aa-001">
                        <frame key="frameInset" width="320" height="43"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Add" translatesAutoresizingMaskIntoConstraints="NO" id="Lbl-aa-001">
                                <frame key="frameInset" minX="246" minY="11" width="50" height="21"/>
                            </label>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
        let document = try IBDocument.parse(Array(xib.utf8), path: "Cell.xib")
        XCTAssertEqual(document.object("Cnt-aa-001")?.frame, Rect(x: 0, y: 0, width: 320, height: 43))
        XCTAssertEqual(document.object("Lbl-aa-001")?.frame, Rect(x: 246, y: 11, width: 50, height: 21))
        XCTAssertEqual(document.object("Lbl-aa-001")?.superviewID, "Cnt-aa-001")
    }

    func testConstraintsAreNormalised() throws {
        let document = try parse(comicView)
        XCTAssertEqual(document.constraints.count, 7)
        let leading = try XCTUnwrap(document.constraint("Cn1-aa-001"))
        XCTAssertEqual(leading.holderID, "Rt1-aa-001")
        XCTAssertEqual(leading.secondItemID, "Sa1-aa-001")
        XCTAssertEqual(leading.constant, 20)
        XCTAssertEqual(leading.priority, 1000)
        let trailing = try XCTUnwrap(document.constraint("Cn2-aa-001"))
        XCTAssertEqual(trailing.firstItemID, "Rt1-aa-001", "a missing firstItem means the holder")
        XCTAssertTrue(trailing.isFirstItemImplicit)
        XCTAssertEqual(trailing.constant, -20.5)
        let width = try XCTUnwrap(document.constraint("Cn3-aa-001"))
        XCTAssertEqual(width.multiplier, 0.5)
        XCTAssertEqual(width.priority, 750)
        XCTAssertFalse(width.isRequired)
        let top = try XCTUnwrap(document.constraint("Cn4-aa-001"))
        XCTAssertEqual(top.secondAttribute, .lastBaseline)
        XCTAssertEqual(top.relation, .greaterThanOrEqual)
        XCTAssertTrue(top.isSymbolic)
        XCTAssertEqual(top.resolved(in: Variant(key: "heightClass=compact")).constant, 2)
        XCTAssertEqual(top.resolved(in: Variant(key: "heightClass=compact-widthClass=compact")).constant, 2)
        XCTAssertEqual(top.resolved(in: .base).constant, 8)
        XCTAssertEqual(document.constraint("Cn5-aa-001")?.multiplier, 0.4)
        XCTAssertEqual(document.describe(width), "button.width == titleLabel.width × 0.5 @750")
        XCTAssertEqual(document.describe(leading), "titleLabel.leading == safeArea.leading + 20")
        // Terms with spaces, as Xcode keeps a ratio typed so; still nothing that is no number.
        XCTAssertEqual(parseMultiplier("1: 1"), 1)
        XCTAssertEqual(parseMultiplier(" 3 / 2 "), 1.5)
        XCTAssertNil(parseMultiplier("1: "))
        XCTAssertNil(parseMultiplier("1:0"))
    }

    /// The view holding a constraint reads `superview` only where it is the other item's
    /// superview: a constraint to a grandparent names it (a first run: a conflict where
    /// "superview" named two different views).
    func testAHolderIsSuperviewOnlyToItsOwnSubviews() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="gRp-Rt-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="gRp-Bx-002">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="gRp-Kd-003" userLabel="Kid">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="gRp-Kd-003" firstAttribute="leading" secondItem="gRp-Bx-002" secondAttribute="leading" id="gRp-C1-004"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="gRp-Kd-003" firstAttribute="top" secondItem="gRp-Rt-001" secondAttribute="topMargin" id="gRp-C2-005"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
        let document = try IBDocument.parse(Array(xib.utf8), path: "Grand.xib")
        XCTAssertEqual(document.describe(try XCTUnwrap(document.constraint("gRp-C1-004"))), "Kid.leading == superview.leading")
        XCTAssertEqual(document.describe(try XCTUnwrap(document.constraint("gRp-C2-005"))), "Kid.top == view (gRp-Rt-001).topMargin")
    }

    func testVariantsInstallAndUninstall() throws {
        let document = try parse(comicView)
        XCTAssertEqual(document.variants.map(\.key), ["default", "heightClass=compact", "widthClass=regular"])
        let base = document.installedConstraintIDs(in: .base)
        XCTAssertFalse(base.contains("Cn7-aa-001"))
        XCTAssertTrue(base.contains("Cn6-aa-001"))
        let regular = document.installedConstraintIDs(in: Variant(key: "widthClass=regular"))
        XCTAssertTrue(regular.contains("Cn7-aa-001"))
        XCTAssertFalse(regular.contains("Cn6-aa-001"))
        XCTAssertEqual(document.uninstalledViewIDs(in: Variant(key: "widthClass=regular")), ["Bt1-aa-001"])
        XCTAssertEqual(document.uninstalledViewIDs(in: .base), [])
        let both = Variant(key: "heightClass=compact-widthClass=regular")
        XCTAssertTrue(document.installedConstraintIDs(in: both).contains("Cn7-aa-001"))
    }

    /// The flags by index agree with the set of ids: with masks (ComicView), with a placeholder
    /// constraint left out or kept, and with a placeholder that shares an id with a real one.
    func testInstalledConstraintFlagsAgreeWithTheIDSet() throws {
        let placeholders = try parse(iOSXib("""
            <view contentMode="scaleToFill" id="Rt1-aa-001">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" id="Vw1-aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="Vw1-aa-001" firstAttribute="width" constant="10" id="Cn1-aa-001"/>
                    <constraint firstItem="Vw1-aa-001" firstAttribute="height" constant="10" placeholder="YES" id="Cn2-aa-001"/>
                    <constraint firstItem="Vw1-aa-001" firstAttribute="top" secondItem="Rt1-aa-001" secondAttribute="top" id="Cn2-aa-001"/>
                </constraints>
            </view>
            """))
        for document in [try parse(comicView), placeholders] {
            for variant in document.variants + [Variant(key: "heightClass=compact-widthClass=regular")] {
                for includingPlaceholders in [false, true] {
                    let ids = document.installedConstraintIDs(in: variant, includingPlaceholders: includingPlaceholders)
                    XCTAssertEqual(document.installedConstraints(in: variant, includingPlaceholders: includingPlaceholders),
                                   document.constraints.map { ids.contains($0.id) }, "\(variant.key) \(includingPlaceholders)")
                }
            }
        }
        XCTAssertEqual(placeholders.installedConstraints(in: .base), [true, false, false])
    }

    func testConnectionsAndResources() throws {
        let document = try parse(comicView)
        XCTAssertEqual(document.connections.count, 2)
        let outlet = document.connections[0]
        XCTAssertEqual(outlet.kind, .outlet)
        XCTAssertEqual(outlet.sourceID, "-1")
        XCTAssertEqual(outlet.property, "titleLabel")
        XCTAssertEqual(outlet.destinationID, "Tt1-aa-001")
        XCTAssertEqual(document.connections[1].selector, "tap:")
        XCTAssertEqual(document.describe(outlet), "outlet titleLabel → label \"Title\"")
        let images = document.resources.filter { $0.kind == .image }
        XCTAssertEqual(images.map(\.name), ["star"])
        XCTAssertEqual(images.first?.isSystem, true)
        XCTAssertEqual(images.first?.objectID, "Bt1-aa-001")
        XCTAssertEqual(document.resources.filter { $0.kind == .namedColor }.map(\.name), ["Brand"])
        XCTAssertEqual(document.resources.filter { $0.kind == .systemColor }.map(\.name), ["systemBlueColor"])
    }

    func testAFlagNamedLikeAnImageNamesNoImage() throws {
        // A check box's behaviour writes `doesNotDimImage="YES"`: a flag, not an image named YES.
        let document = try parse(macXib("""
                <customView id="fLg-Rt-001">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
                    <subviews>
                        <button id="fLg-Bt-002">
                            <rect key="frame" x="18" y="20" width="100" height="18"/>
                            <buttonCell key="cell" type="check" title="Wrap lines" bezelStyle="regularSquare" imagePosition="left" alternateImage="checkmark.on" state="on" inset="2" id="fLg-Cl-003">
                                <behavior key="behavior" changeContents="YES" doesNotDimImage="YES" lightByContents="YES"/>
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
                    </subviews>
                </customView>
            """), path: "Flags.xib")
        XCTAssertEqual(document.resources.filter { $0.kind == .image }.map(\.name), ["checkmark.on"])
    }

    func testAnAccessibilityTraitNamesNoImage() throws {
        // `<accessibilityTraits image="YES">`: the image trait (UIAccessibilityTraitImage), a flag.
        let document = try parse(iOSXib("""
                <imageView contentMode="scaleAspectFit" image="avatar" id="aTr-Iv-001">
                    <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                    <accessibility key="accessibilityConfiguration" identifier="icon">
                        <accessibilityTraits key="traits" image="YES" notEnabled="YES"/>
                    </accessibility>
                </imageView>
            """), path: "Traits.xib")
        XCTAssertEqual(document.resources.filter { $0.kind == .image }.map(\.name), ["avatar"])
    }

    func testStoryboardScenesReferencesGuidesAndMacPlaceholders() throws {
        let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="Vc1-aa-001">
            <scenes>
                <!--List-->
                <scene sceneID="Sc1-aa-001">
                    <objects>
                        <viewController storyboardIdentifier="List" id="Vc1-aa-001" customClass="ListViewController" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="Tg1-aa-001"/>
                                <viewControllerLayoutGuide type="bottom" id="Bg1-aa-001"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="Vw1-aa-001">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                        <integer key="value" value="8"/>
                                    </userDefinedRuntimeAttribute>
                                </userDefinedRuntimeAttributes>
                            </view>
                            <connections>
                                <segue destination="Rf1-aa-001" kind="show" identifier="showDetail" id="Sg1-aa-001"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Fr1-aa-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                        <exit id="Ex1-aa-001" userLabel="Exit" sceneMemberID="exit"/>
                    </objects>
                    <point key="canvasLocation" x="10" y="20"/>
                </scene>
                <scene sceneID="Sc2-aa-001">
                    <objects>
                        <viewControllerPlaceholder storyboardName="Detail" referencedIdentifier="DetailViewController" id="Rf1-aa-001" sceneMemberID="viewController"/>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Fr2-aa-001" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let document = try parse(storyboard, path: "Main.storyboard")
        XCTAssertEqual(document.kind, .storyboard)
        XCTAssertEqual(document.initialViewControllerID, "Vc1-aa-001")
        XCTAssertEqual(document.scenes.map(\.sceneID), ["Sc1-aa-001", "Sc2-aa-001"])
        XCTAssertEqual(document.scenes[0].title, "List")
        XCTAssertEqual(document.scenes[0].controllerID, "Vc1-aa-001")
        XCTAssertEqual(document.scenes[0].firstResponderID, "Fr1-aa-001")
        XCTAssertEqual(document.scenes[0].exitID, "Ex1-aa-001")
        XCTAssertEqual(document.object("Ex1-aa-001")?.role, .placeholder(.exit))
        XCTAssertEqual(document.object("Vw1-aa-001")?.controllerID, "Vc1-aa-001")
        XCTAssertEqual(document.object("Vw1-aa-001")?.sceneID, "Sc1-aa-001")
        XCTAssertNil(document.object("Vw1-aa-001")?.superviewID)
        XCTAssertEqual(document.layoutGuides.map(\.ownerViewID), ["Vw1-aa-001", "Vw1-aa-001"])
        XCTAssertEqual(document.layoutGuides.map(\.kind), [.topLayoutGuide, .bottomLayoutGuide])
        XCTAssertEqual(document.storyboardReferences.first?.storyboardName, "Detail")
        XCTAssertEqual(document.storyboardReferences.first?.referencedIdentifier, "DetailViewController")
        XCTAssertEqual(document.object("Rf1-aa-001")?.role, .storyboardReference)
        XCTAssertEqual(document.connections.first?.segueKind, "show")
        XCTAssertEqual(document.connections.first?.identifier, "showDetail")
        XCTAssertEqual(document.runtimeAttributes.first?.keyPath, "layer.cornerRadius")
        XCTAssertEqual(document.runtimeAttributes.first?.value, "value=8")
        XCTAssertEqual(document.runtimeAttributes.first?.objectID, "Vw1-aa-001")

        let mac = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="PrefsController">
                    <connections><outlet property="view" destination="Cv1-aa-001" id="Oo1-aa-001"/></connections>
                </customObject>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                <customView id="Cv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                    <subviews>
                        <button id="Bb1-aa-001">
                            <rect key="frame" x="10" y="10" width="80" height="32"/>
                            <connections><action selector="save:" target="-2" id="Aa1-aa-001"/></connections>
                        </button>
                    </subviews>
                </customView>
            </objects>
        </document>
        """
        let macDocument = try parse(mac)
        XCTAssertEqual(macDocument.platform, .macOS)
        XCTAssertEqual(macDocument.frameOrigin, .bottomLeft)
        XCTAssertEqual(macDocument.object("-2")?.role, .placeholder(.filesOwner))
        XCTAssertEqual(macDocument.object("-1")?.role, .placeholder(.firstResponder))
        XCTAssertEqual(macDocument.object("-3")?.role, .placeholder(.application))
        XCTAssertEqual(macDocument.connections.last?.destinationID, "-2", "macOS actions name their target")
        XCTAssertEqual(macDocument.object("Bb1-aa-001")?.superviewID, "Cv1-aa-001")
    }

    func testModelProblemsAreDiagnosticsNotCrashes() throws {
        let text = iOSXib("""
                <view id="Rt1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <subviews>
                        <view id="Dup-aa-001"><rect key="frame" x="0" y="0" width="nan" height="10"/></view>
                        <view id="Dup-aa-001"/>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Dup-aa-001" firstAttribute="leading" secondItem="Gone-aa-01" secondAttribute="leading" id="Bad-aa-001"/>
                        <constraint firstAttribute="width" constant="NaN" id="Bad-aa-002"/>
                        <constraint firstAttribute="width" secondItem="Dup-aa-001" secondAttribute="height" multiplier="1:0" id="Bad-aa-003"/>
                        <constraint firstAttribute="height" secondItem="Dup-aa-001" secondAttribute="height" multiplier="0/0" id="Bad-aa-004"/>
                        <constraint firstAttribute="width" constant="10" priority="0" id="Bad-aa-005"/>
                        <constraint firstAttribute="width" constant="10" priority="1001" id="Bad-aa-006"/>
                        <constraint firstAttribute="leading" constant="10" id="Bad-aa-007"/>
                        <constraint firstAttribute="leading" secondItem="Dup-aa-001" secondAttribute="top" id="Bad-aa-008"/>
                        <constraint firstAttribute="leading" secondItem="Dup-aa-001" secondAttribute="leading" multiplier="0" id="Bad-aa-009"/>
                        <constraint firstAttribute="sideways" secondItem="Dup-aa-001" secondAttribute="top" id="Bad-aa-010"/>
                        <constraint firstAttribute="width" constant="inf" id="Bad-aa-011"/>
                        <constraint firstAttribute="width" constant="1e300" id="Bad-aa-012"/>
                        <constraint firstAttribute="width" secondItem="Dup-aa-001" secondAttribute="width" multiplier="0" id="Ok0-aa-001"/>
                    </constraints>
                </view>
        """)
        let document = try parse(text)
        let codes = document.diagnostics.map(\.code)
        XCTAssertEqual(codes.filter { $0 == "duplicate-id" }.count, 1)
        XCTAssertEqual(codes.filter { $0 == "dangling-reference" }.count, 1)
        XCTAssertEqual(codes.filter { $0 == "invalid-constraint" }.count, 11, "\(document.diagnostics.map(\.message))")
        XCTAssertEqual(document.constraints.map(\.id), ["Bad-aa-001", "Ok0-aa-001"])
        XCTAssertTrue(document.diagnostics.allSatisfy { $0.location != nil && $0.objectID != nil })
        XCTAssertEqual(document.object("Dup-aa-001")?.frame?.width, 0, "a non-finite frame value reads as 0")
    }

    func testDumpIsDeterministicAndCoversEveryID() throws {
        let document = try parse(comicView)
        let first = document.dumpJSON().prettyRendered()
        let second = try parse(comicView).dumpJSON().prettyRendered()
        XCTAssertEqual(first, second)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
        let objects = try XCTUnwrap(json["objects"] as? [[String: Any]])
        let idCount = comicView.components(separatedBy: " id=\"").count - 1 - 1 // less the device id
        XCTAssertEqual(objects.count, idCount)
        XCTAssertTrue(objects.allSatisfy { $0["id"] != nil && $0["element"] != nil && $0["line"] != nil })
        XCTAssertTrue(document.outline().contains("titleLabel.leading == safeArea.leading + 20 #Cn1-aa-001"))
        // A connection names its destination with its id; its own id comes last.
        let outlet = try XCTUnwrap(document.connections.first { $0.kind == .outlet })
        let destination = try XCTUnwrap(outlet.destinationID)
        XCTAssertTrue(document.outline().contains("→ \(outlet.kind) \(outlet.property!) → "), document.outline())
        XCTAssertTrue(document.outline().contains("(\(destination)) #\(outlet.id)"), document.outline())
    }

    /// Class names take the article they are read aloud with: an initialism is spelled.
    func testClassNamesTakeTheArticleTheyAreReadWith() {
        XCTAssertEqual(ObjectNaming.withArticle("NSPopUpButtonCell"), "an NSPopUpButtonCell")
        XCTAssertEqual(ObjectNaming.withArticle("UILabel"), "a UILabel")
        XCTAssertEqual(ObjectNaming.withArticle("ImageCell"), "an ImageCell")
        XCTAssertEqual(ObjectNaming.withArticle("MyCell"), "a MyCell")
        XCTAssertEqual(ObjectNaming.withArticle("SKView"), "an SKView")
        XCTAssertEqual(ObjectNaming.withArticle(""), "")
    }

    /// The frameworks' relationship outlets (`delegate`, `nextKeyView`…) say what an object does
    /// for another, not what it is: an object is named by another outlet, or not by one.
    func testRelationshipOutletsDoNotNameTheirDestination() throws {
        let document = try IBDocument.parse(Array(iOSXib("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ListController">
                    <connections>
                        <outlet property="store" destination="sTo-Re-001" id="oUt-Re-003"/>
                    </connections>
                </placeholder>
                <customObject id="sTo-Re-001" customClass="ListStore"/>
                <customObject id="dLg-Re-002" customClass="ListLogger"/>
                <tableView id="tBl-Re-001">
                    <connections>
                        <outlet property="delegate" destination="dLg-Re-002" id="oUt-Re-001"/>
                        <outlet property="dataSource" destination="sTo-Re-001" id="oUt-Re-002"/>
                    </connections>
                </tableView>
        """).utf8), path: "List.xib")
        XCTAssertEqual(document.naming.readableName(of: "sTo-Re-001"), "store")
        XCTAssertNil(document.naming.readableName(of: "dLg-Re-002"))
    }
}
