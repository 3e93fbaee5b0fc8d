import Permit
import Testing

/// A batch's reports and answers become one row per subject (and service), and its changes are measured against
/// the report before each, in the batch or stored.
@Suite struct BatchedWritesTests {
    static func report(_ subject: String, _ statuses: [Service: AuthorizationStatus]) throws -> PendingWrite {
        try .encoding(DeviceReport(subject: Subject(id: subject), statuses: statuses))
    }

    @Test func aSubjectsReportsInOneBatchFollowOnFromTheStoredOne() throws {
        let stored = DeviceReport(subject: Subject(id: "a"), statuses: [.camera: .denied])
        let writes: [PendingWrite] = [
            try Self.report("a", [.camera: .granted]),
            try Self.report("b", [.contacts: .denied]),
            .answers(subjectID: "a", [(service: "camera", json: "1")]),
            try Self.report("a", [.camera: .denied, .contacts: .restricted]),
            .answers(subjectID: "a", [(service: "camera", json: "2"), (service: "contacts", json: "3")]),
        ]
        #expect(BatchedWrites.reportedSubjects(of: writes) == ["a", "b"])
        let rows = BatchedWrites(writes, stored: ["a": stored])
        #expect(
            rows.changes.map { change in
                let transition = change.transition
                return [
                    change.subjectID, transition.service.commandLineName, transition.previous?.commandLineName ?? "-",
                    transition.current.commandLineName,
                ].joined(separator: " ")
            } == [
                "a camera denied granted", "b contacts - denied",
                // The report before it in the batch did not name contacts: it was not determined.
                "a contacts not-determined restricted", "a camera granted denied",
            ])
        // One row per subject, its last report, in the order of the first.
        #expect(rows.reports.map(\.subjectID) == ["a", "b"])
        guard case .report(_, let lastOfA, _) = writes[3] else { return }
        #expect(rows.reports.first?.json == lastOfA)
        #expect(rows.answers.map { "\($0.subjectID) \($0.service) \($0.json)" } == ["a camera 2", "a contacts 3"])
    }
}
