import BenchmarkSupport
import Foundation

// `permit lint` of one big, valid `.strings` file, as people run it (the release binary, process start to exit,
// text output), against CoreFoundation merely parsing the same file in this process (what `plutil -lint` does).
// The file is `GeneratedStringsTable`: a translator's comment before every entry, dotted keys, format specifiers,
// escapes, several scripts. The two run in turn, round by round; the ratio is the median of the rounds' ratios
// (see BENCHMARKS.md).
//
// single-file-lint-benchmark [--permit BINARY] [--megabytes N] [--rounds N]
//   --permit     the permit binary to time; by default the parent package's release build (built first)
//   --megabytes  the file's size (default 20)
//   --rounds     rounds of the contenders (default 11)

let rounds = option("--rounds").flatMap(Int.init) ?? 11
let megabytes = option("--megabytes").flatMap(Int.init) ?? 20
let permit = try PermitBinary.path()
let scratch = try ScratchFolder("single-file-lint")
defer { scratch.remove() }
let file = scratch.path + "/en.lproj/Localizable.strings"
try FileManager.default.createDirectory(atPath: scratch.path + "/en.lproj", withIntermediateDirectories: true)
let bytes = GeneratedStringsTable.bytes(atLeast: megabytes * 1_000_000)
try Data(bytes).write(to: URL(fileURLWithPath: file))

var statuses: Set<Int32> = []
var parsedEntries = 0
let timing = try InterleavedTiming(rounds: rounds, [
    { statuses.insert(runChild(permit, ["lint", file])?.status ?? -1) },
    { parsedEntries = CoreFoundationParse.entries(of: [file]) },
])
let peak = runChild(permit, ["lint", file])?.peakBytes ?? 0

let size = Double(bytes.count) / 1e6
print("Linting one valid \(fixed(size, decimals: 1)) MB .strings file (\(parsedEntries) entries); median of \(rounds) rounds")
print(padded("permit lint (process start to exit, text)", 48) + fixed(timing.median(0), decimals: 3, width: 8) + " s  "
    + fixed(size / timing.median(0), decimals: 0, width: 5) + " MB/s")
print(padded("CoreFoundation parse of the file only", 48) + fixed(timing.median(1), decimals: 3, width: 8) + " s  "
    + fixed(size / timing.median(1), decimals: 0, width: 5) + " MB/s")
print("CoreFoundation parse / permit lint: \(fixed(timing.medianRatio(1, to: 0), decimals: 2))x (goal >= 10x)")
print("peak memory of the lint: \(fixed(Double(peak) / 1e6, decimals: 1)) MB for \(fixed(size, decimals: 1)) MB of file")
if statuses != [0] { print("warning: the lint exited \(statuses.sorted()), not 0: the file is meant to be clean") }
