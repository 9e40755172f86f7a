#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// A project file may also be an XML property list: `plutil -convert xml1` writes one, as some
// older project generators did, and Xcode opens and builds it as usual (writing it back as
// OpenStep on its next save). A first run met one and, unable to read it, judged a document no
// target builds as built: 46 false findings. Such a file is read with Foundation's property-list
// decoder into the same `PlistValue`s, and written back as OpenStep text (`OpenStepPlist.text`)
// for the readers that take a project's localizations and images from its bytes.

/// XML property lists, read into `PlistValue`s.
enum XMLPropertyList {
    /// Whether `bytes` start (after a byte-order mark and blanks) like an XML document.
    static func isXML(_ bytes: [UInt8]) -> Bool {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: "<")
    }

    /// The value the XML property list `bytes` holds. Numbers and booleans become the strings
    /// an OpenStep list would write (`3`, `YES`); data its hexadecimal digits.
    static func parse(_ bytes: [UInt8]) throws(PlistError) -> PlistValue {
        do {
            return try PropertyListDecoder().decode(Decoded.self, from: Data(bytes)).value
        } catch {
            throw PlistError(message: "not a property list Xcode can read (\(error))", line: 1, column: 1)
        }
    }

    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// A value of any property-list type, tried as a dictionary, an array, then each scalar.
    private struct Decoded: Decodable {
        let value: PlistValue

        init(from decoder: any Decoder) throws {
            if let entries = try? decoder.container(keyedBy: Key.self) {
                var dictionary: [String: PlistValue] = [:]
                for key in entries.allKeys { dictionary[key.stringValue] = try entries.decode(Decoded.self, forKey: key).value }
                value = .dictionary(dictionary)
            } else if var elements = try? decoder.unkeyedContainer() {
                var array: [PlistValue] = []
                while !elements.isAtEnd { array.append(try elements.decode(Decoded.self).value) }
                value = .array(array)
            } else {
                let scalar = try decoder.singleValueContainer()
                if let text = try? scalar.decode(String.self) {
                    value = .string(text)
                } else if let flag = try? scalar.decode(Bool.self) {
                    value = .string(flag ? "YES" : "NO")
                } else if let integer = try? scalar.decode(Int.self) {
                    value = .string(String(integer))
                } else if let number = try? scalar.decode(Double.self) {
                    value = .string(String(number))
                } else {
                    let data = try scalar.decode(Data.self)
                    value = .data(data.map { byte in (byte < 16 ? "0" : "") + String(byte, radix: 16) }.joined())
                }
            }
        }
    }
}
