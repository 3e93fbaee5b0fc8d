import Foundation
import PermitLocalization

// Loads every table of a generated catalog (30 localizations x 2,000 keys) and compares the memory the process
// grew by (resident set, from /proc/self/statm) with the bytes of the files it read.

func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
}

let localizations = (0..<30).map { "loc\($0)" }
let root = FileManager.default.temporaryDirectory.appendingPathComponent("permit-memory-\(getpid())").path
defer { try? FileManager.default.removeItem(atPath: root) }
var fileBytes = 0
for localization in localizations {
    let folder = root + "/" + localization + ".lproj"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    var text = ""
    for number in 0..<2_000 {
        text += "/* Comment for translators about item \(number). */\n"
        text += "\"screen.item_\(number).title\" = \"Translated text number \(number) for \(localization), with a little more.\";\n"
    }
    try text.write(toFile: folder + "/App.strings", atomically: true, encoding: .utf8)
    fileBytes += text.utf8.count
}

let before = residentBytes()
let catalog = LocalizationCatalog(root: root)
var strings = 0
for localization in catalog.localizations {
    strings += catalog.table("App", localization: localization)?.strings.count ?? 0
}
let grown = residentBytes() - before
print("Catalog of \(localizations.count) localizations, \(strings) strings, \(fileBytes) bytes of .strings")
print("resident memory grown: \(grown) bytes = \(String(format: "%.2f", Double(grown) / Double(fileBytes)))x the file bytes")
