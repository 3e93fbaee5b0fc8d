/// A JSON object's key that a document names (a service, a switch), for objects whose keys are data.
struct NameCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
