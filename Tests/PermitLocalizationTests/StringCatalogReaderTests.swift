import Testing

@testable import PermitLocalization

extension LocalizedString {
    /// The same string with every place removed, to compare models written by hand.
    var withoutLocations: LocalizedString {
        var copy = self
        copy.variant = variant.withoutLocations
        copy.substitutions = substitutions.mapValues { substitution in
            var bare = substitution
            bare.location = nil
            bare.variant = substitution.variant.withoutLocations
            return bare
        }
        return copy
    }
}

extension LocalizedString.Variant {
    var withoutLocations: LocalizedString.Variant {
        switch self {
        case .text(let text, _): .text(text, at: nil)
        case .plural(let cases): .plural(cases.mapValues(\.withoutLocations))
        case .device(let cases): .device(cases.mapValues(\.withoutLocations))
        case .width(let cases): .width(cases.mapValues(\.withoutLocations))
        }
    }
}

private func unit(_ text: String, _ state: TranslationState? = .translated) -> LocalizedString {
    LocalizedString(.text(text, at: nil), state: state)
}

private func read(_ text: String) -> StringCatalog {
    StringCatalogReader.read(Array(text.utf8), file: "Localizable.xcstrings")
}

@Suite struct StringCatalogReaderTests {
    static let realistic = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld files" : {
              "comment" : "Number of files in the folder",
              "extractionState" : "manual",
              "localizations" : {
                "de" : {
                  "variations" : {
                    "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Datei" } },
                      "other" : { "stringUnit" : { "state" : "needs_review", "value" : "%lld Dateien" } }
                    }
                  }
                }
              }
            },
            "%lld photos in %lld albums" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : { "state" : "new", "value" : "%#@photos@ in %#@albums@" },
                  "substitutions" : {
                    "albums" : {
                      "argNum" : 2,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : { "stringUnit" : { "state" : "new", "value" : "%arg album" } },
                          "other" : { "stringUnit" : { "state" : "new", "value" : "%arg albums" } }
                        }
                      }
                    },
                    "photos" : {
                      "argNum" : 1,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : { "stringUnit" : { "state" : "new", "value" : "%arg photo" } },
                          "other" : { "stringUnit" : { "state" : "new", "value" : "%arg photos" } }
                        }
                      }
                    }
                  }
                }
              }
            },
            "Permit" : {
              "shouldTranslate" : false
            },
            "Tap to see %lld items" : {
              "localizations" : {
                "fr" : {
                  "variations" : {
                    "device" : {
                      "mac" : { "stringUnit" : { "state" : "stale", "value" : "Cliquer" } },
                      "other" : {
                        "variations" : {
                          "plural" : {
                            "one" : { "stringUnit" : { "state" : "translated", "value" : "Touchez %lld élément" } },
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "Touchez %lld éléments" } }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """#

    @Test func realisticCatalogMapsIntoTheModel() throws {
        let catalog = read(Self.realistic)
        #expect(catalog.diagnostics == [])
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.version == "1.0")
        #expect(catalog.entries.map(\.key) == [
            "%lld files", "%lld photos in %lld albums", "Permit", "Tap to see %lld items",
        ])
        guard catalog.entries.count == 4 else { return }

        let files = catalog.entries[0]
        #expect(files.comment == "Number of files in the folder")
        #expect(files.extractionState == "manual")
        #expect(files.shouldTranslate)
        #expect(files.localizations.mapValues(\.withoutLocations) == [
            "de": LocalizedString(.plural([.one: unit("%lld Datei"), .other: unit("%lld Dateien", .needsReview)]))
        ])

        let photos = catalog.entries[1]
        let expectedPhotos = LocalizedString(
            .text("%#@photos@ in %#@albums@", at: nil),
            substitutions: [
                "photos": Substitution(
                    name: "photos", argumentNumber: 1, formatSpecifier: "lld",
                    variant: .plural([.one: unit("%arg photo", .new), .other: unit("%arg photos", .new)])),
                "albums": Substitution(
                    name: "albums", argumentNumber: 2, formatSpecifier: "lld",
                    variant: .plural([.one: unit("%arg album", .new), .other: unit("%arg albums", .new)])),
            ], state: .new)
        #expect(photos.localizations["en"]?.withoutLocations == expectedPhotos)
        #expect(photos.comment == nil)

        let permit = catalog.entries[2]
        #expect(!permit.shouldTranslate)
        #expect(permit.localizations.isEmpty)

        let tap = catalog.entries[3]
        #expect(tap.localizations["fr"]?.withoutLocations == LocalizedString(
            .device([
                .mac: unit("Cliquer", .stale),
                .other: LocalizedString(
                    .plural([.one: unit("Touchez %lld élément"), .other: unit("Touchez %lld éléments")])),
            ])))
    }

    @Test func placesOfKeysAndTexts() throws {
        let catalog = read(Self.realistic)
        #expect(catalog.entries.first?.keyLocation == PermitLocalization.SourceLocation(line: 4, column: 5, offset: 49))
        let photos = try #require(catalog.entries.dropFirst().first?.localizations["en"])
        guard case .text(_, let location) = photos.variant else {
            Issue.record("not text")
            return
        }
        #expect(location.map { [$0.line, $0.column] } == [21, 55])
        #expect(photos.substitutions["albums"]?.location.map { [$0.line, $0.column] } == [23, 13])
    }

    static let prefix = #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"de": "#

    @Test(arguments: [
        (#"{"strings": {}}"#, "missing-source-language", DiagnosticSeverity.error, 1, 1),
        (
            prefix + "{\"stringUnit\": {\n  \"state\": \"done\", \"value\": \"x\"}}}}}}",
            "unknown-translation-state", .warning, 2, 12
        ),
        (
            prefix + "{\"stringUnit\": {\"state\": \"translated\",\n  \"value\": \"%#@count@\"}}}}}}",
            "undefined-substitution", .error, 2, 12
        ),
        (
            prefix + "{\"variations\": {\"plural\": {\n  \"several\": {\"stringUnit\": {\"state\": \"new\", \"value\": \"a\"}},"
                + "\n  \"other\": {\"stringUnit\": {\"state\": \"new\", \"value\": \"b\"}}}}}}}}}",
            "unknown-plural-category", .warning, 2, 3
        ),
        (
            prefix + "{\"variations\": {\"plural\":\n  {\"one\": {\"stringUnit\": {\"state\": \"new\", \"value\": \"a\"}}}}}}}}}",
            "missing-plural-other", .error, 2, 3
        ),
        (
            "{\"sourceLanguage\": \"en\", \"strings\": {\"k\": {\n  \"shouldTranslate\": \"no\"}}}",
            "invalid-structure", .error, 2, 22
        ),
        (
            prefix + "{\"stringUnit\": {\"state\": \"new\", \"value\": \"%#@n@\"}, \"substitutions\": {\"n\": {\n"
                + "  \"argNum\": \"1\", \"formatSpecifier\": \"ld\", \"variations\": {\"plural\": {\"other\": "
                + "{\"stringUnit\": {\"state\": \"new\", \"value\": \"%ld\"}}}}}}}}}}}",
            "invalid-structure", .error, 2, 13
        ),
        (
            prefix + "{\"stringUnit\": {\"state\": \"new\", \"value\": \"%#@n@\"}, \"substitutions\": {\"n\": {\"argNum\": 1,\n"
                + "  \"formatSpecifier\": \"@\", \"variations\": {\"plural\": {\"other\": "
                + "{\"stringUnit\": {\"state\": \"new\", \"value\": \"%@\"}}}}}}}}}}}",
            "non-numeric-plural-specifier", .warning, 2, 22
        ),
        (
            prefix + "{\"variations\": {\"device\": {\n  \"toaster\": {\"stringUnit\": {\"state\": \"new\", \"value\": \"a\"}}}}}}}}}",
            "unknown-device-class", .warning, 2, 3
        ),
        (
            "{\"sourceLanguage\": \"en\", \"version\": \"1.0\",\n  \"flavor\": \"vanilla\", \"strings\": {}}",
            "unknown-field", .note, 2, 3
        ),
        (
            prefix + "{\"variations\": {\n  \"width\": {\"1\": {\"stringUnit\": {\"state\": \"new\", \"value\": \"a\"}}}}}}}}}",
            "unknown-rule-type", .error, 2, 3
        ),
        ("{\"sourceLanguage\": \"en\",\n  \"strings\": {,}}", "syntax", .error, 2, 15),
        (prefix + "\n  {}}}}}", "invalid-structure", .error, 2, 3),
        ("[\"en\"]", "invalid-structure", .error, 1, 1),
    ])
    func defectIsReportedAtItsPlace(
        _ text: String, _ ruleID: String, _ severity: DiagnosticSeverity, _ line: Int, _ column: Int
    ) {
        let diagnostics = read(text).diagnostics
        #expect(diagnostics.map(\.rule.id) == [ruleID])
        #expect(diagnostics.first?.severity == severity)
        #expect(diagnostics.first?.location.map { [$0.line, $0.column] } == [line, column])
        #expect(diagnostics.first?.file == "Localizable.xcstrings")
    }

    /// Xcode 26 marks the comments it writes itself with `"isCommentAutoGenerated" : true` (TimeNote's catalog): a
    /// field of the entry, no finding; one that is no boolean is an error at its place.
    @Test func anAutoGeneratedCommentsMarkIsAField() {
        let marked = read(
            "{\"sourceLanguage\": \"en\", \"strings\": {\"k\": {\"comment\": \"A button.\", \"isCommentAutoGenerated\": true}}}")
        #expect(marked.diagnostics.isEmpty)
        #expect(marked.entries.first?.comment == "A button.")
        let wrong = read("{\"sourceLanguage\": \"en\", \"strings\": {\"k\": {\"isCommentAutoGenerated\": \"yes\"}}}")
        #expect(wrong.diagnostics.map(\.rule.id) == ["invalid-structure"])
    }

    /// Xcode writes `"comment" : null` for a string whose comment was removed (mammoth's catalog, built and shipped
    /// so): no finding. A comment of another kind is still no string.
    @Test func aNullCommentIsNoDefect() {
        let catalog = read("{\"sourceLanguage\": \"en\", \"strings\": {\"k\": {\"comment\": null, \"localizations\": {}}}}")
        #expect(catalog.diagnostics.isEmpty)
        #expect(catalog.entries.map(\.key) == ["k"])
        let numbered = read("{\"sourceLanguage\": \"en\", \"strings\": {\"k\": {\"comment\": 3}}}")
        #expect(numbered.diagnostics.map(\.rule.id) == ["invalid-structure"])
    }

    @Test func malformedCatalogHasNoEntries() {
        let catalog = read("{\"sourceLanguage\": \"en\", \"strings\": {\"k\": {}")
        #expect(catalog.entries == [])
        #expect(catalog.sourceLanguage == nil)
        #expect(catalog.diagnostics.map(\.rule.id) == ["syntax"])
    }

    @Test func stringsdictAndCatalogPluralsAreTheSameModel() throws {
        let catalog = read(
            #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {"variations": {"plural": {"#
                + #""one": {"stringUnit": {"value": "%ld file"}}, "other": {"stringUnit": {"value": "%ld files"}}}}}}}}}"#)
        let root = PropertyListNode(
            .dictionary([
                PropertyListEntry(
                    key: "k",
                    value: PropertyListNode(
                        .dictionary([
                            PropertyListEntry(key: "NSStringLocalizedFormatKey", value: PropertyListNode(.string("%#@n@"))),
                            PropertyListEntry(
                                key: "n",
                                value: PropertyListNode(
                                    .dictionary([
                                        PropertyListEntry(
                                            key: "NSStringFormatSpecTypeKey",
                                            value: PropertyListNode(.string("NSStringPluralRuleType"))),
                                        PropertyListEntry(key: "one", value: PropertyListNode(.string("%ld file"))),
                                        PropertyListEntry(key: "other", value: PropertyListNode(.string("%ld files"))),
                                    ]))),
                        ])))
            ]))
        let dictionary = StringsDictionaryReader.read(root)
        let fromCatalog = try #require(catalog.entries.first?.localizations["en"]?.withoutLocations)
        let fromDictionary = try #require(dictionary.entries.first?.value.substitutions["n"]?.variant)
        #expect(fromCatalog.variant == fromDictionary)
    }
}
