import BenchmarkSupport
import Foundation
import PermitLocalization

// Loads every table of a generated catalog (30 localizations x 2,000 keys) and compares the memory the process
// grew by (resident set, from /proc/self/statm) with the bytes of the files it read; against the same files held
// as Foundation dictionaries (PropertyListSerialization, what Bundle keeps). Each loader runs in a process of its
// own, started by this one, so that neither reuses memory the other freed.

let localizationCount = 30
let keyCount = 2_000

/// Loads every `.lproj` table under `root` the way `loader` says, keeps it, and returns the resident-set growth.
/// Each loader first reads the one-entry table under `root/warm-up`, so that what any first use costs once (code
/// pages, library data, caches) is not counted.
func grownBytes(loading loader: String, root: String) throws -> Int {
    let localizations = (0..<localizationCount).map { "loc\($0)" }
    switch loader {
    case "permit":
        let warmUp = try LocalizationCatalog(root: root + "/warm-up")
        _ = warmUp.localizations.compactMap { warmUp.table("App", localization: $0) }
        let before = residentBytes()
        let catalog = try LocalizationCatalog(root: root)
        let tables = catalog.localizations.compactMap { catalog.table("App", localization: $0) }
        guard tables.count == localizationCount, tables.allSatisfy({ $0.strings.count == keyCount }) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        return withExtendedLifetime(tables) { residentBytes() - before }
    default:
        let warmUp = try Data(contentsOf: URL(fileURLWithPath: root + "/warm-up/loc0.lproj/App.strings"))
        _ = try PropertyListSerialization.propertyList(from: warmUp, format: nil)
        let before = residentBytes()
        let tables = try localizations.map { localization in
            let data = try Data(contentsOf: URL(fileURLWithPath: root + "/" + localization + ".lproj/App.strings"))
            return try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String] ?? [:]
        }
        guard tables.allSatisfy({ $0.count == keyCount }) else { throw CocoaError(.fileReadCorruptFile) }
        return withExtendedLifetime(tables) { residentBytes() - before }
    }
}

/// Runs this program again as `load <loader> <root>` and reads the growth it prints.
func grownBytesInChild(loading loader: String, root: String) throws -> Int {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Bundle.main.executablePath ?? CommandLine.arguments[0])
    process.arguments = ["load", loader, root]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0, let grown = Int(String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    else { throw CocoaError(.executableLoad) }
    return grown
}

let arguments = CommandLine.arguments
if arguments.count == 4, arguments[1] == "load" {
    print(try grownBytes(loading: arguments[2], root: arguments[3]))
    exit(0)
}

let scratch = try ScratchFolder("memory")
defer { scratch.remove() }
var fileBytes = 0
for localization in (0..<localizationCount).map({ "loc\($0)" }) {
    var text = ""
    for number in 0..<keyCount {
        text += "/* Comment for translators about item \(number). */\n"
        text += "\"screen.item_\(number).title\" = \"Translated text number \(number) for \(localization), with a little more.\";\n"
    }
    try scratch.write(text, to: localization + ".lproj/App.strings")
    fileBytes += text.utf8.count
}
try scratch.write("\"screen.item_0.title\" = \"Translated text\";\n", to: "warm-up/loc0.lproj/App.strings")

let permit = try grownBytesInChild(loading: "permit", root: scratch.path)
let foundation = try grownBytesInChild(loading: "foundation", root: scratch.path)
print("Catalog of \(localizationCount) localizations, \(localizationCount * keyCount) strings, \(fileBytes) bytes of .strings; resident memory grown")
print(padded("Permit LocalizationCatalog tables", 44) + fixed(Double(permit) / Double(fileBytes), decimals: 2, width: 6) + "x the file bytes (\(permit) bytes)")
print(padded("Foundation PropertyListSerialization", 44) + fixed(Double(foundation) / Double(fileBytes), decimals: 2, width: 6) + "x the file bytes (\(foundation) bytes)")
print("Permit / Foundation: \(fixed(Double(permit) / Double(foundation), decimals: 2))x the memory")
