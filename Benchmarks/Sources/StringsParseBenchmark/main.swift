import Foundation
import PermitLocalization

// Parses a generated 5 MB UTF-8 .strings file with Permit and with the two readers people use instead, in the
// same run, and prints each reader's median throughput and Permit's ratio to each.

/// A realistic app table: translator comments, dotted keys, format specifiers, escapes, several scripts.
func generatedTable(bytes target: Int) -> [UInt8] {
    let values = [
        "Allow \\\"%@\\\" to use your camera?", "Caméra désactivée — ouvrez Réglages", "カメラへのアクセスが許可されていません",
        "Не удалось открыть камеру.\\nПопробуйте ещё раз.", "需要访问你的照片", "%1$@ hat %2$ld neue Nachrichten",
        "لا يمكن الوصول إلى الموقع", "Tap “Open Settings” to continue 😀",
    ]
    var text = ""
    var number = 0
    while text.utf8.count < target {
        text += "/* Shown on screen \(number % 97), item \(number). */\n"
        text += "\"screen.\(number % 97).item_\(number).title\" = \"\(values[number % values.count])\";\n\n"
        number += 1
    }
    return Array(text.utf8)
}

func medianSeconds(runs: Int, _ body: () throws -> Void) rethrows -> Double {
    var samples: [Double] = []
    for _ in 0..<runs {
        let start = ContinuousClock.now
        try body()
        let elapsed = ContinuousClock.now - start
        samples.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    return samples.sorted()[runs / 2]
}

let bytes = generatedTable(bytes: 5 * 1024 * 1024)
let data = Data(bytes)
let megabytes = Double(bytes.count) / 1_000_000
let runs = 15

var permitEntries = 0
let permit = medianSeconds(runs: runs) { permitEntries = StringsFile(bytes: bytes).entries.count }
var referenceEntries = 0
let serialization = try medianSeconds(runs: runs) {
    referenceEntries = (try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])?.count ?? -1
}
let decoder = try medianSeconds(runs: runs) {
    _ = try PropertyListDecoder().decode([String: String].self, from: data)
}
guard permitEntries == referenceEntries else {
    print("Permit read \(permitEntries) entries, PropertyListSerialization \(referenceEntries): the readers disagree")
    exit(1)
}

func report(_ name: String, _ seconds: Double) -> String {
    let throughput = megabytes / seconds
    return "\(name.padding(toLength: 34, withPad: " ", startingAt: 0)) \(String(format: "%8.1f", throughput)) MB/s  "
        + "\(String(format: "%7.2f", seconds * 1000)) ms"
}
print("Parsing a \(String(format: "%.2f", megabytes)) MB UTF-8 .strings file, \(permitEntries) entries; median of \(runs) runs")
print(report("Permit StringsFile", permit))
print(report("Foundation PropertyListSerialization", serialization))
print(report("Foundation PropertyListDecoder", decoder))
print("Permit / PropertyListSerialization: \(String(format: "%.1f", serialization / permit))x")
print("Permit / PropertyListDecoder:       \(String(format: "%.1f", decoder / permit))x")
