internal import CPermitICU

/// Facts about the ICU library Permit is linked against.
package enum ICU {
    /// ICU's version, such as `"72.1"`.
    package static var version: String {
        var buffer = [CChar](repeating: 0, count: 32)
        let length = Int(permit_icu_version(&buffer, Int32(buffer.count)))
        return String(decoding: buffer.prefix(min(length, buffer.count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
