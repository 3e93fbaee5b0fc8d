import Testing

@testable import PermitLint

/// Dates' formats in `strftime`'s notation, told from format strings.
struct CalendarFormatTests {
    @Test(
        "A text is a date's format when every % is a calendar field and two of them are no printf conversion",
        arguments: [
            ("%a, %m/%d/%Y %I:%M:%S %p", true),
            ("%d/%m/%Y %H:%M:%S", true),
            ("%Y-%m-%d", true),
            ("%B %e, %Y (100%%)", true),
            ("%d files in %Y", false),  // one date-only field: a broken format string
            ("%d of %d", false),
            ("%@ at %H:%M", false),  // %@ is no calendar field
            ("%1$Y %2$m", false),  // positions are printf's
            ("No percent at all", false),
            ("%", false),
        ])
    func calendarFormat(text: String, isCalendarFormat: Bool) {
        #expect(CalendarFormat.isCalendarFormat(text) == isCalendarFormat)
    }
}
