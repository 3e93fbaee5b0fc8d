/// A map of fixed capacity that evicts by the clock algorithm (second chance), an approximation of least recently
/// used: a hit marks its entry; when the map is full, a hand sweeps the entries, unmarking marked ones, and replaces
/// the first unmarked one. Lookups and insertions take constant amortized time. Not thread-safe: guard it with a lock.
package struct ClockCache<Key: Hashable, Value> {
    fileprivate struct Entry {
        var key: Key
        var value: Value
        var isRecentlyUsed: Bool
    }

    /// The most entries held at once.
    package let capacity: Int
    private var entries: [Entry] = []
    private var positionOfKey: [Key: Int] = [:]
    private var hand = 0

    /// Creates an empty cache; `capacity` must be at least 1.
    package init(capacity: Int) {
        precondition(capacity > 0, "a cache holds at least one entry")
        self.capacity = capacity
        entries.reserveCapacity(capacity)
        positionOfKey.reserveCapacity(capacity)
    }

    /// The number of entries held.
    package var count: Int { entries.count }

    /// The value for `key`, marking it recently used, or `nil`.
    package mutating func value(for key: Key) -> Value? {
        guard let position = positionOfKey[key] else { return nil }
        entries[position].isRecentlyUsed = true
        return entries[position].value
    }

    /// Stores `value` for `key`, replacing the key's value or, when the cache is full, evicting an entry; returns
    /// the value replaced or evicted, so that a caller holding a lock can let it go after unlocking.
    @discardableResult
    package mutating func insert(_ value: Value, for key: Key) -> Value? {
        if let position = positionOfKey[key] {
            let replaced = entries[position].value
            entries[position].value = value
            return replaced
        }
        let entry = Entry(key: key, value: value, isRecentlyUsed: false)
        guard entries.count == capacity else {
            positionOfKey[key] = entries.count
            entries.append(entry)
            return nil
        }
        while entries[hand].isRecentlyUsed {
            entries[hand].isRecentlyUsed = false
            hand = (hand + 1) % capacity
        }
        let evicted = entries[hand].value
        positionOfKey[entries[hand].key] = nil
        positionOfKey[key] = hand
        entries[hand] = entry
        hand = (hand + 1) % capacity
        return evicted
    }
}

extension ClockCache {
    /// Forgets `key`'s entry, if there is one: the last entry takes its place.
    package mutating func removeValue(for key: Key) {
        guard let position = positionOfKey.removeValue(forKey: key) else { return }
        let last = entries.count - 1
        if position != last {
            entries[position] = entries[last]
            positionOfKey[entries[position].key] = position
        }
        entries.removeLast()
        if hand >= entries.count { hand = 0 }
    }

    /// Forgets every entry.
    package mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
        positionOfKey.removeAll(keepingCapacity: true)
        hand = 0
    }
}

extension ClockCache: Sendable where Key: Sendable, Value: Sendable {}
extension ClockCache.Entry: Sendable where Key: Sendable, Value: Sendable {}
