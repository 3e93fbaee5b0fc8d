import Testing

@testable import PermitLocalization

@Suite struct AcceptLanguageCacheTests {
    @Test func answersAsTheParserDoes() {
        let cache = AcceptLanguageCache(capacity: 4)
        let header = "fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5, it;q=0"
        let expected = [
            AcceptLanguage.Preference(range: .language("fr-CH"), quality: 1000),
            AcceptLanguage.Preference(range: .language("fr"), quality: 900),
            AcceptLanguage.Preference(range: .language("en"), quality: 800),
            AcceptLanguage.Preference(range: .language("de"), quality: 700),
            AcceptLanguage.Preference(range: .wildcard, quality: 500),
        ]
        for _ in 0..<3 {
            let reading = cache.acceptLanguage(forHeader: header)
            #expect(reading.preferences == expected)
            #expect(reading.excluded == [.language("it")])
        }
        #expect(cache.count == 1)
    }

    @Test func staysWithinCapacityAfter10000DistinctHeaders() {
        let cache = AcceptLanguageCache(capacity: AcceptLanguageCache.defaultCapacity)
        #expect(cache.capacity == 256)
        for number in 0..<10_000 {
            _ = cache.acceptLanguage(forHeader: "x-\(number), en;q=0.5")
            #expect(cache.count <= 256)
        }
        #expect(cache.count == 256)
        #expect(cache.acceptLanguage(forHeader: "x-0, en;q=0.5").preferences == [
            AcceptLanguage.Preference(range: .language("x-0"), quality: 1000),
            AcceptLanguage.Preference(range: .language("en"), quality: 500),
        ])
    }

    @Test func clockEvictsTheFirstEntryNotUsedSinceTheHandPassed() {
        var cache = ClockCache<String, Int>(capacity: 3)
        #expect(cache.insert(1, for: "a") == [])
        cache.insert(2, for: "b")
        cache.insert(3, for: "c")
        #expect(cache.value(for: "a") == 1)
        #expect(cache.value(for: "c") == 3)
        // The evicted value is handed back, for a caller to free outside its lock.
        #expect(cache.insert(4, for: "d") == [2])
        #expect(cache.count == 3)
        #expect(cache.value(for: "b") == nil)
        #expect(cache.value(for: "a") == 1)
        #expect(cache.value(for: "d") == 4)
        // The hand stands at c: it clears c's, a's and d's marks and comes back round to c.
        cache.insert(5, for: "e")
        #expect(cache.value(for: "c") == nil)
        #expect([cache.value(for: "a"), cache.value(for: "d"), cache.value(for: "e")] == [1, 4, 5])
        #expect(cache.insert(6, for: "a") == [1])
        #expect(cache.value(for: "a") == 6)
        #expect(cache.count == 3)
    }

    @Test func entriesAreEvictedWhileTheirCostsAddUpToMoreThanTheBudget() {
        var cache = ClockCache<String, Int>(capacity: 100, budget: 10)
        cache.insert(1, for: "a", cost: 4)
        cache.insert(2, for: "b", cost: 4)
        #expect(cache.value(for: "a") == 1)
        // c needs 4 of the 2 left: b, not used since it was stored, goes; a was used and stays.
        #expect(cache.insert(3, for: "c", cost: 4) == [2])
        #expect(cache.totalCost == 8)
        // Replacing a releases its old value and its cost.
        #expect(cache.insert(5, for: "a", cost: 1) == [1])
        #expect(cache.totalCost == 5)
        // A value that costs more than the whole budget is not stored.
        #expect(cache.insert(9, for: "huge", cost: 11) == [])
        #expect(cache.value(for: "huge") == nil)
        #expect(cache.totalCost == 5)
        cache.removeValue(for: "c")
        #expect(cache.totalCost == 1)
        #expect(cache.count == 1)
    }

    @Test func headersLongerThanTheCapShareAReading() {
        let cache = AcceptLanguageCache(capacity: 8)
        let prefix = String(repeating: ",", count: 5000)
        _ = cache.acceptLanguage(forHeader: prefix + "en")
        _ = cache.acceptLanguage(forHeader: prefix + "fr")
        #expect(cache.count == 1)
    }

    @Test func sharedCacheServesConcurrentTasks() async {
        let headers = [
            ("en-US, fr;q=0.8, *;q=0.1, de;q=0", ["en-US", "fr", "*"]),
            ("da, en-gb;q=0.8, en;q=0.7", ["da", "en-GB", "en"]),
            ("zh-hant;q=0.3, ja", ["ja", "zh-Hant"]),
            ("*", ["*"]),
        ]
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for task in 0..<64 {
                group.addTask {
                    var mismatches = 0
                    for round in 0..<200 {
                        let (header, expected) = headers[(task + round) % headers.count]
                        let ranges = AcceptLanguage.preferences(fromHeader: header).map(\.range.description)
                        if ranges != expected { mismatches += 1 }
                        _ = AcceptLanguage.preferences(fromHeader: "x-\(task)-\(round)")
                    }
                    return mismatches
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
        #expect(AcceptLanguageCache.shared.count <= 256)
    }
}
