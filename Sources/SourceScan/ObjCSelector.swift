// How Swift names the Objective-C selector of a method it exports.
//
// swiftc (AbstractFunctionDecl::getObjCSelector): the first piece is the base name; when the
// first parameter has an argument label, the label is appended in sentence case, preceded by
// "With" unless the label's first word or the base name's last word is a preposition. Every
// further parameter contributes its label (or nothing for `_`) followed by `:`.
//
//   func tap()                                   -> tap
//   func tap(_ sender: Any)                      -> tap:
//   func tap(_ sender: UIButton, forEvent e: …)  -> tap:forEvent:
//   func didTap(sender: UIButton)                -> didTapWithSender:
//   func move(to point: CGPoint)                 -> moveTo:

/// Objective-C selector naming for Swift methods.
public enum ObjCSelector {
    /// The selector swiftc gives `baseName(labels…)`; `nil` labels are `_`.
    public static func selector(baseName: String, argumentLabels: [String?]) -> String {
        spellings(baseName: baseName, argumentLabels: argumentLabels)[0]
    }

    /// The primary selector plus the spellings the preposition rule could produce (with and
    /// without "With"). Connection checks accept any candidate, so a gap in the preposition
    /// list can never turn into a false "missing action" report.
    public static func candidates(baseName: String, argumentLabels: [String?]) -> Set<String> {
        Set(spellings(baseName: baseName, argumentLabels: argumentLabels))
    }

    /// The primary selector first, then (when the first parameter has a label) the spellings
    /// with and without "With": what `selector` and `candidates` answer, computed once.
    static func spellings(baseName: String, argumentLabels: [String?]) -> [String] {
        guard let first = argumentLabels.first else { return [baseName] }
        var rest = ":"
        for label in argumentLabels.dropFirst() { rest += (label ?? "") + ":" }
        guard let label = first, !label.isEmpty else { return [baseName + rest] }
        let sentenceCasedLabel = sentenceCased(label)
        let with = baseName + "With" + sentenceCasedLabel + rest, without = baseName + sentenceCasedLabel + rest
        let takesWith = !isPreposition(firstWord(of: label)) && !isPreposition(lastWord(of: baseName))
        return takesWith ? [with, without] : [without, with]
    }

    /// The prepositions of swiftc's PartsOfSpeech list that matter for selector names.
    static let prepositions: Set<Substring> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following",
        "for", "from", "given", "in", "including", "inside", "into", "matching", "of", "on",
        "passing", "preceding", "since", "to", "until", "using", "via", "when", "with", "within",
    ]

    static func isPreposition(_ word: Substring) -> Bool {
        // Every preposition is 2 to 9 ASCII letters: longer words need no lower-casing.
        (2...9).contains(word.utf8.count) && prepositions.contains(Substring(word.lowercased()))
    }

    // Names are nearly always ASCII, where a Character is a byte and only A-Z are upper case;
    // Character's Unicode properties made naming a selector cost thousands of instructions.

    /// The first camel-case word: `forEvent` -> `for`.
    static func firstWord(of name: String) -> Substring {
        if isASCII(name) {
            let utf8 = name.utf8
            let end = utf8.indices.dropFirst().first { isASCIIUppercase(utf8[$0]) } ?? name.endIndex
            return name[name.startIndex..<end]
        }
        let end = name.dropFirst().firstIndex(where: \.isUppercase) ?? name.endIndex
        return name[name.startIndex..<end]
    }

    /// The last camel-case word: `didTapOn` -> `On`, `URLFor` -> `For`.
    static func lastWord(of name: String) -> Substring {
        let start = isASCII(name) ? name.utf8.lastIndex(where: isASCIIUppercase) : name.lastIndex(where: \.isUppercase)
        guard let start else { return name[...] }
        return name[start...]
    }

    /// `sender` -> `Sender`.
    static func sentenceCased(_ word: String) -> String {
        guard let first = word.utf8.first else { return word }
        if first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") {
            return String(Unicode.Scalar(first - 0x20)) + String(word.utf8.dropFirst())!
        }
        if first < 0x80 { return word }
        return word.first!.uppercased() + word.dropFirst()
    }

    private static func isASCII(_ name: String) -> Bool { name.utf8.allSatisfy { $0 < 0x80 } }

    private static func isASCIIUppercase(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
}
