import Foundation
import Testing
import SourceScan

/// `ScannedFile.record`, the lint cache's form of a scan: read back equal, and a damaged record
/// is nil, never a trap.
@Suite struct ScanRecordTests {
    /// Every Swift and Objective-C source of the fixtures, and a file with every kind of member,
    /// optional left out and given, a location in another file and text that needs escaping.
    @Test func everyFixtureSourceReadsBackEqual() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Fixtures").standardized
        let paths = FileManager.default.enumerator(atPath: fixtures.path)!.compactMap { $0 as? String }
            .filter { SourceScanner.language(ofPath: $0) != nil }.map { fixtures.path + "/" + $0 }
        #expect(paths.count > 20)
        var files = SourceScanner.scanFiles(paths, module: "App")
        var made = SourceScanner.scan(path: "Odd\tname\n.swift", contents: """
            @objc(LBView) @IBDesignable final class View: UIKit.UIView, Proto {
                @IBOutlet weak var label: UILabel!
                @IBOutlet var rows: [UITableViewCell]!
                @IBInspectable @objc(cornerRadius) var radius: CGFloat = 0
                var inferred = 1
                @IBAction func tap(_ sender: Any, forEvent event: UIEvent) {}
                @IBSegueAction func make(_ coder: NSCoder) -> UIViewController? { nil }
                func plain(with value: Int) {}
                func open() { UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Detail") }
            }
            extension View { struct Inner {}; typealias Caption = UIKit.UILabel }
            typealias Tag = UILabel
            private class Hidden: UIView {}
            final class Box<Value>: UIView {}
            let s = "unterminated
            """)
        made.types[0].location.file = "Elsewhere.swift"
        files.append(made)
        #expect(files.contains { !$0.diagnostics.isEmpty })
        #expect(files.contains { $0.types.contains { !$0.outlets.isEmpty && !$0.actions.isEmpty } })
        #expect(made.types.map(\.hiddenFromRuntimeLookup) == [nil, nil, nil, .privateAccess, .generic])
        #expect(made.storyboardCalls.map(\.storyboardName) == ["Main"])
        #expect(made.typeAliases.map { "\($0.qualifiedName)=\($0.target)" } == ["View.Caption=UIKit.UILabel", "Tag=UILabel"])
        for file in files {
            #expect(ScannedFile(record: file.record) == file, "\(file.path)")
        }
        #expect(ScannedFile(record: made.record)?.types[0].location.file == "Elsewhere.swift")
        let withoutModule = SourceScanner.scan(path: "B.m", contents: "@interface B : NSObject\n@property IBOutlet NSView *v;\n@end\n")
        #expect(withoutModule.module == nil)
        #expect(ScannedFile(record: withoutModule.record) == withoutModule)
    }

    /// Cut anywhere, or with any byte changed, a record reads back as nil or as some scan:
    /// never a trap, and never the whole record's scan from a part of it.
    @Test func damagedRecordsAreNilNeverATrap() throws {
        let file = SourceScanner.scan(path: "A.swift", contents: """
            class A: UIView {
                @IBOutlet weak var name: UILabel?
                @IBAction func go(_ sender: Any) {}
            }
            """)
        let bytes = Array(file.record.utf8)
        for length in 0..<bytes.count {
            #expect(ScannedFile(record: String(decoding: bytes.prefix(length), as: UTF8.self)) == nil, "cut at \(length)")
        }
        for index in bytes.indices {
            for replacement: UInt8 in [0, UInt8(ascii: "9"), UInt8(ascii: "#"), UInt8(ascii: ":"), UInt8(ascii: "~"), UInt8(ascii: "="), UInt8(ascii: "-"), 0xFF] {
                var changed = bytes
                changed[index] = replacement
                _ = ScannedFile(record: String(decoding: changed, as: UTF8.self))
            }
        }
        #expect(ScannedFile(record: file.record + "0#") == nil, "trailing bytes")
        #expect(ScannedFile(record: "99999999999999999999999:") == nil)
        #expect(ScannedFile(record: "") == nil)
    }
}
