import Foundation
@testable import PermitLocalization

/// A property list built by a test, which Foundation can write and the reader's output can be compared with.
indirect enum PlistFixture {
    case string(String)
    case integer(Int64)
    case real(Double)
    case boolean(Bool)
    /// Seconds since 2001-01-01T00:00:00Z.
    case date(Double)
    case data([UInt8])
    case array([PlistFixture])
    /// Keys must be unique: Foundation writes dictionaries.
    case dictionary([(String, PlistFixture)])

    /// The value as Foundation's property-list objects.
    var foundationObject: Any {
        switch self {
        case .string(let string): string
        case .integer(let integer): NSNumber(value: integer)
        case .real(let real): NSNumber(value: real)
        case .boolean(let boolean): boolean
        case .date(let seconds): Date(timeIntervalSinceReferenceDate: seconds)
        case .data(let bytes): Data(bytes)
        case .array(let elements): elements.map(\.foundationObject)
        case .dictionary(let entries):
            Dictionary(entries.map { ($0.0, $0.1.foundationObject) }, uniquingKeysWith: { _, last in last })
        }
    }

    /// The tree the reader should produce, without locations, dictionaries in key order.
    var expectedValue: PropertyListNode.Value {
        switch self {
        case .string(let string): .string(string)
        case .integer(let integer): .integer(integer)
        case .real(let real): .real(real)
        case .boolean(let boolean): .boolean(boolean)
        case .date(let seconds): .date(seconds)
        case .data(let bytes): .data(bytes)
        case .array(let elements): .array(elements.map { PropertyListNode($0.expectedValue) })
        case .dictionary(let entries):
            .dictionary(
                entries.sorted { $0.0 < $1.0 }.map {
                    PropertyListEntry(key: $0.0, value: PropertyListNode($0.1.expectedValue))
                })
        }
    }

    func serialized(_ format: PropertyListSerialization.PropertyListFormat) throws -> [UInt8] {
        [UInt8](try PropertyListSerialization.data(fromPropertyList: foundationObject, format: format, options: 0))
    }
}

extension PropertyListNode {
    /// The value without locations; with `sortingKeys`, dictionaries in key order (Foundation writes them in an
    /// order of its own).
    func comparable(sortingKeys: Bool) -> PropertyListNode.Value {
        switch value {
        case .array(let elements):
            return .array(elements.map { PropertyListNode($0.comparable(sortingKeys: sortingKeys)) })
        case .dictionary(let entries):
            let ordered = sortingKeys ? entries.sorted { $0.key < $1.key } : entries
            return .dictionary(
                ordered.map {
                    PropertyListEntry(key: $0.key, value: PropertyListNode($0.value.comparable(sortingKeys: sortingKeys)))
                })
        default:
            return value
        }
    }
}

extension PropertyListReadResult {
    var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
}

/// Assembles a binary property list by hand from encoded objects, for structures Foundation never writes: cycles,
/// UIDs, 128-bit integers. Object references inside `objects` must be `referenceSize` bytes, big-endian.
func handmadeBinaryPlist(
    objects: [[UInt8]], root: UInt64 = 0, referenceSize: UInt8 = 1, objectCount: UInt64? = nil
) -> [UInt8] {
    var bytes = Array("bplist00".utf8)
    var offsets: [Int] = []
    for object in objects {
        offsets.append(bytes.count)
        bytes += object
    }
    let tableStart = UInt64(bytes.count)
    let offsetSize = bytes.count < 256 ? 1 : 2
    for offset in offsets {
        bytes += offsetSize == 1 ? [UInt8(offset)] : [UInt8(offset >> 8), UInt8(offset & 0xFF)]
    }
    bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), referenceSize]
    bytes += bigEndian(objectCount ?? UInt64(objects.count)) + bigEndian(root) + bigEndian(tableStart)
    return bytes
}

/// The 8 big-endian bytes of `value`.
func bigEndian(_ value: UInt64) -> [UInt8] {
    (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
}
