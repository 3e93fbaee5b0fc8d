import Foundation
import Permit
import Testing

@Suite struct SoftAskAnswersTests {
    static func read(_ softAsk: String) throws -> SoftAskAnswers {
        try DeviceSnapshot(json: Array(#"{"subject": "d", "softAsk": \#(softAsk)}"#.utf8)).softAskAnswers
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
        let snapshot = try DeviceSnapshot(json: Array(#"{"subject": "d", "services": {"camera": "denied"}}"#.utf8))
        #expect(snapshot.softAskAnswers.answers.isEmpty)
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
    @Test func answersAreRecordedReplacedAndForgottenPerSubject() {
        let ledger = SoftAskLedger()
        ledger.record(.later(at: nil), for: .camera, subjectID: "a")
        ledger.record(.never, for: .contacts, subjectID: "a")
        ledger.record(.never, for: .camera, subjectID: "b")
        ledger.record(.never, for: .camera, subjectID: "a")
        #expect(ledger.answers(for: "a").answers == [.camera: .never, .contacts: .never])
        #expect(ledger.answers(for: "b").answers == [.camera: .never])
        ledger.forget(subjectID: "a", service: .camera)
        #expect(ledger.answers(for: "a").answers == [.contacts: .never])
        ledger.forget(subjectID: "b")
        #expect(ledger.answers(for: "b").answers.isEmpty)
        #expect(ledger.subjectCount == 1)
    }

    @Test func theLeastRecentlyRecordedSubjectIsForgottenFirst() {
        let ledger = SoftAskLedger(capacity: 3)
        for subject in ["a", "b", "c"] { ledger.record(.never, for: .camera, subjectID: subject) }
        ledger.record(.never, for: .microphone, subjectID: "a")
        ledger.record(.never, for: .camera, subjectID: "d")
        #expect(ledger.subjectCount == 3)
        #expect(ledger.answers(for: "b").answers.isEmpty)
        #expect(ledger.answers(for: "a").answers.count == 2)
        #expect(ledger.answers(for: "c").answers == [.camera: .never])
    }

    @Test func manySubjectsStayWithinTheCapacity() {
        let ledger = SoftAskLedger(capacity: 100)
        for number in 0..<10_000 { ledger.record(.later(at: nil), for: .camera, subjectID: "s\(number % 250)") }
        #expect(ledger.subjectCount == 100)
        #expect(ledger.answers(for: "s249").answers == [.camera: .later(at: nil)])
        #expect(ledger.answers(for: "s0").answers.isEmpty)
    }

    @Test func concurrentRecordsAreAllKept() async {
        let ledger = SoftAskLedger()
        await withTaskGroup(of: Void.self) { group in
            for number in 0..<200 {
                group.addTask {
                    ledger.record(.never, for: Service.allCases[number % 24], subjectID: "s\(number / 24)")
                    _ = ledger.answers(for: "s\(number / 24)")
                }
            }
        }
        #expect(ledger.subjectCount == 9)
        #expect((0..<9).map { ledger.answers(for: "s\($0)").answers.count }.reduce(0, +) == 200)
    }
}

/// Soft-ask answers reach plans through the manager: from recorded reports and from answers recorded later.
@Suite struct ManagerSoftAskTests {
    @Test func reportsAndRecordedAnswersReachThePlan() async throws {
        let snapshots = DeviceSnapshotProbe()
        let manager = AuthorizationManager(probe: snapshots)
        let report = try DeviceSnapshot(json: Array(#"{"subject": "d", "services": {"contacts": "DoNotAskAgain"}}"#.utf8))
        let subject = await manager.record(report, in: snapshots)
        let flow = PromptFlow(required: [.contacts], optional: [.camera])
        let first = try await manager.plan(flow, for: subject)
        #expect(first.steps.map(\.action) == [.skip, .softAsk])
        #expect(first.verdict == .blocked)
        manager.recordSoftAskAnswer(.never, for: .camera, subjectID: subject.id)
        let second = try await manager.plan(flow, for: subject)
        #expect(second.steps.map(\.action) == [.skip, .skip])
        #expect(second.next == nil)
        // Answers given explicitly replace the ledger's.
        let explicit = try await manager.plan(flow, for: subject, softAskAnswers: SoftAskAnswers())
        #expect(explicit.steps.map(\.action) == [.softAsk, .softAsk])
    }
}
