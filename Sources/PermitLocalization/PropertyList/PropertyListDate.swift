/// Converts the ISO 8601 form of a property-list `<date>` (`YYYY-MM-DDTHH:MM:SSZ`, always UTC) to seconds since
/// Apple's reference date, 2001-01-01T00:00:00Z, on the proleptic Gregorian calendar.
enum PropertyListDate {
    /// Days from 1970-01-01 to 2001-01-01: 31 years, 8 of them leap years.
    private static let referenceDayFromUnixEpoch = 11_323

    /// The seconds since the reference date, or `nil` when the text is not a valid date of that form.
    static func secondsSinceReferenceDate(iso8601 text: [UInt8]) -> Double? {
        guard text.count == 20,
            text[4] == UInt8(ascii: "-"), text[7] == UInt8(ascii: "-"), text[10] == UInt8(ascii: "T"),
            text[13] == UInt8(ascii: ":"), text[16] == UInt8(ascii: ":"), text[19] == UInt8(ascii: "Z"),
            let year = number(text, 0, 4), let month = number(text, 5, 2), let day = number(text, 8, 2),
            let hour = number(text, 11, 2), let minute = number(text, 14, 2), let second = number(text, 17, 2),
            year >= 1, (1...12).contains(month), (1...daysInMonth(month, year: year)).contains(day),
            hour < 24, minute < 60, second < 60
        else { return nil }
        let days = daysFromUnixEpoch(year: year, month: month, day: day) - referenceDayFromUnixEpoch
        return Double(days * 86_400 + hour * 3_600 + minute * 60 + second)
    }

    /// The decimal number in `text[start..<start + length]`, or `nil` when a byte there is not a digit.
    private static func number(_ text: [UInt8], _ start: Int, _ length: Int) -> Int? {
        var value = 0
        for byte in text[start..<start + length] {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    private static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    private static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to the date: whole years since 1970, then whole months of the date's year.
    static func daysFromUnixEpoch(year: Int, month: Int, day: Int) -> Int {
        // Leap days in the years before `year`, counted from year 1, so that the difference spans 1970..<year.
        func leapDaysBefore(_ year: Int) -> Int {
            let previous = year - 1
            return previous / 4 - previous / 100 + previous / 400
        }
        var days = (year - 1970) * 365 + leapDaysBefore(year) - leapDaysBefore(1970)
        for earlierMonth in 1..<month {
            days += daysInMonth(earlierMonth, year: year)
        }
        return days + day - 1
    }
}
