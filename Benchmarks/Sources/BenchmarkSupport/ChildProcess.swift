#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `executable` with `arguments` (its output to /dev/null), as a shell would (`posix_spawn`, then `wait4`), and
/// returns its exit status and its peak resident memory in bytes, as the kernel reports it for that child alone
/// (`wait4`'s `ru_maxrss`). Timing a child this way measures the child: Foundation's `Process` adds tens of
/// milliseconds of its own per run on Linux.
public func runChild(_ executable: String, _ arguments: [String]) -> (status: Int32, peakBytes: Int)? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    guard wait4(pid, &status, 0, &usage) == pid else { return nil }
    #if canImport(Darwin)
    let peak = Int(usage.ru_maxrss)  // bytes on Darwin
    #else
    let peak = Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
    #endif
    return ((status >> 8) & 0xFF, peak)
}
