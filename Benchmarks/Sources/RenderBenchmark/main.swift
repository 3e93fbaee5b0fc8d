import Foundation
import PermitLocalization

// Renders a localized string (lookup + one argument) with Permit's Localizer and with Foundation's
// Bundle.localizedString + String(format:), in the same run, over the same bundle, and prints each one's median
// time per render and the ratio.

let keyCount = 2_000
let root = FileManager.default.temporaryDirectory.appendingPathComponent("permit-render-\(getpid())").path
defer { try? FileManager.default.removeItem(atPath: root) }
for language in ["en", "fr"] {
    let folder = root + "/" + language + ".lproj"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let entries = (0..<keyCount).map { number in
        "\"error.\(number).suggestion\" = \"\(language == "fr" ? "Autorisez" : "Allow") %@ (\(number)).\";"
    }
    try entries.joined(separator: "\n").write(toFile: folder + "/Permit.strings", atomically: true, encoding: .utf8)
}

/// Median nanoseconds per call over `batches` batches of `batchSize` calls.
func medianNanoseconds(batches: Int = 51, batchSize: Int = 2_000, _ body: (Int) -> Int) -> Double {
    var sink = 0
    var samples: [Double] = []
    for batch in 0..<batches {
        let start = ContinuousClock.now
        for call in 0..<batchSize { sink &+= body(batch &* batchSize &+ call) }
        let elapsed = ContinuousClock.now - start
        samples.append((Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9) / Double(batchSize))
    }
    if sink == 42 { print("") }
    return samples.sorted()[batches / 2]
}

let localizer = Localizer(catalogs: [LocalizationCatalog(root: root)], table: "Permit")
let preferences = ["fr-CA", "en"]
let keys = (0..<keyCount).map { "error.\($0).suggestion" }
let check = localizer.text(keys[7], preferences: preferences, arguments: [.object("Permit")])
guard check.text == "Autorisez Permit (7).", check.localization == "fr" else {
    print("Permit rendered \(check.text) from \(check.localization ?? "nothing")")
    exit(1)
}
let permit = medianNanoseconds { call in
    localizer.text(keys[call % keyCount], preferences: preferences, arguments: [.object("Permit")]).text.utf8.count
}

guard let bundle = Bundle(path: root) else {
    print("Foundation cannot open the bundle at \(root)")
    exit(1)
}
let foundation = medianNanoseconds { call in
    let format = bundle.localizedString(forKey: keys[call % keyCount], value: nil, table: "Permit")
    return String(format: format, "Permit").utf8.count
}

print("Rendering a localized string (lookup + one argument), \(keyCount) keys; median of 51 batches of 2,000")
print("Permit Localizer.text                        \(String(format: "%8.0f", permit)) ns")
print("Foundation Bundle.localizedString + format   \(String(format: "%8.0f", foundation)) ns")
print("Permit / Foundation: \(String(format: "%.1f", foundation / permit))x faster")
