/// A function and a call of `SwiftSourceFacts` as `SwiftFactsCache` keeps them on disk: each an array of its fields
/// in order (read back without looking names up), parameters and arguments as a list of labels and a list of names or
/// values; a value one string (its kind's letter, then its text), what the code does with a text an array of fields.
extension SwiftSourceFacts.Function: Codable {
    init(from decoder: any Decoder) throws {
        var fields = try decoder.unkeyedContainer()
        let name = try fields.decode(String.self)
        let parameters = try labelled(String.self, from: &fields)
        self.init(
            name: name, parameters: parameters.map { (label: $0.label, name: $0.value) },
            extendsString: try fields.decode(Bool.self), isProperty: try fields.decode(Bool.self),
            alwaysFormats: try fields.decode(Bool.self), replaces: try fields.decode([AppPlaceholder].self))
    }

    func encode(to encoder: any Encoder) throws {
        var fields = encoder.unkeyedContainer()
        try fields.encode(name)
        try fields.encode(parameters.map(\.label))
        try fields.encode(parameters.map(\.name))
        try fields.encode(extendsString)
        try fields.encode(isProperty)
        try fields.encode(alwaysFormats)
        try fields.encode(replaces)
    }
}

extension SwiftSourceFacts.Call: Codable {
    init(from decoder: any Decoder) throws {
        var fields = try decoder.unkeyedContainer()
        let name = try fields.decode(String.self)
        let isMember = try fields.decode(Bool.self)
        let base = try fields.decode(SwiftSourceFacts.Value?.self)
        let isPropertyRead = try fields.decode(Bool.self)
        let arguments = try labelled(SwiftSourceFacts.Value.self, from: &fields)
        self.init(
            name: name, isMember: isMember, base: base, isPropertyRead: isPropertyRead, arguments: arguments,
            enclosingFunction: try fields.decode(Int?.self), offset: try fields.decode(Int.self),
            accessor: try fields.decode(String?.self), use: try fields.decode(KeyUse.self))
    }

    func encode(to encoder: any Encoder) throws {
        var fields = encoder.unkeyedContainer()
        try fields.encode(name)
        try fields.encode(isMember)
        try fields.encode(base)
        try fields.encode(isPropertyRead)
        try fields.encode(arguments.map(\.label))
        try fields.encode(arguments.map(\.value))
        try fields.encode(enclosingFunction)
        try fields.encode(offset)
        try fields.encode(accessor)
        try fields.encode(use)
    }
}

/// The next two fields of `fields`, a list of labels and a list of values as long, paired.
private func labelled<Value: Decodable>(
    _ type: Value.Type, from fields: inout any UnkeyedDecodingContainer
) throws -> [(label: String?, value: Value)] {
    let labels = try fields.decode([String?].self)
    let values = try fields.decode([Value].self)
    guard labels.count == values.count else {
        throw DecodingError.dataCorruptedError(in: fields, debugDescription: "\(labels.count) labels, \(values.count) values")
    }
    return zip(labels, values).map { (label: $0, value: $1) }
}

extension SwiftSourceFacts.Value: Codable {
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let written = try container.decode(String.self)
        let text = String(written.dropFirst())
        switch written.first {
        case "L": self = .literal(text)
        case "P": self = .parameter(text)
        case "S": self = .selfValue
        case "N": self = .nilLiteral
        case "O": self = .other
        default: throw DecodingError.dataCorruptedError(in: container, debugDescription: "no value: \(written)")
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .literal(let text): try container.encode("L" + text)
        case .parameter(let name): try container.encode("P" + name)
        case .selfValue: try container.encode("S")
        case .nilLiteral: try container.encode("N")
        case .other: try container.encode("O")
        }
    }
}

extension KeyUse: Codable {
    init(from decoder: any Decoder) throws {
        var fields = try decoder.unkeyedContainer()
        self.init(
            formatted: try fields.decode(Bool.self), replaces: try fields.decode([AppPlaceholder].self),
            wordBefore: try fields.decode(Bool.self), wordAfter: try fields.decode(Bool.self),
            shownAsWritten: try fields.decode(Bool.self))
    }

    func encode(to encoder: any Encoder) throws {
        var fields = encoder.unkeyedContainer()
        try fields.encode(formatted)
        try fields.encode(replaces)
        try fields.encode(wordBefore)
        try fields.encode(wordAfter)
        try fields.encode(shownAsWritten)
    }
}
