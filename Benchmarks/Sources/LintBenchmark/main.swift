import Foundation
import PermitLocalization

// Lints a generated bundle of 40 localizations x 2,000 keys (each key with a translator comment, a quarter of them
// with format specifiers, one plural .stringsdict entry per language) and prints the median of 5 runs.

let languages = [
    "en", "fr", "de", "es", "es-419", "it", "nl", "pt-BR", "pt-PT", "sv", "da", "nb", "fi", "pl", "cs", "sk", "hu", "ro",
    "hr", "sl", "ru", "uk", "bg", "el", "tr", "ar", "he", "fa", "hi", "bn", "th", "vi", "id", "ms", "ja", "ko", "zh-Hans",
    "zh-Hant", "zh-HK", "ca",
]
let keyCount = 2_000
let root = FileManager.default.temporaryDirectory.appendingPathComponent("permit-lint-\(getpid())").path
defer { try? FileManager.default.removeItem(atPath: root) }
for language in languages {
    let folder = root + "/" + language + ".lproj"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    var text = ""
    for number in 0..<keyCount {
        let value = number % 4 == 0 ? "\(language) item %@ has %ld entries (\(number))" : "\(language) text number \(number)"
        text += "/* Shown on screen \(number % 50). */\n\"screen.\(number % 50).key_\(number)\" = \"\(value)\";\n\n"
    }
    try text.write(toFile: folder + "/Localizable.strings", atomically: true, encoding: .utf8)
    let plural = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>files</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>ld</string>
        <key>one</key><string>%ld file</string><key>other</key><string>%ld files</string></dict></dict></dict></plist>
        """
    try plural.write(toFile: folder + "/Localizable.stringsdict", atomically: true, encoding: .utf8)
}

var samples: [Double] = []
var diagnostics = 0
for _ in 0..<5 {
    let start = ContinuousClock.now
    let report = try Linter.lint(paths: [root])
    let elapsed = ContinuousClock.now - start
    diagnostics = report.diagnostics.count
    samples.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
}
let median = samples.sorted()[2]
print("Linting \(languages.count) localizations x \(keyCount) keys (\(languages.count * keyCount) strings, \(diagnostics) diagnostics); median of 5 runs")
print("Permit Linter.lint   \(String(format: "%.3f", median)) s")
