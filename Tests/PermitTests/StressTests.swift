import Permit
import PermitLocalization
import Testing

/// Many renders at once through the shared manager's texts while the catalogs reload; CI runs this suite under
/// ThreadSanitizer (`swift test --sanitize=thread --filter StressTests`).
@Suite struct StressTests {
    static let languages = ["en", "fr", "zh-Hant", "ar", "ru", "ja", "pt-BR", "de"]

    @Test func sixtyFourTasksRenderWhileCatalogsReload() async throws {
        let texts = AuthorizationManager.shared.texts
        let results = await withTaskGroup(of: Bool.self, returning: [Bool].self) { group in
            for task in 0..<64 {
                group.addTask {
                    var ok = true
                    for round in 0..<40 {
                        if task % 16 == 0 && round % 10 == 0 { texts.localizer.reload() }
                        let language = Self.languages[(task + round) % Self.languages.count]
                        let service = Service.allCases[(task * 7 + round) % Service.allCases.count]
                        guard let error = texts.error(for: service, status: .denied, preferences: [language]) else {
                            return false
                        }
                        ok = ok && error.localization == language && !error.recoverySuggestion.isEmpty
                        ok = ok && texts.missingSummary(count: round, preferences: [language]).localization == language
                    }
                    return ok
                }
            }
            var results: [Bool] = []
            for await result in group { results.append(result) }
            return results
        }
        #expect(results.count == 64)
        #expect(results.allSatisfy { $0 })
    }

    @Test func theSharedManagerCoalescesUnderLoad() async throws {
        try await withThrowingTaskGroup(of: AuthorizationStatus.self) { group in
            for task in 0..<64 {
                group.addTask {
                    let subject = Subject(id: "device-\(task % 4)", systemVersion: SystemVersion(task % 2 == 0 ? 13 : 17))
                    return try await AuthorizationManager.shared.status(of: .tracking, for: subject)
                }
            }
            var statuses: [AuthorizationStatus] = []
            for try await status in group { statuses.append(status) }
            #expect(statuses.filter { $0 == .lowVersion }.count == 32)
        }
    }
}
