import BenchmarkSupport
import Foundation
import PermitLocalization

// Parses a generated 5 MB UTF-8 .strings file with Permit and with the two readers people use instead, in the
// same run, and prints each reader's median throughput and Permit's ratio to each.

let bytes = GeneratedStringsTable.bytes(atLeast: 5 * 1024 * 1024)
let data = Data(bytes)
let megabytes = Double(bytes.count) / 1_000_000
let runs = 21

var permitEntries = 0
var referenceEntries = 0
var commentedEntries = 0
let timing = try InterleavedTiming(rounds: runs, [
    // What Foundation's readers return, and what Permit's catalog loads: the table, without translators' comments.
    { permitEntries = StringsFile(bytes: bytes, keepingComments: false).entries.count },
    {
        referenceEntries =
            (try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])?.count ?? -1
    },
    { _ = try PropertyListDecoder().decode([String: String].self, from: data) },
    { commentedEntries = StringsFile(bytes: bytes).entries.filter { $0.comment != nil }.count },
])
guard permitEntries == referenceEntries else {
    print("Permit read \(permitEntries) entries, PropertyListSerialization \(referenceEntries): the readers disagree")
    exit(1)
}

func report(_ name: String, _ seconds: Double) -> String {
    padded(name, 38) + fixed(megabytes / seconds, decimals: 1, width: 8) + " MB/s  " + fixed(seconds * 1000, decimals: 2, width: 7)
        + " ms"
}
print("Parsing a \(fixed(megabytes, decimals: 2)) MB UTF-8 .strings file, \(permitEntries) entries; median of \(runs) rounds, the readers in turn in each")
print(report("Permit StringsFile", timing.median(0)))
print(report("Permit StringsFile, keeping comments", timing.median(3)) + " (\(commentedEntries) comments)")
print(report("Foundation PropertyListSerialization", timing.median(1)))
print(report("Foundation PropertyListDecoder", timing.median(2)))
print("Permit / PropertyListSerialization: \(fixed(timing.medianRatio(1, to: 0), decimals: 1))x (median of the rounds' ratios)")
print("Permit / PropertyListDecoder:       \(fixed(timing.medianRatio(2, to: 0), decimals: 1))x")
print("Permit keeping comments / PropertyListDecoder: \(fixed(timing.medianRatio(2, to: 3), decimals: 1))x")
