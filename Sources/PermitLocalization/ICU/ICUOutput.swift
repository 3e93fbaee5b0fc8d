internal import CPermitICU

/// Reads text from ICU functions that write into a caller's buffer: `write` receives a buffer, its capacity and a
/// status, and returns the full length of its result.
///
/// ICU reports U_BUFFER_OVERFLOW_ERROR with the needed length when the buffer is too small, so the call is repeated
/// once with a buffer of that length; and a result exactly as long as the buffer is complete but not NUL-terminated
/// (U_STRING_NOT_TERMINATED_WARNING), so only the reported length is ever read, never a terminator.
enum ICUOutput {
    /// A UTF-16 result as a string.
    static func string(
        initialCapacity: Int = 64,
        _ write: (UnsafeMutablePointer<UInt16>, Int32, inout Int32) -> Int32
    ) throws(ICUError) -> String {
        String(decoding: try units(of: UInt16.self, initialCapacity: initialCapacity, write), as: UTF16.self)
    }

    /// A result in `char` units (locale IDs and language tags, which ICU keeps ASCII) as a string.
    static func identifier(
        initialCapacity: Int = 64,
        _ write: (UnsafeMutablePointer<CChar>, Int32, inout Int32) -> Int32
    ) throws(ICUError) -> String {
        let units = try units(of: CChar.self, initialCapacity: initialCapacity, write)
        return String(decoding: units.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The units `write` produced, without any terminator.
    static func units<Unit: FixedWidthInteger>(
        of unit: Unit.Type,
        initialCapacity: Int,
        _ write: (UnsafeMutablePointer<Unit>, Int32, inout Int32) -> Int32
    ) throws(ICUError) -> [Unit] {
        var capacity = max(initialCapacity, 1)
        while true {
            var status: Int32 = 0
            var length: Int32 = 0
            let written = withUnsafeTemporaryAllocation(of: Unit.self, capacity: capacity) { buffer -> [Unit] in
                buffer.initialize(repeating: 0)
                guard let start = buffer.baseAddress else { return [] }
                length = write(start, Int32(buffer.count), &status)
                return Array(buffer.prefix(min(max(Int(length), 0), buffer.count)))
            }
            if status == permit_icu_buffer_overflow_error, Int(length) > capacity {
                capacity = Int(length) + 1
                continue
            }
            if status > 0 { throw ICUError(code: status) }
            return written
        }
    }
}
