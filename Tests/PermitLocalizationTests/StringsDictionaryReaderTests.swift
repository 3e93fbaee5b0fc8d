import Testing

@testable import PermitLocalization

/// A place in an imagined XML file; the offset is arbitrary but distinct.
private func place(_ line: Int, _ column: Int) -> PermitLocalization.SourceLocation {
    PermitLocalization.SourceLocation(line: line, column: column, offset: line * 1000 + column)
}

private func string(_ text: String, _ line: Int, _ column: Int) -> PropertyListNode {
    PropertyListNode(.string(text), at: place(line, column))
}

/// A dictionary at `line:column` whose keys each stand one line above their values at column 5.
private func dictionary(_ line: Int, _ column: Int, _ entries: [(String, PropertyListNode)]) -> PropertyListNode {
    PropertyListNode(
        .dictionary(
            entries.map { key, value in
                let keyLine = (value.location?.line ?? 1) - 1
                return PropertyListEntry(key: key, keyLocation: place(keyLine, 5), value: value)
            }), at: place(line, column))
}

private func pluralVariable(_ line: Int, valueType: String = "ld", _ cases: [(String, String)]) -> PropertyListNode {
    var entries = [
        ("NSStringFormatSpecTypeKey", string("NSStringPluralRuleType", line + 2, 9)),
        ("NSStringFormatValueTypeKey", string(valueType, line + 4, 9)),
    ]
    for (index, (category, text)) in cases.enumerated() {
        entries.append((category, string(text, line + 6 + 2 * index, 9)))
    }
    return dictionary(line, 5, entries)
}

private func text(_ value: String, _ line: Int, _ column: Int) -> LocalizedString {
    LocalizedString(.text(value, at: place(line, column)))
}

@Suite struct StringsDictionaryReaderTests {
    @Test func twoPluralVariablesMapToTextWithSubstitutions() {
        let root = dictionary(
            1, 1,
            [
                (
                    "%d files in %d folders",
                    dictionary(
                        3, 3,
                        [
                            ("NSStringLocalizedFormatKey", string("%#@files@ in %#@folders@", 5, 7)),
                            ("files", pluralVariable(7, [("one", "%ld file"), ("other", "%ld files")])),
                            ("folders", pluralVariable(20, [("zero", "no folder"), ("one", "1 folder"), ("other", "%ld folders")])),
                        ])
                )
            ])
        let result = StringsDictionaryReader.read(root, file: "Localizable.stringsdict")
        #expect(result.diagnostics == [])
        let expected = LocalizedString(
            .text("%#@files@ in %#@folders@", at: place(5, 7)),
            substitutions: [
                "files": Substitution(
                    name: "files", formatSpecifier: "ld",
                    variant: .plural([.one: text("%ld file", 13, 9), .other: text("%ld files", 15, 9)]),
                    at: place(6, 5)),
                "folders": Substitution(
                    name: "folders", formatSpecifier: "ld",
                    variant: .plural([
                        .zero: text("no folder", 26, 9), .one: text("1 folder", 28, 9), .other: text("%ld folders", 30, 9),
                    ]), at: place(19, 5)),
            ])
        #expect(result.entries == [
            StringsDictionary.Entry(key: "%d files in %d folders", keyLocation: place(2, 5), value: expected)
        ])
    }

    @Test func aPluralVariantMayReferenceAnotherVariable() {
        let root = dictionary(
            1, 1,
            [
                (
                    "nested",
                    dictionary(
                        3, 3,
                        [
                            ("NSStringLocalizedFormatKey", string("%#@photos@", 5, 7)),
                            ("photos", pluralVariable(7, [("one", "a photo in %#@albums@"), ("other", "%ld photos in %#@albums@")])),
                            ("albums", pluralVariable(20, [("one", "one album"), ("other", "%ld albums")])),
                        ])
                )
            ])
        let result = StringsDictionaryReader.read(root)
        #expect(result.diagnostics == [])
        let value = result.entries.first?.value
        #expect(value?.substitutions["photos"]?.variant == .plural([
            .one: text("a photo in %#@albums@", 13, 9), .other: text("%ld photos in %#@albums@", 15, 9),
        ]))
        #expect(value?.substitutions["albums"]?.variant == .plural([
            .one: text("one album", 26, 9), .other: text("%ld albums", 28, 9),
        ]))
    }

    @Test func widthRuleWithStringAndDictionaryVariants() {
        let root = dictionary(
            1, 1,
            [
                (
                    "greeting",
                    dictionary(
                        3, 3,
                        [
                            (
                                "NSStringVariableWidthRuleType",
                                dictionary(
                                    5, 5,
                                    [
                                        ("1", string("Hi", 7, 9)),
                                        (
                                            "20",
                                            dictionary(
                                                9, 9,
                                                [
                                                    ("NSStringLocalizedFormatKey", string("Hello, %#@people@", 11, 13)),
                                                    ("people", pluralVariable(13, [("one", "friend"), ("other", "friends")])),
                                                ])
                                        ),
                                    ])
                            )
                        ])
                )
            ])
        let result = StringsDictionaryReader.read(root)
        #expect(result.diagnostics == [])
        let wide = LocalizedString(
            .text("Hello, %#@people@", at: place(11, 13)),
            substitutions: [
                "people": Substitution(
                    name: "people", formatSpecifier: "ld",
                    variant: .plural([.one: text("friend", 19, 9), .other: text("friends", 21, 9)]), at: place(12, 5))
            ])
        #expect(result.entries.map(\.key) == ["greeting"])
        #expect(result.entries.first?.value == LocalizedString(.width([1: text("Hi", 7, 9), 20: wide])))
    }

    @Test func deviceRule() {
        let root = dictionary(
            1, 1,
            [
                (
                    "continue",
                    dictionary(
                        3, 3,
                        [
                            (
                                "NSStringDeviceSpecificRuleType",
                                dictionary(
                                    5, 5,
                                    [
                                        ("mac", string("Click to continue", 7, 9)),
                                        ("applewatch", string("Tap", 9, 9)),
                                        ("other", string("Tap to continue", 11, 9)),
                                    ])
                            )
                        ])
                )
            ])
        let result = StringsDictionaryReader.read(root)
        #expect(result.diagnostics == [])
        #expect(
            result.entries.first?.value
                == LocalizedString(
                    .device([
                        .mac: text("Click to continue", 7, 9), .appleWatch: text("Tap", 9, 9),
                        .other: text("Tap to continue", 11, 9),
                    ])))
    }

    /// Apple's runtime reads the variables the format names: a string beside them (Shifty's translators' `Comment`)
    /// is never read, while a referenced variable that is no dictionary leaves its reference unformatted.
    @Test(arguments: [("%#@count@", [String]()), ("%#@count@ %#@Comment@", ["invalid-structure"])])
    func aValueNoReferenceNamesIsNotAVariable(format: String, expected: [String]) {
        let root = dictionary(
            1, 1,
            [
                (
                    "menu.disabled_time",
                    dictionary(
                        3, 3,
                        [
                            ("Comment", string("The minutes left", 5, 7)),
                            ("NSStringLocalizedFormatKey", string(format, 7, 7)),
                            ("count", pluralVariable(9, [("one", "%ld minute"), ("other", "%ld minutes")])),
                        ])
                )
            ])
        let result = StringsDictionaryReader.read(root, file: "Localizable.stringsdict")
        #expect(result.diagnostics.map(\.rule.id) == expected)
        #expect(result.diagnostics.map(\.location) == expected.map { _ in place(5, 7) })
        #expect(result.entries.first?.value.substitutions.keys.sorted() == ["count"])
    }

    /// An entry whose value is a plain string is a text: CoreFoundation merges every entry of a `.stringsdict` into
    /// its table, whatever its type, and a lookup returns the string as it is (GostX's menu items).
    @Test func anEntryThatIsAStringIsAPlainText() {
        let result = StringsDictionaryReader.read(dictionary(1, 1, [("Quit", string("退出", 3, 3))]))
        #expect(result.diagnostics.isEmpty)
        #expect(result.entries.map(\.key) == ["Quit"])
        #expect(result.entries.first?.value == LocalizedString(.text("退出", at: place(3, 3))))
    }

    @Test func entriesKeepSourceOrder() {
        let keys = ["zeta", "alpha", "mu"]
        let root = PropertyListNode(
            .dictionary(
                keys.map {
                    PropertyListEntry(
                        key: $0,
                        value: PropertyListNode(
                            .dictionary([
                                PropertyListEntry(key: "NSStringLocalizedFormatKey", value: PropertyListNode(.string($0)))
                            ])))
                }))
        #expect(StringsDictionaryReader.read(root).entries.map(\.key) == keys)
    }

    struct Defect: Sendable, CustomTestStringConvertible {
        var name: String
        var root: PropertyListNode
        var ruleID: String
        var severity: DiagnosticSeverity
        var location: PermitLocalization.SourceLocation
        var testDescription: String { name }
    }

    static let defects: [Defect] = [
        Defect(
            name: "top level is an array", root: PropertyListNode(.array([]), at: place(2, 1)),
            ruleID: "invalid-structure", severity: .error, location: place(2, 1)),
        Defect(
            name: "entry is a number", root: dictionary(1, 1, [("key", PropertyListNode(.integer(7), at: place(3, 3)))]),
            ruleID: "invalid-structure", severity: .error, location: place(3, 3)),
        Defect(
            name: "missing format key",
            root: dictionary(1, 1, [("key", dictionary(3, 3, [("files", pluralVariable(5, [("other", "x")]))]))]),
            ruleID: "missing-format-key", severity: .error, location: place(3, 3)),
        Defect(
            name: "format key is an integer",
            root: dictionary(
                1, 1,
                [("key", dictionary(3, 3, [("NSStringLocalizedFormatKey", PropertyListNode(.integer(4), at: place(5, 7)))]))]),
            ruleID: "non-string-value", severity: .error, location: place(5, 7)),
        Defect(
            name: "reference to an undefined variable",
            root: dictionary(
                1, 1,
                [
                    (
                        "key",
                        dictionary(
                            3, 3,
                            [
                                ("NSStringLocalizedFormatKey", string("%#@files@ in %#@folders@", 5, 7)),
                                ("files", pluralVariable(7, [("other", "%ld files")])),
                            ])
                    )
                ]),
            ruleID: "undefined-substitution", severity: .error, location: place(5, 7)),
        Defect(
            name: "variable without rule type",
            root: dictionary(
                1, 1,
                [
                    (
                        "key",
                        dictionary(
                            3, 3,
                            [
                                ("NSStringLocalizedFormatKey", string("%#@files@", 5, 7)),
                                ("files", dictionary(7, 5, [("other", string("%ld files", 9, 9))])),
                            ])
                    )
                ]),
            ruleID: "missing-rule-type", severity: .error, location: place(7, 5)),
        Defect(
            name: "unknown rule type",
            root: dictionary(
                1, 1,
                [
                    (
                        "key",
                        dictionary(
                            3, 3,
                            [
                                ("NSStringLocalizedFormatKey", string("%#@files@", 5, 7)),
                                (
                                    "files",
                                    dictionary(
                                        7, 5,
                                        [
                                            ("NSStringFormatSpecTypeKey", string("NSStringGenderRuleType", 9, 9)),
                                            ("other", string("%ld files", 11, 9)),
                                        ])
                                ),
                            ])
                    )
                ]),
            ruleID: "unknown-rule-type", severity: .error, location: place(9, 9)),
        Defect(
            name: "plural variant is an array",
            root: dictionary(
                1, 1,
                [
                    (
                        "key",
                        dictionary(
                            3, 3,
                            [
                                ("NSStringLocalizedFormatKey", string("%#@files@", 5, 7)),
                                (
                                    "files",
                                    dictionary(
                                        7, 5,
                                        [
                                            ("NSStringFormatSpecTypeKey", string("NSStringPluralRuleType", 9, 9)),
                                            ("one", PropertyListNode(.array([]), at: place(11, 9))),
                                            ("other", string("%ld files", 13, 9)),
                                        ])
                                ),
                            ])
                    )
                ]),
            ruleID: "non-string-value", severity: .error, location: place(11, 9)),
        Defect(
            name: "unknown plural category",
            root: dictionary(
                1, 1,
                [
                    (
                        "key",
                        dictionary(
                            3, 3,
                            [
                                ("NSStringLocalizedFormatKey", string("%#@files@", 5, 7)),
                                ("files", pluralVariable(7, [("several", "some files"), ("other", "%ld files")])),
                            ])
                    )
                ]),
            ruleID: "unknown-plural-category", severity: .warning, location: place(12, 5)),
        Defect(
            name: "missing other",
            root: dictionary(
                1, 1,
                [
                    (
                        "key",
                        dictionary(
                            3, 3,
                            [
                                ("NSStringLocalizedFormatKey", string("%#@files@", 5, 7)),
                                ("files", pluralVariable(7, [("one", "a file"), ("many", "%ld files")])),
                            ])
                    )
                ]),
            ruleID: "missing-plural-other", severity: .error, location: place(7, 5)),
        Defect(
            name: "object value type",
            root: dictionary(
                1, 1,
                [
                    (
                        "key",
                        dictionary(
                            3, 3,
                            [
                                ("NSStringLocalizedFormatKey", string("%#@files@", 5, 7)),
                                ("files", pluralVariable(7, valueType: "@", [("other", "%@ files")])),
                            ])
                    )
                ]),
            ruleID: "non-numeric-plural-specifier", severity: .warning, location: place(11, 9)),
        Defect(
            name: "width that is not a number",
            root: dictionary(
                1, 1,
                [
                    (
                        "key",
                        dictionary(
                            3, 3, [("NSStringVariableWidthRuleType", dictionary(5, 5, [("wide", string("Hello", 8, 9))]))])
                    )
                ]),
            ruleID: "invalid-width", severity: .error, location: place(7, 5)),
        Defect(
            name: "unknown device",
            root: dictionary(
                1, 1,
                [
                    (
                        "key",
                        dictionary(
                            3, 3, [("NSStringDeviceSpecificRuleType", dictionary(5, 5, [("toaster", string("Toast", 8, 9))]))])
                    )
                ]),
            ruleID: "unknown-device-class", severity: .warning, location: place(7, 5)),
    ]

    @Test(arguments: defects)
    func defectIsReportedWhereItsNodeStands(_ defect: Defect) {
        let result = StringsDictionaryReader.read(defect.root, file: "Defect.stringsdict")
        #expect(result.diagnostics.map(\.rule.id) == [defect.ruleID])
        #expect(result.diagnostics.first?.location == defect.location)
        #expect(result.diagnostics.first?.severity == defect.severity)
        #expect(result.diagnostics.first?.file == "Defect.stringsdict")
    }
}
