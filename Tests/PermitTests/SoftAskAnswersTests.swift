import Foundation
import Permit
import Testing

@Suite struct SoftAskAnswersTests {
    static func read(_ softAsk: String) throws -> SoftAskAnswers {
        try DeviceReport(json: Array(#"{"subject": "d", "softAsk": \#(softAsk)}"#.utf8)).softAskAnswers
    }

    @Test func theIssuesExampleReads() throws {
        let answers = try Self.read(#"{"camera": {"answer": "later", "at": "2026-11-20T10:00:00Z"}, "contacts": "never"}"#)
        #expect(answers[.camera] == .later(at: Date(timeIntervalSince1970: 1_795_168_800)))
        #expect(answers[.contacts] == .never)
        #expect(answers.answers.count == 2)
    }

    @Test(arguments: [
        ("AskAgain", SoftAskAnswer.later(at: nil)), ("DoNotAskAgain", .never), ("ask-again", .later(at: nil)),
        ("do_not_ask_again", .never), ("LATER", .later(at: nil)), ("Never", .never),
    ])
    func ishPermissionKitsWordsAndOursRead(word: String, answer: SoftAskAnswer) throws {
        #expect(try Self.read(#"{"camera": "\#(word)"}"#)[.camera] == answer)
    }

    @Test func servicesAreNamedAsInTheSnapshot() throws {
        let answers = try Self.read(#"{"addressbook": "never", "location-always": {"answer": "AskAgain"}, "speechrecognition": "later"}"#)
        #expect(answers.answers == [.contacts: .never, .locationAlways: .later(at: nil), .speechRecognition: .later(at: nil)])
    }

    @Test func fractionalSecondsAndOffsetsRead() throws {
        let answers = try Self.read(#"{"camera": {"answer": "later", "at": "2026-11-20T11:00:00.500+01:00"}}"#)
        #expect(answers[.camera] == .later(at: Date(timeIntervalSince1970: 1_795_168_800.5)))
    }

    @Test func aSnapshotWithoutSoftAskHasNoAnswers() throws {
        let report = try DeviceReport(json: Array(#"{"subject": "d", "services": {"camera": "denied"}}"#.utf8))
        #expect(report.softAskAnswers.answers.isEmpty)
    }

    @Test(arguments: [
        (#"{"telepathy": "never"}"#, "telepathy"), (#"{"camera": "maybe"}"#, "maybe"),
        (#"{"camera": {"answer": "later", "at": "yesterday"}}"#, "yesterday"), (#"{"camera": 3}"#, "camera"),
        (#"["camera"]"#, "softAsk"),
    ])
    func malformedAnswersAreRejected(softAsk: String, mentioned: String) {
        #expect {
            try Self.read(softAsk)
        } throws: { error in
            "\(error)".contains(mentioned)
        }
    }
}

@Suite struct SoftAskLedgerTests {
    @Test func answersAreRecordedAndReplacedPerSubjectAndService() async throws {
        let ledger = SoftAskLedger()
        try await ledger.record(.later(at: nil), for: .camera, subjectID: "a")
        try await ledger.record(.never, for: .contacts, subjectID: "a")
        try await ledger.record(.never, for: .camera, subjectID: "b")
        try await ledger.record(.never, for: .camera, subjectID: "a")
        #expect(try await ledger.answers(for: "a").answers == [.camera: .never, .contacts: .never])
        #expect(try await ledger.answers(for: "b").answers == [.camera: .never])
        #expect(try await ledger.answers(for: "c").answers.isEmpty)
    }

    @Test func aReportsAnswersJoinThoseRecordedInTheSameStore() async throws {
        let store = MemoryDeviceReportStore()
        let ledger = SoftAskLedger(store: store)
        try await ledger.record(.never, for: .camera, subjectID: "d")
        try await store.record(DeviceReport(subject: Subject(id: "d"), softAskAnswers: SoftAskAnswers([.contacts: .later(at: nil)])))
        #expect(try await ledger.answers(for: "d").answers == [.camera: .never, .contacts: .later(at: nil)])
        // The report itself is kept as it was sent.
        #expect(try await store.report(for: "d")?.softAskAnswers.answers == [.contacts: .later(at: nil)])
        try await store.erase(subjectID: "d")
        #expect(try await ledger.answers(for: "d").answers.isEmpty)
    }

    @Test func concurrentRecordsAreAllKept() async throws {
        let ledger = SoftAskLedger()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for number in 0..<200 {
                group.addTask {
                    try await ledger.record(.never, for: Service.allCases[number % 24], subjectID: "s\(number / 24)")
                    _ = try await ledger.answers(for: "s\(number / 24)")
                }
            }
            try await group.waitForAll()
        }
        var total = 0
        for subject in 0..<9 { total += try await ledger.answers(for: "s\(subject)").answers.count }
        #expect(total == 200)
    }
}

/// Soft-ask answers reach plans through the manager: from recorded reports and from answers recorded later.
@Suite struct ManagerSoftAskTests {
    @Test func reportsAndRecordedAnswersReachThePlan() async throws {
        let reports = DeviceReportProbe()
        let manager = AuthorizationManager(probe: reports)
        let report = try DeviceReport(json: Array(#"{"subject": "d", "services": {"contacts": "DoNotAskAgain"}}"#.utf8))
        let subject = try await manager.record(report, in: reports)
        let flow = PromptFlow(required: [.contacts], optional: [.camera])
        let first = try await manager.plan(flow, for: subject)
        #expect(first.steps.map(\.action) == [.skip, .softAsk])
        #expect(first.verdict == .blocked)
        try await manager.recordSoftAskAnswer(.never, for: .camera, subjectID: subject.id)
        let second = try await manager.plan(flow, for: subject)
        #expect(second.steps.map(\.action) == [.skip, .skip])
        #expect(second.next == nil)
        // Answers given explicitly replace the ledger's.
        let explicit = try await manager.plan(flow, for: subject, softAskAnswers: SoftAskAnswers())
        #expect(explicit.steps.map(\.action) == [.softAsk, .softAsk])
    }
}
