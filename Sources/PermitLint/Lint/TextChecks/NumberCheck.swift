import PermitLocalization

/// Numbers written in a text (not the arguments): a translation that changes "30 days" to "13 days" or drops the
/// "100" of "100 MB" tells the person something else. A number is the same in any digits (`٣٠` is `30`) and with
/// any grouping or decimal mark (`1,000`, `1 000` and `1.000` are one number to this check: locales differ).
/// Numbers of one digit are left out: languages write "1 day" as "a day" and "5 minutes" as "五分鐘" (measured:
/// on seven apps, nearly every difference in a one-digit number was such a word).
enum NumberCheck {
    /// The base's numbers the translation lacks, or those it adds, or `nil` when they agree.
    static func difference(base: LiteralText, translation: LiteralText, baseLocalization: String) -> String? {
        let baseNumbers = numbers(in: base.literal)
        let numbers = numbers(in: translation.literal)
        guard baseNumbers != numbers, !(baseNumbers.isEmpty && numbers.isEmpty) else { return nil }
        let lost = baseNumbers.filter { number in count(number, in: numbers) < count(number, in: baseNumbers) }
        let added = numbers.filter { number in count(number, in: numbers) > count(number, in: baseNumbers) }
        if let first = lost.first {
            return "lacks the number \(first) of the \(baseLocalization) text"
                + (added.first.map { ", and has \($0) instead" } ?? "")
        }
        guard let first = added.first else { return nil }
        return "has the number \(first), which the \(baseLocalization) text lacks"
    }

    /// The numbers of two or more digits of `text` in order, each as ASCII digits: runs of decimal digits of any
    /// script, joined across one grouping or decimal mark between digits. Digits glued to a letter of a cased
    /// script (`H264`, `2FA`, `mp3`) are part of a name, not a number, and left out; glued to a letter of a script
    /// without case (`5分`, `2개`) they are a number.
    static func numbers(in text: String) -> [String] {
        guard text.unicodeScalars.contains(where: isDecimalDigit) else { return [] }
        let scalars = Array(text.unicodeScalars)
        var numbers: [String] = []
        var index = 0
        while index < scalars.count {
            guard let first = digitValue(scalars[index]) else {
                index += 1
                continue
            }
            let start = index
            var digits = String(first)
            index += 1
            while index < scalars.count {
                if let digit = digitValue(scalars[index]) {
                    digits += String(digit)
                    index += 1
                } else if index + 1 < scalars.count, marks.contains(scalars[index]), digitValue(scalars[index + 1]) != nil {
                    index += 1
                } else {
                    break
                }
            }
            let gluedBefore = start > 0 && isCasedLetter(scalars[start - 1])
            let gluedAfter = index < scalars.count && isCasedLetter(scalars[index])
            if !gluedBefore && !gluedAfter && digits.count >= 2 { numbers.append(digits) }
        }
        return numbers
    }

    /// What may stand between the digits of one number: grouping separators and decimal marks of every locale.
    private static let marks: Set<Unicode.Scalar> = [",", ".", " ", "\u{A0}", "\u{202F}", "'", "\u{2019}", "\u{66B}", "\u{66C}"]

    /// A letter of a script with upper and lower case (Latin, Greek, Cyrillic, Armenian...).
    private static func isCasedLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic && scalar.properties.isCased
    }

    private static func isDecimalDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.numericType == .decimal
    }

    /// The value of a decimal digit of any script.
    private static func digitValue(_ scalar: Unicode.Scalar) -> Int? {
        if scalar.isASCII { return ("0"..."9").contains(scalar) ? Int(scalar.value - 0x30) : nil }
        guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue else { return nil }
        return Int(value)
    }

    private static func count(_ number: String, in list: [String]) -> Int {
        list.reduce(0) { $0 + ($1 == number ? 1 : 0) }
    }
}
