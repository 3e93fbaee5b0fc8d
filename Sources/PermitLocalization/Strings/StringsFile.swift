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
    package var format: StringsFileFormat
    /// Every entry read, in file order, duplicates included.
    public let entries: Entries
    /// Every defect found, in file order.
    public var diagnostics: [Diagnostic]
    /// What Apple's runtime makes of the same bytes.
    package var appleRuntimeOutcome: AppleRuntimeOutcome
    /// Whether two entries may have keys that Swift's `String ==` finds equal: false when every key was read from
    /// a text file, none twice, and all in ASCII (no two can then be canonically equivalent).
    package var mayHaveEqualKeys: Bool
    /// The indices in `diagnostics` of `suspicious-escape` warnings where the person reads letters no one meant: a
    /// `\u` and four hex digits (`\u0027` shows "u0027"), a backslash before another letter (`Enable\Disable`
    /// shows "EnableDisable"). Apple's runtime loads them, a linter judges them.
    package var escapesShownAsLetters: [Int] = []

    /// Reads a `.strings` file in any of its forms (text in any encoding Apple detects, XML or binary plist).
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes.
    ///   - path: The file's name for diagnostics.
    ///   - keepingComments: Whether each entry keeps the translator's comment before it. Code that only looks
    ///     strings up (as Apple's runtime does, which never reads comments) reads faster without them.
    public init(bytes: [UInt8], path: String? = nil, keepingComments: Bool = true) {
        if bytes.isEmpty {
            self.init(
                format: .text(.utf8), entries: Entries(fileBytes: [], decodedBytes: [], spans: []),
                diagnostics: [
                    Diagnostic(
                        .emptyFile, "the file is empty (0 bytes); Apple's runtime fails to read it. Write at least a comment",
                        file: path, at: SourceLocation(line: 1, column: 1, offset: 0))
                ], appleRuntimeOutcome: .failsToLoad(at: nil), mayHaveEqualKeys: false)
        } else if PropertyListReader.looksLikePropertyList(bytes) != nil {
            self.init(propertyList: PropertyListReader.read(bytes, file: path), path: path)
        } else {
            let (text, decodingDiagnostics) = TextDecoder.decode(bytes, file: path)
            let parsed = StringsTextParser.parse(text, file: path, keepingComments: keepingComments)
            let firstEncodingError = decodingDiagnostics.first { $0.severity == .error }
            self.init(
                format: .text(text.encoding), entries: parsed.entries,
                diagnostics: decodingDiagnostics + parsed.diagnostics,
                appleRuntimeOutcome: firstEncodingError.map { .failsToLoad(at: $0.location) } ?? parsed.outcome,
                mayHaveEqualKeys: parsed.mayHaveEqualKeys)
            escapesShownAsLetters = parsed.escapesShownAsLetters.map { $0 + decodingDiagnostics.count }
        }
    }

    private init(
        format: StringsFileFormat, entries: Entries, diagnostics: [Diagnostic],
        appleRuntimeOutcome: AppleRuntimeOutcome, mayHaveEqualKeys: Bool
    ) {
        self.format = format
        self.entries = entries
        self.diagnostics = diagnostics
        self.appleRuntimeOutcome = appleRuntimeOutcome
        self.mayHaveEqualKeys = mayHaveEqualKeys
    }

    /// A strings table stored as a property list: a dictionary whose values are all strings.
    private init(propertyList result: PropertyListReadResult, path: String?) {
        var strings: [UInt8] = []
        var entries: [Entries.Entry] = []
        var diagnostics = result.diagnostics
        let firstError = result.diagnostics.first { $0.severity == .error }
        var outcome = firstError.map { AppleRuntimeOutcome.failsToLoad(at: $0.location) } ?? .loadsEverything
        switch result.root?.value {
        case .dictionary(let members):
            for member in members {
                guard case .string(let value) = member.value.value else {
                    diagnostics.append(
                        Diagnostic(
                            .nonStringValue,
                            "the value of \"\(member.key)\" is a \(member.value.kindName); a strings table holds "
                                + "only strings, so the entry is dropped", file: path,
                            at: member.value.location ?? member.keyLocation))
                    continue
                }
                // The strings go to one buffer, as a text file's decoded strings do.
                let keyStart = strings.count
                strings.append(contentsOf: member.key.utf8)
                let valueStart = strings.count
                strings.append(contentsOf: value.utf8)
                entries.append(
                    Entries.Entry(
                        key: Entries.Span(range: keyStart..<valueStart, isDecoded: true),
                        value: Entries.Span(range: valueStart..<strings.count, isDecoded: true), comment: nil,
                        keyLocation: member.keyLocation, valueLocation: member.value.location))
            }
        case .some:
            let root = result.root
            diagnostics.append(
                Diagnostic(
                    .invalidStructure,
                    "the property list holds a value of type \(root?.kindName ?? "?"), not a dictionary of strings",
                    file: path, at: root?.location))
            outcome = .failsToLoad(at: root?.location)
        case nil:
            break
        }
        self.init(
            format: result.format == .binary ? .binaryPropertyList : .xmlPropertyList,
            entries: Entries(fileBytes: [], decodedBytes: strings, spans: entries),
            diagnostics: diagnostics, appleRuntimeOutcome: outcome, mayHaveEqualKeys: true)
    }

    /// The table code sees: each key's last value (a later definition replaces an earlier one, as on Apple).
    public var table: [String: String] {
        Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    /// The table Apple's runtime loads from these bytes: empty when it fails, cut short where it stops silently.
    public var appleRuntimeTable: [String: String] {
        let loaded: Slice<Entries> =
            switch appleRuntimeOutcome {
            case .loadsEverything: entries[...]
            case .stopsSilently(_, let kept): entries.prefix(kept)
            case .failsToLoad: entries.prefix(0)
            }
        return Dictionary(loaded.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    /// The entries with duplicates resolved as Apple resolves them: each key once, with its last value, in the
    /// order of those last definitions.
    public var resolvedEntries: [StringsEntry] {
        let keys = entries.map(\.key)
        var lastIndex: [String: Int] = [:]
        for (index, key) in keys.enumerated() { lastIndex[key] = index }
        return entries.indices.filter { lastIndex[keys[$0]] == $0 }.map { entries[$0] }
    }

    /// Whether any diagnostic is an error.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
