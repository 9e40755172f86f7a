import NibKit

struct DumpCommand: Command {
    static let name = "dump"
    static let abstract = "Print a document's model as JSON or as a readable outline."
    static let help = """
    USAGE: nibcheck dump FILE [--format json|outline] [--max-file-size BYTES]

    Reads one .xib or .storyboard and prints what NibKit sees in it.

    OPTIONS:
      --format json      The model as JSON (default). Deterministic: the same file gives the
                         same bytes. Every element with an id is an object in "objects" with
                         "id", "element", "line", "column", "role" and its typed fields
                         (frame, constraint items and attributes, connection kinds…).
      --format outline   An indented tree: element, class, label, frame; constraints and
                         connections in words under the object that holds them.
      --max-file-size N  Refuse files larger than N bytes (default 67108864, 64 MiB).

    EXAMPLES:
      nibcheck dump Fixtures/ComicApp/ComicView.xib --format outline
      nibcheck dump Main.storyboard | jq '.objects[] | select(.role == "constraint")'

    EXIT STATUS:
      0 the document was read; 1 it cannot be read as an IB document (the reason, with
      file:line:col, on stderr); 2 usage error.
    """

    static func run(_ arguments: inout Arguments) throws -> ExitStatus {
        let format = try arguments.option("--format") ?? "json"
        let options = try readOptions(&arguments)
        let files = try arguments.positionals()
        guard files.count == 1 else { throw UsageError("dump takes exactly one FILE") }
        guard format == "json" || format == "outline" else { throw UsageError("unknown format '\(format)' (json, outline)") }
        guard let document = readDocumentReportingError(files[0], options: options) else { return .findings }
        Console.out(format == "json" ? document.dumpJSON().prettyRendered() + "\n" : document.outline())
        return .success
    }
}

/// `--max-file-size BYTES`, shared by every command that reads documents.
func readOptions(_ arguments: inout Arguments) throws -> ReadOptions {
    guard let text = try arguments.option("--max-file-size") else { return ReadOptions() }
    guard let bytes = Int(text), bytes > 0 else { throw UsageError("--max-file-size takes a positive number of bytes") }
    return ReadOptions(maxFileSize: bytes)
}

/// Reads a document, or prints why it cannot be read (`file:line:col: …`) and returns nil:
/// what every command that takes one FILE does before its work.
func readDocumentReportingError(_ path: String, options: ReadOptions) -> IBDocument? {
    do {
        return try IBDocument.read(path: path, options: options)
    } catch {
        Console.error("\(error)\n")
        return nil
    }
}
