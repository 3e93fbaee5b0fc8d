import BenchmarkSupport
import Foundation

// A whole `permit lint` of a real-sized app, as people run it (the release binary, process start to exit, text
// output), against CoreFoundation merely parsing the same files: each file read and given to
// CFPropertyListCreateWithData, in this process, with no check at all (what `plutil -lint` does). The app is
// `GeneratedApp`: 56 localizations x 2,500 keys with realistic defects. The two run in turn, round by round; the
// ratio is the median of the rounds' ratios (see BENCHMARKS.md).
//
// With --many-findings the app has 100 localizations, each translation lacking 606 keys (about 60,000 missing keys
// in the raw comparison); the lint is timed writing text and writing JSON, each against the parse, and the peak
// memory of each is reported beside the files' size.
//
// lint-benchmark [--permit BINARY] [--app FOLDER] [--rounds N] [--many-findings]
//   --permit         the permit binary to time; by default the parent package's release build (built first)
//   --app            write the app into FOLDER (kept afterwards; an existing app there is used as it is)
//   --rounds         rounds of the contenders (default 7)
//   --many-findings  the app of 100 localizations with about 60,000 missing keys

let rounds = option("--rounds").flatMap(Int.init) ?? 7
let shape: GeneratedApp.Shape = CommandLine.arguments.contains("--many-findings") ? .manyFindings : .everyday

let permit = try PermitBinary.path()
let scratch = try ScratchFolder("lint")
defer { scratch.remove() }
let app = option("--app") ?? scratch.path + "/App"
let files: [String]
if FileManager.default.fileExists(atPath: app + "/en.lproj") {
    files = LocalizationFiles.all(in: app)
} else {
    files = try GeneratedApp.write(into: app, shape: shape)
}
let bytes = files.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
let formats = shape == .manyFindings ? ["text", "json"] : ["text"]

// Peak memory first, while this process is small: Linux carries a spawning process's peak into its child's
// `ru_maxrss` (the child shares its memory until it runs the lint), so the figure is at least this process's.
let ownPeakBeforeLint = runChild("/bin/true", [])?.peakBytes ?? 0
let peaks = formats.map { runChild(permit, ["lint", app, "--format", $0])?.peakBytes ?? 0 }

// What the lint finds, once, from its JSON report.
var json: Data? = Data()
let status = try run(permit, ["lint", app, "--format", "json"], capturing: &json)
let report = try JSONSerialization.jsonObject(with: json ?? Data()) as? [String: Any]
let diagnostics = report?["diagnostics"] as? [[String: Any]] ?? []
var byRule: [String: Int] = [:]
for diagnostic in diagnostics { byRule[diagnostic["rule"] as? String ?? "?", default: 0] += 1 }

/// The keys the missing-key and missing-translation findings of the JSON report list (one related place each).
let missingKeysListed = diagnostics.reduce(0) { sum, diagnostic in
    let rule = diagnostic["rule"] as? String
    guard rule == "missing-key" || rule == "missing-translation" else { return sum }
    return sum + ((diagnostic["related"] as? [Any])?.count ?? 0)
}

var lintStatuses: Set<Int32> = []
var parsedEntries = 0
// The lint is spawned with posix_spawn and waited for with wait4, as a shell runs it: Foundation's `Process` adds
// some 40 ms of its own to every run on Linux, which is the harness's time, not the lint's.
let timing = try InterleavedTiming(rounds: rounds, formats.map { format in
    { lintStatuses.insert(runChild(permit, ["lint", app, "--format", format])?.status ?? -1) }
} + [{ parsedEntries = CoreFoundationParse.entries(of: files) }])
let parse = formats.count
var floorStatus: Int32 = 0
let floor = medianSeconds(runs: 5) {
    floorStatus = runChild(permit, ["lint", app + "/en.lproj/InfoPlist.strings"])?.status ?? -1
}

let languages = Set(files.map { ($0 as NSString).deletingLastPathComponent }).count
print(
    "Linting a generated app: \(languages) localizations x \(GeneratedApp.keysPerLanguage) keys, \(files.count) files, "
        + "\(fixed(Double(bytes) / 1e6, decimals: 1)) MB; median of \(rounds) rounds")
print(
    "  the lint finds \(diagnostics.count) diagnostics (exit \(status)): "
        + byRule.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
if shape == .manyFindings { print("  their missing-key and missing-translation findings list \(missingKeysListed) keys") }
for (index, format) in formats.enumerated() {
    print(padded("permit lint (process start to exit, \(format))", 52) + fixed(timing.median(index), decimals: 3, width: 8) + " s")
}
print(padded("CoreFoundation parse of the files only (\(parsedEntries) entries)", 52) + fixed(timing.median(parse), decimals: 3, width: 8) + " s")
print(padded("permit lint of one small file (process floor)", 52) + fixed(floor, decimals: 3, width: 8) + " s")
for (index, format) in formats.enumerated() {
    print("permit lint (\(format)) / CoreFoundation parse: \(fixed(timing.medianRatio(index, to: parse), decimals: 2))x (goal <= 1.00x)")
}
for (format, peak) in zip(formats, peaks) {
    print("peak memory of the lint (\(format)): \(fixed(Double(peak) / 1e6, decimals: 1)) MB for \(fixed(Double(bytes) / 1e6, decimals: 1)) MB of files")
}
print("(a child's peak here is at least this process's own, \(fixed(Double(ownPeakBeforeLint) / 1e6, decimals: 1)) MB)")
if lintStatuses != [status] || floorStatus > 1 { print("warning: the lint exited \(lintStatuses.sorted()), then \(floorStatus)") }

/// The localization files of an existing app folder.
enum LocalizationFiles {
    static func all(in folder: String) -> [String] {
        let found = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String]) ?? []
        return found.filter { $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict") }.sorted().map { folder + "/" + $0 }
    }
}
