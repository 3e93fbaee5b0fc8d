import Testing

@testable import PermitLocalization

@Suite struct StringsDictionaryFormatStringTests {
    /// As `__CFParseFormatSpec` (swift-corelibs-foundation's `CFString.c`) reads a key after `#` and `@`: ASCII
    /// letters, digits and `_` up to the next `@`, flags before it allowed; any other character drops the key
    /// (`%#@ü@`, `%#@sites-count@` and duckduckgo's `%# @sites @` are no reference).
    @Test(arguments: [
        ("%#@files@ in %#@folders@", ["files", "folders"]), ("%2$#@b@ %1$#@a@", ["b", "a"]), ("100%% %#@x@", ["x"]),
        ("%%#@not@", []), ("%#@@", []), ("%#@open", []), ("%#@x@ %#@x@", ["x"]), ("%d %@ %#@ü@", []),
        ("%# @sites@", ["sites"]), ("%# @sites @", []), ("%#@sites-count@", []), ("%#@num_files2@", ["num_files2"]),
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

/// A key `CFString` drops is read on as an ordinary specifier: duckduckgo's `%# @sites @` is an object (`%@`) that
/// reads the count, which the base's `%#@sites@` hands to its plural.
@Suite struct DroppedSubstitutionKeyTests {
    @Test func aDroppedKeyIsReadOnAsAnObject() throws {
        let format = FormatString("%# @sites @ left")
        let specifier = try #require(format.specifiers.first)
        #expect(format.specifiers.count == 1)
        #expect(specifier.conversion == .object && specifier.argumentIndex == 0)
        #expect(specifier.range == 0..<11)
        #expect(format.problems.isEmpty)
    }
}
