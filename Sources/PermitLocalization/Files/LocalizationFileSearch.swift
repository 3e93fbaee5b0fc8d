import Foundation

/// Reads localization files, within a bound on their size.
package enum LocalizationFileSearch {
    /// The largest localization file Permit reads: 64 MiB, far above any real table (a 5 MB file holds some
    /// 45,000 entries), so that a hostile or mistaken path cannot make a server read gigabytes.
    package static let maximumFileSize = 64 * 1_024 * 1_024

    /// Why a file could not be read.
    package enum ReadError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The file does not exist, is a folder, or may not be read.
        case unreadable
        /// The file is larger than `maximumFileSize`.
        case tooLarge(bytes: Int)

        package var description: String {
            switch self {
            case .unreadable: "the file cannot be read"
            case .tooLarge(let bytes):
                "the file has \(bytes) bytes, more than Permit reads (\(maximumFileSize) bytes, 64 MiB); it is left out"
            }
        }
    }

    /// The bytes of the file at `path`, checking its size before reading it. Read straight into the array with
    /// `open` and `read` (no `Data` copied into an array afterwards); a file that grows while it is read is read
    /// to its end, up to the limit.
    package static func contents(of path: String) throws(ReadError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .unreadable }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { throw .unreadable }
        let size = Int(status.st_size)
        guard size <= maximumFileSize else { throw .tooLarge(bytes: size) }
        var failed = false
        // One byte more than the file has, to see whether it grew.
        var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
            guard let read = readToEnd(descriptor, into: buffer) else { return failed = true }
            count = read
        }
        if failed { throw .unreadable }
        var piece = [UInt8](repeating: 0, count: bytes.count > size ? 1 << 16 : 0)
        while !piece.isEmpty {
            guard let read = piece.withUnsafeMutableBufferPointer({ readToEnd(descriptor, into: $0) }) else {
                throw .unreadable
            }
            bytes += piece.prefix(read)
            guard bytes.count <= maximumFileSize else { throw .tooLarge(bytes: bytes.count) }
            if read < piece.count { break }
        }
        return bytes
    }

    /// Reads from `descriptor` until `buffer` is full or the file ends; how many bytes it read, `nil` on an error.
    private static func readToEnd(_ descriptor: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        guard let start = buffer.baseAddress else { return 0 }
        var count = 0
        while count < buffer.count {
            let got = read(descriptor, start + count, buffer.count - count)
            if got < 0 && errno == EINTR { continue }
            if got < 0 { return nil }
            if got == 0 { break }
            count += got
        }
        return count
    }
}
