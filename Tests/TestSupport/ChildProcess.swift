import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process started with `posix_spawn` and reaped with `waitpid`, for tests that run Permit's executables
/// (and curl, Chromium, PostgreSQL's tools) as a person would.
///
/// Foundation's `Process` has been seen on Linux to miss the end of a short child and wait for ever, so no test
/// starts a process through it; and every wait here has a limit, so that a child that hangs fails its test instead
/// of the whole run.
public final class ChildProcess: Sendable {
    /// What a child that ran to its end wrote, and how it ended.
    public struct Output: Sendable {
        /// The exit status, or 128 + the number of the signal that ended it.
        public var status: Int32
        public var standardOutput: String
        public var standardError: String
    }

    /// A child that did not start, or did not end in time.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    private let pid: pid_t
    /// The child's exit status once it has been reaped. Every `waitpid` and `kill` holds this lock, so that a
    /// signal never reaches another process that was given the same identifier after the child's end.
    private let exitStatus = Mutex<Int32?>(nil)

    /// Starts `executable` (a path, or a name looked up in `PATH`) with `arguments` and `environment` (the test's own
    /// when `nil`). Its standard input is `/dev/null`; its standard output and error go to the files at
    /// `outputPath` and `errorPath` (created or emptied), else to `/dev/null`.
    public init(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
        outputPath: String? = nil, errorPath: String? = nil
    ) throws {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let variables = (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { variables.forEach { free($0) } }
        var pid = pid_t()
        var started = posix_spawnp(&pid, executable, &actions, nil, argv, variables)
        // A binary a test has just copied can be "busy" for a moment: another test's child, forked while the copy
        // was open for writing, holds that descriptor until it execs. Waiting a little lets it go.
        var attempts = 1
        while started == ETXTBSY && attempts < 50 {
            usleep(20_000)
            started = posix_spawnp(&pid, executable, &actions, nil, argv, variables)
            attempts += 1
        }
        guard started == 0 else {
            throw Failure(description: "cannot start \(executable): \(String(cString: strerror(started)))")
        }
        self.pid = pid
    }

    deinit {
        // A child a test forgot, or gave up on, does not outlive it.
        if !hasEnded {
            send(SIGKILL)
            _ = wait(upTo: .seconds(10))
        }
    }

    /// The process id.
    public var processID: Int32 { Int32(pid) }

    /// Whether the child has ended (it is reaped then).
    public var hasEnded: Bool { reap() != nil }

    /// Sends `signal` to the child, unless it has ended.
    public func send(_ signal: Int32) {
        exitStatus.withLock { status in
            if status == nil { kill(pid, signal) }
        }
    }

    /// Waits at most `limit` for the child's end; its exit status (128 + a signal's number for a signal), or `nil`
    /// if it still runs.
    public func wait(upTo limit: Duration) -> Int32? {
        let deadline = ContinuousClock.now + limit
        var pause = Duration.milliseconds(1)
        while true {
            if let status = reap() { return status }
            guard ContinuousClock.now < deadline else { return nil }
            Thread.sleep(forTimeInterval: Double(pause.components.attoseconds) / 1e18)
            pause = min(pause * 2, .milliseconds(20))
        }
    }

    /// Runs `executable` to its end, at most `limit` (it is killed then, and this throws); what it wrote and its
    /// exit status.
    public static func run(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
        timeLimit limit: Duration = .seconds(300)
    ) throws -> Output {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("permit-child-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (outputPath, errorPath) = (folder.appendingPathComponent("out").path, folder.appendingPathComponent("err").path)
        let child = try ChildProcess(executable, arguments, environment: environment, outputPath: outputPath, errorPath: errorPath)
        guard let status = child.wait(upTo: limit) else {
            child.send(SIGKILL)
            _ = child.wait(upTo: .seconds(10))
            throw Failure(description: "\(executable) \(arguments) did not end within \(limit)")
        }
        let read = { (path: String) in (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
        return Output(status: status, standardOutput: read(outputPath), standardError: read(errorPath))
    }

    /// The exit status if the child has ended, reaping it.
    private func reap() -> Int32? {
        exitStatus.withLock { exitStatus in
            if let exitStatus { return exitStatus }
            var status: Int32 = 0
            var result: pid_t
            repeat {
                result = waitpid(pid, &status, WNOHANG)
            } while result < 0 && errno == EINTR
            guard result == pid else { return nil }
            // The low seven bits hold the signal that ended the child, else the next eight its exit code.
            let signal = status & 0x7F
            exitStatus = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
            return exitStatus
        }
    }
}
