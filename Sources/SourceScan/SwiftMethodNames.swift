// The Swift instance methods of a declaration, kept as their names' bytes rather than as
// selectors: a scan meets every method of every type, while selectors are asked for only of
// the classes documents name. Spelling two or three selectors a method, and hashing them into
// a set, was a sixth of a Swift scan.
//
// One byte buffer a declaration, method after method:
//   <n> then n bytes              the base name (n below 128 is one byte; see `appendLength`)
//   then per argument label:      `1` for `_`, or <n + 2> then the label's n bytes
//   `0`                           the end of the method
// Lengths are written seven bits a byte, low bits first, the high bit set on all but the last.

struct SwiftMethodNames: Sendable, Equatable, Codable {
    private var bytes: [UInt8] = []

    private static let endOfMethod = 0, unlabelled = 1, labelOffset = 2

    var isEmpty: Bool { bytes.isEmpty }

    /// Starts a method; its labels follow with `appendLabel`, then `endMethod`.
    mutating func beginMethod(baseName: UnsafeBufferPointer<UInt8>) {
        // Room for a typical body's methods once a type has one: growing from one byte
        // reallocated the buffer many times.
        if bytes.isEmpty { bytes.reserveCapacity(256) }
        appendLength(baseName.count)
        bytes.append(contentsOf: baseName)
    }

    /// An argument label's bytes; nil for `_`.
    mutating func appendLabel(_ label: UnsafeBufferPointer<UInt8>?) {
        guard let label else { return appendLength(Self.unlabelled) }
        appendLength(label.count + Self.labelOffset)
        bytes.append(contentsOf: label)
    }

    mutating func endMethod() { bytes.append(UInt8(Self.endOfMethod)) }

    /// Where the next method will start: with `appendMethods(of:from:)`, a method written to
    /// one list is copied to another without spelling it again.
    var endOffset: Int { bytes.count }

    /// The methods `other` holds from `offset` (an `endOffset` of it) on, appended.
    mutating func appendMethods(of other: SwiftMethodNames, from offset: Int) {
        bytes.append(contentsOf: other.bytes[offset...])
    }

    /// A method from its base name and labels (nil for `_`), as `ScanRecord` reads it back.
    mutating func append(baseName: String, argumentLabels: [String?]) {
        var baseName = baseName
        baseName.withUTF8 { beginMethod(baseName: $0) }
        for label in argumentLabels {
            guard var label else { appendLabel(nil); continue }
            label.withUTF8 { appendLabel($0) }
        }
        endMethod()
    }

    private mutating func appendLength(_ length: Int) {
        var rest = length
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// Every method as its base name and argument labels (nil for `_`), in source order.
    var methods: [(baseName: String, argumentLabels: [String?])] {
        var methods: [(baseName: String, argumentLabels: [String?])] = []
        forEachMethod { base, labels in
            methods.append((String(decoding: base, as: UTF8.self), labels.map { $0.map { String(decoding: $0, as: UTF8.self) } }))
        }
        return methods
    }

    /// Adds every selector candidate (`ObjCSelector.candidates`) of every method to `selectors`.
    func insertSelectors(into selectors: inout Set<String>) {
        forEachMethod { base, labels in
            for spelling in Self.spellings(base: base, labels: labels) { selectors.insert(spelling) }
        }
    }

    /// Whether `selector` is a candidate of some method: `selectors.contains(selector)`
    /// without spelling them. ASCII names are compared byte by byte, where that is String
    /// equality; a method or selector with other characters is spelled and compared as Strings.
    func contains(selector: String) -> Bool {
        count(of: selector, stoppingAt: 1) > 0
    }

    /// How many methods have `selector` among their candidates, counting no further than
    /// `limit`.
    func count(of selector: String, stoppingAt limit: Int = .max) -> Int {
        let text = Array(selector.utf8)[...]
        let isASCII = text.allSatisfy { $0 < 0x80 }
        var found = 0
        forEachMethod { base, labels in
            guard found < limit else { return }
            if isASCII && base.allSatisfy({ $0 < 0x80 }) && labels.allSatisfy({ $0?.allSatisfy { $0 < 0x80 } ?? true }) {
                if Self.spells(text, base: base, labels: labels) { found += 1 }
            } else if Self.spellings(base: base, labels: labels).contains(selector) {
                found += 1
            }
        }
        return found
    }

    /// The ASCII selector `text` is one of `ObjCSelector.spellings` of the method: the base
    /// name, then for a labelled first parameter its label sentence-cased, with or without
    /// "With" before it (both are candidates), then `:` after each parameter's label. (The
    /// selector's bytes are taken once by the caller, not once per method.)
    private static func spells(_ text: ArraySlice<UInt8>, base: ArraySlice<UInt8>, labels: [ArraySlice<UInt8>?]) -> Bool {
        guard text.starts(with: base) else { return false }
        let afterBase = text.dropFirst(base.count)
        guard let first = labels.first else { return afterBase.isEmpty }
        var rest: [UInt8] = []
        for label in labels.dropFirst() { rest += (label ?? []) + [UInt8(ascii: ":")] }
        guard let label = first, let initial = label.first else { return afterBase.elementsEqual([UInt8(ascii: ":")] + rest) }
        let sentenceCased = [initial >= UInt8(ascii: "a") && initial <= UInt8(ascii: "z") ? initial - 0x20 : initial] + label.dropFirst()
        let tail = sentenceCased + [UInt8(ascii: ":")] + rest
        return afterBase.elementsEqual(tail) || afterBase.elementsEqual(Array("With".utf8) + tail)
    }

    /// `ObjCSelector.spellings` of a method's base name and label bytes.
    private static func spellings(base: ArraySlice<UInt8>, labels: [ArraySlice<UInt8>?]) -> [String] {
        ObjCSelector.spellings(baseName: String(decoding: base, as: UTF8.self),
                               argumentLabels: labels.map { $0.map { String(decoding: $0, as: UTF8.self) } })
    }

    /// Calls `body` with each method's base name and label bytes (nil for `_`), in source order.
    private func forEachMethod(_ body: (ArraySlice<UInt8>, [ArraySlice<UInt8>?]) -> Void) {
        var position = 0
        var labels: [ArraySlice<UInt8>?] = []
        while position < bytes.count {
            let baseLength = readLength(at: &position)
            let base = bytes[position..<(position + baseLength)]
            position += baseLength
            labels.removeAll(keepingCapacity: true)
            while true {
                let tag = readLength(at: &position)
                if tag == Self.endOfMethod { break }
                if tag == Self.unlabelled { labels.append(nil); continue }
                let length = tag - Self.labelOffset
                labels.append(bytes[position..<(position + length)])
                position += length
            }
            body(base, labels)
        }
    }

    private func readLength(at position: inout Int) -> Int {
        var length = 0, shift = 0
        while true {
            let byte = bytes[position]
            position += 1
            length |= Int(byte & 0x7F) << shift
            if byte < 0x80 { return length }
            shift += 7
        }
    }
}
