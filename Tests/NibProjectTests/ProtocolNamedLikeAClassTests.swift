import Testing
@testable import NibProject

/// A document's class is a class: a protocol of the same name in the sources (a class-dump
/// header's `@protocol NSObject`) does not stand for it (a first run on a real app: the
/// Application placeholder's `NSObject` judged against the protocol, `terminate:` missing).
@Suite struct ProtocolNamedLikeAClassTests {
    @Test func aProtocolOfAClasssNameIsNotThatClass() throws {
        let xib = IB.xib("""
            <customObject id="-2" userLabel="File's Owner" customClass="NSApplication"/>
            <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
            <customObject id="-3" userLabel="Application" customClass="NSObject"/>
            <menu title="Main Menu" systemMenu="main" id="mEn-Pn-001">
                <items>
                    <menuItem title="Quit" keyEquivalent="q" id="mIt-Pn-002">
                        <connections>
                            <action selector="terminate:" target="-3" id="aCt-Pn-003"/>
                        </connections>
                    </menuItem>
                </items>
            </menu>
            """, platform: "macOS")
        let temp = try TemporaryProject(["MainMenu.xib": xib, "Headers/NSObject-Protocol.h": "@protocol NSObject\n- (BOOL)isProxy;\n@end\n",
                                         "AppDelegate.m": "@implementation AppDelegate\n@end\n"])
        defer { temp.removeAll() }
        #expect(ConnectionChecker.check(temp.index()).codes == [], "\(ConnectionChecker.check(temp.index()).map(\.description))")
    }
}
