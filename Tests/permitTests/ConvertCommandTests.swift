import Foundation
import Testing

@Suite struct ConvertCommandTests {
    static let truncated = "/* greeting */\n\"hello\" = \"Bonjour\";;\n\"bye\" = \"Au revoir\";\n\"hello\" = \"Salut\";\n"

    @Test func jsonIsTheTableWithTheLastDuplicateWinning() async throws {
        let scratch = try ScratchFolder()
        let path = try scratch.write("a.strings", "\"k\" = \"1\";\n\"q\" = \"say \\\"hi\\\"\";\n\"k\" = \"2\";\n")
        let result = try await PermitBinary.run(["convert", path, "--to", "json"])
        #expect(result.exitCode == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: String]
        #expect(object == ["k": "2", "q": "say \"hi\""])
    }

    @Test func aBrokenFileIsConvertedWholeAndReportedWithExitOne() async throws {
        let scratch = try ScratchFolder()
        let path = try scratch.write("a.strings", Self.truncated)
        let result = try await PermitBinary.run(["convert", path, "--to", "json"])
        #expect(result.exitCode == 1)
        #expect(result.standardError.contains("[silent-truncation]"))
        let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: String]
        #expect(object == ["hello": "Salut", "bye": "Au revoir"])
    }

    @Test func appleRuntimeGivesWhatApplesRuntimeLoads() async throws {
        let scratch = try ScratchFolder()
        let path = try scratch.write("a.strings", Self.truncated)
        let result = try await PermitBinary.run(["convert", path, "--to", "json", "--apple-runtime"])
        let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: String]
        #expect(object == ["hello": "Bonjour"])
    }

    @Test func stringsOutputIsCanonicalAndReadsBackToTheSameTable() async throws {
        let scratch = try ScratchFolder()
        let path = try scratch.write("a.strings", Self.truncated)
        let output = scratch.url.appendingPathComponent("fixed.strings").path
        let result = try await PermitBinary.run(["convert", path, "--to", "strings", "-o", output])
        #expect(result.standardOutput.isEmpty)
        let written = try String(contentsOfFile: output, encoding: .utf8)
        #expect(written == "\"bye\" = \"Au revoir\";\n\n\"hello\" = \"Salut\";\n")
        let reference = try PropertyListSerialization.propertyList(from: Data(written.utf8), format: nil)
        #expect(reference as? [String: String] == ["hello": "Salut", "bye": "Au revoir"])
    }

    @Test(arguments: [["convert", "/no/such.strings", "--to", "json"], ["convert", "x.strings", "--to", "yaml"]])
    func usageErrorsExitTwo(arguments: [String]) async throws {
        #expect(try await PermitBinary.run(arguments).exitCode == 2)
    }
}
