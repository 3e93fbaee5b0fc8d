/// A position in a source file: 1-based line and column, and 0-based byte offset into the file.
///
/// Lines break at LF, CR and CR LF. Columns count Unicode scalars from the start of the line, so that a column
/// points at the same character in an editor whatever the file's encoding. The offset counts bytes of the file as
/// stored, including any byte-order mark.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column, in Unicode scalars.
    public var column: Int
    /// The 0-based byte offset into the file.
    public var offset: Int

    /// Creates a location.
    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column, lhs.offset) < (rhs.line, rhs.column, rhs.offset)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}
