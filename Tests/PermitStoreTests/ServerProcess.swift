import Foundation

/// A permit-server process, started as a person starts it, reached over HTTP with curl.
///
/// Unchecked `Sendable`: every stored property is a constant; `put` and `camera`, which writer tasks call at once,
/// read only `port`; the `Process` is touched only by `init`, `stop` and `deinit`, which a test calls from its own
/// task.
final class ServerProcess: @unchecked Sendable {
    let port: Int
    let arguments: [String]
    private let process = Process()
    private let log: URL

    /// The executable SwiftPM built beside the test bundle.
    static let executable: URL = {
        let testExecutable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let candidates = [
            Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(), testExecutable.deletingLastPathComponent(),
        ] + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        for folder in candidates {
            let candidate = folder.appendingPathComponent("permit-server")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return URL(fileURLWithPath: ".build/debug/permit-server")
    }()

    /// Starts `permit-server --store STORE` on a free port and waits until it answers `/healthz`.
    init(store: String, port: Int? = nil) async throws {
        self.port = port ?? Self.freePort()
        arguments = ["--host", "127.0.0.1", "--port", "\(self.port)", "--store", store]
        log = FileManager.default.temporaryDirectory.appendingPathComponent("permit-server-\(UUID().uuidString).log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        process.executableURL = Self.executable
        process.arguments = arguments
        process.standardOutput = try FileHandle(forWritingTo: log)
        process.standardError = try FileHandle(forWritingTo: log)
        try process.run()
        for _ in 0..<200 {
            if (try? Self.curl(["http://127.0.0.1:\(self.port)/healthz"]))?.status == 200 { return }
            guard process.isRunning else { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw ServerProcessError(message: "permit-server did not start: \(output)")
    }

    deinit {
        if process.isRunning { process.terminate() }
        try? FileManager.default.removeItem(at: log)
    }

    /// What the process wrote.
    var output: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

    /// Sends `signal` and waits for the process to end; returns its exit status.
    @discardableResult
    func stop(signal: Int32 = SIGTERM) -> Int32 {
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// `PUT /v1/subjects/{id}` with a report of `camera`; the HTTP status.
    func put(_ id: String, camera: String) throws -> Int {
        let body = #"{"subject": "\#(id)", "languages": ["fr"], "services": {"camera": "\#(camera)"}}"#
        return try Self.curl(["-X", "PUT", "-H", "content-type: application/json", "--data", body, url("/v1/subjects/\(id)")]).status
    }

    /// `GET /v1/subjects/{id}/services/camera`: the HTTP status and the answer's `status`, or a problem's `type`.
    func camera(_ id: String) throws -> (status: Int, answer: String) {
        let response = try Self.curl([url("/v1/subjects/\(id)/services/camera")])
        let object = try? JSONSerialization.jsonObject(with: Data(response.body.utf8)) as? [String: Any]
        let answer = response.status == 200 ? object?["status"] as? String : object?["type"] as? String
        return (response.status, answer ?? "")
    }

    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// Runs curl; the response's status and body.
    static func curl(_ arguments: [String]) throws -> (status: Int, body: String) {
        let curl = Process()
        curl.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        curl.arguments = ["curl", "-s", "--max-time", "20", "-w", "\n%{http_code}"] + arguments
        let pipe = Pipe()
        curl.standardOutput = pipe
        try curl.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        curl.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
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

struct ServerProcessError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
