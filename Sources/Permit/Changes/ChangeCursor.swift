/// A place in a store's change log: what `ChangePage.cursor` hands out, and what a reader passes back to read on
/// from there (`DeviceReportStore.changes(after:limit:)`).
///
/// Its text (`description`) is opaque to readers: keep it and pass it back as it is. Cursors of one store are
/// ordered as the changes they follow; a cursor means nothing to another store.
public struct ChangeCursor: Hashable, Sendable, Comparable, LosslessStringConvertible {
    /// The transaction order of the change: PostgreSQL's transaction id, 0 in stores that commit one write at a
    /// time (memory, SQLite).
    package let transaction: UInt64
    /// The change's number in the log.
    package let sequence: UInt64

    /// The place before every change.
    public static let start = ChangeCursor(transaction: 0, sequence: 0)

    /// The place after the change `sequence` of `transaction`.
    package init(transaction: UInt64, sequence: UInt64) {
        self.transaction = transaction
        self.sequence = sequence
    }

    /// The cursor `text` writes (`description`), or `nil` when it is no cursor.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let transaction = Self.number(parts[0]), let sequence = Self.number(parts[1]) else {
            return nil
        }
        self.init(transaction: transaction, sequence: sequence)
    }

    /// A number of decimal digits only, without a sign or a leading zero, so that every cursor has one text.
    private static func number(_ text: Substring) -> UInt64? {
        guard !text.isEmpty, text.count <= 20, text.allSatisfy({ $0.isASCII && $0.isNumber }),
            text == "0" || text.first != "0"
        else { return nil }
        return UInt64(text)
    }

    /// The cursor's text, which `init?(_:)` reads back.
    public var description: String { "\(transaction)-\(sequence)" }

    public static func < (lhs: ChangeCursor, rhs: ChangeCursor) -> Bool {
        (lhs.transaction, lhs.sequence) < (rhs.transaction, rhs.sequence)
    }
}
