import Testing

@testable import PermitLocalization

@Suite struct StringsDictionaryFormatStringTests {
    @Test(arguments: [
        ("%#@files@ in %#@folders@", ["files", "folders"]), ("%2$#@b@ %1$#@a@", ["b", "a"]), ("100%% %#@x@", ["x"]),
        ("%%#@not@", []), ("%#@@", []), ("%#@open", []), ("%#@x@ %#@x@", ["x"]), ("%d %@ %#@ü@", ["ü"]),
    ])
    func substitutionReferences(_ text: String, _ names: [String]) {
        #expect(SubstitutionReference.names(in: text) == names)
    }

    @Test(arguments: [
        ("d", true), ("ld", true), ("lld", true), ("lu", true), ("hhd", true), (".1f", true), ("zu", true),
        ("@", false), ("s", false), ("ls", false), ("", false), ("ldd", false), ("c", false), ("%ld", false),
    ])
    func numericConversions(_ specifier: String, _ isNumeric: Bool) {
        #expect(NumericConversion.isNumeric(specifier) == isNumeric)
    }
}
