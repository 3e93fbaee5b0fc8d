/// A thread-safe map of at most ``capacity`` entries, evicting by the clock algorithm (see `ClockCache`), for the
/// caches that face the outside: ICU objects per locale, `Accept-Language` readings per header.
///
/// Values are created outside the lock, so a slow creation never blocks readers of other keys; when two threads
/// create the same key at once, the first to store it wins and both get that value. Errors are not cached.
package final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    /// The most entries the cache ever holds.
    let capacity: Int

    private let entries: Locked<ClockCache<Key, Value>>

    /// An empty cache for at most `capacity` entries (at least one).
    package init(capacity: Int) {
        self.capacity = capacity
        self.entries = Locked(ClockCache(capacity: capacity))
    }

    /// How many entries the cache holds now.
    var count: Int { entries.withLock { $0.count } }

    /// The cached value for `key`, or the value `create` makes, which is then cached.
    package func value<Failure: Error>(
        for key: Key,
        orCreate create: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        if let cached = entries.withLock({ $0.value(for: key) }) { return cached }
        let created = try create()
        // An evicted value is freed after the lock is let go: freeing a big one (a parsed format string) under it
        // kept other threads waiting.
        let (value, _) = entries.withLock { cache -> (Value, evicted: [Value]) in
            if let stored = cache.value(for: key) { return (stored, []) }
            return (created, cache.insert(created, for: key))
        }
        return value
    }

    /// Forgets every entry.
    package func removeAll() {
        entries.withLock { $0 = ClockCache(capacity: capacity) }
    }
}
