#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes `bytes` to standard output as they are, straight to its file descriptor (no copy into `Data` first), for a
/// report written in pieces as it goes. Writes that a signal interrupts are retried; a standard output that cannot
/// take more (a closed pipe) ends the writing, as it ends `print`'s.
func writeToStandardOutput(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
            let written = write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}
