import Foundation
import NibKit

/// `nibbench strings [PATH …] [--examples N]`: how closely `LocalizableStrings` (what
/// `nibcheck strings` writes) matches the tables ibtool generated, over every document with
/// translations beside it (default $NIBKIT_CORPUS).
///
/// For each translation file (a `.strings` table, or a String Catalog counted once), each
/// distinct key whose object the Base document still has:
/// - **keys**: the share the generator produces;
/// - **comments**: of the keys whose entry carries ibtool's comment, the share whose class and
///   base text equal the generator's (a comment without base text, as older Xcodes wrote for a
///   few classes, is judged by its class).
/// Then every category of disagreement, with counts and an example each; and, for information,
/// generated keys no translation has (a table older than its document, or a generator surplus).
enum StringsBenchmark: BenchmarkCommand {
    static let name = "strings"
    static let usage = "strings [PATH…] [--examples N]   generated .strings keys and comments vs the corpus's tables"

    /// Counts and one example per category.
    struct Tally {
        var counts: [String: Int] = [:]
        var examples: [String: String] = [:]
        mutating func add(_ category: String, _ example: @autoclosure () -> String) {
            counts[category, default: 0] += 1
            if examples[category] == nil { examples[category] = example() }
        }
        func printed(_ title: String, limit: Int) {
            print("\(title): \(counts.values.reduce(0, +)) in \(counts.count) categories")
            for (category, count) in counts.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }).prefix(limit) {
                print("  \(String(count).padding(toLength: 6, withPad: " ", startingAt: 0)) \(category)    e.g. \(examples[category]!)")
            }
        }
    }

    static func run(_ args: [String]) throws {
        var paths: [String] = []
        var limit = 60
        var i = 0
        while i < args.count {
            switch args[i] {
            case "--examples": limit = Int(args[i + 1]) ?? limit; i += 2
            default: paths.append(args[i]); i += 1
            }
        }
        if paths.isEmpty, let corpus = ProcessInfo.processInfo.environment["NIBKIT_CORPUS"] { paths = [corpus] }
        guard !paths.isEmpty else { throw UsageError(description: "give a folder or set NIBKIT_CORPUS") }
        var documents = 0, files = 0, keys = 0, produced = 0, staleKeys = 0, commented = 0, commentsMatching = 0
        var withoutBaseText = 0, unreadable = 0, extra = 0, baseEdited = 0
        var notProduced = Tally(), commentMismatch = Tally(), surplus = Tally()
        for path in paths.flatMap(ReadBenchmark.interfaceBuilderFiles(under:)) {
            // Tables a catalog supersedes are ibtool's output all the same: answers too.
            let found = DocumentTranslations.read(forDocument: path, includingSuperseded: true)
            unreadable += found.unreadable.count
            guard !found.translations.isEmpty, let document = try? IBDocument.read(path: path) else { continue }
            documents += 1
            let generated = Dictionary(LocalizableStrings.extract(from: document).map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
            var translatedKeys = Set<String>()
            var documentTexts: Set<String>?
            // A catalog's languages share its keys: judge each file's keys once.
            var seenFiles = Set<String>()
            for translation in found.translations where seenFiles.insert(translation.file).inserted {
                files += 1
                var seenKeys = Set<String>()
                for string in translation.strings where seenKeys.insert(string.key).inserted {
                    translatedKeys.insert(string.key)
                    guard document.object(String(string.objectID)) != nil else { staleKeys += 1; continue }
                    keys += 1
                    let place = "\(relative(string.location.file, to: paths)):\(string.location.line) \(string.key)"
                    guard let ours = generated[string.key] else {
                        notProduced.add("\(string.comment?.className ?? "(no comment)") \(shape(of: string.key))", place)
                        continue
                    }
                    produced += 1
                    guard let comment = string.comment else { continue }
                    commented += 1
                    if comment.baseText == nil { withoutBaseText += 1 }
                    let classMatches = comment.className == ours.className
                    let textMatches = comment.baseText.map { $0 == ours.value } ?? true
                    if classMatches && textMatches { commentsMatching += 1; continue }
                    if !classMatches {
                        commentMismatch.add("class \(comment.className) written, \(ours.className) generated (\(shape(of: string.key)))", place)
                    }
                    if !textMatches {
                        if documentTexts == nil { documentTexts = texts(of: document) }
                        let gone = !documentTexts!.contains(comment.baseText!)
                        if gone { baseEdited += 1 }
                        let why = gone ? "the comment's text is nowhere in the Base document (edited since the table was made)"
                            : comment.objectID != String(string.objectID) ? "the comment names another object"
                            : "the comment's text is in the Base document, on another element or property"
                        commentMismatch.add("text: \(why) (\(ours.className) \(shape(of: string.key)))",
                                            "\(place): \"\(comment.baseText!)\" vs \"\(ours.value)\"")
                    }
                }
            }
            for (key, string) in generated.sorted(by: { $0.key < $1.key }) where !translatedKeys.contains(key) {
                extra += 1
                surplus.add("\(string.className) \(shape(of: key))", "\(relative(path, to: paths)) \(key) \"\(string.value)\"")
            }
        }
        func percent(_ part: Int, _ whole: Int) -> String { String(format: "%.2f%%", whole == 0 ? 0 : 100 * Double(part) / Double(whole)) }
        print("documents with translations: \(documents); translation files: \(files) (\(unreadable) unreadable)")
        print("keys whose object Base still has: \(keys) (stale keys left out: \(staleKeys))")
        print("keys generated: \(produced) of \(keys) = \(percent(produced, keys))")
        print("comments matching (class and base text): \(commentsMatching) of \(commented) = \(percent(commentsMatching, commented))"
              + " (\(withoutBaseText) comments without base text, judged by class)")
        print("comments matching, leaving out the \(baseEdited) whose base text the Base document no longer holds: "
              + "\(commentsMatching) of \(commented - baseEdited) = \(percent(commentsMatching, commented - baseEdited))")
        notProduced.printed("keys not generated", limit: limit)
        commentMismatch.printed("comment disagreements", limit: limit)
        surplus.printed("generated keys no translation has (information)", limit: limit)
        print(#"{"bench":"strings","documents":\#(documents),"files":\#(files),"keys":\#(keys),"generated":\#(produced),"commented":\#(commented),"comments_matching":\#(commentsMatching),"stale":\#(staleKeys),"surplus":\#(extra)}"#)
    }

    /// Every attribute value and text run of a document: where a comment's base text would be if
    /// the Base document still held it.
    static func texts(of document: IBDocument) -> Set<String> {
        var texts = Set<String>()
        for index in document.tree.elements.indices {
            let node = NodeIndex(index)
            for attribute in document.tree[node].attributes { texts.insert(attribute.value) }
            texts.insert(document.tree.text(of: node))
        }
        return texts
    }

    /// A key's property with object ids and indices taken out: `segmentTitles[]`, `title`.
    static func shape(of key: String) -> String {
        let property = key.drop { $0 != "." }.dropFirst()
        return String(property.replacingOccurrences(of: #"\[\d+\]"#, with: "[]", options: .regularExpression))
    }

    static func relative(_ path: String, to roots: [String]) -> String {
        for root in roots where path.hasPrefix(root + "/") { return String(path.dropFirst(root.count + 1)) }
        return path
    }
}
