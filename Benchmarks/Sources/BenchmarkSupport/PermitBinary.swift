import Foundation

/// The `permit` binary a benchmark times.
public enum PermitBinary {
    /// The binary given with `--permit` or `PERMIT_BINARY`, else the parent package's release build (built first).
    public static func path() throws -> String {
        if let given = option("--permit") ?? ProcessInfo.processInfo.environment["PERMIT_BINARY"] { return given }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
        guard try run(["swift", "build", "-c", "release", "--package-path", root, "--product", "permit"]) == 0 else {
            FileHandle.standardError.write(Data("building permit in \(root) failed\n".utf8))
            exit(1)
        }
        var path: Data? = Data()
        try run(["swift", "build", "-c", "release", "--package-path", root, "--show-bin-path"], capturing: &path)
        return String(decoding: path ?? Data(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) + "/permit"
    }
}

/// The value after `name` on the command line.
public func option(_ name: String) -> String? {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

/// Runs `executable` with `arguments` through Foundation's `Process`, output discarded (or captured), and returns
/// its exit status. For set-up only: it adds tens of milliseconds of its own, so timed runs use `runChild`.
@discardableResult
public func run(_ executable: String, _ arguments: [String], capturing output: inout Data?) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardError = FileHandle.nullDevice
    let pipe = Pipe()
    process.standardOutput = output == nil ? FileHandle.nullDevice : pipe
    try process.run()
    if output != nil { output = pipe.fileHandleForReading.readDataToEndOfFile() }
    process.waitUntilExit()
    return process.terminationStatus
}

/// Runs a command found on PATH, output discarded (or captured), and returns its exit status.
@discardableResult
public func run(_ command: [String], capturing output: inout Data?) throws -> Int32 {
    try run("/usr/bin/env", command, capturing: &output)
}

/// Runs a command found on PATH, output discarded, and returns its exit status.
@discardableResult
public func run(_ command: [String]) throws -> Int32 {
    var none: Data? = nil
    return try run(command, capturing: &none)
}
