import NibModel

/// A `.strings` file written as an XML property list: a `<dict>` of `<key>` and `<string>`
/// pairs. Foundation reads a strings table with its property-list reader, which takes XML as
/// well as the old-style `"key" = "value";` text, and older projects ship tables in that form
/// (a macOS app outside the corpus: 7 of its tables). Over UTF-8 text (`TextDecoding` has made
/// it so); entries carry the line and column of their `<key>` element. Any input gives entries
/// or an error, never a trap.
struct PropertyListStrings {
    private let text: [UInt8]
    private let path: String
    private var index = 0
    private var position = Position()

    /// Whether UTF-8 text starts, after white space, like an XML document.
    static func looksLikeXML(_ text: [UInt8]) -> Bool {
        guard let first = text.firstIndex(where: { !($0 == 0x20 || (0x09...0x0D).contains($0)) }) else { return false }
        return text[first...].starts(with: Array("<?xml".utf8)) || text[first...].starts(with: Array("<!DOCTYPE plist".utf8))
            || text[first...].starts(with: Array("<plist".utf8))
    }

    init(_ text: [UInt8], path: String) {
        self.text = text
        self.path = path
    }

    /// Every pair of the top-level dictionary, in order.
    mutating func entries() throws(LocalizationReadError) -> [StringsEntry] {
        try skipProlog()
        try expectTag("plist")
        try skipMisc()
        try expectTag("dict")
        var entries: [StringsEntry] = []
        while true {
            try skipMisc()
            if try closes("dict") { break }
            let location = position.location(in: path)
            let key = try element("key")
            try skipMisc()
            let value = try stringValue(of: key)
            entries.append(StringsEntry(key: key, value: value, location: location, comment: nil))
        }
        try skipMisc()
        guard try closes("plist") else { throw error("expected '</plist>' after the dictionary") }
        return entries
    }

    // MARK: Structure

    /// Skips the XML declaration, a document type declaration, comments and white space.
    private mutating func skipProlog() throws(LocalizationReadError) {
        while true {
            try skipMisc()
            if starts("<?") {
                try skip(past: "?>", what: "a declaration")
            } else if starts("<!DOCTYPE") {
                try skip(past: ">", what: "a document type declaration")
            } else {
                return
            }
        }
    }

    /// Skips white space and comments.
    private mutating func skipMisc() throws(LocalizationReadError) {
        while index < text.count {
            if text[index] == 0x20 || (0x09...0x0D).contains(text[index]) {
                advance()
            } else if starts("<!--") {
                try skip(past: "-->", what: "a comment")
            } else {
                return
            }
        }
    }

    /// `<name>` or `<name attributes…>`.
    private mutating func expectTag(_ name: String) throws(LocalizationReadError) {
        guard starts("<" + name), index + name.utf8.count + 1 < text.count,
              [UInt8(ascii: ">"), 0x20, 0x09, 0x0A, 0x0D].contains(text[index + name.utf8.count + 1]) else {
            throw error("expected '<\(name)>'")
        }
        try skip(past: ">", what: "the '<\(name)>' tag")
    }

    /// Whether `</name>` comes next; moves past it if so.
    private mutating func closes(_ name: String) throws(LocalizationReadError) -> Bool {
        guard starts("</" + name) else { return false }
        try skip(past: ">", what: "the '</\(name)>' tag")
        return true
    }

    /// The text of `<name>…</name>` (`<name/>` is empty), entities replaced.
    private mutating func element(_ name: String) throws(LocalizationReadError) -> String {
        if starts("<\(name)/>") {
            for _ in 0..<"<\(name)/>".utf8.count { advance() }
            return ""
        }
        guard starts("<\(name)>") else { throw error("expected '<\(name)>'") }
        for _ in 0..<"<\(name)>".utf8.count { advance() }
        var value: [UInt8] = []
        while index < text.count, text[index] != UInt8(ascii: "<") {
            if text[index] == UInt8(ascii: "&") {
                value += try entity()
            } else {
                value.append(text[index])
                advance()
            }
        }
        guard try closes(name) else { throw error("expected '</\(name)>'") }
        return String(decoding: value, as: UTF8.self)
    }

    /// A key's value: a `<string>`; anything else is not a strings table.
    private mutating func stringValue(of key: String) throws(LocalizationReadError) -> String {
        guard starts("<string>") || starts("<string/>") else {
            throw error("expected a <string> value for the key \"\(key)\"")
        }
        return try element("string")
    }

    /// `&lt;` `&gt;` `&amp;` `&quot;` `&apos;`, `&#N;` and `&#xN;`, as UTF-8.
    private mutating func entity() throws(LocalizationReadError) -> [UInt8] {
        let start = position.location(in: path)
        // An entity is short: look no further than its longest form (`&#x10FFFF;`).
        guard let end = text[index..<min(index + 12, text.count)].firstIndex(of: UInt8(ascii: ";")) else {
            throw LocalizationReadError("an '&' that starts no entity", at: start)
        }
        let name = String(decoding: text[(index + 1)..<end], as: UTF8.self)
        let named: [String: String] = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'"]
        var scalar: Unicode.Scalar?
        if let character = named[name] {
            scalar = character.unicodeScalars.first
        } else if name.hasPrefix("#x") || name.hasPrefix("#X") {
            scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
        } else if name.hasPrefix("#") {
            scalar = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init)
        }
        guard let scalar else { throw LocalizationReadError("an unknown entity '&\(name);'", at: start) }
        while index <= end { advance() }
        return Array(String(scalar).utf8)
    }

    // MARK: Moving

    private func starts(_ prefix: String) -> Bool { text[index...].starts(with: prefix.utf8) }

    /// Moves past the next `marker`, or fails where `what` began.
    private mutating func skip(past marker: String, what: String) throws(LocalizationReadError) {
        let start = position.location(in: path)
        while index < text.count {
            if starts(marker) {
                for _ in 0..<marker.utf8.count { advance() }
                return
            }
            advance()
        }
        throw LocalizationReadError("\(what) that is never closed with '\(marker)'", at: start)
    }

    /// One byte on; lines and columns (characters) follow the UTF-8 text.
    private mutating func advance() {
        let byte = text[index]
        if byte == UInt8(ascii: "\n") {
            position.line += 1
            position.column = 1
        } else if byte & 0xC0 != 0x80 {
            position.column += 1
        }
        index += 1
    }

    private func error(_ message: String) -> LocalizationReadError {
        LocalizationReadError(index < text.count ? message : message + " before the file ends", at: position.location(in: path))
    }
}
