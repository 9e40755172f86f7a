import NibKit

struct TextconvCommand: Command {
    static let name = "textconv"
    static let abstract = "Print a document as stable, readable text for git diff and git log -p."
    static let help = """
    USAGE: nibcheck textconv FILE [--max-file-size BYTES]

    Prints a document as an outline made for line-based diffs: one fact per line, objects
    named by label, outlet, text or class rather than by id (the id only where two objects
    of one scene would read alike), attributes sorted by name,
    constraints and connections in words and sorted, subviews in z-order. Xcode's noise
    (tools version, canvas locations, saved misplacement flags) is left out, so a re-save that
    changes nothing shows nothing.

    GIT SETUP (see Docs/diff.md):
      echo '*.xib diff=nib' >> .gitattributes
      echo '*.storyboard diff=nib' >> .gitattributes
      git config diff.nib.textconv "nibcheck textconv"
      git config diff.nib.cachetextconv true     # optional: cache outlines by blob

    Then `git diff`, `git log -p` and `git show` print outlines instead of XML for these files.

    EXAMPLES:
      nibcheck textconv Fixtures/ComicApp/ComicView.xib
      git diff HEAD~1 -- Main.storyboard

    EXIT STATUS:
      0 printed; 1 the file cannot be read as an IB document (the reason on stderr, and the
      raw file is not printed); 2 usage error.
    """

    static func run(_ arguments: inout Arguments) throws -> ExitStatus {
        let options = try readOptions(&arguments)
        let files = try arguments.positionals()
        guard files.count == 1 else { throw UsageError("textconv takes exactly one FILE") }
        guard let document = readDocumentReportingError(files[0], options: options) else { return .findings }
        Console.out(ReadableOutline.text(of: document))
        return .success
    }
}
