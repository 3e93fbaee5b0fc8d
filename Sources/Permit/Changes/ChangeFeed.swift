/// A store's changes from a cursor on, in the order they were recorded, waiting for new ones when it has read
/// them all: what a backend follows to act when a person grants or revokes a permission
/// (`DeviceReportStore.changeFeed(after:pageSize:)`).
///
/// It reads the store's durable log a page at a time, and only when the consumer asks for the next change: a
/// slow consumer falls behind but loses nothing, and nothing is buffered for it beyond one page. Each entry carries
/// its `cursor`; a consumer that keeps the cursor of the last change it handled resumes from it after a restart,
/// in this process or another, without missing or repeating a change. A consumer that falls further behind than
/// the store keeps changes is told so: iteration throws `DeviceReportStoreError` with `.cursorExpired`, never
/// skips silently. A store that fails throws its error; follow again from the last cursor.
///
/// ```swift
/// for try await change in store.changeFeed(after: savedCursor) {
///     try await act(on: change)
///     savedCursor = change.cursor
/// }
/// ```
/// Iteration ends (`nil`) when the task is cancelled.
public struct ChangeFeed: AsyncSequence, Sendable {
    public typealias Element = ChangeFeedEntry

    private let store: any DeviceReportStore
    private let start: ChangeCursor?
    private let pageSize: Int

    init(store: any DeviceReportStore, start: ChangeCursor?, pageSize: Int) {
        self.store = store
        self.start = start
        self.pageSize = Swift.max(1, pageSize)
    }

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(store: store, cursor: start, pageSize: pageSize)
    }

    /// Reads the feed a page at a time.
    public struct AsyncIterator: AsyncIteratorProtocol {
        private let store: any DeviceReportStore
        private var cursor: ChangeCursor?
        private let pageSize: Int
        private var page: ArraySlice<ChangeFeedEntry> = []

        init(store: any DeviceReportStore, cursor: ChangeCursor?, pageSize: Int) {
            self.store = store
            self.cursor = cursor
            self.pageSize = pageSize
        }

        /// The next change, waiting for one when every change was read; `nil` once the task is cancelled.
        public mutating func next() async throws -> ChangeFeedEntry? {
            while page.isEmpty {
                if Task.isCancelled { return nil }
                let generation = store.changeLogGrowth.generation
                let read = try await store.changes(after: cursor, limit: pageSize)
                cursor = read.cursor
                page = read.entries[...]
                if page.isEmpty { await store.changeLogGrowth.wait(beyond: generation) }
            }
            return page.popFirst()
        }
    }
}
