import NibKit

struct StringsCommand: Command {
    static let name = "strings"
    static let abstract = "Write the .strings file ibtool --generate-strings-file would write for a document."
    static let help = """
    USAGE: nibcheck strings FILE [-o OUT] [--encoding utf-8|utf-16] [--max-file-size BYTES]

    Lists every localizable string of a Base .xib or .storyboard as the translation table Xcode
    writes on a Mac with `ibtool --generate-strings-file`: one entry per string, sorted by key,
    each under ibtool's comment naming the Interface Builder class, the property and the base
    text:

      /* Class = "NSButtonCell"; title = "Save"; ObjectID = "abc-12-xyz"; */
      "abc-12-xyz.title" = "Save";

    Keys are OBJECTID.PROPERTY: titles, texts and placeholders; button titles per state
    (normalTitle, selectedTitle…); segment titles (segmentTitles[0]); menu items; table column
    headers (headerCell.title); tool tips (ibShadowedToolTip); accessibility labels and hints;
    navigation, bar and toolbar items; binding placeholders. Docs/localization.md lists them all
    and how closely they match ibtool's own tables.

    OPTIONS:
      -o, --output OUT     Write to OUT instead of standard output.
      --encoding ENC       utf-8 (default) or utf-16 (little-endian with a byte-order mark, what
                           ibtool writes). Xcode reads both.
      --max-file-size N    Refuse documents larger than N bytes (default 67108864, 64 MiB).

    EXAMPLES:
      nibcheck strings Base.lproj/Main.storyboard
      nibcheck strings Base.lproj/Main.storyboard -o de.lproj/Main.strings --encoding utf-16
      diff <(nibcheck strings Base.lproj/Main.storyboard) de.lproj/Main.strings   # keys to translate

    To check existing translations against their Base documents, lint them:
      nibcheck lint App      # localization-stale-key, -missing-key, -outdated, -format-mismatch…

    EXIT STATUS:
      0 written; 1 the document cannot be read (the reason, with file:line:col, on stderr);
      2 usage error, or OUT cannot be written.
    """

    static func run(_ arguments: inout Arguments) throws -> ExitStatus {
        let output = try arguments.option("-o", "--output")
        let encodingName = try arguments.option("--encoding") ?? StringsFileWriter.Encoding.utf8.rawValue
        let options = try readOptions(&arguments)
        let files = try arguments.positionals()
        guard files.count == 1 else { throw UsageError("strings takes exactly one FILE") }
        guard let encoding = StringsFileWriter.Encoding(rawValue: encodingName.lowercased()) else {
            throw UsageError("unknown encoding '\(encodingName)' (utf-8, utf-16)")
        }
        guard let document = readDocumentReportingError(files[0], options: options) else { return .findings }
        let bytes = StringsFileWriter.bytes(of: LocalizableStrings.extract(from: document), encoding: encoding)
        if let output { try writeFile(output, bytes: bytes) } else { Console.out(bytes: bytes[...]) }
        return .success
    }
}
