/// Finds an earlier entry with the same key, comparing keys as Apple's runtime does: code unit for code unit
/// (a CFDictionary of CFStrings), not by Unicode canonical equivalence as Swift's `String ==` does.
///
/// An open-addressing table of 32-bit hashes and entry numbers side by side (one cache line per probe). Keys
/// are compared only when their hashes are equal, and growing the table never hashes a key again. The hash is
/// seeded per process, so that a file cannot be built in advance to make every key collide.
struct KeyIndex {
    /// Eight bytes: the hash places the slot and filters candidates (a match is then compared in full), and a
    /// table of small slots stays in cache.
    private struct Slot {
        var hash: UInt32
        /// The entry's number, or -1 for an empty slot.
        var number: Int32
    }

    private var slots: [Slot]
    private var count = 0
    private static let seed = UInt64.random(in: .min ... .max)

    /// An empty index with room for `expectedCount` keys before it grows.
    init(expectedCount: Int = 0) {
        var size = 64
        while size < expectedCount * 2 { size *= 2 }
        slots = Array(repeating: Slot(hash: 0, number: -1), count: size)
    }

    /// The first entry number recorded under `hash` for which `isSameKey` holds.
    func firstEntry(withHash hash: UInt32, where isSameKey: (Int) -> Bool) -> Int? {
        let mask = slots.count - 1
        var position = Int(hash) & mask
        while slots[position].number >= 0 {
            let number = Int(slots[position].number)
            if slots[position].hash == hash && isSameKey(number) { return number }
            position = (position + 1) & mask
        }
        return nil
    }

    /// Records entry `number` under `hash`.
    mutating func insert(hash: UInt32, number: Int) {
        if (count + 1) * 2 > slots.count { grow() }
        place(Slot(hash: hash, number: Int32(truncatingIfNeeded: number)))
        count += 1
    }

    private mutating func place(_ slot: Slot) {
        let mask = slots.count - 1
        var position = Int(slot.hash) & mask
        while slots[position].number >= 0 { position = (position + 1) & mask }
        slots[position] = slot
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: Slot(hash: 0, number: -1), count: old.count * 2)
        for slot in old where slot.number >= 0 { place(slot) }
    }

    /// The seeded hash of a key's UTF-8 bytes, eight bytes at a time, each word mixed by multiplication and a
    /// rotation.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hash = seed ^ UInt64(bytes.count)
        var index = 0
        let raw = UnsafeRawBufferPointer(bytes)
        while index + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
            hash = (hash << 29) | (hash >> 35)
            index += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while index < bytes.count {
            tail |= UInt64(bytes[index]) << shift
            shift += 8
            index += 1
        }
        hash = (hash ^ tail) &* 0xBF58_476D_1CE4_E5B9
        return UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
    }
}
