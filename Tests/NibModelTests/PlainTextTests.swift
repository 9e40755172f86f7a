import Testing
import NibModel

struct PlainTextTests {
    @Test func trimmingStopsAtTheFirstKeptCharacter() {
        #expect("  \n rule-id\t\n".trimming(while: \.isWhitespace) == "rule-id")
        #expect("\n\n  indented\n".trimming(while: \.isNewline) == "  indented")
        #expect(" \n ".trimming(while: \.isWhitespace) == "")
    }

    /// Scalar by scalar: `\r\n` is one Character, but each of its halves is escaped, as
    /// GitHub's workflow commands need.
    @Test func replacingScalarsSeesBothHalvesOfACRLF() {
        #expect("50% a\r\nb".replacingScalars(["%": "%25", "\r": "%0D", "\n": "%0A"]) == "50%25 a%0D%0Ab")
        #expect("café|<".replacingScalars(["|": "\\|", "<": "&lt;"]) == "café\\|&lt;")
    }

    @Test func paddingNeverShortens() {
        #expect("off".padded(to: 5) == "off  ")
        #expect("warning".padded(to: 3) == "warning")
    }
}
