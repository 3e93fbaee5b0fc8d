import Testing

@testable import PermitLocalization

@Suite struct FormatPluralTests {
    /// Russian's CLDR rule for integers, written by hand: one, few, many; fractions take other.
    static let russian = FormatContext(
        formatInteger: FormatContext.posix.formatInteger, formatFloatingPoint: FormatContext.posix.formatFloatingPoint,
        pluralCategory: { argument in
            let magnitude: UInt64
            switch argument {
            case .int(let value): magnitude = value.magnitude
            case .uint(let value): magnitude = value
            default: return .other
            }
            if magnitude % 10 == 1 && magnitude % 100 != 11 { return .one }
            if (2...4).contains(magnitude % 10) && !(12...14).contains(magnitude % 100) { return .few }
            return .many
        })

    static func plural(_ cases: [PluralCategory: String]) -> LocalizedString.Variant {
        .plural(cases.mapValues { LocalizedString(.text($0, at: nil)) })
    }

    static let files = Substitution(
        name: "files", formatSpecifier: "ld",
        variant: plural([
            .zero: "нет файлов", .one: "%ld файл", .few: "%ld файла", .many: "%ld файлов", .other: "%ld файла",
        ]))

    @Test(arguments: [
        (Int64(0), "нет файлов"), (1, "1 файл"), (2, "2 файла"), (5, "5 файлов"), (11, "11 файлов"), (21, "21 файл"),
        (22, "22 файла"), (112, "112 файлов"),
    ])
    func russianCategories(_ count: Int64, _ expected: String) {
        let template = LocalizedString(.text("%#@files@", at: nil), substitutions: ["files": Self.files])
        let result = template.formatted(arguments: [.int(count)], context: Self.russian)
        #expect(result.text == expected)
        #expect(result.diagnostics.isEmpty)
    }

    @Test(arguments: [(Int64(0), "0 files"), (1, "1 file"), (7, "7 files")])
    func zeroFallsBackToTheLanguageCategoryWithoutAZeroVariant(_ count: Int64, _ expected: String) {
        let substitution = Substitution(name: "n", variant: Self.plural([.one: "%d file", .other: "%d files"]))
        let template = LocalizedString(.text("%#@n@", at: nil), substitutions: ["n": substitution])
        #expect(template.formatted(arguments: [.int(count)], context: .posix).text == expected)
    }

    @Test func zeroVariantWinsInEveryLanguage() {
        let substitution = Substitution(name: "n", variant: Self.plural([.zero: "none", .one: "one", .other: "%g"]))
        let template = LocalizedString(.text("%#@n@", at: nil), substitutions: ["n": substitution])
        #expect(template.formatted(arguments: [.uint(0)], context: .posix).text == "none")
        #expect(template.formatted(arguments: [.double(0)], context: .posix).text == "0")
    }

    @Test(arguments: [
        (Int64(1), Int64(3), "1 файл в 3 папках"), (5, 1, "5 файлов в 1 папке"), (0, 0, "нет файлов в 0 папках"),
    ])
    func twoSubstitutionsInOneString(_ files: Int64, _ folders: Int64, _ expected: String) {
        let foldersSubstitution = Substitution(
            name: "folders",
            variant: Self.plural([.one: "%ld папке", .few: "%ld папках", .many: "%ld папках", .other: "%ld папках"]))
        let template = LocalizedString(
            .text("%#@files@ в %#@folders@", at: nil),
            substitutions: ["files": Self.files, "folders": foldersSubstitution])
        #expect(template.formatted(arguments: [.int(files), .int(folders)], context: Self.russian).text == expected)
    }

    @Test(arguments: [(Int64(1), "Anna: 1 file"), (4, "Anna: 4 files")])
    func positionalReferenceAndArgPlaceholder(_ count: Int64, _ expected: String) {
        let substitution = Substitution(
            name: "x", formatSpecifier: "lld", variant: Self.plural([.one: "%arg file", .other: "%arg files"]))
        let template = LocalizedString(.text("%1$@: %2$#@x@", at: nil), substitutions: ["x": substitution])
        #expect(template.formatted(arguments: [.object("Anna"), .int(count)], context: .posix).text == expected)
    }

    @Test func argumentNumberOfTheSubstitutionWins() {
        let substitution = Substitution(
            name: "x", argumentNumber: 2, variant: Self.plural([.one: "one item", .other: "%arg items"]))
        let template = LocalizedString(.text("%#@x@ for %1$@", at: nil), substitutions: ["x": substitution])
        #expect(template.formatted(arguments: [.object("Bo"), .int(1)], context: .posix).text == "one item for Bo")
        #expect(template.formatted(arguments: [.object("Bo"), .int(3)], context: .posix).text == "3 items for Bo")
    }

    @Test(arguments: [(DeviceClass.iPad, "tap the iPad"), (.mac, "click"), (nil, "click")])
    func deviceVariants(_ device: DeviceClass?, _ expected: String) {
        let template = LocalizedString(
            .device([
                .iPad: LocalizedString(.text("tap the iPad", at: nil)),
                .other: LocalizedString(.text("click", at: nil)),
            ]))
        var context = FormatContext.posix
        context.device = device
        #expect(template.formatted(arguments: [], context: context).text == expected)
    }
}
