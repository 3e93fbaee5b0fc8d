import Foundation
import TestSupport

/// Runs the built `permit` executable, as a person or a CI script would.
struct PermitBinary {
    struct Result {
        var exitCode: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The executable SwiftPM built beside the test bundle.
    static let url = URL(fileURLWithPath: BuiltExecutable.path("permit"))

    /// The package's root, for the shipped `Resources/`.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Runs `permit` with `arguments`; the wait runs on a thread of its own, not on one of the few that run the
    /// tests' tasks (`onThread`).
    static func run(_ arguments: [String]) async throws -> Result {
        let environment = ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { $1 }
        let path = url.path
        let output = try await onThread { try ChildProcess.run(path, arguments, environment: environment) }
        return Result(exitCode: output.status, standardOutput: output.standardOutput, standardError: output.standardError)
    }
}

/// A scratch folder for one test's files, removed when the test ends.
final class ScratchFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("permit-tests-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    @discardableResult
    func write(_ relativePath: String, _ bytes: [UInt8]) throws -> String {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
        return file.path
    }

    @discardableResult
    func write(_ relativePath: String, _ text: String) throws -> String { try write(relativePath, Array(text.utf8)) }
}
