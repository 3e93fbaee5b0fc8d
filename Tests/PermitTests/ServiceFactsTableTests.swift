import Foundation
import Testing

@testable import Permit

/// The permissions guide's table of services is the facts table, row by row: a service added, or a fact changed,
/// without the guide (or the other way round) fails here.
@Suite struct ServiceFactsTableTests {
    private static let guide = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/permissions-guide.md")

    private static let header = "| service | key prefix | `Info.plist` keys | since | also | unserviced | settings link |"

    /// What "unserviced" means for the person, as the guide words it.
    private static func words(for unservicedBy: ServiceFacts.Switch?) -> String {
        switch unservicedBy {
        case nil: "never"
        case .locationServices: "Location Services off"
        case .bluetooth: "Bluetooth off"
        case .faceIDSetUp: "Face ID not set up"
        case .absentFromDevice: "not on this device"
        }
    }

    private static func row(_ service: Service) -> String {
        let facts = service.facts
        let also = AuthorizationStatus.allCases.filter(facts.otherStatuses.contains).map(\.commandLineName)
        let linked = AuthorizationStatus.allCases.filter(service.offersSettingsLink(for:)).map(\.commandLineName)
        let keys = facts.usageDescriptionKeys.map { "`\($0)`" }
        let cells = [
            "`\(facts.commandLineName)`", "`\(facts.keyPrefix)`", keys.isEmpty ? "none" : keys.joined(separator: ", "),
            "iOS \(facts.introducedIn)", also.joined(separator: ", "), words(for: facts.unservicedBy),
            linked.joined(separator: ", "),
        ]
        return "| " + cells.joined(separator: " | ") + " |"
    }

    @Test func theGuidesTableIsTheFactsTable() throws {
        let lines = try String(contentsOf: Self.guide, encoding: .utf8).components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: Self.header) else {
            Issue.record("docs/permissions-guide.md has no line \(Self.header)")
            return
        }
        let rows = lines[(start + 2)...].prefix { $0.hasPrefix("|") }
        let expected = Service.allCases.map(Self.row)
        #expect(Array(rows) == expected, "expected rows:\n\(expected.joined(separator: "\n"))")
    }
}
