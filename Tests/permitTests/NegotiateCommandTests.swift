import Foundation
import Testing

@Suite struct NegotiateCommandTests {
    struct Output: Decodable, Equatable {
        var localizations: [String]
        var fallback: [String]
        var reasons: [String: String]
    }

    static func json(_ arguments: [String]) async throws -> Output {
        let result = try await PermitBinary.run(["negotiate"] + arguments + ["--format", "json"])
        #expect(result.exitCode == 0, "\(result.standardError)")
        return try JSONDecoder().decode(Output.self, from: Data(result.standardOutput.utf8))
    }

    @Test func namesComeBackExactlyAsGiven() async throws {
        let output = try await Self.json(["--available", "English,zh_CN,zh_TW,Base", "--prefer", "zh-HK,en"])
        #expect(output.localizations == ["zh_TW"])
        #expect(output.fallback == ["zh_TW", "English", "Base"])
        #expect(output.reasons["English"] == "development language en")
    }

    @Test func acceptLanguageOrdersByQuality() async throws {
        let output = try await Self.json(["--available", "de,fr,en", "--accept-language", "de;q=0.5, fr-CH;q=0.9, *;q=0.1"])
        #expect(output.localizations == ["fr"])
    }

    @Test func textNamesEveryStepWithItsReason() async throws {
        let result = try await PermitBinary.run(["negotiate", "--available", "es,es-419,en", "--prefer", "es-MX"])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains("es-419: nearest shared parent es-419 of es-MX"))
        #expect(result.standardOutput.contains("es: parent es of the first choice"))
    }

    @Test(arguments: [
        ["negotiate", "--available", "en"], ["negotiate", "--available", "en", "--prefer", "fr", "--accept-language", "fr"],
        ["negotiate", "--available", ",", "--prefer", "fr"],
    ])
    func usageErrorsExitTwo(arguments: [String]) async throws {
        #expect(try await PermitBinary.run(arguments).exitCode == 2)
    }
}
