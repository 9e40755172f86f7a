import NibLocalization
import NibModel
import Testing

/// Properties ibtool localizes that first runs on real apps met and the corpus does not show.
@Suite struct LocalizableStringsTests {
    static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
        <objects>
            <customObject id="-2" userLabel="File's Owner"/>
            <button verticalHuggingPriority="750" id="bTn-Ls-001">
                <rect key="frame" x="20" y="20" width="80" height="32"/>
                <buttonCell key="cell" type="push" title="Queue" alternateTitle="Dequeue" bezelStyle="rounded" alignment="center" borderStyle="border" id="cEl-Ls-001"/>
                <string key="toolTip">Adds the file to the queue.
    It starts when the queue runs.</string>
            </button>
            <textField id="tFd-Ls-001">
                <rect key="frame" x="20" y="60" width="45" height="17"/>
                <textFieldCell key="cell" placeholderString="09:41" id="tCl-Ls-001">
                    <dateFormatter key="formatter" formatterBehavior="custom10_4" dateFormat="HH:mm" id="dFm-Ls-001"/>
                </textFieldCell>
            </textField>
            <searchField id="sFd-Ls-001">
                <rect key="frame" x="20" y="90" width="120" height="22"/>
                <searchFieldCell key="cell" id="sFc-Ls-001"/>
                <connections>
                    <binding destination="-2" name="predicate" keyPath="filterPredicate" id="bNd-Ls-001">
                        <dictionary key="options">
                            <string key="NSDisplayName">Name</string>
                            <string key="NSPredicateFormat">name contains[c] $value</string>
                        </dictionary>
                    </binding>
                </connections>
            </searchField>
            <textField id="hLp-Ls-001">
                <rect key="frame" x="20" y="120" width="45" height="17"/>
                <textFieldCell key="cell" title="Help" id="hLc-Ls-001"/>
                <accessibility key="accessibilityConfiguration" hint="Opens help">
                    <string key="label">A longer label. With a second sentence.</string>
                </accessibility>
            </textField>
            <form id="fRm-Ls-001">
                <rect key="frame" x="20" y="150" width="160" height="22"/>
                <cells>
                    <column>
                        <formCell borderStyle="bezel" title="Period:" stringValue="30" id="fCl-Ls-001"/>
                    </column>
                </cells>
            </form>
            <touchBar id="tBr-Ls-001">
                <touchBarItems>
                    <touchBarPopoverItem collapsedRepresentationLabel="Tips" id="pOp-Ls-001"/>
                </touchBarItems>
            </touchBar>
        </objects>
    </document>
    """

    /// A tool tip with a line break is written as a `<string key="toolTip">` child; a touch bar
    /// popover's collapsed label is an attribute of its own (ibtool's comments in a real
    /// app's tables: `Class = "NSPopoverTouchBarItem"; collapsedRepresentationLabel = …`).
    @Test func toolTipsWrittenAsChildrenAndCollapsedLabelsAreLocalizable() throws {
        let document = try IBDocument.parse(Array(Self.xib.utf8), path: "Queue.xib")
        let strings = LocalizableStrings.extract(from: document)
        let keys = strings.map { "\($0.objectID).\($0.property)" }
        #expect(keys.contains("bTn-Ls-001.ibShadowedToolTip"), "\(keys)")
        #expect(keys.contains("pOp-Ls-001.collapsedRepresentationLabel"), "\(keys)")
        // A button cell's alternate title (Xcode's own catalog comments: `alternateTitle = "Show"`).
        #expect(keys.contains("cEl-Ls-001.alternateTitle"), "\(keys)")
        // A form cell's field text beside its title (ibtool's comments in a real app's tables:
        // `Class = "NSFormCell"; stringValue = "30"`).
        #expect(strings.filter { $0.objectID == "fCl-Ls-001" }.map(\.property) == ["stringValue", "title"])
        #expect(strings.first { $0.objectID == "fCl-Ls-001" }?.className == "NSFormCell")
        #expect(strings.first { $0.objectID == "pOp-Ls-001" }?.className == "NSPopoverTouchBarItem")
        // A date formatter's custom format (ibtool's entry in a real app's table:
        // `Class = "NSDateFormatter"; ibShadowedDateFormat = "HH:mm"`).
        let format = strings.first { $0.objectID == "dFm-Ls-001" }
        #expect(format?.property == "ibShadowedDateFormat")
        #expect(format?.value == "HH:mm")
        #expect(format?.className == "NSDateFormatter")
        // A search field's predicate binding's display name, shown in its search menu (ibtool's
        // entry in a first-run app's table: `"….ibShadowedDisplayName" = …`); not its format.
        #expect(strings.filter { $0.objectID == "bNd-Ls-001" }.map(\.property) == ["ibShadowedDisplayName"])
        // An accessibility label written as a `<string key="label">` child, a hint as an attribute.
        let accessibility = strings.filter { $0.objectID == "hLp-Ls-001" }
        #expect(accessibility.first { $0.property == "accessibilityLabel" }?.value == "A longer label. With a second sentence.")
        #expect(accessibility.first { $0.property == "accessibilityHint" }?.value == "Opens help")
    }

    /// A comment for localizers is ibtool's `Note = "…";` (the corpus's tables write it for
    /// menu items, buttons and table sections), and one saying not to translate marks the text,
    /// its own or its control's for a cell.
    @Test func commentsForLocalizersAreNotesAndMayMarkATextNotToTranslate() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <menuItem title="Manually" id="mNu-Ls-001">
                    <attributedString key="userComments">
                        <fragment content="Erase deleted articles: Manually"/>
                    </attributedString>
                </menuItem>
                <textField id="tXt-Ls-001">
                    <rect key="frame" x="20" y="20" width="80" height="16"/>
                    <textFieldCell key="cell" title="PhotoDrop" id="cEl-Ls-002"/>
                    <attributedString key="userComments">
                        <fragment content="#bc-ignore!"/>
                    </attributedString>
                </textField>
            </objects>
        </document>
        """
        let strings = LocalizableStrings.extract(from: try IBDocument.parse(Array(xib.utf8), path: "Notes.xib"))
        let menuItem = try #require(strings.first { $0.objectID == "mNu-Ls-001" })
        #expect(menuItem.comment == #"Class = "NSMenuItem"; title = "Manually"; ObjectID = "mNu-Ls-001"; Note = "Erase deleted articles: Manually";"#)
        #expect(!menuItem.isMarkedNotToTranslate)
        #expect(strings.first { $0.objectID == "cEl-Ls-002" }?.isMarkedNotToTranslate == true)
        #expect(LocalizableString.marksNoTranslation("Placeholder - Do not translate"))
    }

    /// A runtime attribute of type Localized String is `ID.ibExternalUserDefinedRuntimeAttributes
    /// LocalizableStrings[n]`, n counting the object's localized ones (ibtool's entries in a
    /// first-run app's tables, called stale before); the others are not texts.
    @Test func localizedRuntimeAttributesAreLocalizable() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customView id="cVw-Ls-001" customClass="StatusBadge">
                    <rect key="frame" x="0.0" y="0.0" width="80" height="20"/>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="string" keyPath="identifier" value="badge"/>
                        <userDefinedRuntimeAttribute type="string" keyPath="longTitle" value="State of the item" localized="YES"/>
                        <userDefinedRuntimeAttribute type="string" keyPath="shortTitle" value="State" localized="YES"/>
                    </userDefinedRuntimeAttributes>
                </customView>
            </objects>
        </document>
        """
        let strings = LocalizableStrings.extract(from: try IBDocument.parse(Array(xib.utf8), path: "Badge.xib"))
        #expect(strings.map { "\($0.property)=\($0.value)" }.sorted() == [
            "ibExternalUserDefinedRuntimeAttributesLocalizableStrings[0]=State of the item",
            "ibExternalUserDefinedRuntimeAttributesLocalizableStrings[1]=State",
        ])
    }

    /// A search bar's scope buttons are `ID.scopeButtonTitles[n]` (ibtool's entries in a
    /// first-run app's tables, called stale before).
    @Test func aSearchBarsScopeButtonTitlesAreLocalizable() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <searchBar contentMode="redraw" placeholder="Search" showsScopeBar="YES" id="sBr-Ls-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="88"/>
                    <scopeButtonTitles>
                        <string>Newest</string>
                        <string>Oldest</string>
                    </scopeButtonTitles>
                </searchBar>
            </objects>
        </document>
        """
        let strings = LocalizableStrings.extract(from: try IBDocument.parse(Array(xib.utf8), path: "Search.xib"))
        #expect(strings.map { "\($0.property)=\($0.value)" }.sorted() == ["placeholder=Search", "scopeButtonTitles[0]=Newest", "scopeButtonTitles[1]=Oldest"])
        #expect(LocalizableString.marksNoTranslation("Don\u{2019}t localize"))
        #expect(!LocalizableString.marksNoTranslation("Erase deleted articles"))
    }

    /// ibtool breaks `/*` in a comment as `/ *` (a first run's table), and `*/`, which would
    /// end the comment early, as `* /`; reading the comment back joins them again.
    @Test func commentMarksInATextAreBrokenInItsComment() throws {
        let string = LocalizableString(objectID: "cMk-Bt-001", property: "title", className: "NSButtonCell", value: "*/tmp/*",
                                       location: SourceLocation(file: "A.xib", line: 1, column: 1))
        #expect(string.comment == #"Class = "NSButtonCell"; title = "* /tmp/ *"; ObjectID = "cMk-Bt-001";"#)
        #expect(IBStringsComment(string.comment)?.baseText == "*/tmp/*")
    }
}
