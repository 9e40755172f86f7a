/// A place in a source file: 1-based line and column (columns count UTF-8 bytes, as compilers
/// and editors that read `file:line:col` do).
///
/// One type for every layer: the reader's element positions (NibModel), the Swift and
/// Objective-C scanner's declarations (SourceScan), and every diagnostic built from either. It
/// lives in a module of its own because the scanner knows nothing of Interface Builder; NibModel
/// and SourceScan re-export it.
public struct SourceLocation: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The path as the file was named to NibKit (relative paths stay relative).
    public var file: String
    /// 1-based.
    public var line: Int
    /// 1-based, in UTF-8 bytes.
    public var column: Int

    /// A location from its parts.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:col`, the form Xcode, editors and CI annotators pick up.
    public var description: String { "\(file):\(line):\(column)" }

    /// By file, then line, then column.
    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}
