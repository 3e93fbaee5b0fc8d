import Foundation
import TestSupport

/// A permit-server process, started as a person starts it, reached over HTTP with curl.
final class ServerProcess: Sendable {
    let port: Int
    private let process: ChildProcess
    private let log: String

    /// The executable SwiftPM built beside the test bundle.
    static let executable = BuiltExecutable.path("permit-server")

    /// Starts `permit-server --store STORE` (and `arguments`) on a free port and waits until it answers `/healthz`.
    ///
    /// A free port can be taken between the moment it is found and the server's bind (by another test's server, or
    /// as the local port of a connection): without a `port` given, the server is started again on another one.
    init(store: String, port: Int? = nil, arguments: [String] = []) async throws {
        var attempt = 0
        while true {
            attempt += 1
            let chosen = port ?? Self.freePort()
            let log = FileManager.default.temporaryDirectory.appendingPathComponent("permit-server-\(UUID().uuidString).log").path
            let process = try ChildProcess(
                Self.executable, ["--host", "127.0.0.1", "--port", "\(chosen)", "--store", store] + arguments,
                outputPath: log, errorPath: log)
            var answered = false
            for _ in 0..<200 {
                if (try? await Self.curl(["http://127.0.0.1:\(chosen)/healthz"]))?.status == 200 {
                    answered = true
                    break
                }
                guard !process.hasEnded else { break }
                try await Task.sleep(for: .milliseconds(50))
            }
            if answered {
                self.port = chosen
                self.process = process
                self.log = log
                return
            }
            let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            try? FileManager.default.removeItem(atPath: log)
            guard port == nil, attempt < 5, process.hasEnded, output.contains("Address already in use") else {
                throw ServerProcessError(message: "permit-server did not start: \(output)")
            }
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: log) }

    /// What the process wrote.
    var output: String { (try? String(contentsOfFile: log, encoding: .utf8)) ?? "" }

    /// Sends `signal` and waits for the process to end; its exit status. A process that has not ended 30 seconds
    /// after a SIGTERM is a defect: it is killed and this throws.
    /// The wait runs on a thread of its own: a shutdown may take seconds, and the few threads that run tasks are
    /// shared by every test (a deadline test once starved for ten seconds).
    @discardableResult
    func stop(signal: Int32 = SIGTERM) async throws -> Int32 {
        process.send(signal)
        let process = self.process
        if let status = try await onThread({ process.wait(upTo: .seconds(30)) }) { return status }
        process.send(SIGKILL)
        _ = try await onThread { process.wait(upTo: .seconds(10)) }
        throw ServerProcessError(message: "permit-server did not end within 30 s of signal \(signal): \(output.suffix(2_000))")
    }

    /// The process's resident memory (`VmRSS`), in bytes.
    func residentBytes() throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(process.processID)/status", encoding: .utf8)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        else { throw ServerProcessError(message: "no VmRSS in /proc/\(process.processID)/status") }
        return kilobytes << 10
    }

    /// Sends `signal` without waiting.
    func signal(_ signal: Int32) { process.send(signal) }

    /// `PUT /v1/subjects/{id}` with a report of `camera`; the HTTP status.
    func put(_ id: String, camera: String) async throws -> Int {
        let body = #"{"subject": "\#(id)", "languages": ["fr"], "services": {"camera": "\#(camera)"}}"#
        return try await Self.curl(["-X", "PUT", "-H", "content-type: application/json", "--data", body, url("/v1/subjects/\(id)")]).status
    }

    /// `GET /v1/subjects/{id}/services/camera`: the HTTP status and the answer's `status`, or a problem's `type`.
    func camera(_ id: String) async throws -> (status: Int, answer: String) {
        let response = try await Self.curl([url("/v1/subjects/\(id)/services/camera")])
        let object = try? JSONSerialization.jsonObject(with: Data(response.body.utf8)) as? [String: Any]
        let answer = response.status == 200 ? object?["status"] as? String : object?["type"] as? String
        return (response.status, answer ?? "")
    }

    /// Every subject the change feed (`GET /v1/changes`, a page of 1,000 at a time) has a change for.
    func subjectsInTheChangeFeed() async throws -> Set<String> {
        var subjects: Set<String> = []
        var cursor = ""
        while true {
            let response = try await Self.curl([url("/v1/changes?limit=1000&after=\(cursor)")])
            guard response.status == 200,
                let page = try JSONSerialization.jsonObject(with: Data(response.body.utf8)) as? [String: Any],
                let changes = page["changes"] as? [[String: Any]], let next = page["cursor"] as? String
            else { throw ServerProcessError(message: "GET /v1/changes answered \(response.status): \(response.body.prefix(500))") }
            if changes.isEmpty { return subjects }
            subjects.formUnion(changes.compactMap { $0["subject"] as? String })
            cursor = next
        }
    }

    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// Runs curl on a thread of its own (it blocks; the tasks' threads are few); the response's status and body.
    static func curl(_ arguments: [String]) async throws -> (status: Int, body: String) {
        let output = try await onThread {
            try ChildProcess.run("curl", ["-s", "--max-time", "20", "-w", "\n%{http_code}"] + arguments, timeLimit: .seconds(30))
        }
        let lines = output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        return (Int(lines.last ?? "") ?? 0, lines.dropLast().joined(separator: "\n"))
    }

    /// A port nothing listens on now.
    static func freePort() -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        }
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}

/// The `--store` of a permit-server process over a store of `kind`: this process's memory, an SQLite file in
/// `folder`, or a new PostgreSQL database, migrated; that database, for the caller to drop when done.
func serverStore(_ kind: StoreKind, in folder: URL) async throws -> (address: String, database: String?) {
    switch kind {
    case .memory:
        return ("memory:", nil)
    case .sqlite:
        return ("sqlite:" + folder.appendingPathComponent("reports.sqlite").path, nil)
    case .postgres:
        let database = try await TestPostgres.createDatabase()
        let address = try TestPostgres.url(database: database)
        try await ServerProcessTests.run(ServerProcess.executable, "migrate", "--store", address)
        return (address, database)
    }
}

struct ServerProcessError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
