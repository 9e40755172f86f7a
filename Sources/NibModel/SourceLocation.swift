/// A place in a source file: 1-based line and column (columns count UTF-8 bytes, as compilers
/// and editors that read `file:line:col` do).
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:col`, the form Xcode, editors and CI annotators pick up.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}
