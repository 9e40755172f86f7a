import Testing
import SourceScan

/// `ByteText.firstIndex(of:in:from:)` agrees with a plain scan: every start, patterns at the
/// ends, repeated and overlapping, with and without a capital letter to look for first.
@Suite struct ByteTextTests {
    private func plainFirstIndex(of pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard start <= bytes.count - pattern.count else { return nil }
        return (start...(bytes.count - pattern.count)).first { bytes[$0..<($0 + pattern.count)].elementsEqual(pattern) }
    }

    @Test func firstIndexAgreesWithAPlainScan() {
        let text = Array("let cellID = \"Row\"; aaab cellIDs cellID\n\"Row\"".utf8)
        for pattern in ["cellID", "\"Row\"", "aab", "a", "n\"", "ID", "nothing", "Row\"x", text.map { String(UnicodeScalar($0)) }.joined()] {
            let bytes = Array(pattern.utf8)
            for start in 0...text.count {
                #expect(ByteText.firstIndex(of: bytes, in: text, from: start) == plainFirstIndex(of: bytes, in: text, from: start),
                        "\(pattern) from \(start)")
            }
        }
        #expect(ByteText.firstIndex(of: [], in: text, from: 0) == nil)
        #expect(ByteText.firstIndex(of: Array("x".utf8), in: [], from: 0) == nil)
    }
}
