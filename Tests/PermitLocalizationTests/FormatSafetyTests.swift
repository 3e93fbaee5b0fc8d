import Testing

@testable import PermitLocalization

@Suite struct FormatSafetyTests {
    static func text(_ string: String) -> LocalizedString { LocalizedString(.text(string, at: nil)) }

    static let base = text("%@ has %ld files")
    static let arguments: [FormatArgument] = [.object("Anna"), .int(3)]

    @Test(arguments: [
        ("%ld hat %@ Dateien", "argument 1 is an object"),
        ("%@ hat %ld Dateien in %@", "argument 3, which is not given"),
        ("%5$@ hat %1$ld", "argument 5"), ("%@ hat %#@missing@", "missing is not defined"),
        ("%@ hat %f Dateien", "argument 2 is a signed integer"), ("%@ %k", "%k is not a conversion"),
    ])
    func wrongTranslationFallsBackToTheBase(_ translation: String, _ messagePart: String) {
        let result = Self.text(translation).formatted(fallback: Self.base, arguments: Self.arguments, context: .posix)
        #expect(result.text == "Anna has 3 files")
        #expect(result.source == .base)
        #expect(!result.diagnostics.isEmpty)
        #expect(result.diagnostics.allSatisfy { $0.rule == .formatMismatch })
        #expect(result.diagnostics.contains { $0.message.contains(messagePart) }, "\(result.diagnostics)")
    }

    @Test func fittingTranslationIsUsed() {
        let result = Self.text("%2$ld Dateien hat %1$@").formatted(
            fallback: Self.base, arguments: Self.arguments, context: .posix)
        #expect(result.text == "3 Dateien hat Anna")
        #expect(result.source == .template)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func wrongBaseLeavesUnfitSpecifiersVisible() {
        let result = Self.text("%@ hat %@ Dateien").formatted(
            fallback: Self.text("%d has %5$@"), arguments: Self.arguments,
            context: .posix)
        #expect(result.text == "Anna hat %@ Dateien")
        #expect(result.source == .templateWithUnfitSpecifiers)
        #expect(
            result.diagnostics.map(\.rule.id) == [
                "format-mismatch", "unfit-format-specifier", "unfit-format-specifier",
            ])
    }

    @Test(arguments: 0..<2000)
    func randomFormatStringsNeverCrash(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed) &+ 0xF00D)
        let pieces = [
            "%", "%%", "@", "d", "ld", "lu", "f", ".", "*", "$", "1", "2", "9", "0", "#", "-", "+", " ", "x", "s", "c",
            "%#@", "@", "n", "arg", "é", "%1$", "%3$", "%*", "%.*", "%0$", "%99999", "%#@n@", "%#@ghost@",
        ]
        let template = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
            pieces.randomElement(using: &generator) ?? ""
        }.joined()
        let arguments: [FormatArgument] = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
            switch Int.random(in: 0..<5, using: &generator) {
            case 0: .object("o")
            case 1: .int(Int64.random(in: -3...3000, using: &generator))
            case 2: .uint(UInt64.random(in: 0...UInt64.max, using: &generator))
            case 3: .double(Double.random(in: -1e6...1e6, using: &generator))
            default: .character("z")
            }
        }
        let substitution = Substitution(
            name: "n", variant: .plural([.one: Self.text("%#@n@ one"), .other: Self.text("%arg %d %@ other")]))
        let translation = LocalizedString(.text(template, at: nil), substitutions: ["n": substitution])
        let result = translation.formatted(fallback: Self.text(template + "%@"), arguments: arguments, context: .posix)
        #expect(result.diagnostics.count == result.problems.count)
        #expect((result.source == .template) == result.diagnostics.isEmpty)
    }

    @Test(arguments: [
        ("%@ and %d", [FormatArgument.object("A"), .int(5)], "\u{2068}A\u{2069} and \u{2068}5\u{2069}"),
        ("%% %2$@ %1$@", [.object("x"), .object("y")], "% \u{2068}y\u{2069} \u{2068}x\u{2069}"),
        ("%#@n@", [.int(2)], "\u{2068}2\u{2069} items"),
    ])
    func isolationWrapsEachArgumentOnce(_ template: String, _ arguments: [FormatArgument], _ expected: String) {
        var context = FormatContext.posix
        context.isolatesArguments = true
        let substitution = Substitution(name: "n", variant: .plural([.other: Self.text("%d items")]))
        let string = LocalizedString(.text(template, at: nil), substitutions: ["n": substitution])
        #expect(string.formatted(arguments: arguments, context: context).text == expected)
    }

    /// Found by fuzzing (`Fuzz/`): every specifier that could not be formatted was copied out of the text from its
    /// start, so a text of many such specifiers took quadratic time. 50,000 of them now format in one pass.
    @Test func manyUnfitSpecifiersArePrintedAsWrittenInOnePass() {
        let template = String(repeating: "é%d ", count: 50_000)
        let result = LocalizedString(.text(template, at: nil)).formatted(arguments: [], context: .posix)
        #expect(result.text == template)
        #expect(result.problems.count == 50_000)
    }

    @Test(arguments: [(0..<3, "%1$"), (5..<7, "%d"), (8..<10, "é%"), (0..<2, "%1"), (9..<40, "")])
    func slicerCutsByScalarOffsetInAnyOrder(_ range: Range<Int>, _ expected: String) {
        var slicer = ScalarSlicer("%1$@ %d é%@")
        _ = slicer.text(of: 4..<5)
        #expect(slicer.text(of: range) == expected)
    }
}
