/// Reads the old-style text form of a `.strings` file byte by byte, with CoreFoundation's grammar, while keeping
/// going where CoreFoundation gives up or silently stops.
///
/// The grammar is CoreFoundation's (`CFOldStylePList.c`): whitespace is 0x09-0x0D, space, U+2028 and U+2029;
/// `//` and `/* */` comments stand between any two tokens; strings are quoted with `"` or `'`, or unquoted from
/// `[A-Za-z0-9_$/:.-]`; an entry is `key = value;` or `key;`; the whole may be wrapped in `{ }`.
///
/// Two outcomes are tracked side by side: the entries Permit recovers (everything well formed, before and after
/// any defect), and what Apple's runtime would load (`AppleRuntimeOutcome`), decided by the first defect that
/// CoreFoundation reacts to: a hard error loads nothing, and a character that cannot start a key after a `;`
/// silently ends the table.
struct StringsTextParser {
    private let text: DecodedText
    /// The text's bytes, borrowed for the parse: a parser exists only inside `parse(_:file:)`, which owns them.
    private let bytes: UnsafeBufferPointer<UInt8>
    private let file: String?
    private let keepsComments: Bool
    private var index: Int
    private var cursor: SourceLocationCursor

    private(set) var entries: [StringsFile.Entries.Entry] = []
    /// Whether two keys may be one to Swift's `String ==` (a key defined twice, or keys whose bytes differ but which
    /// may be canonically equivalent, which takes a byte outside ASCII).
    private(set) var mayHaveEqualKeys = false
    /// The indices in `diagnostics` of the `\u` escapes followed by four hex digits: the person reads the letters.
    private(set) var escapesShownAsLetters: [Int] = []
    /// Escaped strings' decoded text and comments, which entries point into as they point into the file's bytes.
    private var decoded: [UInt8] = []
    private(set) var diagnostics: [Diagnostic] = []
    private var keyIndex: KeyIndex
    /// The first event Apple's runtime reacts to, and the diagnostic that describes it.
    private var appleEvent: (outcome: AppleRuntimeOutcome, diagnosticIndex: Int)?

    private init(text: DecodedText, bytes: UnsafeBufferPointer<UInt8>, file: String?, keepsComments: Bool) {
        self.text = text
        self.bytes = bytes
        self.file = file
        self.keepsComments = keepsComments
        self.index = text.start
        self.cursor = SourceLocationCursor(text: text)
        // An entry takes a line or more in nearly every file, and about three with its comment and a blank line;
        // reserving spares the copies of a growing array and the rehashing of a growing index.
        self.keyIndex = KeyIndex(expectedCount: text.lineStarts.count / 3)
        self.entries.reserveCapacity(text.lineStarts.count / 2 + 1)
    }

    /// Parses the whole text, then states in the first Apple-relevant diagnostic what Apple's runtime loses.
    static func parse(_ text: DecodedText, file: String?, keepingComments: Bool = true) -> (
        entries: StringsFile.Entries, diagnostics: [Diagnostic], outcome: AppleRuntimeOutcome, mayHaveEqualKeys: Bool,
        escapesShownAsLetters: [Int]
    ) {
        text.bytes.withUnsafeBufferPointer { bytes in
            var parser = StringsTextParser(text: text, bytes: bytes, file: file, keepsComments: keepingComments)
            parser.parseTopLevel()
            let outcome = parser.finishAppleOutcome()
            return (
                StringsFile.Entries(fileBytes: text.bytes, decodedBytes: parser.decoded, spans: parser.entries),
                parser.diagnostics, outcome, parser.mayHaveEqualKeys, parser.escapesShownAsLetters
            )
        }
    }

    // MARK: - Structure

    private mutating func parseTopLevel() {
        skipTrivia()
        guard let first = peek() else { return }
        switch first {
        case UInt8(ascii: "{"):
            index += 1
            parseEntries(untilClosingBrace: true)
            skipTrivia()
            if index < bytes.count {
                failHard(at: index, "unexpected text after the closing '}' of the table")
            }
        case UInt8(ascii: "("), UInt8(ascii: "<"):
            let kind = first == UInt8(ascii: "(") ? "an array" : "data"
            fail(
                .invalidStructure, at: index, apple: .failsToLoad(at: location(at: index)),
                "the file holds \(kind), not a table of strings; a .strings file is a list of \"key\" = \"value\"; entries")
        default:
            if isSingleStringFile() {
                fail(
                    .invalidStructure, at: index, apple: .failsToLoad(at: location(at: index)),
                    "the file holds a single string, not a table; write \"key\" = \"value\"; entries")
                return
            }
            parseEntries(untilClosingBrace: false)
        }
    }

    /// CoreFoundation reads a lone string (with nothing after it) as a string property list, not a table.
    private mutating func isSingleStringFile() -> Bool {
        let saved = index
        defer { index = saved }
        guard let first = peek(), isStringStart(first) else { return false }
        guard readString(report: false) != nil else { return false }
        skipTrivia()
        return index >= bytes.count
    }

    private mutating func parseEntries(untilClosingBrace braced: Bool) {
        while true {
            skipTrivia()
            guard let byte = peek() else {
                if braced { failHard(at: index, "the table's '{' has no closing '}'") }
                return
            }
            if braced && byte == UInt8(ascii: "}") {
                index += 1
                return
            }
            if isStringStart(byte) {
                parseEntry()
                continue
            }
            reportJunk(at: index, braced: braced)
        }
    }

    /// A character that cannot start a key. After a `;`, CoreFoundation ends a bare table there without an error;
    /// at the very start, or inside `{ }`, it fails. Permit skips the junk and reads on.
    private mutating func reportJunk(at start: Int, braced: Bool) {
        let shown = describeCharacter(at: start)
        if braced {
            failHard(at: start, "\(shown) cannot start a key")
        } else if !hasReadAnyEntry {
            failHard(at: start, "\(shown) cannot start a key")
        } else {
            let diagnosticIndex = diagnostics.count
            diagnostics.append(
                Diagnostic(.silentTruncation, "\(shown) cannot start a key", file: file, at: location(at: start)))
            if appleEvent == nil {
                appleEvent = (.stopsSilently(at: location(at: start), keptEntries: entries.count), diagnosticIndex)
            }
        }
        if bytes[start] == UInt8(ascii: "#") {
            skipToEndOfLine()
        } else {
            index = start + DecodedText.sequenceLength(leadingByte: bytes[start])
        }
    }

    /// Whether an entry, even a rejected one, has been read: junk before the first entry is a hard error to
    /// CoreFoundation, junk after one a silent stop.
    private var hasReadAnyEntry = false
    /// Whether a `/*` is never closed: what follows it cannot be read, so nothing after it can be counted.
    private var hasUnterminatedComment = false
    /// The comments read since the last entry, waiting for the next key.
    private var pendingComment: Span?

    private mutating func parseEntry() {
        hasReadAnyEntry = true
        let comment = pendingComment.take()
        let keyStart = index
        guard let key = readString(report: true) else { return }
        let keyEnd = index
        skipTrivia()
        guard let separator = peek() else {
            failHard(at: keyEnd, "the key \(quoted(key)) has no value and no ';' after it")
            append(key: key, value: key, comment: comment, keyStart: keyStart, valueStart: keyStart)
            return
        }
        switch separator {
        case UInt8(ascii: ";"):
            index += 1
            append(key: key, value: key, comment: comment, keyStart: keyStart, valueStart: keyStart)
        case UInt8(ascii: "="):
            index += 1
            parseValue(key: key, comment: comment, keyStart: keyStart)
        default:
            failHard(at: index, "expected '=' or ';' after the key \(quoted(key)), found \(describeCharacter(at: index))")
            resynchronize()
        }
    }

    private mutating func parseValue(key: Span, comment: Span?, keyStart: Int) {
        skipTrivia()
        guard let first = peek() else {
            failHard(at: index, "the key \(quoted(key)) has '=' but no value")
            return
        }
        let valueStart = index
        var value: Span?
        switch first {
        case UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "<"):
            let kind = first == UInt8(ascii: "(") ? "an array" : first == UInt8(ascii: "{") ? "a dictionary" : "data"
            diagnostics.append(
                Diagnostic(
                    .nonStringValue,
                    "the value of \(quoted(key)) is \(kind); a strings table holds only strings, so the entry is "
                        + "dropped (Apple's runtime loads it as \(kind), which code asking for text cannot use)",
                    file: file, at: location(at: valueStart)))
            guard skipStructure() else { return }
            value = nil
        default:
            guard isStringStart(first) else {
                failHard(at: index, "expected a value after '=' for the key \(quoted(key)), found \(describeCharacter(at: index))")
                resynchronize()
                return
            }
            guard let string = readString(report: true) else { return }
            value = string
        }
        let valueEnd = index
        skipTrivia()
        if peek() == UInt8(ascii: ";") {
            index += 1
        } else {
            failHard(at: valueEnd, "missing ';' after the value of \(quoted(key))")
            // What follows on the same line is the rest of this entry (a quote left unescaped ended the value
            // early), not a key: reading it as one would report the same defect again.
            if index < bytes.count, !bytes[valueEnd..<index].contains(where: { $0 == 0x0A || $0 == 0x0D }) {
                resynchronize()
                // The text the translator wrote runs to the statement's last quote, not to the quote that ended
                // it early (`""Czas zakończenia""` is not an empty text): the other checks read that.
                if value != nil, let written = textWrittenUpToSemicolon(from: valueStart) { value = written }
            }
        }
        if let value {
            append(key: key, value: value, comment: comment, keyStart: keyStart, valueStart: valueStart)
        }
    }

    private mutating func append(
        key: Span, value: Span, comment: Span?, keyStart: Int, valueStart: Int
    ) {
        let keyLocation = location(at: keyStart)
        let valueLocation = valueStart == keyStart ? keyLocation : location(at: valueStart)
        let hash = withBytes(of: key, KeyIndex.hash)
        if !mayHaveEqualKeys && !withBytes(of: key, SWAR.isASCII) { mayHaveEqualKeys = true }
        if let first = keyIndex.firstEntry(withHash: hash, where: { haveSameBytes(entries[$0].key, key) }) {
            let earlier = entries[first].keyLocation
            // A key defined again with the same text changes nothing the person sees.
            if !haveSameBytes(entries[first].value, value) {
                diagnostics.append(
                    Diagnostic(
                        .duplicateKey,
                        "the key \(quoted(key)) is defined again (first on line \(earlier?.line ?? 0)); the last "
                            + "definition wins", file: file, at: keyLocation,
                        related: earlier.map { [.init(location: $0, message: "first definition of \(quoted(key))")] } ?? []))
            }
            mayHaveEqualKeys = true
        } else {
            keyIndex.insert(hash: hash, number: entries.count)
        }
        entries.append(
            StringsFile.Entries.Entry(
                key: key, value: value, comment: comment, keyLocation: keyLocation, valueLocation: valueLocation))
    }

    private typealias Span = StringsFile.Entries.Span

    /// Keeps `text` in the decoded buffer and returns where it lies there.
    private mutating func appendDecoded(_ text: some Collection<UInt8>) -> Span {
        let start = decoded.count
        decoded.append(contentsOf: text)
        return Span(range: start..<decoded.count, isDecoded: true)
    }

    /// Calls `body` with the bytes of `span`.
    private func withBytes<Result>(of span: Span, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        guard span.isDecoded else { return body(UnsafeBufferPointer(rebasing: bytes[span.range])) }
        return decoded.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[span.range])) }
    }

    /// Whether two spans hold the same bytes (the same UTF-16 code units, as Apple compares keys).
    private func haveSameBytes(_ first: Span, _ second: Span) -> Bool {
        guard first.range.count == second.range.count else { return false }
        return withBytes(of: first) { a in withBytes(of: second) { b in a.elementsEqual(b) } }
    }

    // MARK: - Apple's outcome

    private mutating func failHard(at offset: Int, _ message: String) {
        fail(.syntax, at: offset, apple: .failsToLoad(at: location(at: offset)), message)
    }

    private mutating func fail(_ rule: DiagnosticRule, at offset: Int, apple: AppleRuntimeOutcome, _ message: String) {
        if appleEvent == nil { appleEvent = (apple, diagnostics.count) }
        diagnostics.append(Diagnostic(rule, message, file: file, at: location(at: offset)))
    }

    /// Adds to the diagnostic that decided Apple's outcome what it costs: the entries Apple's runtime drops.
    private mutating func finishAppleOutcome() -> AppleRuntimeOutcome {
        guard let (outcome, diagnosticIndex) = appleEvent else { return .loadsEverything }
        var diagnostic = diagnostics[diagnosticIndex]
        switch outcome {
        case .stopsSilently(_, let kept):
            let dropped = entries.count - kept
            if hasUnterminatedComment {
                // Whatever follows an unclosed `/*` is hidden from Permit too: it cannot count what is lost.
                diagnostic.message += dropped == 0
                    ? "; Apple's runtime silently stops reading here, and the unclosed comment hides the rest of the file"
                    : "; Apple's runtime silently stops reading here and drops the \(count: dropped, "entry", "entries") "
                        + "after this point and everything the unclosed comment hides, with no error"
            } else if dropped == 0 {
                diagnostic.message += "; Apple's runtime silently stops reading here (no entry follows yet, so "
                    + "none is lost)"
                diagnostic.severity = .warning
            } else {
                diagnostic.message += "; Apple's runtime silently stops reading here and drops the "
                    + "\(count: dropped, "entry", "entries") after this point, with no error (plutil -lint "
                    + "reports OK)"
            }
        case .failsToLoad:
            diagnostic.message += "; Apple's runtime rejects the whole file and loads none of its "
                + "\(count: entries.count, "entry", "entries")"
        case .loadsEverything:
            break
        }
        diagnostics[diagnosticIndex] = diagnostic
        // Apple's parser never reads past the first defect: the later ones of the grammar (often what the recovery
        // makes of the rest of a broken line, a comment's `*/` read as a key) are to fix, not what anyone meets.
        if let line = diagnostic.location?.line {
            let unread =
                if case .failsToLoad = outcome {
                    "; Apple's runtime rejects this file at line \(line), before this place, and reads none of it"
                } else {
                    "; Apple's runtime stops reading this file at line \(line) (silent truncation), before this place, "
                        + "so no one reads what follows"
                }
            for later in diagnostics.indices where later > diagnosticIndex && diagnostics[later].severity == .error
                && Self.grammarRules.contains(diagnostics[later].rule)
            {
                diagnostics[later].severity = .warning
                diagnostics[later].message += unread
            }
        }
        return outcome
    }

    /// The rules of the grammar's defects, each of which ends Apple's reading of the file.
    private static let grammarRules: Set<DiagnosticRule> = [.syntax, .silentTruncation, .unterminatedComment]

    // MARK: - Recovery

    /// After a broken entry: skips to just past the next `;`, or to the start of a line that begins with a
    /// quote (the likely next key), whichever comes first, stepping over quoted strings whole.
    /// The bytes between the quote at `start` and the last quote of the same kind before the `;` that
    /// `resynchronize()` stepped over, when that `;` ends the same line's statement; the raw text of a value a quote
    /// left unescaped cut short.
    private func textWrittenUpToSemicolon(from start: Int) -> Span? {
        guard index > start + 1, bytes[index - 1] == UInt8(ascii: ";") else { return nil }
        let quote = bytes[start]
        var end = index - 2
        while end > start, bytes[end] == 0x20 || bytes[end] == 0x09 { end -= 1 }
        guard end > start, bytes[end] == quote,
            !bytes[start..<end].contains(where: { $0 == 0x0A || $0 == 0x0D })
        else { return nil }
        return Span(range: (start + 1)..<end, isDecoded: false)
    }

    private mutating func resynchronize() {
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: ";"):
                index += 1
                return
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                if !skipQuotedStringOnOneLine() { index += 1 }
            case 0x0A, 0x0D:
                index += 1
                var probe = index
                while probe < bytes.count && (bytes[probe] == 0x20 || bytes[probe] == 0x09) { probe += 1 }
                if probe < bytes.count && (bytes[probe] == UInt8(ascii: "\"") || bytes[probe] == UInt8(ascii: "'")) {
                    index = probe
                    return
                }
            default:
                index += 1
            }
        }
    }

    /// Steps over a quoted string that ends on its own line; leaves `index` alone and returns false otherwise.
    private mutating func skipQuotedStringOnOneLine() -> Bool {
        let quote = bytes[index]
        var probe = index + 1
        while probe < bytes.count {
            let byte = bytes[probe]
            if byte == quote {
                index = probe + 1
                return true
            }
            if byte == 0x0A || byte == 0x0D { return false }
            probe += byte == UInt8(ascii: "\\") ? 2 : 1
        }
        return false
    }

    /// Steps over an array, dictionary or data value, nesting and quoted strings included.
    private mutating func skipStructure() -> Bool {
        let start = index
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "<"):
                depth += 1
                index += 1
            case UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: ">"):
                depth -= 1
                index += 1
                if depth == 0 { return true }
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                guard readString(report: false) != nil else {
                    failHard(at: start, "the value starting here is never closed")
                    return false
                }
            default:
                index += 1
            }
        }
        failHard(at: start, "the value starting here is never closed")
        return false
    }

    private mutating func skipToEndOfLine() {
        while index < bytes.count && bytes[index] != 0x0A && bytes[index] != 0x0D { index += 1 }
    }

    // MARK: - Tokens

    @inline(__always)
    private func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    @inline(__always)
    private func isStringStart(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || Self.isUnquotedCharacter(byte)
    }

    /// `[A-Za-z0-9_$/:.-]`, the characters of an unquoted string.
    @inline(__always)
    static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"),
            UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    /// Skips whitespace and comments, adding to `pendingComment` the comments that stand on their own lines (the
    /// translator's note for the next entry).
    private mutating func skipTrivia() {
        var onOwnLine = index == text.start
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            switch byte {
            case 0x20, 0x09, 0x0B, 0x0C:
                index += 1
            case 0x0A, 0x0D:
                index += 1
                onOwnLine = true
            case 0xE2 where index + 2 < count && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                index += 3
                onOwnLine = true
            case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "/"):
                let start = index + 2
                index = start
                while index < count && !isLineCommentEnd(at: index) { index += 1 }
                if onOwnLine { appendComment(from: start, to: index) }
            case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "*"):
                let commentStart = index
                let start = index + 2
                var probe = start
                var end: Int?
                while true {
                    probe = SWAR.firstIndex(of: UInt8(ascii: "*"), or: UInt8(ascii: "*"), in: bytes, from: probe, to: count)
                    guard probe + 1 < count else { break }
                    if bytes[probe + 1] == UInt8(ascii: "/") {
                        end = probe
                        break
                    }
                    probe += 1
                }
                guard let end else {
                    index = count
                    reportUnterminatedComment(at: commentStart)
                    return
                }
                if onOwnLine { appendComment(from: start, to: end) }
                index = end + 2
            default:
                return
            }
        }
    }

    @inline(__always)
    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    @inline(__always)
    private func isLineCommentEnd(at offset: Int) -> Bool {
        let byte = bytes[offset]
        if byte == 0x0A || byte == 0x0D { return true }
        return byte == 0xE2 && offset + 2 < bytes.count && bytes[offset + 1] == 0x80
            && (bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9)
    }

    private mutating func appendComment(from start: Int, to end: Int) {
        guard keepsComments else { return }
        var first = start
        var last = end
        while first < last && Self.isASCIIWhitespace(bytes[first]) { first += 1 }
        while last > first && Self.isASCIIWhitespace(bytes[last - 1]) { last -= 1 }
        guard first < last else { return }
        if bytes[first] >= 0x80 || bytes[last - 1] >= 0x80 {
            // Other whitespace at either end (a no-break space, an ideographic space) is trimmed as characters.
            let body = String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<last]), as: UTF8.self)
                .trimmingWhitespace()
            guard !body.isEmpty else { return }
            appendToPendingComment(Array(body.utf8))
        } else {
            appendToPendingComment(UnsafeBufferPointer(rebasing: bytes[first..<last]))
        }
    }

    /// Adds a comment's text to the comments waiting for the next key, on a line of its own, in the decoded buffer.
    private mutating func appendToPendingComment(_ body: some Collection<UInt8>) {
        guard var pending = pendingComment else {
            pendingComment = appendDecoded(body)
            return
        }
        if pending.range.upperBound != decoded.count {
            // A string was decoded since the comment began (a comment inside an entry): move the comment after it.
            pending = appendDecoded(Array(decoded[pending.range]))
        }
        decoded.append(0x0A)
        decoded.append(contentsOf: body)
        pendingComment = Span(range: pending.range.lowerBound..<decoded.count, isDecoded: true)
    }

    /// CoreFoundation treats an unclosed `/*` as a comment to the end of the file: everything after it vanishes
    /// without an error.
    private mutating func reportUnterminatedComment(at start: Int) {
        hasUnterminatedComment = true
        let diagnosticIndex = diagnostics.count
        diagnostics.append(
            Diagnostic(
                .unterminatedComment,
                "this '/*' comment is never closed with '*/', so it hides everything to the end of the file",
                file: file, at: location(at: start)))
        if appleEvent == nil {
            appleEvent = (.stopsSilently(at: location(at: start), keptEntries: entries.count), diagnosticIndex)
        }
    }

    /// Reads a quoted or unquoted string at `index`. On an unterminated quoted string it reports (when asked),
    /// moves to the line after the opening quote so that later entries can still be read, and returns nil.
    private mutating func readString(report: Bool) -> Span? {
        let first = bytes[index]
        guard first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") else {
            let start = index
            while index < bytes.count && Self.isUnquotedCharacter(bytes[index]) { index += 1 }
            return Span(range: start..<index, isDecoded: false)
        }
        let openingQuote = index
        index += 1
        let contentStart = index
        var hasEscapes = false
        var found = false
        var probe = contentStart
        while true {
            probe = SWAR.firstIndex(of: first, or: UInt8(ascii: "\\"), in: bytes, from: probe, to: bytes.count)
            guard probe < bytes.count else { break }
            if bytes[probe] == first {
                index = probe
                found = true
                break
            }
            hasEscapes = true
            probe += 2
        }
        guard found else {
            index = openingQuote
            if report {
                failHard(at: openingQuote, "this quoted string is never closed")
            }
            skipToEndOfLine()
            return nil
        }
        let contentEnd = index
        index += 1
        if !hasEscapes {
            return Span(range: contentStart..<contentEnd, isDecoded: false)
        }
        return unescape(from: contentStart, to: contentEnd, report: report)
    }

    // MARK: - Escapes

    /// Decodes the escapes of a quoted string's content, CoreFoundation's way, into the decoded buffer.
    private mutating func unescape(from start: Int, to end: Int, report: Bool) -> Span {
        let decodedStart = decoded.count
        var position = start
        var pendingHighSurrogate: (unit: UInt16, offset: Int)?
        func flushPendingSurrogate(_ parser: inout StringsTextParser) {
            guard let pending = pendingHighSurrogate else { return }
            if report { parser.reportLoneSurrogate(pending.unit, at: pending.offset) }
            parser.appendScalar(0xFFFD)
            pendingHighSurrogate = nil
        }
        while position < end {
            let byte = bytes[position]
            guard byte == UInt8(ascii: "\\") else {
                flushPendingSurrogate(&self)
                var runEnd = position + 1
                while runEnd < end && bytes[runEnd] != UInt8(ascii: "\\") { runEnd += 1 }
                decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[position..<runEnd]))
                position = runEnd
                continue
            }
            let escapeStart = position
            position += 1
            let unit: UInt16
            let escaped = bytes[position]
            position += 1
            switch escaped {
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var number = escaped &- UInt8(ascii: "0")
                var digits = 1
                while digits < 3 && position < end && (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[position]) {
                    number = number &<< 3 &+ (bytes[position] &- UInt8(ascii: "0"))
                    position += 1
                    digits += 1
                }
                unit = NeXTSTEPEncoding.character(forByte: number)
                if unit == 0 && report {
                    warnEscape(at: escapeStart, "this octal escape yields U+0000 (NUL), which ends the text in C APIs")
                } else if number >= 0x80 && report && UInt16(number) != unit {
                    // Above ASCII, Apple reads the byte in the NeXTSTEP encoding, not in Latin-1 as the writer may
                    // have meant (\251 is U+2019, not ©).
                    let octal = String(number, radix: 8)
                    warnEscape(
                        at: escapeStart,
                        "\\\(octal) is read in the NeXTSTEP encoding as \(Self.describe(unit)), not as "
                            + "\(Self.describe(UInt16(number))) (Latin-1); write the character itself or \\U"
                            + String(unit, radix: 16, uppercase: true))
                }
            case UInt8(ascii: "U"):
                var number: UInt16 = 0
                var digits = 0
                while digits < 4 && position < end, let digit = ASCIIByte.hexDigitValue(bytes[position]) {
                    number = number << 4 | UInt16(digit)
                    position += 1
                    digits += 1
                }
                unit = number
                if digits == 0 && report {
                    warnEscape(at: escapeStart, "'\\U' without hexadecimal digits reads as U+0000 (NUL)")
                }
            case UInt8(ascii: "u"):
                unit = UInt16(UInt8(ascii: "u"))
                let digits = bytes[position..<min(position + 4, end)]
                if report, digits.count == 4, digits.allSatisfy({ ASCIIByte.hexDigitValue($0) != nil }) {
                    // `\u0027` meant a character: the person reads the letters "u0027" in its place (the lint, which
                    // judges what the person sees, makes this an error).
                    let hex = String(decoding: digits, as: UTF8.self)
                    escapesShownAsLetters.append(diagnostics.count)
                    warnEscape(
                        at: escapeStart,
                        "'\\u\(hex)' is not an escape in a .strings file: the person reads the letters \"u\(hex)\" "
                            + "where a character was meant; write '\\U\(hex)' or the character itself")
                } else if report {
                    warnEscape(
                        at: escapeStart,
                        "'\\u' is not an escape in a .strings file: it reads as the letter 'u'; write '\\U' for a "
                            + "UTF-16 code unit")
                }
            case UInt8(ascii: "a"): unit = 0x07
            case UInt8(ascii: "b"): unit = 0x08
            case UInt8(ascii: "f"): unit = 0x0C
            case UInt8(ascii: "n"): unit = 0x0A
            case UInt8(ascii: "r"): unit = 0x0D
            case UInt8(ascii: "t"): unit = 0x09
            case UInt8(ascii: "v"): unit = 0x0B
            default:
                // Any other escaped character stands for itself; copy its whole UTF-8 sequence. A letter so escaped
                // loses its backslash: `Enable\Disable` shows "EnableDisable" (a path or an "A\B" choice meant).
                if report, ASCIIByte.isLetter(escaped) {
                    let letter = Character(Unicode.Scalar(escaped))
                    // After a word the letter glues on ("EnableDisable"); after a space, a line break or nothing it
                    // starts the next word as written.
                    if decoded.count > decodedStart, let previous = decoded.last,
                        ASCIIByte.isLetter(previous) || (previous >= 0x30 && previous <= 0x39)
                        || previous >= 0x80
                    {
                        escapesShownAsLetters.append(diagnostics.count)
                        warnEscape(
                            at: escapeStart,
                            "'\\\(letter)' is no escape in a .strings file: Apple's runtime drops the backslash and the "
                                + "person reads '\(letter)' glued to what comes before; write '\\\\' for a backslash")
                    } else {
                        warnEscape(
                            at: escapeStart,
                            "'\\\(letter)' is no escape in a .strings file: Apple's runtime drops the backslash and the "
                                + "person reads '\(letter)'; write the letter alone, or '\\\\' for a backslash")
                    }
                } else if report, escaped == UInt8(ascii: " "), position < end,
                    [UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t")].contains(bytes[position])
                {
                    // `\ n`: a line break with a space slipped in (a machine translation's), which reads " n".
                    let letter = Character(Unicode.Scalar(bytes[position]))
                    escapesShownAsLetters.append(diagnostics.count)
                    warnEscape(
                        at: escapeStart,
                        "'\\ \(letter)' is no escape in a .strings file: a space stands between the backslash and the "
                            + "'\(letter)', so the person reads \" \(letter)\" where '\\\(letter)' was meant")
                }
                flushPendingSurrogate(&self)
                let length = min(DecodedText.sequenceLength(leadingByte: escaped), end - position + 1)
                decoded.append(contentsOf: bytes[(position - 1)..<(position - 1 + length)])
                position += length - 1
                continue
            }
            switch unit {
            case 0xD800...0xDBFF:
                flushPendingSurrogate(&self)
                pendingHighSurrogate = (unit, escapeStart)
            case 0xDC00...0xDFFF:
                if let high = pendingHighSurrogate {
                    let scalar = 0x10000 + (UInt32(high.unit - 0xD800) << 10) + UInt32(unit - 0xDC00)
                    appendScalar(scalar)
                    pendingHighSurrogate = nil
                } else {
                    if report { reportLoneSurrogate(unit, at: escapeStart) }
                    appendScalar(0xFFFD)
                }
            default:
                flushPendingSurrogate(&self)
                appendScalar(UInt32(unit))
            }
        }
        flushPendingSurrogate(&self)
        return Span(range: decodedStart..<decoded.count, isDecoded: true)
    }

    private mutating func appendScalar(_ value: UInt32) {
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        decoded.appendUTF8(scalar)
    }

    /// A UTF-16 unit for a message: the character and its code point, `’ (U+2019)`.
    private static func describe(_ unit: UInt16) -> String {
        let hex = String(unit, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        guard let scalar = Unicode.Scalar(unit) else { return code }
        return "\(Character(scalar)) (\(code))"
    }

    private mutating func warnEscape(at offset: Int, _ message: String) {
        diagnostics.append(Diagnostic(.suspiciousEscape, message, file: file, at: location(at: offset)))
    }

    private mutating func reportLoneSurrogate(_ unit: UInt16, at offset: Int) {
        let hex = String(unit, radix: 16, uppercase: true)
        diagnostics.append(
            Diagnostic(
                .invalidEscape,
                "'\\U\(hex)' is half of a UTF-16 surrogate pair with no other half; it is not text (read as U+FFFD)",
                file: file, at: location(at: offset)))
    }

    // MARK: - Places and messages

    private mutating func location(at offset: Int) -> SourceLocation {
        cursor.location(at: offset)
    }

    /// The character at `offset` for a message: `'#'`, or its code point when it is invisible.
    private func describeCharacter(at offset: Int) -> String {
        let length = min(DecodedText.sequenceLength(leadingByte: bytes[offset]), bytes.count - offset)
        let character = String(decoding: bytes[offset..<(offset + length)], as: UTF8.self)
        guard let scalar = character.unicodeScalars.first else { return "a byte" }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let codePoint = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        if scalar.properties.isWhitespace || scalar.value < 0x20 || scalar.value == 0x7F
            || scalar.properties.generalCategory == .format
        {
            return codePoint
        }
        return "'\(character)' (\(codePoint))"
    }

    private func quoted(_ key: Span) -> String {
        let key = withBytes(of: key) { String(decoding: $0, as: UTF8.self) }
        let shown = key.count > 40 ? String(key.prefix(40)) + "…" : key
        return "\"\(shown)\""
    }
}

extension DefaultStringInterpolation {
    /// "1 entry", "3 entries".
    mutating func appendInterpolation(count: Int, _ singular: String, _ plural: String) {
        appendLiteral("\(count) \(count == 1 ? singular : plural)")
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
