/// What `DeviceReportStore.changes(after:limit:)` answers: the changes that follow a cursor, oldest first, and the
/// cursor to read on from.
public struct ChangePage: Hashable, Sendable {
    /// The changes, in the order they were recorded.
    public var entries: [ChangeFeedEntry]
    /// Where to read on from: after the last entry, or where the reading began when there is none.
    public var cursor: ChangeCursor

    /// Creates a page.
    public init(entries: [ChangeFeedEntry], cursor: ChangeCursor) {
        self.entries = entries
        self.cursor = cursor
    }
}
