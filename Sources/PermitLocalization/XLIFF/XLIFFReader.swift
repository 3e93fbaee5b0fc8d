/// Reads XLIFF 1.2 as Xcode exports localizations: the `.xliff` file of `xcodebuild -exportLocalizations`, alone
/// or inside an `.xcloc` bundle (`Localized Contents/<language>.xliff`).
///
/// The document is `<xliff>` holding `<file original=... source-language=... target-language=...>` elements, each
/// with a `<body>` of `<trans-unit id=...>` elements (possibly inside nested `<group>`s) holding `<source>`, an
/// optional `<target state=...>` and `<note>`. Elements are matched by local name, so a namespace prefix makes no
/// difference; `<header>` and unknown elements and attributes are skipped. Text is kept exactly as written
/// (whatever `xml:space` says; XML's own line-end normalization aside); the elements XLIFF allows inside
/// `<source>` and `<target>` (`<g>`, `<ph>`, `<x/>`...) are replaced by the text they hold. The units of one key
/// are put together into one entry (see `XLIFFEntryAssembler`).
///
/// Reading never fails: problems are diagnostics. Bytes that are not text are `invalid-encoding`, malformed XML is
/// `xml-syntax` at the offending byte (reading stops there, and the files and units completed before it are
/// returned), and XML that is not XLIFF is `invalid-xliff`.
package enum XLIFFReader {
    /// Reads the XLIFF document in `bytes` (UTF-8, or UTF-16 or UTF-32 with a byte-order mark); `file` names it in
    /// diagnostics.
    package static func read(_ bytes: [UInt8], file: String?) -> XLIFFDocument {
        guard !bytes.isEmpty else {
            let start = SourceLocation(line: 1, column: 1, offset: 0)
            let message = "the file has no bytes; an XLIFF document holds an <xliff> element"
            return XLIFFDocument(files: [], diagnostics: [Diagnostic(.emptyFile, message, file: file, at: start)])
        }
        let (text, encodingDiagnostics) = TextDecoder.decode(bytes, file: file)
        let document = text.bytes.withUnsafeBufferPointer { buffer in
            var reading = XLIFFReading(scanner: XMLScanner(buffer: buffer, text: text, file: file), file: file)
            return reading.readDocument()
        }
        return XLIFFDocument(files: document.files, diagnostics: encodingDiagnostics + document.diagnostics)
    }
}

/// One pass over an XLIFF document's XML events, tracking what each open element is to the reader.
private struct XLIFFReading {
    /// What an open element is to the reader, decided by its local name and by what its parent is.
    private enum Role {
        /// The `<xliff>` root.
        case document
        /// A `<file>`.
        case file
        /// A `<body>` or `<group>`, which holds units; with the `translate` its units inherit.
        case unitContainer(translate: Bool)
        /// A `<trans-unit>`.
        case unit
        /// A unit's `<source>`, `<target>` or `<note>`, whose text is collected.
        case text(TextElement)
        /// An element inside a `<source>`, `<target>` or `<note>`, whose text belongs to it.
        case inlineElement
        /// An element the reader does not use (`<header>`, `<alt-trans>`, unknown ones), with all it holds.
        case skipped
    }

    /// The unit elements whose text is collected.
    private enum TextElement {
        /// `<source>`.
        case source
        /// `<target>`, with the translation state its `state` attribute means.
        case target(TranslationState?)
        /// `<note>`.
        case note
    }

    /// The `<file>` being read, with the assembler of its units.
    private struct OpenFile {
        /// The file's attributes and place; its entries come from the assembler when the file ends.
        var file: XLIFFFile
        /// The assembler of the file's units.
        var assembler: XLIFFEntryAssembler
    }

    /// XLIFF 1.2's target states and what each means for a translation.
    private static let translationStates: [String: TranslationState] = [
        "new": .new, "needs-translation": .new,
        "translated": .translated, "final": .translated, "signed-off": .translated,
        "needs-review-translation": .needsReview, "needs-review-l10n": .needsReview,
        "needs-review-adaptation": .needsReview, "needs-adaptation": .needsReview, "needs-l10n": .needsReview,
    ]

    private var scanner: XMLScanner
    private let file: String?
    private var roles: [Role] = []
    private var files: [XLIFFFile] = []
    private var diagnostics: [Diagnostic] = []
    private var openFile: OpenFile?
    private var openUnit: XLIFFUnit?
    /// The text of the `<source>`, `<target>` or `<note>` being read, as UTF-8.
    private var collectedText: [UInt8] = []
    /// Where the content of the `<source>` or `<target>` being read starts.
    private var collectedTextLocation = SourceLocation(line: 1, column: 1, offset: 0)
    /// Character data outside the elements whose text is collected, dropped after each event.
    private var droppedText: [UInt8] = []

    /// A reading of the events of `scanner`; `file` names the document in diagnostics.
    init(scanner: XMLScanner, file: String?) {
        self.scanner = scanner
        self.file = file
    }

    /// Reads to the end of the document, or to the first syntax error or wrong root element.
    mutating func readDocument() -> XLIFFDocument {
        reading: while true {
            let event: XMLEvent
            switch roles.last {
            case .text?, .inlineElement?: event = scanner.next(characterData: &collectedText)
            default: event = scanner.next(characterData: &droppedText)
            }
            droppedText.removeAll(keepingCapacity: true)
            switch event {
            case .startTag(let tag):
                guard start(tag) else { break reading }
            case .endTag:
                end()
            case .characterData:
                continue
            case .endOfDocument, .failed:
                break reading
            }
        }
        closeOpenFile()
        return XLIFFDocument(files: files, diagnostics: diagnostics + scanner.diagnostics)
    }

    // MARK: - Elements

    /// Opens the element of `tag`; false when reading stops because the document is not XLIFF.
    private mutating func start(_ tag: XMLStartTag) -> Bool {
        let name = tag.localName
        let role: Role
        switch roles.last {
        case nil:
            guard name == "xliff" else {
                report(
                    .invalidXLIFF, "the root element is <\(tag.name)>, not <xliff>; this is not an XLIFF document",
                    at: tag.offset)
                return false
            }
            if let version = tag.attribute("version"), version != "1.2" {
                report(
                    .invalidXLIFF, "this is XLIFF \(version); Permit reads XLIFF 1.2, the version Xcode writes",
                    at: tag.offset)
            }
            role = .document
        case .document?:
            role = name == "file" ? openFile(tag) : .skipped
        case .file?:
            role = name == "body" ? .unitContainer(translate: true) : .skipped
        case .unitContainer(let translate)?:
            switch name {
            case "group": role = .unitContainer(translate: translateAttribute(of: tag) ?? translate)
            case "trans-unit": role = openUnit(tag, inheriting: translate)
            default: role = .skipped
            }
        case .unit?:
            role = openUnitContent(tag)
        case .text?, .inlineElement?:
            role = .inlineElement
        case .skipped?:
            role = .skipped
        }
        roles.append(role)
        return true
    }

    /// Closes the innermost element.
    private mutating func end() {
        guard let role = roles.popLast() else { return }
        switch role {
        case .text(let element):
            let text = String(decoding: collectedText, as: UTF8.self)
            switch element {
            case .source:
                openUnit?.source = XLIFFUnitText(text: text, location: collectedTextLocation, state: nil)
            case .target(let state):
                openUnit?.target = XLIFFUnitText(text: text, location: collectedTextLocation, state: state)
            case .note:
                if !text.isEmpty { openUnit?.note = text }
            }
        case .unit:
            if let unit = openUnit { openFile?.assembler.add(unit) }
            openUnit = nil
        case .file:
            closeOpenFile()
        case .document, .unitContainer, .inlineElement, .skipped:
            break
        }
    }

    /// Starts reading the `<file>` of `tag`, whose `original` attribute names the table it holds.
    private mutating func openFile(_ tag: XMLStartTag) -> Role {
        let location = scanner.location(at: tag.offset)
        let original = tag.attribute("original")
        if original == nil {
            report(
                .invalidXLIFF, "a <file> without an original attribute; no table can be told from it", at: tag.offset)
        }
        openFile = OpenFile(
            file: XLIFFFile(
                original: original ?? "", sourceLanguage: tag.attribute("source-language"),
                targetLanguage: tag.attribute("target-language"), location: location, entries: []),
            assembler: XLIFFEntryAssembler(original: original ?? "", file: file))
        return .file
    }

    /// Ends the `<file>` being read, putting its completed units together into entries.
    private mutating func closeOpenFile() {
        guard var open = openFile else { return }
        openFile = nil
        open.file.entries = open.assembler.finish()
        files.append(open.file)
        diagnostics += open.assembler.diagnostics
    }

    /// Starts reading the `<trans-unit>` of `tag`, whose `translate` defaults to its container's; a unit without
    /// an id is reported and skipped.
    private mutating func openUnit(_ tag: XMLStartTag, inheriting translate: Bool) -> Role {
        guard let id = tag.attribute("id") else {
            report(.invalidXLIFF, "a <trans-unit> without an id attribute; the unit is skipped", at: tag.offset)
            return .skipped
        }
        openUnit = XLIFFUnit(
            id: id, location: scanner.location(at: tag.offset), source: nil, target: nil, note: nil,
            translate: translateAttribute(of: tag) ?? translate)
        return .unit
    }

    /// The role of an element inside a unit: the first `<source>`, `<target>` and non-empty `<note>` are read.
    private mutating func openUnitContent(_ tag: XMLStartTag) -> Role {
        let element: TextElement
        switch tag.localName {
        case "source":
            guard openUnit?.source == nil else { return reportRepeated(tag) }
            element = .source
        case "target":
            guard openUnit?.target == nil else { return reportRepeated(tag) }
            element = .target(tag.attribute("state").flatMap { translationState($0, at: tag.offset) })
        case "note":
            guard openUnit?.note == nil else { return .skipped }
            element = .note
        default:
            return .skipped
        }
        collectedText.removeAll(keepingCapacity: true)
        collectedTextLocation = scanner.location(at: tag.contentOffset)
        return .text(element)
    }

    /// Reports a second `<source>` or `<target>` in one unit, which is skipped.
    private mutating func reportRepeated(_ tag: XMLStartTag) -> Role {
        report(
            .invalidXLIFF, "a second <\(tag.localName)> in one <trans-unit>; only the first is read", at: tag.offset,
            severity: .warning)
        return .skipped
    }

    // MARK: - Attributes

    /// The `translate` attribute as a flag, or `nil` when absent or neither `yes` nor `no` (reported).
    private mutating func translateAttribute(of tag: XMLStartTag) -> Bool? {
        switch tag.attribute("translate") {
        case nil: return nil
        case "yes": return true
        case "no": return false
        case let value?:
            report(
                .invalidXLIFF, "translate=\"\(value)\" is neither yes nor no; it is ignored", at: tag.offset,
                severity: .warning)
            return nil
        }
    }

    /// The translation state a target's `state` means; values outside XLIFF 1.2's list are reported, except the
    /// `x-` values the standard leaves to tools.
    private mutating func translationState(_ value: String, at offset: Int) -> TranslationState? {
        if let state = Self.translationStates[value] { return state }
        if !value.hasPrefix("x-") {
            report(
                .unknownTranslationState,
                "state=\"\(value)\" is not an XLIFF 1.2 target state (new, needs-translation, translated, final, "
                    + "signed-off, needs-review-translation, needs-review-l10n...); it is ignored", at: offset)
        }
        return nil
    }

    /// Reports a problem at the byte at `offset`, with the rule's severity unless `severity` says otherwise.
    private mutating func report(
        _ rule: DiagnosticRule, _ message: String, at offset: Int, severity: DiagnosticSeverity? = nil
    ) {
        diagnostics.append(Diagnostic(rule, message, file: file, at: scanner.location(at: offset), severity: severity))
    }
}

@available(*, unavailable, message: "the reading holds a scanner, which reads through a buffer pointer")
extension XLIFFReading: Sendable {}
