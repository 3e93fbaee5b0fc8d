/// The bytes `SwiftFactsCache` keeps a Swift file's facts in: each value written in the order its type lists it, a
/// number as a variable-length unsigned integer (seven bits a byte, least significant first), a string as its UTF-8
/// length and bytes, a list as its count and elements, an optional as 0 or 1 and the value. No names and no
/// parsing of text: a warm lint reads a hundred files in the time Foundation's JSON decoder took for a few.
struct FactsArchive {
    /// What was written.
    private(set) var bytes: [UInt8] = []

    mutating func write(_ value: Int) { write(UInt64(bitPattern: Int64(value))) }

    mutating func write(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    mutating func write(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func write(_ value: String) {
        let utf8 = value.utf8
        write(utf8.count)
        bytes.append(contentsOf: utf8)
    }

    mutating func write<Value>(_ value: Value?, _ each: (inout FactsArchive, Value) -> Void) {
        guard let value else { return write(false) }
        write(true)
        each(&self, value)
    }

    mutating func write<Value>(_ values: [Value], _ each: (inout FactsArchive, Value) -> Void) {
        write(values.count)
        for value in values { each(&self, value) }
    }
}

/// Reads what a `FactsArchive` wrote, in the same order; any byte out of place is `FactsArchiveReader.Damaged`.
struct FactsArchiveReader {
    /// The archive is not one this reader can read: cut short, or written by another format.
    struct Damaged: Error {}

    private let bytes: [UInt8]
    private var at = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Whether every byte has been read.
    var isAtEnd: Bool { at == bytes.count }

    mutating func unsigned() throws -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard at < bytes.count, shift < 64 else { throw Damaged() }
            let byte = bytes[at]
            at += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    mutating func int() throws -> Int { Int(Int64(bitPattern: try unsigned())) }

    mutating func bool() throws -> Bool {
        guard at < bytes.count, bytes[at] <= 1 else { throw Damaged() }
        at += 1
        return bytes[at - 1] == 1
    }

    mutating func string() throws -> String {
        let count = try int()
        guard count >= 0, count <= bytes.count - at else { throw Damaged() }
        defer { at += count }
        return String(decoding: bytes[at..<(at + count)], as: UTF8.self)
    }

    mutating func optional<Value>(_ each: (inout FactsArchiveReader) throws -> Value) throws -> Value? {
        try bool() ? try each(&self) : nil
    }

    mutating func list<Value>(_ each: (inout FactsArchiveReader) throws -> Value) throws -> [Value] {
        let count = try int()
        // Every element takes a byte at least.
        guard count >= 0, count <= bytes.count - at else { throw Damaged() }
        var values: [Value] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try each(&self)) }
        return values
    }
}
