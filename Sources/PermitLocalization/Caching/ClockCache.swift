/// A map of fixed capacity, and optionally of a fixed budget of costs, that evicts by the clock algorithm (second
/// chance), an approximation of least recently used: a hit marks its entry; when the map is full, a hand sweeps the
/// entries, unmarking marked ones, and replaces the first unmarked one. Lookups and insertions take constant
/// amortized time. Not thread-safe: guard it with a lock.
package struct ClockCache<Key: Hashable, Value> {
    fileprivate struct Entry {
        var key: Key
        var value: Value
        var cost: Int
        var isRecentlyUsed: Bool
    }

    /// The most entries held at once.
    package let capacity: Int
    /// The most the costs of the entries held add up to.
    package let budget: Int
    /// What the costs of the entries held add up to.
    package private(set) var totalCost = 0
    private var entries: [Entry] = []
    private var positionOfKey: [Key: Int] = [:]
    private var hand = 0

    /// Creates an empty cache; `capacity` must be at least 1. Entries inserted with a cost are evicted while
    /// their costs add up to more than `budget`.
    package init(capacity: Int, budget: Int = .max) {
        precondition(capacity > 0, "a cache holds at least one entry")
        self.capacity = capacity
        self.budget = budget
        entries.reserveCapacity(min(capacity, 4_096))
    }

    /// The number of entries held.
    package var count: Int { entries.count }

    /// The value for `key`, marking it recently used, or `nil`.
    package mutating func value(for key: Key) -> Value? {
        guard let position = positionOfKey[key] else { return nil }
        entries[position].isRecentlyUsed = true
        return entries[position].value
    }

    /// Stores `value` for `key` at `cost`, replacing the key's value and evicting entries while the cache is full
    /// or over its budget; returns the values replaced or evicted, so that a caller holding a lock can let them go
    /// after unlocking. A value that costs more than the whole budget is not stored (and the key's earlier value
    /// is gone).
    @discardableResult
    package mutating func insert(_ value: Value, for key: Key, cost: Int = 0) -> [Value] {
        var released: [Value] = []
        if let replaced = removeValue(for: key) { released.append(replaced) }
        guard cost <= budget else { return released }
        while totalCost > budget - cost, let evicted = evictAtHand() { released.append(evicted) }
        totalCost += cost
        let entry = Entry(key: key, value: value, cost: cost, isRecentlyUsed: false)
        guard entries.count == capacity else {
            positionOfKey[key] = entries.count
            entries.append(entry)
            return released
        }
        advanceHandToUnmarkedEntry()
        released.append(entries[hand].value)
        totalCost -= entries[hand].cost
        positionOfKey[entries[hand].key] = nil
        positionOfKey[key] = hand
        entries[hand] = entry
        hand = (hand + 1) % capacity
        return released
    }

    /// Moves the hand to the first entry not used since it last passed, unmarking those it passes.
    private mutating func advanceHandToUnmarkedEntry() {
        while entries[hand].isRecentlyUsed {
            entries[hand].isRecentlyUsed = false
            hand = (hand + 1) % entries.count
        }
    }

    /// Forgets the entry the clock picks, if there is one; returns its value.
    private mutating func evictAtHand() -> Value? {
        guard !entries.isEmpty else { return nil }
        advanceHandToUnmarkedEntry()
        return removeValue(for: entries[hand].key)
    }
}

extension ClockCache {
    /// Forgets `key`'s entry, if there is one (the last entry takes its place); returns its value.
    @discardableResult
    package mutating func removeValue(for key: Key) -> Value? {
        guard let position = positionOfKey.removeValue(forKey: key) else { return nil }
        let removed = entries[position]
        totalCost -= removed.cost
        let last = entries.count - 1
        if position != last {
            entries[position] = entries[last]
            positionOfKey[entries[position].key] = position
        }
        entries.removeLast()
        if hand >= entries.count { hand = 0 }
        return removed.value
    }

    /// Forgets every entry.
    package mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
        positionOfKey.removeAll(keepingCapacity: true)
        hand = 0
        totalCost = 0
    }
}

extension ClockCache: Sendable where Key: Sendable, Value: Sendable {}
extension ClockCache.Entry: Sendable where Key: Sendable, Value: Sendable {}
