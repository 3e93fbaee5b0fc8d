@testable import PermitLocalization
import Testing

@Suite struct PropertyListReaderTests {
    @Test(arguments: [
        (Array("bplist00\u{0}".utf8), PropertyListFormat.binary),
        (Array(" \n\t<?xml version=\"1.0\"?>".utf8), .xml),
        (Array("<!DOCTYPE plist>".utf8), .xml),
        (Array("<plist version=\"1.0\">".utf8), .xml),
        ([0xEF, 0xBB, 0xBF] + Array("<plist>".utf8), .xml),
        ([0xFF, 0xFE] + Array("<?xml".utf8).flatMap { [$0, 0] }, .xml),
        ([0xFE, 0xFF] + Array("\n<plist".utf8).flatMap { [0, $0] }, .xml),
        ([0x00, 0x00, 0xFE, 0xFF] + Array("<plist".utf8).flatMap { [0, 0, 0, $0] }, .xml),
        ([0xFF, 0xFE, 0x00, 0x00] + Array("<plist".utf8).flatMap { [$0, 0, 0, 0] }, .xml),
    ] as [([UInt8], PropertyListFormat)])
    func formatIsDetected(_ bytes: [UInt8], _ format: PropertyListFormat) {
        #expect(PropertyListReader.looksLikePropertyList(bytes) == format)
    }

    @Test(arguments: [
        Array("/* comment */ \"a\" = \"b\";".utf8), Array("bplist15".utf8), Array("<dict></dict>".utf8),
        Array("<plis".utf8), [], [0xFF, 0xFE] + Array("{}".utf8).flatMap { [$0, 0] }, [0x00, 0x01, 0x02],
    ] as [[UInt8]])
    func otherBytesAreNotPropertyLists(_ bytes: [UInt8]) {
        #expect(PropertyListReader.looksLikePropertyList(bytes) == nil)
    }

    @Test func emptyFileIsReported() {
        let result = PropertyListReader.read([], file: "Empty.plist")
        #expect(result.root == nil)
        #expect(result.diagnostics.map(\.rule) == [.emptyFile])
        #expect(result.diagnostics.first?.file == "Empty.plist")
    }

    @Test func unsupportedBinaryVersionIsReported() throws {
        let result = PropertyListReader.read(Array("bplist15 and more bytes".utf8))
        let error = try #require(result.errors.first)
        #expect(result.root == nil)
        #expect(result.format == .binary)
        #expect(error.rule == .notAPropertyList)
        #expect(error.message.contains("bplist15"))
    }

    @Test func stringsFileIsNotAPropertyList() {
        let result = PropertyListReader.read(Array("\"key\" = \"value\";\n".utf8))
        #expect(result.root == nil)
        #expect(result.diagnostics.map(\.rule) == [.notAPropertyList])
    }

    @Test func newRulesHaveKebabCaseIdentifiersAndSummaries() {
        let rules: [DiagnosticRule] = [.plistSyntax, .invalidBinaryPlist, .plistValueOutOfRange, .notAPropertyList]
        #expect(Set(rules.map(\.id)).count == rules.count)
        for rule in rules {
            #expect(rule.id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(rule.id)")
            #expect(rule.summary.hasSuffix("."))
        }
    }
}
