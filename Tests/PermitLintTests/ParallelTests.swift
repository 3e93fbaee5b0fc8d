import Testing

@testable import PermitLint
@testable import PermitLocalization

/// Work shared out over the cores gives what one pass in order gives: every index once, in order.
@Suite struct ParallelTests {
    @Test(arguments: [(0, 1), (1, 1), (5, 7), (7, 7), (8, 7), (100, 1), (41_003, 4_096)])
    func slicedMapGivesEachIndexInOrder(count: Int, sliceSize: Int) {
        let results = Parallel.map(count: count, sliceSize: sliceSize) { index in "\(index * 3)" }
        #expect(results == (0..<count).map { "\($0 * 3)" })
    }

    @Test func mapOfItemsGivesEachItemWithItsIndex() {
        let items = (0..<257).map { "item \($0)" }
        let results = Parallel.map(items) { index, item in "\(index): \(item)" }
        #expect(results == items.enumerated().map { "\($0.offset): \($0.element)" })
    }

    @Test(arguments: [(0, 4), (3, 4), (4, 4), (9, 4)])
    func rangesCoverTheCountInOrder(count: Int, size: Int) {
        let ranges = Parallel.ranges(upTo: count, size: size)
        #expect(ranges.flatMap { Array($0) } == Array(0..<count))
        #expect(ranges.allSatisfy { !$0.isEmpty && $0.count <= size })
    }

    /// A file of many slices: the lint's table holds each entry as the reader read it, in file order, escaped
    /// values, `"key";` entries and texts outside ASCII included.
    @Test func aBigFilesTableHoldsEveryEntryInFileOrder() {
        var text = ""
        for number in 0..<20_000 {
            switch number % 4 {
            case 0: text += "\"key.\(number)\" = \"Text \(number)\";\n"
            case 1: text += "/* A note. */\n\"key.\(number)\" = \"Zeile\\n\\\"\(number)\\\"\";\n"
            case 2: text += "\"key.\(number)\";\n"
            default: text += "\"ключ.\(number)\" = \"写真 \(number) 📷\";\n"
            }
        }
        let file = StringsFile(bytes: Array(text.utf8), path: "en.lproj/Big.strings", keepingComments: false)
        let table = LintTable(localization: "en", lastDefinitionsOf: file, path: "en.lproj/Big.strings")
        #expect(table.entries.count == 20_000)
        #expect(table.entries.map(\.key) == file.entries.map(\.key))
        #expect(table.entries.map { $0.value.representativeText?.text } == file.entries.map(\.value))
        #expect(table.entries.map(\.keyLocation) == file.entries.map(\.keyLocation))
        #expect(table.entries.map { $0.value.representativeText?.location } == file.entries.map(\.valueLocation))
        #expect(table.entries[2].value.representativeText?.text == "key.2")
        #expect(table.entries[1].value.representativeText?.text == "Zeile\n\"1\"")
    }
}
