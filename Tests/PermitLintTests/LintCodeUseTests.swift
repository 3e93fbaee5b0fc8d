import Testing

@testable import PermitLint
@testable import PermitLocalization

/// What the code does with a looked-up text decides what a translation's defect costs the person: words the code
/// writes beside it glue, placeholders it replaces are lost, a text it always formats reads every `%`.
@Suite struct LintCodeUseTests {
    /// A trailing space lost where the code writes a name right after the text: the words glue, an error; the same
    /// text with no code that writes beside it stays a warning.
    @Test func aLostSpaceWhereTheCodeWritesAWordIsAnError() throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": "\"signed.by\" = \"Signed by \";\n\"made.by\" = \"Made by \";\n",
            "App/fr.lproj/Localizable.strings": "\"signed.by\" = \"Signé par\";\n\"made.by\" = \"Fait par\";\n",
            "App/Sources/View.swift": """
                label.text = NSLocalizedString("signed.by", comment: "") + signer.name
                let made = NSLocalizedString("made.by", comment: "")

                """,
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        let drift = report.diagnostics.filter { $0.rule == .whitespaceDrift }
        #expect(drift.map(\.severity) == [.error, .warning])
        #expect(drift.first?.message.contains("the code writes a word right after this text") == true)
        #expect(drift.first?.message.contains("View.swift:1") == true)
        #expect(drift.first?.location?.line == 1)
    }

    /// A numbered placeholder the app's helper replaces (`%0`, `%1`), lost in a translation.
    @Test func aPlaceholderTheCodeReplacesIsLost() throws {
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": "\"used.of\" = \"%0 used of %1\";\n\"free\" = \"%0 free\";\n",
            "App/de.lproj/Localizable.strings": "\"used.of\" = \"%0 belegt\";\n\"free\" = \"%0 frei\";\n",
            "App/Sources/Helpers.swift": """
                func localizedString(_ key: String, _ params: String...) -> String {
                    var string = NSLocalizedString(key, comment: "")
                    for (index, param) in params.enumerated() {
                        string = string.replacingOccurrences(of: "%\\(index)", with: param)
                    }
                    return string
                }
                let a = localizedString("used.of", used, total)
                let b = localizedString("free", free)

                """,
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        let lost = report.diagnostics.filter { $0.rule == .templatePlaceholderMismatch }
        #expect(lost.count == 1)
        #expect(lost.first?.severity == .error)
        #expect(lost.first?.message.contains("\"used.of\" lacks %1, which the code replaces") == true)
        #expect(lost.first?.file == fixture.path("App/de.lproj/Localizable.strings"))
    }

    /// A text with a lone `%` that SwiftGen's `tr` formats although the call passes no argument: the `%` is read
    /// as a specifier. The same text looked up without formatting is shown as it is.
    @Test(arguments: [true, false])
    func aTextTheCodeAlwaysFormatsReadsItsPercentSign(formats: Bool) throws {
        let helper =
            formats
            ? "return String(format: format, locale: Locale.current, arguments: args)" : "return format"
        let fixture = try LintFixture([
            "App/en.lproj/Localizable.strings": "\"sale\" = \"Save 50% now\";\n",
            "App/fr.lproj/Localizable.strings": "\"sale\" = \"50 % de remise\";\n",
            "App/Sources/Strings.swift": """
                enum L10n {
                  static let sale = L10n.tr("Localizable", "sale", fallback: "Save 50% now")
                  private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
                    let format = Bundle.main.localizedString(forKey: key, value: value, table: table)
                    \(helper)
                  }
                }

                """,
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        let errors = report.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty != formats, "\(errors.map(\.message))")
    }
}
