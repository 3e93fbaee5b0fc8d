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
let runs = 40

var permitEntries = 0
let permit = medianSeconds(runs: runs) { permitEntries = StringsFile(bytes: bytes).entries.count }
print(permit, permitEntries)
