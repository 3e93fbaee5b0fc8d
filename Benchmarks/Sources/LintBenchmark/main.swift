import BenchmarkSupport
import Foundation
import PermitLocalization

// Lints a generated bundle of 40 localizations x 2,000 keys (each key with a translator comment, a quarter of them
// with format specifiers, one plural .stringsdict entry per language) and prints the median of 5 runs, against the
// check people run instead (`plutil -lint`, which only parses): every file read with PropertyListSerialization.

let languages = [
    "en", "fr", "de", "es", "es-419", "it", "nl", "pt-BR", "pt-PT", "sv", "da", "nb", "fi", "pl", "cs", "sk", "hu", "ro",
    "hr", "sl", "ru", "uk", "bg", "el", "tr", "ar", "he", "fa", "hi", "bn", "th", "vi", "id", "ms", "ja", "ko", "zh-Hans",
    "zh-Hant", "zh-HK", "ca",
]
let keyCount = 2_000
let scratch = try ScratchFolder("lint")
defer { scratch.remove() }
var files: [String] = []
for language in languages {
    var text = ""
    for number in 0..<keyCount {
        let value = number % 4 == 0 ? "\(language) item %@ has %ld entries (\(number))" : "\(language) text number \(number)"
        text += "/* Shown on screen \(number % 50). */\n\"screen.\(number % 50).key_\(number)\" = \"\(value)\";\n\n"
    }
    try scratch.write(text, to: language + ".lproj/Localizable.strings")
    let plural = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>files</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>ld</string>
        <key>one</key><string>%ld file</string><key>other</key><string>%ld files</string></dict></dict></dict></plist>
        """
    try scratch.write(plural, to: language + ".lproj/Localizable.stringsdict")
    files += [".strings", ".stringsdict"].map { scratch.path + "/" + language + ".lproj/Localizable" + $0 }
}

var diagnostics = 0
let permit = try medianSeconds(runs: 5) {
    diagnostics = try Linter.lint(paths: [scratch.path]).diagnostics.count
}
var parsedFiles = 0
let foundation = try medianSeconds(runs: 5) {
    parsedFiles = 0
    for file in files {
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        _ = try PropertyListSerialization.propertyList(from: data, format: nil)
        parsedFiles += 1
    }
}
print("Linting \(languages.count) localizations x \(keyCount) keys (\(languages.count * keyCount) strings, \(diagnostics) diagnostics); median of 5 runs")
print(padded("Permit Linter.lint (every rule)", 44) + fixed(permit, decimals: 3, width: 8) + " s")
print(padded("Foundation parse of the \(parsedFiles) files only", 44) + fixed(foundation, decimals: 3, width: 8) + " s")
print("Permit / Foundation: \(fixed(foundation / permit, decimals: 1))x")
