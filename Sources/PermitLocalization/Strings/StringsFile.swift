/// A `.strings` file as read: every entry Permit could recover, every defect found, and what Apple's runtime
/// would load from the same bytes.
///
/// ```swift
/// let file = StringsFile(bytes: Array(data), path: "fr.lproj/Localizable.strings")
/// for diagnostic in file.diagnostics { print(diagnostic) }   // fr.lproj/Localizable.strings:12:1: error: ...
/// let text = file.table["camera.denied"]
/// ```
///
/// Reading never throws and never stops at the first defect: a broken entry is reported and skipped, and the
/// entries before and after it are kept.
public struct StringsFile: Sendable {
    /// The form the file was in.
    public var format: StringsFileFormat
    /// Every entry read, in file order, duplicates included.
    public var entries: [StringsEntry]
    /// Every defect found, in file order.
    public var diagnostics: [Diagnostic]
    /// What Apple's runtime makes of the same bytes.
    public var appleRuntimeOutcome: AppleRuntimeOutcome

    /// Reads a `.strings` file in any of its forms (text in any encoding Apple detects, XML or binary plist).
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes.
    ///   - path: The file's name for diagnostics.
    public init(bytes: [UInt8], path: String? = nil) {
        guard !bytes.isEmpty else {
            format = .text(.utf8)
            entries = []
            diagnostics = [
                Diagnostic(
                    .emptyFile,
                    "the file is empty (0 bytes); Apple's runtime fails to read it. Write at least a comment",
                    file: path, at: SourceLocation(line: 1, column: 1, offset: 0))
            ]
            appleRuntimeOutcome = .failsToLoad(at: nil)
            return
        }
        let (text, decodingDiagnostics) = TextDecoder.decode(bytes, file: path)
        let parsed = StringsTextParser.parse(text, file: path)
        format = .text(text.encoding)
        entries = parsed.entries
        diagnostics = decodingDiagnostics + parsed.diagnostics
        if decodingDiagnostics.contains(where: { $0.severity == .error }) {
            appleRuntimeOutcome = .failsToLoad(at: decodingDiagnostics.first?.location)
        } else {
            appleRuntimeOutcome = parsed.outcome
        }
    }

    /// The table code sees: each key's last value (a later definition replaces an earlier one, as on Apple).
    public var table: [String: String] {
        Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    /// The table Apple's runtime loads from these bytes: empty when it fails, cut short where it stops silently.
    public var appleRuntimeTable: [String: String] {
        let loaded: ArraySlice<StringsEntry> =
            switch appleRuntimeOutcome {
            case .loadsEverything: entries[...]
            case .stopsSilently(_, let kept): entries.prefix(kept)
            case .failsToLoad: []
            }
        return Dictionary(loaded.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    /// The entries with duplicates resolved as Apple resolves them: each key once, with its last value, in the
    /// order of those last definitions.
    public var resolvedEntries: [StringsEntry] {
        var lastIndex: [String: Int] = [:]
        for (index, entry) in entries.enumerated() { lastIndex[entry.key] = index }
        return entries.enumerated().filter { lastIndex[$0.element.key] == $0.offset }.map(\.element)
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
