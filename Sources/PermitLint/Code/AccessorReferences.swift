/// Where Swift code names generated string accessors (SwiftGen's `L10n.Tokens.title`): the names written, the
/// argument lists of those called, and those named without a call (a property, or a function passed along).
struct AccessorReferences: Sendable {
    /// Every accessor named, as `Type.member`.
    var named: Set<String> = []
    /// The arguments of each call of an accessor, as written, in order.
    var calls: [String: [[String]]] = [:]
    /// The accessors named somewhere without an argument list after them.
    var notCalled: Set<String> = []

    /// Adds what another file names.
    mutating func formUnion(_ other: AccessorReferences) {
        named.formUnion(other.named)
        calls.merge(other.calls) { $0 + $1 }
        notCalled.formUnion(other.notCalled)
    }
}
