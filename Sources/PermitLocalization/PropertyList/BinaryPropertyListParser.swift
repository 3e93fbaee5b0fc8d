/// Reads a binary property list (`bplist00`) as Apple documents the format.
///
/// The file is a header (`bplist00`), the objects, a table of object offsets, and a 32-byte trailer: 6 unused
/// bytes, the size of an offset-table entry, the size of an object reference, then three big-endian 64-bit
/// numbers: how many objects there are, which one is the root, and where the offset table starts. Each object
/// starts with a marker byte whose high nibble is its type and low nibble its length (0xF: an integer object with
/// the length follows).
///
/// Every offset, length and reference is checked against the file before it is read; an object that contains
/// itself is reported instead of recursed into, and so is nesting deeper than `maximumDepth`. Each object is read
/// once, so that objects shared by many containers cost no more than one. Binary plists have no lines: nodes carry
/// no location, and diagnostics name the object and its byte offset.
struct BinaryPropertyListParser {
    /// The deepest nesting of arrays and dictionaries read.
    static let maximumDepth = 512
    /// The header of the only binary format version Apple's runtime writes.
    static let header = Array("bplist00".utf8)
    private static let trailerSize = 32

    /// Parses `bytes` as a binary property list; `file` names the source in diagnostics.
    static func parse(_ bytes: [UInt8], file: String?) -> (root: PropertyListNode?, diagnostics: [Diagnostic]) {
        bytes.withUnsafeBufferPointer { buffer in
            switch Trailer.read(buffer) {
            case .failure(let problem):
                return (nil, [Diagnostic(.invalidBinaryPlist, problem.message, file: file, at: nil)])
            case .success(let trailer):
                var parser = BinaryPropertyListParser(buffer: buffer, trailer: trailer, file: file)
                let root = parser.parseObject(trailer.rootObject, depth: 0)
                return (root, parser.diagnostics)
            }
        }
    }

    /// The trailer's facts, checked against the file's size.
    private struct Trailer {
        /// The size in bytes of an offset-table entry (1 to 8).
        let offsetSize: Int
        /// The size in bytes of an object reference (1 to 8).
        let referenceSize: Int
        let objectCount: Int
        let rootObject: Int
        /// Where the offset table starts; objects lie between the header and here.
        let offsetTableStart: Int

        struct Problem: Error {
            let message: String
        }

        static func read(_ buffer: UnsafeBufferPointer<UInt8>) -> Result<Trailer, Problem> {
            let minimumSize = header.count + 1 + 1 + trailerSize
            guard buffer.count >= minimumSize else {
                return .failure(
                    Problem(
                        message: "the file is \(buffer.count) bytes, shorter than the smallest binary property list "
                            + "(\(minimumSize) bytes: header, one object, its offset and the 32-byte trailer)"))
            }
            guard buffer.starts(with: header) else {
                return .failure(Problem(message: "the file does not start with the binary property-list header bplist00"))
            }
            let start = buffer.count - trailerSize
            let offsetSize = Int(buffer[start + 6])
            let referenceSize = Int(buffer[start + 7])
            let objectCount = readUnsigned(buffer, at: start + 8, size: 8)
            let rootObject = readUnsigned(buffer, at: start + 16, size: 8)
            let tableStart = readUnsigned(buffer, at: start + 24, size: 8)
            let trailerPlace = "in the trailer at byte offset \(start)"
            guard (1...8).contains(offsetSize) else {
                return .failure(Problem(message: "offset size \(offsetSize) \(trailerPlace) is not 1 to 8 bytes"))
            }
            guard (1...8).contains(referenceSize) else {
                return .failure(
                    Problem(message: "object reference size \(referenceSize) \(trailerPlace) is not 1 to 8 bytes"))
            }
            guard objectCount > 0 else {
                return .failure(Problem(message: "the object count \(trailerPlace) is 0"))
            }
            guard rootObject < objectCount else {
                return .failure(
                    Problem(message: "root object \(rootObject) \(trailerPlace) is not below the object count \(objectCount)"))
            }
            guard tableStart > UInt64(header.count), tableStart < UInt64(start) else {
                return .failure(
                    Problem(
                        message: "the offset table start \(tableStart) \(trailerPlace) lies outside the object area "
                            + "(bytes \(header.count + 1) to \(start - 1))"))
            }
            let tableRoom = UInt64(start) - tableStart
            guard objectCount <= tableRoom / UInt64(offsetSize) else {
                return .failure(
                    Problem(
                        message: "the offset table of \(objectCount) entries of \(offsetSize) bytes at byte offset "
                            + "\(tableStart) runs past the trailer at byte offset \(start)"))
            }
            return .success(
                Trailer(
                    offsetSize: offsetSize, referenceSize: referenceSize, objectCount: Int(objectCount),
                    rootObject: Int(rootObject), offsetTableStart: Int(tableStart)))
        }
    }

    private let buffer: UnsafeBufferPointer<UInt8>
    private let trailer: Trailer
    private let file: String?
    private var diagnostics: [Diagnostic] = []
    /// Objects already read, by number.
    private var readObjects: [Int: PropertyListNode] = [:]
    /// Objects that could not be read (already reported).
    private var unreadableObjects: Set<Int> = []
    /// The containers being read, from the root down: meeting one again is a cycle.
    private var containersInProgress: Set<Int> = []

    private init(buffer: UnsafeBufferPointer<UInt8>, trailer: Trailer, file: String?) {
        self.buffer = buffer
        self.trailer = trailer
        self.file = file
    }

    // MARK: - Objects

    private mutating func parseObject(_ object: Int, depth: Int) -> PropertyListNode? {
        if let known = readObjects[object] { return known }
        if unreadableObjects.contains(object) { return nil }
        guard let offset = objectOffset(object) else {
            unreadableObjects.insert(object)
            return nil
        }
        if containersInProgress.contains(object) {
            report("the container contains itself (a reference cycle)", object: object, offset: offset)
            return nil
        }
        let marker = buffer[offset]
        let value: PropertyListNode.Value?
        switch marker >> 4 {
        case 0x0:
            value = parseSingleton(marker, object: object, offset: offset)
        case 0x1:
            value = parseInteger(marker, object: object, offset: offset)
        case 0x2:
            value = parseReal(marker, object: object, offset: offset)
        case 0x3 where marker == 0x33:
            value = readBytes(at: offset + 1, count: 8, object: object, offset: offset).map {
                .date(Double(bitPattern: Self.readUnsigned(buffer, at: $0, size: 8)))
            }
        case 0x4:
            value = parseData(marker, object: object, offset: offset)
        case 0x5, 0x6, 0x7:
            value = parseString(marker, object: object, offset: offset)
        case 0x8:
            value = parseUID(marker, object: object, offset: offset)
        case 0xA, 0xD:
            guard depth < Self.maximumDepth else {
                report(
                    "arrays and dictionaries nest deeper than \(Self.maximumDepth) levels", object: object,
                    offset: offset)
                return nil
            }
            containersInProgress.insert(object)
            value =
                marker >> 4 == 0xA
                ? parseArray(marker, object: object, offset: offset, depth: depth)
                : parseDictionary(marker, object: object, offset: offset, depth: depth)
            containersInProgress.remove(object)
        case 0xC:
            report("a set (marker 0x\(ASCIIByte.hex(marker))) is not a property-list value", object: object, offset: offset)
            value = nil
        default:
            report("unknown object marker 0x\(ASCIIByte.hex(marker))", object: object, offset: offset)
            value = nil
        }
        guard let value else {
            unreadableObjects.insert(object)
            return nil
        }
        let node = PropertyListNode(value)
        readObjects[object] = node
        return node
    }

    private mutating func parseSingleton(_ marker: UInt8, object: Int, offset: Int) -> PropertyListNode.Value? {
        switch marker {
        case 0x08:
            return .boolean(false)
        case 0x09:
            return .boolean(true)
        case 0x00:
            report("a null object (marker 0x00) is not a property-list value", object: object, offset: offset)
        default:
            report("unknown object marker 0x\(ASCIIByte.hex(marker))", object: object, offset: offset)
        }
        return nil
    }

    private mutating func parseInteger(_ marker: UInt8, object: Int, offset: Int) -> PropertyListNode.Value? {
        let sizeExponent = marker & 0x0F
        guard sizeExponent <= 4 else {
            report("integer marker 0x\(ASCIIByte.hex(marker)) names no size of 1 to 16 bytes", object: object, offset: offset)
            return nil
        }
        let size = 1 << Int(sizeExponent)
        guard let start = readBytes(at: offset + 1, count: size, object: object, offset: offset) else { return nil }
        switch size {
        case 1, 2, 4:
            return .integer(Int64(Self.readUnsigned(buffer, at: start, size: size)))
        case 8:
            return .integer(Int64(bitPattern: Self.readUnsigned(buffer, at: start, size: 8)))
        default:
            let high = Self.readUnsigned(buffer, at: start, size: 8)
            let low = Self.readUnsigned(buffer, at: start + 8, size: 8)
            let lowIsNegative = low >> 63 == 1
            guard (high == 0 && !lowIsNegative) || (high == .max && lowIsNegative) else {
                diagnostics.append(
                    Diagnostic(
                        .plistValueOutOfRange,
                        "a 128-bit integer does not fit in a signed 64-bit integer"
                            + Self.place(object: object, offset: offset), file: file, at: nil))
                return nil
            }
            return .integer(Int64(bitPattern: low))
        }
    }

    private mutating func parseReal(_ marker: UInt8, object: Int, offset: Int) -> PropertyListNode.Value? {
        switch marker {
        case 0x22:
            return readBytes(at: offset + 1, count: 4, object: object, offset: offset).map {
                .real(Double(Float(bitPattern: UInt32(Self.readUnsigned(buffer, at: $0, size: 4)))))
            }
        case 0x23:
            return readBytes(at: offset + 1, count: 8, object: object, offset: offset).map {
                .real(Double(bitPattern: Self.readUnsigned(buffer, at: $0, size: 8)))
            }
        default:
            report("real marker 0x\(ASCIIByte.hex(marker)) names no size of 4 or 8 bytes", object: object, offset: offset)
            return nil
        }
    }

    private mutating func parseData(_ marker: UInt8, object: Int, offset: Int) -> PropertyListNode.Value? {
        guard let (length, start) = readLength(marker, object: object, offset: offset),
            readBytes(at: start, count: length, object: object, offset: offset) != nil
        else { return nil }
        return .data(Array(buffer[start..<start + length]))
    }

    private mutating func parseString(_ marker: UInt8, object: Int, offset: Int) -> PropertyListNode.Value? {
        guard let (length, start) = readLength(marker, object: object, offset: offset) else { return nil }
        let unitSize = marker >> 4 == 0x6 ? 2 : 1
        guard length <= Int.max / unitSize,
            readBytes(at: start, count: length * unitSize, object: object, offset: offset) != nil
        else { return nil }
        let contents = UnsafeBufferPointer(rebasing: buffer[start..<start + length * unitSize])
        switch marker >> 4 {
        case 0x5:
            if contents.allSatisfy({ $0 < 0x80 }) { return .string(String(decoding: contents, as: UTF8.self)) }
            report("an ASCII string holds bytes above 0x7F", object: object, offset: offset)
            return .string(String(String.UnicodeScalarView(contents.map { Unicode.Scalar($0) })))
        case 0x6:
            let units = (0..<length).map { UInt16(contents[2 * $0]) << 8 | UInt16(contents[2 * $0 + 1]) }
            if !Self.isValidUTF16(units) {
                reportInvalidText("a UTF-16 string holds an unpaired surrogate", object: object, offset: offset)
            }
            return .string(String(decoding: units, as: UTF16.self))
        default:
            if let string = String(validating: contents, as: UTF8.self) { return .string(string) }
            reportInvalidText("a UTF-8 string holds bytes that are not UTF-8", object: object, offset: offset)
            return .string(String(decoding: contents, as: UTF8.self))
        }
    }

    private mutating func parseUID(_ marker: UInt8, object: Int, offset: Int) -> PropertyListNode.Value? {
        let size = Int(marker & 0x0F) + 1
        guard let start = readBytes(at: offset + 1, count: size, object: object, offset: offset) else { return nil }
        let excess = max(0, size - 8)
        guard buffer[start..<start + excess].allSatisfy({ $0 == 0 }) else {
            diagnostics.append(
                Diagnostic(
                    .plistValueOutOfRange,
                    "a \(size)-byte UID does not fit in 64 bits" + Self.place(object: object, offset: offset),
                    file: file, at: nil))
            return nil
        }
        return .uid(Self.readUnsigned(buffer, at: start + excess, size: size - excess))
    }

    private mutating func parseArray(_ marker: UInt8, object: Int, offset: Int, depth: Int) -> PropertyListNode.Value? {
        guard let (count, start) = readLength(marker, object: object, offset: offset),
            let references = readReferences(at: start, count: count, object: object, offset: offset)
        else { return nil }
        var elements: [PropertyListNode] = []
        elements.reserveCapacity(references.count)
        for reference in references {
            if let element = parseReference(reference, object: object, offset: offset, depth: depth + 1) {
                elements.append(element)
            }
        }
        return .array(elements)
    }

    private mutating func parseDictionary(_ marker: UInt8, object: Int, offset: Int, depth: Int)
        -> PropertyListNode.Value?
    {
        guard let (count, start) = readLength(marker, object: object, offset: offset), count <= Int.max / 2,
            let references = readReferences(at: start, count: 2 * count, object: object, offset: offset)
        else { return nil }
        var entries: [PropertyListEntry] = []
        entries.reserveCapacity(count)
        var keys: Set<String> = []
        for index in 0..<count {
            let keyNode = parseReference(references[index], object: object, offset: offset, depth: depth + 1)
            let valueNode = parseReference(references[count + index], object: object, offset: offset, depth: depth + 1)
            guard let keyNode, let valueNode else { continue }
            guard case .string(let key) = keyNode.value else {
                report("a dictionary key is a \(keyNode.kindName), not a string", object: object, offset: offset)
                continue
            }
            if !keys.insert(key).inserted {
                diagnostics.append(
                    Diagnostic(
                        .duplicateKey,
                        "the key \"\(key)\" appears more than once in the dictionary; the last definition wins"
                            + Self.place(object: object, offset: offset), file: file, at: nil))
            }
            entries.append(PropertyListEntry(key: key, value: valueNode))
        }
        return .dictionary(entries)
    }

    /// Reads the object a container refers to, after checking that the reference names an object.
    private mutating func parseReference(_ reference: UInt64, object: Int, offset: Int, depth: Int)
        -> PropertyListNode?
    {
        guard reference < UInt64(trailer.objectCount) else {
            report(
                "a reference to object \(reference), but there are only \(trailer.objectCount) objects",
                object: object, offset: offset)
            return nil
        }
        return parseObject(Int(reference), depth: depth)
    }

    // MARK: - Bytes

    /// Where object `object` starts, from the offset table; `nil` (reported) when that lies outside the objects.
    private mutating func objectOffset(_ object: Int) -> Int? {
        let entry = trailer.offsetTableStart + object * trailer.offsetSize
        let offset = Self.readUnsigned(buffer, at: entry, size: trailer.offsetSize)
        guard offset >= UInt64(Self.header.count), offset < UInt64(trailer.offsetTableStart) else {
            diagnostics.append(
                Diagnostic(
                    .invalidBinaryPlist,
                    "object \(object) has offset \(offset), outside the object area (bytes \(Self.header.count) to "
                        + "\(trailer.offsetTableStart - 1)); its offset-table entry is at byte offset \(entry)",
                    file: file, at: nil))
            return nil
        }
        return Int(offset)
    }

    /// The length in the marker's low nibble, or in the integer object after it when the nibble is 0xF; with
    /// where the contents start.
    private mutating func readLength(_ marker: UInt8, object: Int, offset: Int) -> (length: Int, start: Int)? {
        let nibble = Int(marker & 0x0F)
        if nibble != 0x0F { return (nibble, offset + 1) }
        guard let lengthMarkerOffset = readBytes(at: offset + 1, count: 1, object: object, offset: offset) else {
            return nil
        }
        let lengthMarker = buffer[lengthMarkerOffset]
        guard lengthMarker >> 4 == 0x1, lengthMarker & 0x0F <= 3 else {
            report(
                "the length after marker 0x\(ASCIIByte.hex(marker)) is not an integer object of 1 to 8 bytes "
                    + "(found marker 0x\(ASCIIByte.hex(lengthMarker)))", object: object, offset: offset)
            return nil
        }
        let size = 1 << Int(lengthMarker & 0x0F)
        guard let start = readBytes(at: lengthMarkerOffset + 1, count: size, object: object, offset: offset) else {
            return nil
        }
        let length = Self.readUnsigned(buffer, at: start, size: size)
        guard length <= UInt64(trailer.offsetTableStart) else {
            report("the length \(length) is larger than the file", object: object, offset: offset)
            return nil
        }
        return (Int(length), start + size)
    }

    /// The `count` object references at `start`.
    private mutating func readReferences(at start: Int, count: Int, object: Int, offset: Int) -> [UInt64]? {
        let size = trailer.referenceSize
        guard count <= Int.max / size, readBytes(at: start, count: count * size, object: object, offset: offset) != nil
        else { return nil }
        return (0..<count).map { Self.readUnsigned(buffer, at: start + $0 * size, size: size) }
    }

    /// `start` when `count` bytes from there lie inside the object area, else `nil` (reported).
    private mutating func readBytes(at start: Int, count: Int, object: Int, offset: Int) -> Int? {
        guard count >= 0, start <= trailer.offsetTableStart, count <= trailer.offsetTableStart - start else {
            report(
                "the object's \(count) bytes from byte offset \(start) run past the object area, which ends at byte "
                    + "offset \(trailer.offsetTableStart)", object: object, offset: offset)
            return nil
        }
        return start
    }

    /// The big-endian unsigned number of `size` (at most 8) bytes at `start`, which the caller has bounds-checked.
    private static func readUnsigned(_ buffer: UnsafeBufferPointer<UInt8>, at start: Int, size: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in start..<start + size {
            value = value << 8 | UInt64(buffer[index])
        }
        return value
    }

    private static func isValidUTF16(_ units: [UInt16]) -> Bool {
        var index = 0
        while index < units.count {
            switch units[index] {
            case 0xD800...0xDBFF:
                guard index + 1 < units.count, (0xDC00...0xDFFF).contains(units[index + 1]) else { return false }
                index += 2
            case 0xDC00...0xDFFF:
                return false
            default:
                index += 1
            }
        }
        return true
    }

    // MARK: - Diagnostics

    private static func place(object: Int, offset: Int) -> String {
        " (object \(object) at byte offset \(offset))"
    }

    private mutating func report(_ message: String, object: Int, offset: Int) {
        diagnostics.append(
            Diagnostic(.invalidBinaryPlist, message + Self.place(object: object, offset: offset), file: file, at: nil))
    }

    private mutating func reportInvalidText(_ message: String, object: Int, offset: Int) {
        diagnostics.append(
            Diagnostic(.invalidEncoding, message + Self.place(object: object, offset: offset), file: file, at: nil))
    }
}

@available(*, unavailable, message: "the parser reads through a buffer pointer that lives only during parse")
extension BinaryPropertyListParser: Sendable {}
