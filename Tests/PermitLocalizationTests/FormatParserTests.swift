import Testing

@testable import PermitLocalization

@Suite struct FormatParserTests {
    @Test(arguments: [
        ("%@", FormatConversion.object), ("%d", .signedInteger(.int)), ("%i", .signedInteger(.int)),
        ("%u", .unsignedInteger(.int)), ("%ld", .signedInteger(.long)), ("%lld", .signedInteger(.longLong)),
        ("%lu", .unsignedInteger(.long)), ("%llu", .unsignedInteger(.longLong)), ("%qd", .signedInteger(.longLong)),
        ("%zd", .signedInteger(.size)), ("%hhd", .signedInteger(.char)), ("%hd", .signedInteger(.short)),
        ("%jd", .signedInteger(.intMax)), ("%td", .signedInteger(.pointerDifference)), ("%D", .signedInteger(.long)),
        ("%U", .unsignedInteger(.long)), ("%f", .floatingPoint), ("%.2f", .floatingPoint), ("%e", .floatingPoint),
        ("%E", .floatingPoint), ("%g", .floatingPoint), ("%G", .floatingPoint), ("%a", .floatingPoint),
        ("%x", .unsignedInteger(.int)), ("%X", .unsignedInteger(.int)), ("%o", .unsignedInteger(.int)),
        ("%c", .character), ("%C", .character), ("%s", .cString), ("%S", .cString), ("%p", .pointer),
        ("%%", .percentLiteral), ("%#@files@", .substitutionReference(name: "files")),
    ])
    func everyConversion(_ text: String, _ conversion: FormatConversion) throws {
        let parsed = FormatString(text)
        #expect(parsed.problems.isEmpty)
        let specifier = try #require(parsed.specifiers.first)
        #expect(parsed.specifiers.count == 1)
        #expect(specifier.conversion == conversion)
        #expect(specifier.range == 0..<text.unicodeScalars.count)
        #expect(specifier.argumentIndex == (conversion == .percentLiteral ? nil : 0))
    }

    static let flagCases: [(String, FormatSpecifier.Flags)] = [
        ("%-5d", .leftJustify), ("%+d", .alwaysSign), ("% d", .spaceForPositive),
        ("%#x", .alternateForm), ("%05d", .zeroPad), ("%'d", .groupThousands),
        ("%-+ #0'd", [.leftJustify, .alwaysSign, .spaceForPositive, .alternateForm, .zeroPad, .groupThousands]),
    ]

    @Test(arguments: flagCases)
    func flags(_ text: String, _ flags: FormatSpecifier.Flags) throws {
        let specifier = try #require(FormatString(text).specifiers.first)
        #expect(specifier.flags == flags)
    }

    @Test(arguments: [
        ("%8.3f", FormatSpecifier.Amount?.some(.fixed(8)), FormatSpecifier.Amount?.some(.fixed(3)), 0),
        ("%.f", nil, .fixed(0), 0), ("%12s", .fixed(12), nil, 0), ("%*d", .argument(0), nil, 1),
        ("%.*f", nil, .argument(0), 1), ("%*.*f", .argument(0), .argument(1), 2),
        ("%3$*1$.*2$f", .argument(0), .argument(1), 2),
    ])
    func widthAndPrecision(
        _ text: String, _ width: FormatSpecifier.Amount?, _ precision: FormatSpecifier.Amount?, _ argument: Int
    ) throws {
        let specifier = try #require(FormatString(text).specifiers.first)
        #expect(specifier.width == width)
        #expect(specifier.precision == precision)
        #expect(specifier.argumentIndex == argument)
    }

    /// Apple's rule: positional specifiers neither read nor advance the sequential counter.
    @Test(arguments: [
        ("%1$@ %2$@", [0, 1]), ("%2$@ %1$@", [1, 0]), ("%2$ld %1$@", [1, 0]), ("%2$@ %@ %@", [1, 0, 1]),
        ("%@ %3$d %@", [0, 2, 1]), ("%d %% %d", [0, 1]), ("%2$#@x@ %1$@", [1, 0]), ("%#@a@ %#@b@", [0, 1]),
    ])
    func positions(_ text: String, _ indices: [Int]) {
        let specifiers = FormatString(text).specifiers.filter { $0.conversion != .percentLiteral }
        #expect(specifiers.map(\.argumentIndex) == indices)
    }

    @Test func literalsAndRangesCoverTheText() {
        let parsed = FormatString("é %1$@ and 100%%!")
        #expect(
            parsed.segments == [
                .literal("é ", range: 0..<2),
                .specifier(
                    FormatSpecifier(
                        conversion: .object, conversionCharacter: "@", argumentIndex: 0, isPositional: true,
                        range: 2..<6)),
                .literal(" and 100", range: 6..<14),
                .specifier(
                    FormatSpecifier(
                        conversion: .percentLiteral, conversionCharacter: "%", argumentIndex: nil, range: 14..<16)),
                .literal("!", range: 16..<17),
            ])
    }

    /// Literals outside ASCII keep every scalar: several bytes each in UTF-8, and a combining mark on its own.
    @Test func literalsOutsideASCIIKeepEveryScalar() {
        let parsed = FormatString("写真 📷 %@ e\u{301}ł!")
        #expect(
            parsed.segments.map { segment -> String in
                if case .literal(let text, _) = segment { text } else { "<specifier>" }
            } == ["写真 📷 ", "<specifier>", " e\u{301}ł!"])
        guard case .literal(let last, let range) = parsed.segments.last else { return }
        #expect(Array(last.unicodeScalars).count == range.count)
        #expect(last.unicodeScalars.map(\.value) == [0x20, 0x65, 0x301, 0x142, 0x21])
    }

    @Test(arguments: [
        ("abc %", FormatProblem.incompleteSpecifier(range: 4..<5), "%"),
        ("%-08.3l", .incompleteSpecifier(range: 0..<7), "%-08.3l"),
        ("x %k y", .unknownConversion("k", range: 2..<4), "%k"), ("%n", .unknownConversion("n", range: 0..<2), "%n"),
        ("a %0$@", .zeroPosition(range: 2..<6), "%0$@"),
        ("%#@open", .malformedSubstitutionReference(range: 0..<7), "%#@open"),
        ("%#@@", .malformedSubstitutionReference(range: 0..<4), "%#@@"),
        ("%2000d", .excessiveAmount(2000, range: 0..<6), "%2000d"),
        ("%99999999999999999999999d", .excessiveAmount(Int.max / 10, range: 0..<25), "%99999999999999999999999d"),
    ])
    func malformed(_ text: String, _ problem: FormatProblem, _ written: String) {
        let parsed = FormatString(text)
        #expect(parsed.problems == [problem])
        #expect(parsed.segments.contains(.malformed(written, range: problem.range)))
        #expect(parsed.specifiers.isEmpty)
    }

    @Test func malformedSpecifierDoesNotHideTheNextOne() {
        let parsed = FormatString("%k%d")
        #expect(parsed.problems == [.unknownConversion("k", range: 0..<2)])
        #expect(parsed.specifiers.map(\.conversion) == [.signedInteger(.int)])
        #expect(parsed.specifiers.first?.argumentIndex == 0)
    }
}
