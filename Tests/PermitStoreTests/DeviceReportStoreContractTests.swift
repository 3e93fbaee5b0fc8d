import Foundation
import Permit
import Testing

/// What every store promises (`DeviceReportStore`), run against memory, SQLite and PostgreSQL alike.
@Suite struct DeviceReportStoreContractTests {
    /// A report with every field set, soft-ask answers with and without a time among them.
    static func fullReport(_ id: String = "device-1", camera: AuthorizationStatus = .denied) throws -> DeviceReport {
        try DeviceReport(
            json: Array(
                """
                {"subject": "\(id)", "systemVersion": "17.4", "deviceKind": "ipad", "languages": ["fr-CA", "en"],
                 "services": {"camera": "\(camera.commandLineName)", "photo": "limited", "location-always": "authorizedWhenInUse"},
                 "switches": {"bluetooth": false},
                 "softAsk": {"contacts": "never", "microphone": {"answer": "later", "at": "2026-11-20T10:00:00Z"}}}
                """.utf8))
    }

    @Test(arguments: StoreKind.available)
    func aRecordedReportIsReadBackWhole(_ kind: StoreKind) async throws {
        try await TestStore.with(kind) { test in
            let report = try Self.fullReport()
            #expect(try await test.store.report(for: "device-1") == nil)
            try await test.store.record(report)
            #expect(try await test.store.report(for: "device-1") == report)
            #expect(try await test.store.answers(for: "device-1") == report.softAskAnswers)
        }
    }

    @Test(arguments: StoreKind.available)
    func aNewReportReplacesTheOldAndItsAnswersJoinTheEarlierOnes(_ kind: StoreKind) async throws {
        try await TestStore.with(kind) { test in
            try await test.store.record(try Self.fullReport())
            let newer = DeviceReport(
                subject: Subject(id: "device-1"), statuses: [.camera: .granted],
                softAskAnswers: SoftAskAnswers([.contacts: .later(at: nil)]))
            try await test.store.record(newer)
            #expect(try await test.store.report(for: "device-1") == newer)
            let answers = try await test.store.answers(for: "device-1").answers
            #expect(answers[.contacts] == .later(at: nil))
            #expect(answers[.microphone] != nil)
        }
    }

    @Test(arguments: StoreKind.available)
    func answersWithoutAReportAndErasure(_ kind: StoreKind) async throws {
        try await TestStore.with(kind) { test in
            try await test.store.recordAnswers(SoftAskAnswers([.camera: .never]), subjectID: "quiet")
            #expect(try await test.store.report(for: "quiet") == nil)
            #expect(try await test.store.answers(for: "quiet").answers == [.camera: .never])
            #expect(try await test.store.reportCount() == 0)
            try await test.store.record(try Self.fullReport("quiet"))
            try await test.store.record(try Self.fullReport("other"))
            try await test.store.record(try Self.fullReport("other"))
            #expect(try await test.store.reportCount() == 2)
            try await test.store.erase(subjectID: "quiet")
            #expect(try await test.store.reportCount() == 1)
            #expect(try await test.store.report(for: "quiet") == nil)
            #expect(try await test.store.answers(for: "quiet").answers.isEmpty)
            #expect(try await test.store.report(for: "other") != nil)
        }
    }

    @Test(arguments: StoreKind.available)
    func subjectsQuietSinceADateAreErasedTheLongestQuietFirst(_ kind: StoreKind) async throws {
        try await TestStore.with(kind) { test in
            try await test.store.record(try Self.fullReport("first"))
            try await Task.sleep(for: .milliseconds(20))
            try await test.store.record(try Self.fullReport("second"))
            try await Task.sleep(for: .milliseconds(20))
            try await test.store.recordAnswers(SoftAskAnswers([.camera: .never]), subjectID: "answers-only")
            // Nothing is quiet since an hour ago.
            #expect(try await test.store.eraseSubjects(quietSince: Date().addingTimeInterval(-3_600), limit: 10).isEmpty)
            #expect(try await test.store.reportCount() == 2)
            // Everything is quiet since a minute from now: two at a time, the longest quiet first.
            let later = Date().addingTimeInterval(60)
            #expect(try await test.store.eraseSubjects(quietSince: later, limit: 2) == ["first", "second"])
            #expect(try await test.store.eraseSubjects(quietSince: later, limit: 2) == ["answers-only"])
            #expect(try await test.store.reportCount() == 0)
            #expect(try await test.store.answers(for: "answers-only").answers.isEmpty)
            #expect(try await test.store.answers(for: "first").answers.isEmpty)
        }
    }

    @Test(arguments: StoreKind.available)
    func writersAtOnceLeaveOneWholeReport(_ kind: StoreKind) async throws {
        try await TestStore.with(kind) { test in
            let statuses: [AuthorizationStatus] = [.denied, .granted, .restricted, .notDetermined]
            let reports = try statuses.map { try Self.fullReport("contended", camera: $0) }
            let stores = [test.store] + (test.otherProcess.map { [$0] } ?? [])
            try await withThrowingTaskGroup(of: Void.self) { group in
                for writer in 0..<16 {
                    group.addTask {
                        for round in 0..<8 {
                            try await stores[writer % stores.count].record(reports[(writer + round) % reports.count])
                            let read = try await stores[(writer + 1) % stores.count].report(for: "contended")
                            #expect(read.map(reports.contains) == true)
                        }
                    }
                }
                try await group.waitForAll()
            }
            #expect(try await test.store.report(for: "contended").map(reports.contains) == true)
        }
    }

    @Test(.timeLimit(.minutes(1)), arguments: StoreKind.available.filter { $0 != .sqlite })
    func anotherProcessHearsOfEveryChange(_ kind: StoreKind) async throws {
        try await TestStore.with(kind) { test in
            let other = try #require(test.otherProcess)
            var heard = other.changes().makeAsyncIterator()
            // A PostgreSQL store listens once its connection is up: a first change, repeated until heard.
            let listening = Task {
                while !Task.isCancelled {
                    try await test.store.recordAnswers(SoftAskAnswers([.camera: .never]), subjectID: "warm-up")
                    try await Task.sleep(for: .milliseconds(100))
                }
            }
            while let change = await heard.next(), change != .subject("warm-up") {}
            listening.cancel()
            _ = await listening.result
            try await test.store.record(try Self.fullReport("d1"))
            try await test.store.erase(subjectID: "d2")
            var subjects: [DeviceReportChange] = []
            // `.all` and `.unheard` say whether the store hears (a PostgreSQL store's heartbeat), not what changed.
            while subjects.count < 2, let change = await heard.next() {
                if case .subject(let subject) = change, subject != "warm-up" { subjects.append(change) }
            }
            #expect(subjects == [.subject("d1"), .subject("d2")])
            // Subjects erased for their quiet are changes too.
            #expect(try await test.store.eraseSubjects(quietSince: Date().addingTimeInterval(60), limit: 10).contains("d1"))
            while let change = await heard.next(), change != .subject("d1") {}
        }
    }
}

/// A write a store answers is a write it kept: what it cannot keep it refuses with an error, never in silence.
@Suite struct DeviceReportStoreHonestyTests {
    /// Reports no server accepts (`DeviceReport.validate()` refuses them), written to the store directly: a
    /// 9,000-character id (over PostgreSQL's index and notification limits) and a NUL in a language.
    static let unstorable: [DeviceReport] = [
        DeviceReport(subject: Subject(id: String(repeating: "x", count: 9_000)), statuses: [.camera: .denied]),
        DeviceReport(subject: Subject(id: "nul-language", preferredLanguages: ["fr\u{0}x"]), statuses: [.camera: .denied]),
    ]

    @Test(arguments: StoreKind.available, [0, 1])
    func aWriteTheStoreAcceptedIsReadBack(_ kind: StoreKind, _ index: Int) async throws {
        let report = Self.unstorable[index]
        try await TestStore.with(kind) { test in
            let recorded: Bool
            do {
                try await test.store.record(report)
                recorded = true
            } catch {
                recorded = false
            }
            let read = try await test.store.report(for: report.subject.id)
            #expect(read == (recorded ? report : nil))
        }
    }
}
