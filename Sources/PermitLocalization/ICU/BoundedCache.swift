import Synchronization

/// A thread-safe map that holds at most ``capacity`` entries and evicts the least recently used one to make room.
///
/// Values are created outside the lock, so a slow creation never blocks readers of other keys; when two threads
/// create the same key at once, the first to store it wins and both get that value.
final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    /// The most entries the cache ever holds.
    let capacity: Int

    private let state: Mutex<State>

    private struct Entry {
        var value: Value
        /// The clock reading of the latest lookup or insertion of this entry.
        var lastUse: UInt64
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var clock: UInt64 = 0

        mutating func lookUp(_ key: Key) -> Value? {
            guard var entry = entries[key] else { return nil }
            clock += 1
            entry.lastUse = clock
            entries[key] = entry
            return entry.value
        }

        /// Stores `value` unless `key` already has one, and returns the value the cache holds for `key`.
        mutating func insert(_ value: Value, for key: Key, capacity: Int) -> Value {
            if let existing = lookUp(key) { return existing }
            if entries.count >= capacity, let leastRecent = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                entries[leastRecent.key] = nil
            }
            clock += 1
            entries[key] = Entry(value: value, lastUse: clock)
            return value
        }
    }

    /// An empty cache for at most `capacity` entries (at least one).
    init(capacity: Int) {
        precondition(capacity > 0, "A cache needs room for at least one entry")
        self.capacity = capacity
        self.state = Mutex(State())
    }

    /// How many entries the cache holds now.
    var count: Int { state.withLock { $0.entries.count } }

    /// The cached value for `key`, or the value `create` makes, which is then cached. Errors are not cached.
    func value<Failure: Error>(
        for key: Key,
        orCreate create: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        if let cached = state.withLock({ $0.lookUp(key) }) { return cached }
        let created = try create()
        return state.withLock { $0.insert(created, for: key, capacity: capacity) }
    }
}
