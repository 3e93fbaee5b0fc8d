import Testing

@testable import PermitLint

/// An app's `%NAME%` placeholders, told from format specifiers and percent signs.
struct PercentTokensTests {
    @Test(
        "A text's %NAME% tokens, when every % of it is one of theirs",
        arguments: [
            ("If you like %APP_NAME%, please rate it.", ["%APP_NAME%"]),
            ("%APP_NAME% %VERSION2%", ["%APP_NAME%", "%VERSION2%"]),
            ("koristite% APP_NAME%.", nil),  // a space after the % breaks the token
            ("%@ likes %APP_NAME%", nil),  // a specifier beside it
            ("Save 50%", nil),
            ("%A%", nil),  // one letter: too short to be a name
            ("%app_name%", nil),  // lowercase is no such name
            ("No percent", nil),
        ] as [(String, [String]?)])
    func tokens(text: String, expected: [String]?) {
        #expect(TemplatePlaceholderCheck.percentTokens(in: text) == expected)
    }
}
