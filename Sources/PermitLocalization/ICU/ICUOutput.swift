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
        try read(of: UInt16.self, initialCapacity: initialCapacity, write) { String(decoding: $0, as: UTF16.self) }
    }

    /// A result in `char` units (locale IDs and language tags, which ICU keeps ASCII) as a string.
    static func identifier(
        initialCapacity: Int = 64,
        _ write: (UnsafeMutablePointer<CChar>, Int32, inout Int32) -> Int32
    ) throws(ICUError) -> String {
        try read(of: CChar.self, initialCapacity: initialCapacity, write) { units in
            String(decoding: UnsafeRawBufferPointer(units), as: UTF8.self)
        }
    }

    /// What `body` makes of the units `write` produced (without any terminator), read straight from a temporary
    /// buffer: no array is made.
    package static func read<Unit: FixedWidthInteger, Result>(
        of unit: Unit.Type,
        initialCapacity: Int,
        _ write: (UnsafeMutablePointer<Unit>, Int32, inout Int32) -> Int32,
        _ body: (UnsafeBufferPointer<Unit>) -> Result
    ) throws(ICUError) -> Result {
        var capacity = max(initialCapacity, 1)
        while true {
            var status: Int32 = 0
            var length: Int32 = 0
            let result = withUnsafeTemporaryAllocation(of: Unit.self, capacity: capacity) { buffer -> Result in
                buffer.initialize(repeating: 0)
                guard let start = buffer.baseAddress else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
                length = write(start, Int32(buffer.count), &status)
                return body(UnsafeBufferPointer(rebasing: buffer.prefix(min(max(Int(length), 0), buffer.count))))
            }
            if status == permit_icu_buffer_overflow_error, Int(length) > capacity {
                capacity = Int(length) + 1
                continue
            }
            if status > 0 { throw ICUError(code: status) }
            return result
        }
    }
}
