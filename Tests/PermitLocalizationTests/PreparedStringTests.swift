import Testing

@testable import PermitLocalization

/// A string prepared once (its text parsed on its first render, `PreparedString`) renders exactly what the same
/// string renders when its text is parsed at render time, whatever the specifiers, arguments and locale.
@Suite struct PreparedStringTests {
    /// Specifiers of every kind, positional and sequential, `*` amounts, `%%`, malformed and unfit specifiers, and
    /// substitution references (defined and not).
    static let texts = [
        "Allow %@ (7).", "%1$@ owes %2$.2f", "%2$@, then %1$ld", "%5.1f%%", "%*d|", "%-8s|", "%x %o %X %#x",
        "%c and %C", "%lld items", "%'d", "100% sure", "%q is not a conversion", "%.*f", "%3$@", "%@ %@ %@",
        "%+d %+.1e %g", "%%", "%#@files@ in %@", "%1$#@files@ and %2$@", "%#@missing@", "%5$@ reads past the end",
    ]

    /// Arguments that fit some of the texts and not others, and none at all.
    static let argumentLists: [[FormatArgument]] = [
        [.object("Ana"), .int(1234), .double(1234.5)],
        [.int(3), .int(-42), .double(0.25)],
        [.double(1), .object("x")],
        [],
        [.character("é"), .uint(7), .int(1)],
    ]

    static let files = Substitution(
        name: "files", formatSpecifier: "ld",
        variant: .plural([
            .one: LocalizedString(.text("%ld file", at: nil)), .other: LocalizedString(.text("%ld files", at: nil)),
        ]))

    @Test(arguments: ["en", "fr", "de-CH", "ru", "ar", "ja"])
    func aPreparedStringRendersWhatItsTextParsedAtRenderTimeRenders(locale: String) throws {
        for isolatesArguments in [false, true] {
            let context = try FormatContext.localized(for: locale, isolatesArguments: isolatesArguments)
            for text in Self.texts {
                let string = LocalizedString(
                    .text(text, at: SourceLocation(line: 2, column: 9, offset: 30)), substitutions: ["files": Self.files])
                let prepared = try #require(PreparedString(string))
                for arguments in Self.argumentLists {
                    // As the localizer renders a prepared string.
                    var renderer = TemplateRenderer(arguments: arguments, context: context)
                    let rendered = renderer.render(prepared)
                    #expect(
                        renderer.result(rendered) == string.formatted(arguments: arguments, context: context),
                        "\(text) with \(arguments) in \(locale)")
                }
            }
        }
    }

    @Test func onlyAStringThatIsOneTextHoldingAPercentIsPrepared() {
        #expect(PreparedString(LocalizedString(.text("No specifier here", at: nil))) == nil)
        #expect(PreparedString(LocalizedString(.plural([.other: LocalizedString(.text("%ld", at: nil))]))) == nil)
        #expect(PreparedString(LocalizedString(.text("Save 50%", at: nil))) != nil)
    }
}
