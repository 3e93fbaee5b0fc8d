extension Array where Element == UInt8 {
    /// Appends the UTF-8 encoding of `scalar`.
    @inline(__always)
    mutating func appendUTF8(_ scalar: Unicode.Scalar) {
        UTF8.encode(scalar) { append($0) }
    }
}
