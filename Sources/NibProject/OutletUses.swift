/// Where Swift code dereferences an outlet: reads one of its members (`nameLabel.text`) or
/// unwraps it (`nameLabel!`). An implicitly unwrapped outlet that no document connects is nil,
/// and such a use crashes (`OutletUnconnectedRule` names the first). Read from the bytes of the
/// files that declare the outlet's class, not from the scan, which skims method bodies: these
/// are few files, read only for outlets connected nowhere.
enum OutletUses {
    /// The first place, 1-based line and column, where `bytes` (Swift) dereference `name`:
    /// `name.member`, `self.name.member`, `name!`; not `name?.member`, not another object's
    /// `other.name`, not inside a `//` comment or on the line of an `@IBOutlet` declaration.
    static func firstDereference(of name: String, in bytes: [UInt8]) -> (line: Int, column: Int)? {
        let word = Array(name.utf8)
        guard !word.isEmpty, bytes.count > word.count else { return nil }
        func isIdentifier(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
        }
        let dot = UInt8(ascii: "."), bang = UInt8(ascii: "!"), slash = UInt8(ascii: "/")
        var line = 1, lineStart = 0, inComment = false, outletLine = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
                inComment = false
                outletLine = false
                index += 1
                continue
            }
            if inComment || outletLine { index += 1; continue }
            if byte == slash, index + 1 < bytes.count, bytes[index + 1] == slash { inComment = true; index += 2; continue }
            if byte == UInt8(ascii: "@"), bytes[index...].starts(with: Array("@IBOutlet".utf8)) { outletLine = true; index += 1; continue }
            guard byte == word[0], index + word.count < bytes.count, bytes[index..<(index + word.count)].elementsEqual(word),
                  index == 0 || !isIdentifier(bytes[index - 1]) else {
                index += 1
                continue
            }
            let after = index + word.count
            // Another object's property of the same name (`other.name`), but `self.name`.
            let ownMember = index == 0 || bytes[index - 1] != dot
                || (index >= 5 && bytes[(index - 5)..<index].elementsEqual(Array("self.".utf8)) && (index == 5 || !isIdentifier(bytes[index - 6])))
            let dereferenced = (bytes[after] == dot && after + 1 < bytes.count && isIdentifier(bytes[after + 1]))
                || (bytes[after] == bang && (after + 1 == bytes.count || bytes[after + 1] != UInt8(ascii: "=")))
            if ownMember && dereferenced { return (line, index - lineStart + 1) }
            index = after
        }
        return nil
    }
}
