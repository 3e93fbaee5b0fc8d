import Foundation
import Permit
import Testing

/// Answers in the languages of the call (a request's Accept-Language), falling back to the subject's.
@Suite struct PerCallLanguageTests {
    static let subject = Subject(id: "phone", preferredLanguages: ["de"])
    static let manager = AuthorizationManager(probe: FixedStatusProbe([.camera: .denied, .photo: .limited, .microphone: .denied]))

    @Test(arguments: [
        (["fr-CA"], "fr"), (["ja", "de"], "ja"), ([], "de"), (["x-klingon"], "de"), (["pt"], "pt-BR"), (["zh-HK"], "zh-HK"),
    ])
    func theCallsLanguagesComeFirst(preferences: [String], expected: String) async throws {
        let (_, error) = try await Self.manager.authorization(of: .camera, for: Self.subject, preferences: preferences)
        #expect(error?.localization == expected)
    }

    @Test func verdictsAnswerInTheCallsLanguages() async throws {
        let requirements = RequirementSet(required: [.camera, .microphone], optional: [.photo])
        let verdict = try await Self.manager.verdict(on: requirements, for: Self.subject, preferences: ["fr"])
        #expect(verdict.summary.localization == "fr")
        #expect(verdict.summary.text == "2 autorisations requises sont manquantes")
        #expect(verdict.errors.allSatisfy { $0.localization == "fr" })
        let german = try await Self.manager.verdict(on: requirements, for: Self.subject)
        #expect(german.summary.localization == "de")
    }

    @Test func alertsCanBeWrittenInOtherLanguages() async throws {
        let (_, error) = try await Self.manager.authorization(of: .camera, for: Self.subject)
        let german = try #require(error)
        let spanish = try #require(Self.manager.alert(for: german, preferences: ["es"]))
        #expect(spanish.localization == "es")
        #expect(spanish.actions.map(\.title) == ["OK", "Abrir Ajustes"])
        #expect(spanish.title != german.description)
        let same = try #require(Self.manager.alert(for: german))
        #expect(same.title == german.description)
        #expect(same.localization == "de")
    }
}
