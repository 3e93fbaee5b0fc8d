/// A realistic app table in `.strings` form: every entry with a translator's comment, dotted keys, format
/// specifiers, escapes and texts in several scripts; every text is a distinct string, as in a real table (a checker
/// that remembers what it has read gains nothing from repeats). The same size always gives the same bytes.
public enum GeneratedStringsTable {
    private static let values = [
        "Allow \\\"%@\\\" to use your camera?", "Caméra désactivée — ouvrez Réglages", "カメラへのアクセスが許可されていません",
        "Не удалось открыть камеру.\\nПопробуйте ещё раз.", "需要访问你的照片", "%1$@ hat %2$ld neue Nachrichten",
        "لا يمكن الوصول إلى الموقع", "Tap “Open Settings” to continue 😀",
    ]

    /// A table of at least `target` bytes of UTF-8, whole entries only.
    public static func bytes(atLeast target: Int) -> [UInt8] {
        var text = ""
        var number = 0
        while text.utf8.count < target {
            text += "/* Shown on screen \(number % 97), item \(number). */\n"
            text += "\"screen.\(number % 97).item_\(number).title\" = \"\(values[number % values.count]) \(number)\";\n\n"
            number += 1
        }
        return Array(text.utf8)
    }
}
