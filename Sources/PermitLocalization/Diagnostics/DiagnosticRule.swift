/// The stable identity of a kind of defect, such as `silent-truncation`.
///
/// Rule identifiers never change once published: CI configurations disable rules by them and SARIF reports carry
/// them. The set is open, like an error code: later layers (the linter, the command) add their own rules.
public struct DiagnosticRule: Hashable, Sendable, CustomStringConvertible {
    /// The stable identifier, in kebab-case.
    public let id: String
    /// The severity a diagnostic of this rule has unless a caller says otherwise.
    public let defaultSeverity: DiagnosticSeverity
    /// One sentence that says what the rule finds, for reports and `--help`.
    public let summary: String
    /// Whether the rule applies unless a caller turns it off; a rule that is not reports only when a caller
    /// enables it (`LintOptions.enabledRules`, `permit lint --enable`).
    public let isEnabledByDefault: Bool

    /// Creates a rule.
    public init(id: String, defaultSeverity: DiagnosticSeverity, isEnabledByDefault: Bool = true, summary: String) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.isEnabledByDefault = isEnabledByDefault
        self.summary = summary
    }

    public var description: String { id }

    public static func == (lhs: DiagnosticRule, rhs: DiagnosticRule) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension DiagnosticRule {
    /// A file of zero bytes, which Apple's runtime fails to read.
    package static let emptyFile = DiagnosticRule(
        id: "empty-file", defaultSeverity: .error,
        summary: "The file has no bytes; Apple's runtime fails to read it (a file of only comments is fine).")
    /// Bytes that are not text in the file's encoding, or an encoding Apple's runtime cannot detect.
    package static let invalidEncoding = DiagnosticRule(
        id: "invalid-encoding", defaultSeverity: .error,
        summary: "The bytes are not valid text in an encoding Apple's runtime detects; it loads nothing from the file.")
    /// Text that does not follow the grammar of the file's format.
    package static let syntax = DiagnosticRule(
        id: "syntax", defaultSeverity: .error,
        summary: "The text does not follow the file format's grammar; Apple's runtime loads nothing from the file.")
    /// A place where Apple's runtime silently stops reading a `.strings` file and drops every later entry.
    package static let silentTruncation = DiagnosticRule(
        id: "silent-truncation", defaultSeverity: .error,
        summary: "Apple's runtime silently stops reading here and drops every entry after this point.")
    /// A `/* comment` with no end, which swallows the rest of the file.
    package static let unterminatedComment = DiagnosticRule(
        id: "unterminated-comment", defaultSeverity: .error,
        summary: "A block comment has no closing */ and hides everything after it.")
    /// A key defined twice in one table; the last definition wins.
    package static let duplicateKey = DiagnosticRule(
        id: "duplicate-key", defaultSeverity: .warning,
        summary: "A key is defined more than once; the last definition wins.")
    /// An array, dictionary, data or other non-string value where a string table needs a string.
    package static let nonStringValue = DiagnosticRule(
        id: "non-string-value", defaultSeverity: .error,
        summary: "A value is not a string (an array, dictionary, data, number...); a strings table holds strings only.")
    /// An escape sequence that does not mean what it appears to mean.
    package static let suspiciousEscape = DiagnosticRule(
        id: "suspicious-escape", defaultSeverity: .warning,
        summary: "An escape sequence reads differently from what it suggests (lowercase \\u, \\U without digits, NUL); the lint makes it an error where the person reads junk (\\u0027 shows the letters u0027).")
    /// An escape that yields text that cannot exist, such as half of a surrogate pair.
    package static let invalidEscape = DiagnosticRule(
        id: "invalid-escape", defaultSeverity: .error,
        summary: "An escape sequence yields an unpaired UTF-16 surrogate, which is not text.")
    /// A file whose top level is not the structure its format requires.
    package static let invalidStructure = DiagnosticRule(
        id: "invalid-structure", defaultSeverity: .error,
        summary: "The file's structure is not what its format requires (for example, a top level that is not a dictionary).")

    /// A file that cannot be opened, or that is not a localization file.
    package static let unreadableFile = DiagnosticRule(
        id: "unreadable-file", defaultSeverity: .error,
        summary: "The file cannot be read, or is not a .strings, .stringsdict or .xcstrings file.")
}
