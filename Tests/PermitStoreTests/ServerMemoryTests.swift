import Foundation
import TestSupport
import Testing

/// A permit-server's memory stays flat under load, on every store: what a request allocates is let go when it is
/// answered. On PostgreSQL, every connection the pool took back once started two timers, each holding memory for
/// a minute after it was cancelled, so that an instance answering only 404s grew by 1 KB a request. (In the
/// serialized suite of process tests, so that no test takes the database away meanwhile.)
extension ServerProcessTests {
    @Test(.timeLimit(.minutes(3)), arguments: StoreKind.available)
    func residentMemoryStaysFlatUnderMixedRequests(_ kind: StoreKind) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("permit-memory-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (store, database) = try await serverStore(kind, in: folder)
        defer { if let database { Task { await TestPostgres.dropDatabase(database) } } }
        let server = try await ServerProcess(store: store, arguments: ["--cached-subjects", "100"])
        let body = folder.appendingPathComponent("report.json")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"subject": "d1", "languages": ["fr"], "services": {"camera": "denied"}}"#.utf8).write(to: body)

        /// A round of 4,000 requests, 16 at a time: 1,000 reports recorded, 1,000 answers, 2,000 unknown devices.
        func round(_ number: Int) async throws {
            let base = number * 2_000
            let recorded = try await Self.parallelCurl([
                "-X", "PUT", "-H", "content-type: application/json", "--data-binary", "@\(body.path)",
                server.url("/v1/subjects/d1?n=[1-1000]"),
            ])
            let answered = try await Self.parallelCurl([server.url("/v1/subjects/d1/services/camera?n=[1-1000]")])
            let unknown = try await Self.parallelCurl([
                server.url("/v1/subjects/unknown-[\(base)-\(base + 1_999)]/services/camera")
            ])
            #expect(recorded == [204: 1_000] && answered == [200: 1_000] && unknown == [404: 2_000])
        }
        try await round(0)
        try await round(1)
        let before = try server.residentBytes()
        for number in 2..<5 { try await round(number) }
        let after = try server.residentBytes()
        // 12,000 requests: 1 KB each would be 12 MB.
        #expect(after - before < 4 << 20, "resident memory grew from \(before >> 10) KB to \(after >> 10) KB")
        #expect(try await server.stop() == 0)
    }

    /// Runs curl over the URLs `arguments` name (ranges in brackets), 16 requests at a time on reused connections;
    /// how many answers had each HTTP status.
    static func parallelCurl(_ arguments: [String]) async throws -> [Int: Int] {
        let output = try await onThread {
            try ChildProcess.run(
                "curl", ["-s", "-o", "/dev/null", "-w", "%{http_code}\n", "--parallel", "--parallel-max", "16"] + arguments,
                timeLimit: .seconds(120))
        }
        return output.standardOutput.split(separator: "\n").reduce(into: [:]) { counts, code in counts[Int(code) ?? 0, default: 0] += 1 }
    }
}
