import BenchmarkSupport
import Foundation
import PermitLocalization

// Renders a localized string (lookup + one argument) with Permit's Localizer and with Foundation's
// Bundle.localizedString + String(format:), in the same run, over the same bundle, and prints each one's median
// time per render and the ratio.

let keyCount = 2_000
let scratch = try ScratchFolder("render")
defer { scratch.remove() }
let root = scratch.path
for language in ["en", "fr"] {
    let entries = (0..<keyCount).map { number in
        "\"error.\(number).suggestion\" = \"\(language == "fr" ? "Autorisez" : "Allow") %@ (\(number)).\";"
    }
    try scratch.write(entries.joined(separator: "\n"), to: language + ".lproj/Permit.strings")
}

let localizer = Localizer(catalogs: [try LocalizationCatalog(root: root)], table: "Permit")
let preferences = ["fr-CA", "en"]
let keys = (0..<keyCount).map { "error.\($0).suggestion" }
let check = localizer.text(keys[7], preferences: preferences, arguments: [.object("Permit")])
guard check.text == "Autorisez Permit (7).", check.localization == "fr" else {
    print("Permit rendered \(check.text) from \(check.localization ?? "nothing")")
    exit(1)
}
guard let bundle = Bundle(path: root) else {
    print("Foundation cannot open the bundle at \(root)")
    exit(1)
}

let batchSize = 2_000
let batches = 51
var sink = 0
let timing = try InterleavedTiming(rounds: batches, [
    {
        for call in 0..<batchSize {
            sink &+= localizer.text(keys[call % keyCount], preferences: preferences, arguments: [.object("Permit")]).text
                .utf8.count
        }
    },
    {
        for call in 0..<batchSize {
            let format = bundle.localizedString(forKey: keys[call % keyCount], value: nil, table: "Permit")
            sink &+= String(format: format, "Permit").utf8.count
        }
    },
])
if sink == 42 { print("") }

print("Rendering a localized string (lookup + one argument), \(keyCount) keys; median of \(batches) rounds of \(batchSize) calls each, Permit and Foundation in turn")
print(padded("Permit Localizer.text", 44) + fixed(timing.median(0) * 1e9 / Double(batchSize), decimals: 0, width: 8) + " ns")
print(padded("Foundation Bundle.localizedString + format", 44) + fixed(timing.median(1) * 1e9 / Double(batchSize), decimals: 0, width: 8) + " ns")
print("Permit / Foundation: \(fixed(timing.medianRatio(1, to: 0), decimals: 1))x faster (median of the rounds' ratios)")
