/// A date's format in `strftime`'s notation, as `NSCalendarDate`'s `descriptionWithCalendarFormat:` and
/// `NSDateFormatter`'s old behaviour read it: `%a, %m/%d/%Y %I:%M:%S %p` (GeckoReporter's). No `String(format:)`
/// formats such a text: CoreFoundation's reading of `%Y` or `%m` as no conversion says nothing about what the person
/// sees, and a translation that orders the fields its own way (`%d/%m/%Y %H:%M:%S`) is right.
enum CalendarFormat {
    /// Whether every `%` of `text` is a calendar field (`%%` aside), with at least two fields that no `printf`
    /// conversion spells (`%Y`, `%m`, `%H`, `%M`...): a format string that happens to hold one such `%` is still read
    /// as a broken format string.
    static func isCalendarFormat(_ text: String) -> Bool {
        guard text.containsUTF8Byte(UInt8(ascii: "%")) else { return false }
        var dateOnly = 0
        var bytes = text.utf8.makeIterator()
        while let byte = bytes.next() {
            guard byte == UInt8(ascii: "%") else { continue }
            guard let field = bytes.next() else { return false }
            if field == UInt8(ascii: "%") { continue }
            guard fields.contains(field) else { return false }
            if dateOnlyFields.contains(field) { dateOnly += 1 }
        }
        return dateOnly >= 2
    }

    /// The fields `NSCalendarDate` reads.
    private static let fields = Set("aAbBcdeFHIjmMpSwxXyYZz".utf8)

    /// The fields that are no conversion of `printf`'s (Apple's `%S`, `%p`, `%x`, `%c`, `%F`, `%z` are).
    private static let dateOnlyFields = Set("BbHIjmMwyYZ".utf8)
}
