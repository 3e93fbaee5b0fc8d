import Foundation
import Permit
import Testing

/// What every store promises of its change log (`DeviceReportStore.changes(after:limit:)`), run against memory,
/// SQLite and PostgreSQL alike.
@Suite struct ChangeLogContractTests {
    /// A report from JSON, as a device sends it.
    static func report(_ json: String) throws -> DeviceReport {
        try DeviceReport(json: Array(json.utf8))
    }

    /// The log's entries as `subject service from to` lines (`-` for none), in the log's order.
    static func lines(_ entries: [ChangeFeedEntry]) -> [String] {
        entries.map { entry in
            [
                entry.subjectID, entry.service?.commandLineName ?? "-", entry.previous?.commandLineName ?? "-",
                entry.current?.commandLineName ?? "-",
            ].joined(separator: " ")
        }
    }

    /// Every entry of the log, read a page of `limit` at a time.
    static func everything(in store: any DeviceReportStore, limit: Int = 1_000) async throws -> [ChangeFeedEntry] {
        var entries: [ChangeFeedEntry] = []
        var cursor: ChangeCursor?
        while true {
            let page = try await store.changes(after: cursor, limit: limit)
            entries += page.entries
            cursor = page.cursor
            if page.entries.count < limit { return entries }
        }
    }

    @Test(arguments: StoreKind.available)
    func aReportLogsWhatItChangesInTheAnswers(_ kind: StoreKind) async throws {
        try await TestStore.with(kind) { test in
            try await test.store.record(
                try Self.report(
                    #"{"subject": "d", "systemVersion": "13.0", "services": {"camera": "denied", "microphone": "authorized", "precise-location": "reducedAccuracy", "tracking": "denied"}, "switches": {"bluetooth": false}}"#
                ))
            // The same answers again: nothing.
            try await test.store.record(
                try Self.report(
                    #"{"subject": "d", "systemVersion": "13.0", "services": {"camera": "denied", "microphone": "granted", "precise-location": "denied", "tracking": "denied"}, "switches": {"bluetooth": false}}"#
                ))
            try await test.store.record(
                try Self.report(
                    #"{"subject": "d", "systemVersion": "14.0", "services": {"camera": "authorized", "microphone": "granted", "precise-location": "reducedAccuracy", "tracking": "denied"}}"#
                ))
            #expect(
                Self.lines(try await Self.everything(in: test.store)) == [
                    // The first report: one change per service it names, in the services' order; iOS 13 has
                    // neither precise location nor tracking.
                    "d microphone - granted", "d camera - denied", "d precise-location - low-version",
                    "d bluetooth - unserviced", "d tracking - low-version",
                    // Camera granted, precise location reduced (which is precise location denied) on iOS 14, Bluetooth
                    // no longer switched off, iOS 14 has tracking.
                    "d camera denied granted", "d precise-location low-version denied",
                    "d bluetooth unserviced not-determined", "d tracking low-version denied",
                ])
        }
    }

    @Test(arguments: StoreKind.available)
    func erasingASubjectForgetsItsChangesAndLogsTheErasure(_ kind: StoreKind) async throws {
        try await TestStore.with(kind) { test in
            try await test.store.record(try Self.report(#"{"subject": "a", "services": {"camera": "denied"}}"#))
            try await test.store.record(try Self.report(#"{"subject": "b", "services": {"camera": "denied"}}"#))
            try await test.store.record(try Self.report(#"{"subject": "a", "services": {"camera": "granted"}}"#))
            try await test.store.erase(subjectID: "a")
            // Erasing what is not there logs nothing.
            try await test.store.erase(subjectID: "a")
            try await test.store.erase(subjectID: "never-reported")
            let entries = try await Self.everything(in: test.store)
            #expect(Self.lines(entries) == ["b camera - denied", "a - - -"])
            #expect(entries.last?.isErasure == true)
            // Retention erases the same way.
            #expect(try await test.store.eraseSubjects(quietSince: Date().addingTimeInterval(60), limit: 10) == ["b"])
            #expect(Self.lines(try await Self.everything(in: test.store)) == ["a - - -", "b - - -"])
        }
    }

    @Test(arguments: StoreKind.available)
    func pagesFollowEachOtherFromTheirCursors(_ kind: StoreKind) async throws {
        try await TestStore.with(kind) { test in
            let empty = try await test.store.changes(after: nil, limit: 10)
            #expect(empty.entries.isEmpty)
            for index in 0..<5 {
                try await test.store.record(try Self.report(#"{"subject": "s\#(index)", "services": {"camera": "denied"}}"#))
            }
            // The cursor of an empty log reads every change written since.
            #expect(try await test.store.changes(after: empty.cursor, limit: 10).entries.count == 5)
            let first = try await test.store.changes(after: nil, limit: 2)
            #expect(first.entries.map(\.subjectID) == ["s0", "s1"])
            #expect(first.cursor == first.entries.last?.cursor)
            // A cursor is passed on as text.
            let resumed = try #require(ChangeCursor(first.cursor.description))
            let second = try await test.store.changes(after: resumed, limit: 10)
            #expect(second.entries.map(\.subjectID) == ["s2", "s3", "s4"])
            let end = try await test.store.changes(after: second.cursor, limit: 10)
            #expect(end.entries.isEmpty)
            #expect(end.cursor == second.cursor)
        }
    }

    @Test(arguments: StoreKind.available)
    func aCursorOlderThanWhatIsKeptIsRefused(_ kind: StoreKind) async throws {
        try await TestStore.with(kind) { test in
            try await test.store.record(try Self.report(#"{"subject": "old", "services": {"camera": "denied"}}"#))
            try await test.store.record(try Self.report(#"{"subject": "older", "services": {"camera": "denied"}}"#))
            let start = try await test.store.changes(after: nil, limit: 1)
            #expect(try await test.store.forgetChanges(recordedBefore: Date().addingTimeInterval(60)) == 2)
            try await test.store.record(try Self.report(#"{"subject": "new", "services": {"camera": "denied"}}"#))
            let error = await #expect(throws: DeviceReportStoreError.self) {
                try await test.store.changes(after: start.cursor, limit: 10)
            }
            #expect(error?.code == .cursorExpired)
            // Without a cursor, from the oldest change kept.
            #expect(Self.lines(try await test.store.changes(after: nil, limit: 10).entries) == ["new camera - denied"])
            // A cursor this store never gave.
            let unknown = try #require(ChangeCursor("18446744073709551615-1"))
            await #expect(throws: DeviceReportStoreError.self) { try await test.store.changes(after: unknown, limit: 10) }
        }
    }

    @Test(.timeLimit(.minutes(1)), arguments: StoreKind.available)
    func aFeedWaitsForChangesAndResumesFromACursor(_ kind: StoreKind) async throws {
        try await TestStore.with(kind) { test in
            let writer = test.otherProcess ?? test.store
            try await writer.record(try Self.report(#"{"subject": "first", "services": {"camera": "denied"}}"#))
            let following = Task {
                var feed = test.store.changeFeed(pageSize: 1).makeAsyncIterator()
                var read: [ChangeFeedEntry] = []
                while read.count < 2, let entry = try await feed.next() { read.append(entry) }
                return read
            }
            // The feed waits: the next change comes once another process writes it.
            try await Task.sleep(for: .milliseconds(50))
            try await writer.record(try Self.report(#"{"subject": "second", "services": {"camera": "denied"}}"#))
            let read = try await following.value
            #expect(read.map(\.subjectID) == ["first", "second"])
            let first = try #require(read.first)
            // A new feed from the first change's cursor resumes after it.
            var resumed = test.store.changeFeed(after: first.cursor).makeAsyncIterator()
            #expect(try await resumed.next()?.subjectID == "second")
        }
    }

    /// Writes that arrive together (the database stores commit them as one batch): reports, answers and erasures of
    /// the same few subjects, all at once. Each subject's changes follow on from each other, an erasure starting
    /// them again from nothing, and end at the report the store keeps.
    @Test(.timeLimit(.minutes(1)), arguments: StoreKind.available)
    func writesThatArriveTogetherLogEachSubjectsChangesInOrder(_ kind: StoreKind) async throws {
        try await TestStore.with(kind) { test in
            let store = test.store
            let statuses: [AuthorizationStatus] = [.granted, .denied, .restricted, .notDetermined]
            try await withThrowingTaskGroup(of: Void.self) { group in
                for write in 0..<240 {
                    group.addTask {
                        let subject = Subject(id: "s\(write % 4)")
                        switch write % 12 {
                        case 11: try await store.erase(subjectID: subject.id)
                        case 5: try await store.recordAnswers(SoftAskAnswers([.camera: .later(at: nil)]), subjectID: subject.id)
                        default:
                            try await store.record(
                                DeviceReport(
                                    subject: subject,
                                    statuses: [.camera: statuses[write % 4], .contacts: statuses[(write / 3) % 4]]))
                        }
                    }
                }
                try await group.waitForAll()
            }
            let entries = try await Self.everything(in: store)
            #expect(entries.count > 40)
            for subjectID in ["s0", "s1", "s2", "s3"] {
                var current: [Service: AuthorizationStatus] = [:]
                for entry in entries where entry.subjectID == subjectID {
                    guard let service = entry.service else {
                        current = [:]
                        continue
                    }
                    #expect(entry.previous == current[service], "\(subjectID) \(service)")
                    current[service] = entry.current
                }
                let kept = try await store.report(for: subjectID)
                #expect(current == (kept?.statuses ?? [:]), "\(subjectID)")
            }
        }
    }
}
