import Testing

@testable import PermitLocalization

/// The XLIFF reader on excerpts shaped like Xcode's exports (written for these tests, not copied from any export):
/// `.strings`, `.stringsdict` and String Catalog tables, states, notes, XML details, malformed and hostile input.
@Suite struct XLIFFReaderTests {
    // MARK: - Helpers

    /// An Xcode-shaped document with one `<file>` whose `original` is `original`, from English to `target`;
    /// `units` starts on line 5.
    static func document(
        original: String = "App/en.lproj/Localizable.strings", target: String = "de", _ units: String
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="\(original)" source-language="en" target-language="\(target)" datatype="plaintext">
            <body>
        \(units)
            </body>
          </file>
        </xliff>
        """
    }

    /// Reads `text` as the UTF-8 file `de.xliff`.
    static func read(_ text: String) -> XLIFFDocument {
        XLIFFReader.read(Array(text.utf8), file: "de.xliff")
    }

    /// The entries of the only file of `text`, with a failed expectation when there is not exactly one file.
    static func entries(_ text: String) -> [XLIFFEntry] {
        let document = read(text)
        #expect(document.files.count == 1)
        return document.files.first?.entries ?? []
    }

    /// A compact rendering of a string without locations: `"text" [state]`, `plural(one: ..., other: ...)`,
    /// `device(...)`, and substitutions in braces.
    static func rendered(_ string: LocalizedString?) -> String {
        guard let string else { return "nil" }
        var result = rendered(string.variant)
        if let state = string.state { result += " [\(state.rawValue)]" }
        if !string.substitutions.isEmpty {
            let substitutions = string.substitutions.sorted { $0.key < $1.key }
            result += " {" + substitutions.map { "\($0.key): \(rendered($0.value.variant))" }.joined(separator: ", ") + "}"
        }
        return result
    }

    /// A compact rendering of a variant, as `rendered(_:)` writes it.
    static func rendered(_ variant: LocalizedString.Variant) -> String {
        switch variant {
        case .text(let text, _):
            return "\"\(text)\""
        case .plural(let variants):
            let cases = variants.sorted { $0.key < $1.key }.map { "\($0.key.rawValue): \(rendered($0.value))" }
            return "plural(" + cases.joined(separator: ", ") + ")"
        case .device(let variants):
            let cases = variants.sorted { $0.key.rawValue < $1.key.rawValue }.map {
                "\($0.key.rawValue): \(rendered($0.value))"
            }
            return "device(" + cases.joined(separator: ", ") + ")"
        case .width(let variants):
            return "width(\(variants.count))"
        }
    }

    /// The location of a text leaf.
    static func textLocation(_ string: LocalizedString?) -> PermitLocalization.SourceLocation? {
        guard case .text(_, let location)? = string?.variant else { return nil }
        return location
    }

    // MARK: - .strings tables

    @Test func stringsUnitsReadAsEntriesWithTheirPlaces() {
        let text = Self.document(
            """
                  <trans-unit id="Cancel" xml:space="preserve">
                    <source>Cancel</source>
                    <target state="translated">Abbrechen</target>
                    <note>Button title</note>
                  </trans-unit>
                  <trans-unit id="%@ and %@" xml:space="preserve">
                    <source>%1$@ and %2$@</source>
                    <target>%1$@ und %2$@</target>
                    <note/>
                  </trans-unit>
            """)
        let document = Self.read(text)
        #expect(document.diagnostics.isEmpty)
        let file = document.files.first
        #expect(file?.original == "App/en.lproj/Localizable.strings")
        #expect(file?.sourceLanguage == "en")
        #expect(file?.targetLanguage == "de")
        #expect(file?.location.description == "3:3")
        let entries = file?.entries ?? []
        #expect(entries.map(\.key) == ["Cancel", "%@ and %@"])
        #expect(entries.map { Self.rendered($0.source) } == ["\"Cancel\"", "\"%1$@ and %2$@\""])
        #expect(entries.map { Self.rendered($0.target) } == ["\"Abbrechen\" [translated]", "\"%1$@ und %2$@\""])
        #expect(entries.map(\.note) == ["Button title", nil])
        #expect(entries.map(\.translate) == [true, true])
        #expect(entries.first?.keyLocation.description == "5:7")
        #expect(Self.textLocation(entries.first?.source)?.description == "6:17")
        #expect(Self.textLocation(entries.first?.target)?.description == "7:36")
        #expect(Self.textLocation(entries.last?.target)?.description == "12:17")
    }

    @Test(arguments: [
        ("translated", TranslationState.translated), ("final", .translated), ("signed-off", .translated),
        ("new", .new), ("needs-translation", .new), ("needs-review-translation", .needsReview),
        ("needs-review-l10n", .needsReview), ("needs-review-adaptation", .needsReview),
        ("needs-adaptation", .needsReview), ("needs-l10n", .needsReview),
    ])
    func targetStatesMapToTranslationStates(state: String, expected: TranslationState) {
        let entries = Self.entries(
            Self.document(#"<trans-unit id="k"><source>a</source><target state="\#(state)">b</target></trans-unit>"#))
        #expect(entries.first?.target?.state == expected)
    }

    @Test func anUnknownStateIsReportedAndAnExtensionStateIsNot() {
        let document = Self.read(
            Self.document(
                """
                <trans-unit id="a"><source>a</source><target state="done">A</target></trans-unit>
                <trans-unit id="b"><source>b</source><target state="x-reviewed-by-legal">B</target></trans-unit>
                <trans-unit id="c"><source>c</source><target>C</target></trans-unit>
                """))
        #expect(document.files.first?.entries.map { $0.target?.state } == [nil, nil, nil])
        #expect(document.diagnostics.map(\.rule) == [.unknownTranslationState])
        #expect(document.diagnostics.first?.location?.description == "5:38")
    }

    @Test func aMissingTargetIsNilAndAnEmptyTargetIsEmptyText() {
        let entries = Self.entries(
            Self.document(
                """
                <trans-unit id="untranslated"><source>New</source><note>n</note></trans-unit>
                <trans-unit id="cleared"><source>Old</source><target state="translated"/></trans-unit>
                """))
        #expect(entries.map { Self.rendered($0.target) } == ["nil", "\"\" [translated]"])
    }

    @Test func translateNoIsReadFromUnitsAndInheritedFromNestedGroups() {
        let entries = Self.entries(
            Self.document(
                """
                <group id="outer" translate="no">
                  <group id="inner">
                    <trans-unit id="inherited"><source>A</source></trans-unit>
                    <trans-unit id="overridden" translate="yes"><source>B</source></trans-unit>
                  </group>
                </group>
                <trans-unit id="outside"><source>C</source></trans-unit>
                <trans-unit id="own" translate="no"><source>D</source></trans-unit>
                """))
        #expect(entries.map(\.key) == ["inherited", "overridden", "outside", "own"])
        #expect(entries.map(\.translate) == [false, true, true, false])
    }

    @Test func notesKeepTheirTextAndEmptyNotesAreNil() {
        let entries = Self.entries(
            Self.document(
                """
                <trans-unit id="a"><source>a</source><note from="auto-generated">Made by Xcode</note></trans-unit>
                <trans-unit id="b"><source>b</source><note></note><note>Second note</note></trans-unit>
                <trans-unit id="c"><source>c</source><note>First</note><note>Second</note></trans-unit>
                """))
        #expect(entries.map(\.note) == ["Made by Xcode", "Second note", "First"])
    }

    // MARK: - .stringsdict tables

    @Test func stringsDictionaryUnitsReassembleIntoFormatTextAndPluralSubstitutions() {
        let text = Self.document(
            original: "App/en.lproj/Localizable.stringsdict",
            """
            <trans-unit id="/files/in:%@:dict/NSStringLocalizedFormatKey:dict/:string" xml:space="preserve">
              <source>%#@files@ in %#@folders@</source>
              <target state="translated">%#@files@ in %#@folders@</target>
            </trans-unit>
            <trans-unit id="/files/in:%@:dict/files:dict/one:dict/:string" xml:space="preserve">
              <source>%d file</source>
              <target state="translated">%d Datei</target>
            </trans-unit>
            <trans-unit id="/files/in:%@:dict/files:dict/other:dict/:string" xml:space="preserve">
              <source>%d files</source>
              <target state="translated">%d Dateien</target>
            </trans-unit>
            <trans-unit id="/files/in:%@:dict/folders:dict/one:dict/:string" xml:space="preserve">
              <source>%d folder</source>
            </trans-unit>
            <trans-unit id="/files/in:%@:dict/folders:dict/other:dict/:string" xml:space="preserve">
              <source>%d folders</source>
              <target state="new">%d Ordnern</target>
            </trans-unit>
            """)
        let document = Self.read(text)
        #expect(document.diagnostics.isEmpty)
        let entries = document.files.first?.entries ?? []
        #expect(entries.map(\.key) == ["files/in:%@"])
        let entry = entries.first
        #expect(
            Self.rendered(entry?.source)
                == "\"%#@files@ in %#@folders@\" {files: plural(one: \"%d file\", other: \"%d files\"), "
                + "folders: plural(one: \"%d folder\", other: \"%d folders\")}")
        #expect(
            Self.rendered(entry?.target)
                == "\"%#@files@ in %#@folders@\" [translated] {files: plural(one: \"%d Datei\" [translated], "
                + "other: \"%d Dateien\" [translated]), folders: plural(other: \"%d Ordnern\" [new])}")
        #expect(entry?.keyLocation.description == "5:1")
        #expect(entry?.source.substitutions["files"]?.location?.description == "9:1")
        #expect(entry?.source.substitutions["files"]?.formatSpecifier == nil)
        #expect(entry?.source.substitutions["files"]?.name == "files")
    }

    @Test func stringsDictionaryVariantsWithoutAFormatUnitHaveEmptyText() {
        let entries = Self.entries(
            Self.document(
                original: "en.lproj/Localizable.stringsdict",
                """
                <trans-unit id="/[Count/Items]:dict/items:dict/one:dict/:string"><source>%d item</source></trans-unit>
                <trans-unit id="/[Count/Items]:dict/items:dict/other:dict/:string"><source>%d items</source></trans-unit>
                """))
        #expect(entries.map(\.key) == ["[Count/Items]"])
        #expect(Self.rendered(entries.first?.source) == "\"\" {items: plural(one: \"%d item\", other: \"%d items\")}")
        #expect(entries.first?.target == nil)
    }

    @Test func stringsDictionaryPathsXcodeDoesNotWriteAreSkippedWithAWarning() {
        let document = Self.read(
            Self.document(
                original: "en.lproj/Localizable.stringsdict",
                """
                <trans-unit id="/k:dict/width:dict/iphone:dict/:string"><source>a</source></trans-unit>
                <trans-unit id="plain"><source>b</source></trans-unit>
                <trans-unit id="/k:dict/NSStringLocalizedFormatKey:dict/:string"><source>c</source></trans-unit>
                """))
        #expect(document.files.first?.entries.map(\.key) == ["k"])
        #expect(document.diagnostics.map(\.rule) == [.invalidXLIFF, .invalidXLIFF])
        #expect(document.diagnostics.map(\.severity) == [.warning, .warning])
        #expect(document.diagnostics.map { $0.location?.line } == [5, 6])
    }

    // MARK: - String Catalogs

    @Test func catalogPluralUnitsReassembleIntoOnePlural() {
        let entries = Self.entries(
            Self.document(
                original: "App/Localizable.xcstrings",
                """
                <trans-unit id="%lld birds|==|plural.one" xml:space="preserve">
                  <source>%lld bird</source>
                  <target state="translated">%lld Vogel</target>
                  <note>Bird count</note>
                </trans-unit>
                <trans-unit id="%lld birds|==|plural.other" xml:space="preserve">
                  <source>%lld birds</source>
                  <target state="needs-review-l10n">%lld Vögel</target>
                  <note>Bird count</note>
                </trans-unit>
                <trans-unit id="untouched|==|plural.one" xml:space="preserve">
                  <source>one</source>
                </trans-unit>
                <trans-unit id="untouched|==|plural.other" xml:space="preserve">
                  <source>other</source>
                </trans-unit>
                """))
        #expect(entries.map(\.key) == ["%lld birds", "untouched"])
        #expect(Self.rendered(entries.first?.source) == "plural(one: \"%lld bird\", other: \"%lld birds\")")
        #expect(
            Self.rendered(entries.first?.target)
                == "plural(one: \"%lld Vogel\" [translated], other: \"%lld Vögel\" [needs_review])")
        #expect(entries.first?.note == "Bird count")
        #expect(entries.first?.keyLocation.description == "5:1")
        if case .plural(let variants)? = entries.first?.target?.variant {
            #expect(Self.textLocation(variants[.other])?.description == "12:37")
        } else {
            Issue.record("the target is not a plural")
        }
        #expect(entries.last?.target == nil)
    }

    @Test func catalogDeviceUnitsReassembleIntoDevicesWithNestedPlurals() {
        let entries = Self.entries(
            Self.document(
                original: "Localizable.xcstrings",
                """
                <trans-unit id="tap|==|device.iphone.plural.one"><source>Tap %lld item</source><target>Tippe %lld Element</target></trans-unit>
                <trans-unit id="tap|==|device.iphone.plural.other"><source>Tap %lld items</source></trans-unit>
                <trans-unit id="tap|==|device.mac"><source>Click</source><target>Klicke</target></trans-unit>
                <trans-unit id="tap|==|device.other"><source>Press</source><target>Drücke</target></trans-unit>
                """))
        #expect(entries.map(\.key) == ["tap"])
        #expect(
            Self.rendered(entries.first?.source)
                == "device(iphone: plural(one: \"Tap %lld item\", other: \"Tap %lld items\"), mac: \"Click\", "
                + "other: \"Press\")")
        #expect(
            Self.rendered(entries.first?.target)
                == "device(iphone: plural(one: \"Tippe %lld Element\"), mac: \"Klicke\", other: \"Drücke\")")
    }

    @Test func catalogSubstitutionUnitsBecomeSubstitutionsOfTheirKey() {
        let entries = Self.entries(
            Self.document(
                original: "Localizable.xcstrings",
                """
                <trans-unit id="scan"><source>Found %1$#@files@ in %2$#@A.B@</source><target>%2$#@A.B@: %1$#@files@</target></trans-unit>
                <trans-unit id="scan|==|substitutions.files.plural.one"><source>%1$lld file</source><target>%1$lld Datei</target></trans-unit>
                <trans-unit id="scan|==|substitutions.files.plural.other"><source>%1$lld files</source><target>%1$lld Dateien</target></trans-unit>
                <trans-unit id="scan|==|substitutions.@A.B@.plural.other"><source>%2$lld folders</source></trans-unit>
                <trans-unit id="k|==|device.iphone"><source>%#@n@ on iPhone</source></trans-unit>
                <trans-unit id="k|==|device.other"><source>%#@n@</source></trans-unit>
                <trans-unit id="k|==|substitutions.n.plural.other"><source>%lld photos</source></trans-unit>
                <trans-unit id="orphan|==|substitutions.n.plural.one"><source>%lld photo</source></trans-unit>
                """))
        #expect(entries.map(\.key) == ["scan", "k", "orphan"])
        #expect(
            Self.rendered(entries.first?.source)
                == "\"Found %1$#@files@ in %2$#@A.B@\" {A.B: plural(other: \"%2$lld folders\"), "
                + "files: plural(one: \"%1$lld file\", other: \"%1$lld files\")}")
        #expect(
            Self.rendered(entries.first?.target)
                == "\"%2$#@A.B@: %1$#@files@\" {files: plural(one: \"%1$lld Datei\", other: \"%1$lld Dateien\")}")
        #expect(entries.first?.source.substitutions["files"]?.location?.description == "6:1")
        #expect(
            Self.rendered(entries.dropFirst().first?.source)
                == "device(iphone: \"%#@n@ on iPhone\", other: \"%#@n@\") {n: plural(other: \"%lld photos\")}")
        #expect(Self.rendered(entries.last?.source) == "\"\" {n: plural(one: \"%lld photo\")}")
    }

    @Test func catalogIDsSplitAtTheLastSeparatorAndKeepOtherSuffixesInTheKey() {
        let document = Self.read(
            Self.document(
                original: "Localizable.xcstrings",
                """
                <trans-unit id="literal|==|text"><source>A</source></trans-unit>
                <trans-unit id="varied|==|key|==|plural.other"><source>B</source></trans-unit>
                <trans-unit id="a/b:c|==|plural.one"><source>C</source></trans-unit>
                <trans-unit id="odd|==|plural.lots"><source>D</source></trans-unit>
                <trans-unit id="gadget|==|device.toaster"><source>E</source></trans-unit>
                <trans-unit id="deep|==|plural.one.plural.one.plural.one.plural.one.plural.one"><source>F</source></trans-unit>
                """))
        let entries = document.files.first?.entries ?? []
        #expect(
            entries.map(\.key) == [
                "literal|==|text", "varied|==|key", "a/b:c", "odd|==|plural.lots", "gadget|==|device.toaster",
                "deep|==|plural.one.plural.one.plural.one.plural.one.plural.one",
            ])
        #expect(
            entries.map { Self.rendered($0.source) }.prefix(3) == ["\"A\"", "plural(other: \"B\")", "plural(one: \"C\")"])
        #expect(document.diagnostics.map(\.rule) == [.unknownPluralCategory, .unknownDeviceClass, .invalidXLIFF])
        #expect(document.diagnostics.map { $0.location?.line } == [8, 9, 10])
    }

    @Test func aRepeatedUnitOrAConflictingShapeIsIgnoredWithAWarning() {
        let document = Self.read(
            Self.document(
                original: "Localizable.xcstrings",
                """
                <trans-unit id="k"><source>first</source></trans-unit>
                <trans-unit id="k"><source>second</source></trans-unit>
                <trans-unit id="k|==|plural.one"><source>variant</source></trans-unit>
                """))
        #expect(document.files.first?.entries.map { Self.rendered($0.source) } == ["\"first\""])
        #expect(document.diagnostics.map(\.rule) == [.duplicateKey, .invalidXLIFF])
        #expect(document.diagnostics.map { $0.location?.line } == [6, 7])
    }

    // MARK: - XML

    @Test func referencesCDATAAndCommentsAreResolvedInTextAndAttributes() {
        let entries = Self.entries(
            Self.document(
                """
                <trans-unit id="&lt;b&gt; &amp; &quot;q&quot; &apos;a&apos;"><source>&lt;b&gt;Fish &amp; chips&lt;/b&gt;</source></trans-unit>
                <trans-unit id="two&#10;lines&#x9;tab"><source>caf&#233; &#x1F600;</source></trans-unit>
                <trans-unit id='single "quoted"'><source><![CDATA[<not a tag> & no entity &amp;]]> after</source></trans-unit>
                <trans-unit id="literal
                newline\ttab"><source>Hel<!-- dropped -->lo<?pi dropped?>!</source></trans-unit>
                """))
        #expect(
            entries.map(\.key) == [
                "<b> & \"q\" 'a'", "two\nlines\ttab", "single \"quoted\"", "literal newline tab",
            ])
        #expect(
            entries.map { Self.rendered($0.source) } == [
                "\"<b>Fish & chips</b>\"", "\"café 😀\"", "\"<not a tag> & no entity &amp; after\"", "\"Hello!\"",
            ])
    }

    @Test func whitespaceIsKeptAsWrittenAndLineEndsBecomeLineFeeds() {
        let text = Self.document(
            "<trans-unit id=\"k\" xml:space=\"default\"><source>  two  spaces\r\n\tand a tab&#13;</source>"
                + "<target>\n  indented\n</target></trans-unit>\r<trans-unit id=\"cr\"><source>a\rb</source></trans-unit>")
        let entries = Self.entries(text)
        #expect(entries.map { Self.rendered($0.source) } == ["\"  two  spaces\n\tand a tab\r\"", "\"a\nb\""])
        #expect(Self.rendered(entries.first?.target) == "\"\n  indented\n\"")
    }

    @Test func inlineElementsGiveTheirText() {
        let entries = Self.entries(
            Self.document(
                """
                <trans-unit id="k">
                  <source>Tap <g id="1">Save</g><x id="2"/> now <ph id="3">%@</ph></source>
                  <target>Tippe <g id="1"><g id="4">Sichern</g></g><bx id="5"/> <ph id="3">%@</ph></target>
                </trans-unit>
                """))
        #expect(Self.rendered(entries.first?.source) == "\"Tap Save now %@\"")
        #expect(Self.rendered(entries.first?.target) == "\"Tippe Sichern %@\"")
    }

    @Test func namespacePrefixesAndUnknownElementsAreTolerated() {
        let text = """
            <x:xliff xmlns:x="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <x:file original="a.strings" x:unknown="1">
                <x:header><x:tool tool-id="com.apple.dt.xcode"/><x:trans-unit id="in-header"><x:source>no</x:source></x:trans-unit></x:header>
                <x:body>
                  <x:trans-unit id="k"><x:source>yes</x:source><x:alt-trans><x:target>alternative</x:target></x:alt-trans><x:target>ja</x:target><x:context-group/></x:trans-unit>
                  <x:bin-unit id="b"/>
                </x:body>
              </x:file>
            </x:xliff>
            """
        let document = Self.read(text)
        #expect(document.diagnostics.isEmpty)
        #expect(document.files.first?.entries.map(\.key) == ["k"])
        #expect(document.files.first?.entries.map { Self.rendered($0.target) } == ["\"ja\""])
    }

    @Test func severalFilesEachKeepTheirTables() {
        let text = """
            <xliff version="1.2">
            <file original="A/en.lproj/InfoPlist.strings" source-language="en" target-language="fr"><body>
            <trans-unit id="NSCameraUsageDescription"><source>Camera</source><target>Caméra</target></trans-unit>
            </body></file>
            <file original="A/Localizable.xcstrings" source-language="en" target-language="fr"><body>
            <trans-unit id="NSCameraUsageDescription|==|plural.one"><source>x</source></trans-unit>
            </body></file>
            </xliff>
            """
        let document = Self.read(text)
        #expect(document.files.map(\.original) == ["A/en.lproj/InfoPlist.strings", "A/Localizable.xcstrings"])
        #expect(document.files.map(\.targetLanguage) == ["fr", "fr"])
        #expect(
            document.files.map { $0.entries.map { Self.rendered($0.source) } }
                == [["\"Camera\""], ["plural(one: \"x\")"]])
    }

    // MARK: - Malformed XML

    /// A document broken on line 6, after one complete unit on line 4 and the start of another on line 5.
    struct MalformedCase: Sendable, CustomTestStringConvertible {
        let label: String
        let brokenLine: String
        let column: Int
        let messagePart: String
        /// The case's name in test reports.
        var testDescription: String { label }
    }

    @Test(arguments: [
        MalformedCase(
            label: "unclosed element", brokenLine: "<source>Two</trans-unit>", column: 12,
            messagePart: "does not close <source>"),
        MalformedCase(
            label: "tag without >", brokenLine: "<source xml:space=\"preserve\"<target>", column: 29,
            messagePart: "expected an attribute"),
        MalformedCase(
            label: "undeclared entity", brokenLine: "<source>Fish &chips; </source>", column: 14,
            messagePart: "&chips;"),
        MalformedCase(
            label: "bare ampersand", brokenLine: "<source>Salt & pepper</source>", column: 14,
            messagePart: "&amp;"),
        MalformedCase(
            label: "end of file inside an element", brokenLine: "<source>Two</source>", column: 21,
            messagePart: "the file ends inside <trans-unit>"),
        MalformedCase(
            label: "repeated attribute", brokenLine: "<target state=\"new\" state=\"final\">X</target>", column: 21,
            messagePart: "two state attributes"),
        MalformedCase(
            label: "< in an attribute", brokenLine: "<note from=\"a<b\">x</note>", column: 14,
            messagePart: "a < in the value"),
        MalformedCase(
            label: "invalid character reference", brokenLine: "<source>&#xD800;</source>", column: 9,
            messagePart: "does not allow"),
        MalformedCase(
            label: "stray less-than", brokenLine: "<source>1 < 2</source>", column: 11,
            messagePart: "write &lt;"),
        MalformedCase(
            label: "unterminated comment", brokenLine: "<!-- never closed", column: 1,
            messagePart: "comment never ends"),
    ])
    func malformedXMLIsAnErrorAtTheOffendingByteAndEarlierUnitsAreKept(_ malformed: MalformedCase) {
        let text = """
            <xliff version="1.2">
            <file original="a.strings">
            <body>
            <trans-unit id="first"><source>One</source><target>Eins</target></trans-unit>
            <trans-unit id="second">
            \(malformed.brokenLine)
            """
        let document = Self.read(text)
        #expect(document.diagnostics.count == 1)
        let diagnostic = document.diagnostics.first
        #expect(diagnostic?.rule == .xmlSyntax)
        #expect(diagnostic?.severity == .error)
        #expect(diagnostic?.file == "de.xliff")
        #expect(diagnostic?.location?.line == 6)
        #expect(diagnostic?.location?.column == malformed.column)
        #expect(diagnostic?.message.contains(malformed.messagePart) == true, "\(diagnostic?.message ?? "")")
        #expect(document.files.map(\.original) == ["a.strings"])
        #expect(document.files.first?.entries.map(\.key) == ["first"])
        #expect(document.files.first?.entries.map { Self.rendered($0.target) } == ["\"Eins\""])
    }

    @Test func aMismatchedCloseTagPointsAtTheElementItLeavesOpen() {
        let document = Self.read("<xliff>\n<file original=\"a\">\n<body></file>")
        #expect(document.diagnostics.first?.location?.description == "3:7")
        #expect(document.diagnostics.first?.related.first?.location.description == "3:1")
    }

    @Test func completedFilesAreKeptWhenALaterFileBreaks() {
        let text = """
            <xliff version="1.2">
            <file original="a.strings"><body><trans-unit id="a"><source>A</source></trans-unit></body></file>
            <file original="b.strings"><body><trans-unit id="b"><source>B</source></trans-unit><trans-unit id="c"><source>C</sourc></trans-unit></body></file>
            </xliff>
            """
        let document = Self.read(text)
        #expect(document.files.map(\.original) == ["a.strings", "b.strings"])
        #expect(document.files.map { $0.entries.map(\.key) } == [["a"], ["b"]])
        #expect(document.diagnostics.map(\.rule) == [.xmlSyntax])
        #expect(document.diagnostics.first?.location?.description == "3:112")
    }

    // MARK: - Hostile input

    @Test func aDocumentTypesEntitiesAreNeverExpanded() {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE xliff [
              <!ENTITY lol "lol">
              <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
              <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
              <!-- a comment's ] and > and ' do not end the subset -->
            ]>
            <xliff version="1.2"><file original="a.strings"><body>
            <trans-unit id="safe"><source>Safe</source></trans-unit>
            <trans-unit id="bomb"><source>&lol3;</source></trans-unit>
            </body></file></xliff>
            """
        let document = Self.read(text)
        #expect(document.files.first?.entries.map(\.key) == ["safe"])
        #expect(document.diagnostics.map(\.rule) == [.xmlSyntax])
        #expect(document.diagnostics.first?.location?.description == "10:31")
        #expect(document.diagnostics.first?.message.contains("never expanded") == true)
    }

    @Test func nestingIsLimited() {
        let depthOfTarget = 5
        let text = """
            <xliff version="1.2"><file original="a.strings"><body><trans-unit id="k"><source>s</source>
            <target>
            \(String(repeating: "<g>", count: 100_000))
            """
        let document = Self.read(text)
        let failingElement = XMLScanner.maximumDepth - depthOfTarget + 1
        #expect(document.diagnostics.map(\.rule) == [.xmlSyntax])
        #expect(document.diagnostics.first?.location?.description == "3:\((failingElement - 1) * 3 + 1)")
        #expect(document.diagnostics.first?.message.contains("deeper than \(XMLScanner.maximumDepth)") == true)
        #expect(document.files.first?.entries.isEmpty == true)
    }

    @Test func hostileShapesAreReadInBoundedTime() {
        let manyAttributes = (0..<50_000).map { " a\($0)=\"\($0)\"" }.joined()
        let shapes = [
            Self.document("<trans-unit id=\"k\"\(manyAttributes)><source>s</source></trans-unit>"),
            Self.document(
                "<trans-unit id=\"k\"><source>\(String(repeating: "&amp;&#x41;", count: 200_000))</source></trans-unit>"),
            Self.document(
                String(repeating: "<!-- c --><trans-unit id=\"k\"><source>s</source></trans-unit>", count: 20_000)),
            Self.document(
                original: "Localizable.xcstrings",
                (0..<20_000).map {
                    "<trans-unit id=\"k|==|substitutions.n\($0).plural.one\"><source>s</source></trans-unit>"
                }.joined()),
            "<xliff>" + String(repeating: "<![CDATA[", count: 200_000),
        ]
        let clock = ContinuousClock()
        for shape in shapes {
            let elapsed = clock.measure { _ = Self.read(shape) }
            #expect(elapsed < .seconds(20), "\(shape.prefix(60)) took \(elapsed)")
        }
        let entries = Self.entries(shapes[3])
        #expect(entries.first?.source.substitutions.count == 20_000)
    }

    // MARK: - Encodings and structure

    @Test func utf16WithAByteOrderMarkIsReadWithFileOffsets() {
        let line1 = "<xliff version=\"1.2\"><file original=\"a.strings\"><body>\n"
        let before = line1 + "<trans-unit id=\"size\"><source>Size</source><target>"
        let text = before + "Größe 😀</target></trans-unit>\n</body></file></xliff>"
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let document = XLIFFReader.read(bytes, file: "de.xliff")
        #expect(document.diagnostics.isEmpty)
        let target = document.files.first?.entries.first?.target
        #expect(Self.rendered(target) == "\"Größe 😀\"")
        let location = Self.textLocation(target)
        #expect(location?.line == 2)
        #expect(location?.column == 52)
        #expect(location?.offset == 2 + 2 * before.utf16.count)
    }

    @Test func bytesThatAreNotUTF8AreAnEncodingErrorNotACrash() {
        // "¤" (C2 A4 in UTF-8) marks the place of a lone Latin-1 "é" (E9), which is not UTF-8.
        var bytes = Array(Self.document("<trans-unit id=\"k\"><source>caf¤</source></trans-unit>").utf8)
        if let index = bytes.firstIndex(of: 0xC2) { bytes.replaceSubrange(index...(index + 1), with: [0xE9]) }
        let document = XLIFFReader.read(bytes, file: "de.xliff")
        #expect(document.diagnostics.map(\.rule) == [.invalidEncoding])
        #expect(document.files.first?.entries.first.map { Self.rendered($0.source) } == "\"caf\u{FFFD}\"")
    }

    @Test func anEmptyFileIsReported() {
        let document = XLIFFReader.read([], file: "de.xliff")
        #expect(document.diagnostics.map(\.rule) == [.emptyFile])
        #expect(document.files.isEmpty)
    }

    @Test func wellFormedXMLThatIsNotXLIFFIsReported() {
        let plist = Self.read("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>")
        #expect(plist.diagnostics.map(\.rule) == [.invalidXLIFF])
        #expect(plist.diagnostics.first?.location?.description == "2:1")
        #expect(plist.files.isEmpty)

        let newer = Self.read("<xliff version=\"2.0\"><file id=\"f\"><unit id=\"u\"/></file></xliff>")
        #expect(newer.diagnostics.map(\.rule) == [.invalidXLIFF, .invalidXLIFF])

        let broken = Self.read(
            """
            <xliff version="1.2"><file><body>
            <trans-unit><source>no id</source></trans-unit>
            <trans-unit id="ok"><source>fine</source></trans-unit>
            <trans-unit id="no-source"><target>Ziel</target></trans-unit>
            <trans-unit id="two"><source>a</source><source>b</source></trans-unit>
            </body></file></xliff>
            """)
        #expect(broken.files.first?.original == "")
        #expect(broken.files.first?.entries.map(\.key) == ["ok", "no-source", "two"])
        #expect(broken.files.first?.entries.map { Self.rendered($0.source) } == ["\"fine\"", "\"\"", "\"a\""])
        #expect(broken.diagnostics.map(\.rule) == [.invalidXLIFF, .invalidXLIFF, .invalidXLIFF, .invalidXLIFF])
        #expect(broken.diagnostics.map { $0.location?.line } == [1, 2, 5, 4])
    }

    // MARK: - .xcloc contents

    @Test func xclocContentsGiveTheDevelopmentRegionAndTargetLocale() {
        let json = """
            {
              "developmentRegion" : "en",
              "project" : "App.xcodeproj",
              "targetLocale" : "pt-BR",
              "toolInfo" : { "toolBuildNumber" : "16A242d", "toolID" : "com.apple.dt.xcode", "toolName" : "Xcode", "toolVersion" : "16.0" },
              "version" : "1.0"
            }
            """
        let (contents, diagnostics) = XCLocContents.read(Array(json.utf8), file: "contents.json")
        #expect(contents == XCLocContents(developmentRegion: "en", targetLocale: "pt-BR"))
        #expect(diagnostics.isEmpty)
    }

    @Test func malformedOrIncompleteXclocContentsAreReported() {
        let malformed = XCLocContents.read(Array("{\"targetLocale\": \"de\",,}".utf8), file: "contents.json")
        #expect(malformed.contents == nil)
        #expect(malformed.diagnostics.map(\.rule) == [.syntax])
        #expect(malformed.diagnostics.first?.location?.description == "1:23")

        let incomplete = XCLocContents.read(Array("{\"developmentRegion\": 1}".utf8), file: "contents.json")
        #expect(incomplete.contents == XCLocContents(developmentRegion: nil, targetLocale: nil))
        #expect(incomplete.diagnostics.map(\.rule) == [.invalidStructure, .invalidStructure])

        let array = XCLocContents.read(Array("[]".utf8), file: "contents.json")
        #expect(array.contents == nil)
        #expect(array.diagnostics.map(\.rule) == [.invalidStructure])
    }
}
