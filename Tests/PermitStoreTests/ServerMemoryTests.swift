import Foundation
import TestSupport
import Testing

/// A permit-server's memory stays flat under load, on every store: what a request allocates is let go when it is
/// answered. On PostgreSQL, every connection the pool took back once started two timers, each holding memory for
/// a minute after it was cancelled, so that an instance answering only 404s grew by 1 KB a request.
@Suite(.serialized) struct ServerMemoryTests {
    @Test(.timeLimit(.minutes(3)), arguments: StoreKind.available)
    func residentMemoryStaysFlatUnderMixedRequests(_ kind: StoreKind) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("permit-memory-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = kind == .postgres ? try await TestPostgres.createDatabase() : nil
        defer { if let database { Task { await TestPostgres.dropDatabase(database) } } }
        let store: String
        switch kind {
        case .memory: store = "memory:"
        case .sqlite: store = "sqlite:" + folder.appendingPathComponent("reports.sqlite").path
        case .postgres:
            store = try TestPostgres.url(database: try #require(database))
            try await ServerProcessTests.run(ServerProcess.executable, "migrate", "--store", store)
        }
        let server = try await ServerProcess(store: store, arguments: ["--cached-subjects", "100"])
        defer { try? server.stop() }
        let body = folder.appendingPathComponent("report.json")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"subject": "d1", "languages": ["fr"], "services": {"camera": "denied"}}"#.utf8).write(to: body)

        /// A round of 4,000 requests, 16 at a time: 1,000 reports recorded, 1,000 answers, 2,000 unknown devices.
        func round(_ number: Int) async throws {
            let base = number * 2_000
            try await Self.curl([
                "-X", "PUT", "-H", "content-type: application/json", "--data-binary", "@\(body.path)",
                server.url("/v1/subjects/d1?n=[1-1000]"),
            ])
            try await Self.curl([server.url("/v1/subjects/d1/services/camera?n=[1-1000]")])
            try await Self.curl([server.url("/v1/subjects/unknown-[\(base)-\(base + 1_999)]/services/camera")])
        }
        try await round(0)
        try await round(1)
        let before = try server.residentBytes()
        for number in 2..<6 { try await round(number) }
        let after = try server.residentBytes()
        // 16,000 requests: 1 KB each would be 16 MB.
        #expect(after - before < 4 << 20, "resident memory grew from \(before >> 10) KB to \(after >> 10) KB")
    }

    /// Runs curl over the URLs `arguments` name (ranges in brackets), 16 requests at a time on reused connections.
    static func curl(_ arguments: [String]) async throws {
        _ = try await onThread {
            try ChildProcess.run(
                "curl", ["-s", "-o", "/dev/null", "--parallel", "--parallel-max", "16"] + arguments,
                timeLimit: .seconds(120))
        }
    }
}
