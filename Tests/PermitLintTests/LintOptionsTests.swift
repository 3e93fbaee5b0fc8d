import Testing

@testable import PermitLint
@testable import PermitLocalization

@Suite struct LintOptionsTests {
    @Test func theBaseIsEnglishByDefault() throws {
        let fixture = try LintFixture([
            "Base.lproj/Localizable.strings": stringsText(["a": "Alpha"]),
            "de.lproj/Localizable.strings": stringsText(["a": "Alpha"]),
            "en.lproj/Localizable.strings": stringsText(["a": "Alpha", "b": "Beta"]),
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.base == "en")
        // Base.lproj is a fallback, not a translation: only German lacks a key.
        #expect(report.hits("missing-key", in: fixture) == [LintHit("missing-key", "de.lproj/Localizable.strings", "-")])
    }

    @Test func theBaseIsBaseWithoutEnglish() throws {
        let fixture = try LintFixture([
            "Base.lproj/Localizable.strings": stringsText(["a": "Alpha", "b": "Beta"]),
            "de.lproj/Localizable.strings": stringsText(["a": "Alpha"]),
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.base == "Base")
        #expect(report.hits(in: fixture) == [LintHit("missing-key", "de.lproj/Localizable.strings", "-")])
    }

    @Test func theCatalogsSourceLanguageComesBeforeEnglish() throws {
        let fixture = try LintFixture([
            "Localizable.xcstrings": #"{"sourceLanguage": "de", "version": "1.0", "strings": {}}"#,
            "en.lproj/Other.strings": stringsText(["a": "Alpha"]),
            "de.lproj/Other.strings": stringsText(["a": "Alpha", "b": "Beta"]),
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.base == "de")
        #expect(report.hits(in: fixture) == [LintHit("missing-key", "en.lproj/Other.strings", "-")])
    }

    @Test func anExplicitBaseWins() throws {
        let fixture = try bundle(en: ["a": "Alpha"], fr: ["a": "Alpha", "b": "Beta"])
        defer { fixture.remove() }
        let report = try fixture.lint(options: LintOptions(base: "fr"))
        #expect(report.base == "fr")
        #expect(report.hits(in: fixture) == [LintHit("missing-key", "en.lproj/Localizable.strings", "-")])
    }

    @Test func withoutABaseNothingIsCompared() throws {
        let fixture = try LintFixture([
            "de.lproj/Localizable.strings": stringsText(["a": "Alpha"]),
            "fr.lproj/Localizable.strings": stringsText(["b": "Beta"]),
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.base == nil)
        #expect(report.diagnostics == [])
    }

    @Test func aBaseThatNoFileHasIsAUsageError() throws {
        let fixture = try bundle(en: ["a": "Alpha"], fr: ["a": "Alpha"])
        defer { fixture.remove() }
        #expect(throws: LintError(.unknownBase("de", available: ["en", "fr"]))) {
            try fixture.lint(options: LintOptions(base: "de"))
        }
    }

    @Test func disabledRulesAreDropped() throws {
        let fixture = try bundle(en: ["a": "Alpha", "b": "Beta"], fr: ["a": "Alpha", "c": "Gamma"])
        defer { fixture.remove() }
        let report = try fixture.lint(options: LintOptions(disabledRules: ["missing-key"]))
        #expect(report.hits(in: fixture) == [LintHit("obsolete-key", "fr.lproj/Localizable.strings", "2:1")])
        #expect(report.languages.first { $0.localization == "fr" }?.errors == 0)
        #expect(report.languages.first { $0.localization == "fr" }?.warnings == 1)
    }

    @Test func anUnknownRuleIsAUsageError() throws {
        let fixture = try bundle(en: ["a": "Alpha"], fr: ["a": "Alpha"])
        defer { fixture.remove() }
        #expect(throws: LintError(.unknownRule("missing-keys"))) {
            try fixture.lint(options: LintOptions(disabledRules: ["missing-key", "missing-keys"]))
        }
    }

    @Test func aMissingPathIsAUsageError() throws {
        let fixture = try bundle(en: ["a": "Alpha"], fr: ["a": "Alpha"])
        defer { fixture.remove() }
        #expect(throws: LintError(.missingPath(fixture.path("nl.lproj")))) {
            try fixture.lint(["en.lproj", "nl.lproj"])
        }
    }

    @Test func missingRequiredKeyFiresForEachLocalizationWithoutTheKey() throws {
        let fixture = try LintFixture([
            "en.lproj/Permit.strings": stringsText(["camera": "Camera", "photos": "Photos"]),
            "fr.lproj/Permit.strings": stringsText(["camera": "Caméra", "photos": "Photos"]),
            "de.lproj/Other.strings": stringsText(["x": "Etwas anderes"]),
        ])
        defer { fixture.remove() }
        let options = LintOptions(
            disabledRules: ["missing-key", "stub-localization"], requiredKeys: ["Permit": ["camera", "contacts"]])
        let report = try fixture.lint(options: options)
        #expect(
            report.hits(in: fixture) == [
                LintHit("missing-required-key", "de.lproj", "-"),
                LintHit("missing-required-key", "de.lproj", "-"),
                LintHit("missing-required-key", "en.lproj/Permit.strings", "-"),
                LintHit("missing-required-key", "fr.lproj/Permit.strings", "-"),
            ])
        #expect(report.diagnostics.allSatisfy { $0.severity == .error })
    }

    @Test func missingRequiredKeyIsQuietWhenEveryLocalizationHasTheKeys() throws {
        let fixture = try bundle(en: ["camera": "Camera", "contacts": "Contacts"], fr: ["camera": "Caméra", "contacts": "Contacts"])
        defer { fixture.remove() }
        let report = try fixture.lint(options: LintOptions(requiredKeys: ["Localizable": ["camera", "contacts"]]))
        #expect(report.hits(in: fixture) == [])
    }

    @Test func rulesListEveryRuleOnceWithTheLintersOwn() {
        let ids = Linter.rules.map(\.id)
        #expect(Set(ids).count == ids.count)
        let own: Set = [
            "missing-key", "obsolete-key", "empty-value", "untranslated", "format-specifier-mismatch",
            "plural-category-missing", "plural-category-unused", "whitespace-drift", "translation-state",
            "invalid-localization-name", "missing-required-key",
        ]
        #expect(own.isSubset(of: Set(ids)))
        #expect(Set(ids).isSuperset(of: ["silent-truncation", "duplicate-key", "plist-syntax", "syntax", "unreadable-file"]))
        #expect(Linter.rules.first { $0.id == "untranslated" }?.defaultSeverity == .warning)
        #expect(Linter.rules.first { $0.id == "missing-key" }?.defaultSeverity == .error)
    }
}

/// The progress a lint reports as it reads and compares.
@Suite struct LintProgressTests {
    @Test func everyFileReadAndEveryTableComparedIsReportedInOrder() throws {
        let fixture = try LintFixture([
            "en.lproj/Localizable.strings": stringsText(["a": "Alpha"]),
            "en.lproj/Other.strings": stringsText(["b": "Beta"]),
            "fr.lproj/Localizable.strings": stringsText(["a": "Alpha fr"]),
        ])
        defer { fixture.remove() }
        let seen = Locked<[LintProgress]>([])
        _ = try fixture.lint(options: LintOptions(progress: { progress in seen.withLock { $0.append(progress) } }))
        #expect(
            seen.withLock { $0 } == [
                .reading(done: 1, total: 3), .reading(done: 2, total: 3), .reading(done: 3, total: 3),
                .comparing(done: 1, total: 2), .comparing(done: 2, total: 2),
            ])
    }
}
