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
        guard let first = argumentLabels.first else { return baseName }
        var selector = baseName
        if let label = first, !label.isEmpty {
            if !isPreposition(firstWord(of: label)) && !isPreposition(lastWord(of: baseName)) { selector += "With" }
            selector += sentenceCased(label)
        }
        selector += ":"
        for label in argumentLabels.dropFirst() { selector += (label ?? "") + ":" }
        return selector
    }

    /// The primary selector plus the spellings the preposition rule could produce (with and
    /// without "With"). Connection checks accept any candidate, so a gap in the preposition
    /// list can never turn into a false "missing action" report.
    public static func candidates(baseName: String, argumentLabels: [String?]) -> Set<String> {
        var result: Set<String> = [selector(baseName: baseName, argumentLabels: argumentLabels)]
        if let label = argumentLabels.first ?? nil, !label.isEmpty {
            let rest = argumentLabels.dropFirst().map { ($0 ?? "") + ":" }.joined()
            result.insert(baseName + sentenceCased(label) + ":" + rest)
            result.insert(baseName + "With" + sentenceCased(label) + ":" + rest)
        }
        return result
    }

    /// The prepositions of swiftc's PartsOfSpeech list that matter for selector names.
    static let prepositions: Set<Substring> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following",
        "for", "from", "given", "in", "including", "inside", "into", "matching", "of", "on",
        "passing", "preceding", "since", "to", "until", "using", "via", "when", "with", "within",
    ]

    static func isPreposition(_ word: Substring) -> Bool { prepositions.contains(Substring(word.lowercased())) }

    /// The first camel-case word: `forEvent` -> `for`.
    static func firstWord(of name: String) -> Substring {
        let end = name.dropFirst().firstIndex(where: \.isUppercase) ?? name.endIndex
        return name[name.startIndex..<end]
    }

    /// The last camel-case word: `didTapOn` -> `On`, `URLFor` -> `For`.
    static func lastWord(of name: String) -> Substring {
        guard let start = name.lastIndex(where: \.isUppercase) else { return name[...] }
        return name[start...]
    }

    /// `sender` -> `Sender`.
    static func sentenceCased(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }
}
