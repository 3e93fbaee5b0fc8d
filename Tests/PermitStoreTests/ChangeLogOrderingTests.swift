import Foundation
import Permit
import PermitPostgres
import PostgresNIO
import Synchronization
import Testing

/// The PostgreSQL change log read while several processes write at once: PostgreSQL hands out sequence values
/// before transactions commit, and a reader must still never miss or repeat a change.
@Suite(.enabled(if: TestPostgres.url != nil)) struct ChangeLogOrderingTests {
    @Test(.timeLimit(.minutes(1)))
    func aChangeThatCommitsAfterALaterOneIsNeitherSkippedNorRepeated() async throws {
        try await TestStore.with(.postgres) { test in
            let store = try #require(test.store as? PostgresDeviceReportStore)
            let other = try #require(test.otherProcess)
            try await store.client.withConnection { connection in
                // A write that began first and is still running when a later one commits: its change has the
                // smaller sequence value, and is committed last.
                try await connection.run("BEGIN")
                try await connection.run(
                    """
                    INSERT INTO permit_change_log (subject_id, service, current_status)
                    VALUES ('slow', \(Service.camera.rawValue), \(AuthorizationStatus.denied.rawValue))
                    """)
                try await other.record(DeviceReport(subject: Subject(id: "quick"), statuses: [.camera: .granted]))
                let meanwhile = try await other.changes(after: nil, limit: 10)
                #expect(meanwhile.entries.isEmpty)
                try await connection.run("COMMIT")
                let after = try await other.changes(after: meanwhile.cursor, limit: 10)
                #expect(after.entries.map(\.subjectID) == ["slow", "quick"])
            }
        }
    }

    /// Transaction ids are ordered as numbers, not as their text: changes of transactions 9 and 10 (on both
    /// sides of a power of ten, as a busy server's ids soon are) come in that order.
    @Test(.timeLimit(.minutes(1)))
    func transactionIdsAreOrderedAsNumbers() async throws {
        try await TestStore.with(.postgres) { test in
            let store = try #require(test.store as? PostgresDeviceReportStore)
            try await store.client.withConnection { connection in
                try await connection.run(
                    """
                    INSERT INTO permit_change_log (transaction_id, subject_id, service, current_status)
                    VALUES ('9', 'first', \(Service.camera.rawValue), \(AuthorizationStatus.denied.rawValue)),
                        ('10', 'second', \(Service.camera.rawValue), \(AuthorizationStatus.granted.rawValue))
                    """)
            }
            let page = try await store.changes(after: nil, limit: 10)
            #expect(page.entries.map(\.subjectID) == ["first", "second"])
            let rest = try await store.changes(after: try #require(page.entries.first).cursor, limit: 10)
            #expect(rest.entries.map(\.subjectID) == ["second"])
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func aReaderPagingWhileTwoProcessesWriteReadsEveryChangeOnceInEachSubjectsOrder() async throws {
        try await TestStore.with(.postgres) { test in
            let stores = [test.store, try #require(test.otherProcess)]
            let finished = Mutex(false)
            let writers = Task {
                defer { finished.withLock { $0 = true } }
                try await withThrowingTaskGroup(of: Void.self) { group in
                    for writer in 0..<8 {
                        group.addTask {
                            for write in 0..<25 {
                                let subject = "subject-\((writer * 7 + write) % 10)"
                                let status: AuthorizationStatus = write % 2 == 0 ? .granted : .denied
                                try await stores[writer % 2].record(
                                    DeviceReport(subject: Subject(id: subject), statuses: [.camera: status]))
                            }
                        }
                    }
                    try await group.waitForAll()
                }
            }
            var read: [ChangeFeedEntry] = []
            var cursor: ChangeCursor?
            var writing = true
            while writing {
                writing = !finished.withLock { $0 }
                let page = try await stores[read.count % 2].changes(after: cursor, limit: 7)
                read += page.entries
                cursor = page.cursor
                if page.entries.isEmpty && writing { try await Task.sleep(for: .milliseconds(2)) }
            }
            try await writers.value
            while true {
                let page = try await test.store.changes(after: cursor, limit: 7)
                if page.entries.isEmpty { break }
                read += page.entries
                cursor = page.cursor
            }
            let written = try await Self.rowCount(of: test.store)
            #expect(written >= 100)
            #expect(read.count == written)
            #expect(Set(read.map(\.cursor)).count == read.count)
            // Within each subject the changes follow on from each other, from its first report to its last.
            for (subject, changes) in Dictionary(grouping: read, by: \.subjectID) {
                #expect(changes.first?.previous == nil, "\(subject)")
                for (before, after) in zip(changes, changes.dropFirst()) {
                    #expect(after.previous == before.current, "\(subject)")
                }
                let last = try await test.store.report(for: subject)?.statuses[.camera]
                #expect(changes.last?.current == last, "\(subject)")
            }
        }
    }

    /// How many changes the store's log holds, counted by PostgreSQL.
    private static func rowCount(of store: any DeviceReportStore) async throws -> Int {
        let postgres = try #require(store as? PostgresDeviceReportStore)
        for try await count in try await postgres.client.query("SELECT count(*) FROM permit_change_log", logger: TestPostgres.logger)
            .decode(Int.self)
        {
            return count
        }
        return 0
    }
}

extension PostgresConnection {
    /// Runs a statement and reads its outcome to the end.
    fileprivate func run(_ query: PostgresQuery) async throws {
        for try await _ in try await self.query(query, logger: TestPostgres.logger) {}
    }
}
