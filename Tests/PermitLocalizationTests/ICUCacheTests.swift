@testable import PermitLocalization
import Testing

@Suite struct ICUCacheTests {
    /// Distinct, well-formed tags of one known language: "en-AA", "en-AB", ... ICU opens each with English data.
    static func englishTags(count: Int) -> [String] {
        let letters = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
        return Array(letters.lazy.flatMap { first in letters.map { "en-\(first)\($0)" } }.prefix(count))
    }

    @Test func pluralRulesCacheStaysBounded() throws {
        let capacity = PluralRules.cache.capacity
        for tag in Self.englishTags(count: capacity + 20) {
            #expect(try PluralRules.forLocale(tag).category(for: 1) == .one)
            #expect(PluralRules.cache.count <= capacity)
        }
    }

    @Test func numberFormatCacheStaysBounded() throws {
        let capacity = NumberFormat.cache.capacity
        for tag in Self.englishTags(count: capacity + 20) {
            #expect(try NumberFormat.forSkeleton("group-off", locale: tag).format(Int64(1234)) == "1234")
            #expect(NumberFormat.cache.count <= capacity)
        }
    }

    @Test func listFormatCacheStaysBounded() throws {
        let capacity = ListFormat.cache.capacity
        for tag in Self.englishTags(count: capacity + 20) {
            #expect(try ListFormat.forLocale(tag, type: .or).format(["a", "b"]) == "a or b")
            #expect(ListFormat.cache.count <= capacity)
        }
    }

    @Test func evictsTheLeastRecentlyUsedEntry() {
        let cache = BoundedCache<String, Int>(capacity: 2)
        #expect(cache.value(for: "a") { 1 } == 1)
        #expect(cache.value(for: "b") { 2 } == 2)
        #expect(cache.value(for: "a") { 10 } == 1)
        #expect(cache.value(for: "c") { 3 } == 3)
        #expect(cache.count == 2)
        #expect(cache.value(for: "a") { 10 } == 1)
        #expect(cache.value(for: "b") { 20 } == 20)
    }

    @Test func failedCreationIsNotCached() throws {
        struct Failure: Error {}
        let cache = BoundedCache<String, Int>(capacity: 2)
        #expect(throws: Failure.self) { try cache.value(for: "a") { () throws(Failure) -> Int in throw Failure() } }
        #expect(cache.count == 0)
        #expect(cache.value(for: "a") { 1 } == 1)
    }

    @Test func concurrentInsertionsStayBounded() async {
        let cache = BoundedCache<Int, Int>(capacity: 8)
        await withTaskGroup(of: Bool.self) { group in
            for task in 0..<64 {
                group.addTask {
                    (0..<200).allSatisfy { step in
                        let key = (task * 7 + step) % 40
                        return cache.value(for: key) { key * 2 } == key * 2 && cache.count <= 8
                    }
                }
            }
            for await consistent in group { #expect(consistent) }
        }
        #expect(cache.count <= 8)
    }

    /// 64 tasks select plural categories and format numbers and lists at once, through the caches and shared
    /// formatters; every answer is CLDR's.
    @Test func sharedFormattersAnswerCorrectlyUnderConcurrency() async throws {
        let cases: [(locale: String, count: Int, category: PluralCategory, number: String, list: String)] = [
            ("ru", 22, .few, "1\u{00A0}234,5", "a и b"),
            ("ar", 11, .many, "١٬٢٣٤٫٥", "a وb"),
            ("en", 1, .one, "1,234.5", "a and b"),
            ("de", 5, .other, "1.234,5", "a und b"),
        ]
        await withTaskGroup(of: [String].self) { group in
            for task in 0..<64 {
                let expected = cases[task % cases.count]
                group.addTask {
                    var failures: [String] = []
                    for _ in 0..<50 {
                        do {
                            let category = try PluralRules.forLocale(expected.locale).category(for: expected.count)
                            let number = try NumberFormat.forSkeleton(".0", locale: expected.locale).format(1234.5)
                            let list = try ListFormat.forLocale(expected.locale).format(["a", "b"])
                            if category != expected.category { failures.append("\(expected.locale): \(category)") }
                            if number != expected.number { failures.append("\(expected.locale): \(number)") }
                            if list != expected.list { failures.append("\(expected.locale): \(list)") }
                        } catch {
                            failures.append("\(expected.locale): \(error)")
                        }
                    }
                    return failures
                }
            }
            for await failures in group { #expect(failures.isEmpty) }
        }
    }
}
