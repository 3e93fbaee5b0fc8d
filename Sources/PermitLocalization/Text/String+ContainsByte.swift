#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// Whether the text's UTF-8 holds `byte` (an ASCII character such as `%`): `memchr` over the string's own
    /// storage, where the standard library's generic `utf8.contains` walks index by index. The lint asks this of
    /// every text it reads.
    package func containsUTF8Byte(_ byte: UInt8) -> Bool {
        let found = utf8.withContiguousStorageIfAvailable { bytes in
            guard let base = bytes.baseAddress else { return false }
            return memchr(base, Int32(byte), bytes.count) != nil
        }
        return found ?? utf8.contains(byte)
    }
}
