import Testing
@testable import NibModel

/// `parseFiniteNumber` reads IB's short decimals without strtod; it must agree with
/// `Double(String)` bit for bit, and leave everything else to it.
struct NumberParsingTests {
    @Test(arguments: ["0", "0.0", "-0", "-0.0", "20", "20.5", "-8", "0.33333333333333331", "414",
                      "0.66666666666666663", "123456789012345", "999999999999.9", "1000000000000",
                      "1000000000001", "5.", ".5", "+5", "1e3", "1E-3", "12.5.6", "-", "", "NaN", "inf",
                      "0001.2500", "3.0000000000000004", "1.7976931348623157e308"])
    func agreesWithDouble(_ text: String) {
        let expected = Double(text).flatMap { $0.isFinite && abs($0) <= 1e12 ? $0 : nil }
        #expect(parseFiniteNumber(text)?.bitPattern == expected?.bitPattern, "\(text)")
    }

    @Test func randomShortDecimalsAgreeWithDouble() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let integerDigits = Int.random(in: 1...9, using: &generator)
            let fractionDigits = Int.random(in: 0...(15 - integerDigits), using: &generator)
            var text = Bool.random(using: &generator) ? "-" : ""
            text += String((0..<integerDigits).map { _ in "0123456789".randomElement(using: &generator)! })
            if fractionDigits > 0 {
                text += "." + String((0..<fractionDigits).map { _ in "0123456789".randomElement(using: &generator)! })
            }
            #expect(shortDecimal(text) != nil, "\(text) takes the short path")
            #expect(parseFiniteNumber(text)?.bitPattern == Double(text)?.bitPattern, "\(text)")
        }
    }
}
