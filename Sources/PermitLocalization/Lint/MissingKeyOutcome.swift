/// What the person on the device sees when the localization Apple's runtime chose lacks a key.
///
/// Apple does no per-key fallback to another language: `NSLocalizedString` returns the key itself (or the default
/// value the app's code passes). What that looks like depends on the key:
/// - a key that *is* the development language's text (`"Cancel" = "Cancel";`, every String Catalog key extracted
///   from `Text("Cancel")`), or a phrase of it (a key holding a space), reads as that text: the person sees the
///   development language — coverage, not a defect;
/// - an `InfoPlist` key (`NSCameraUsageDescription`) falls back to the app's `Info.plist` value, which is the
///   development language's text: coverage too;
/// - any other key is an identifier (`settings.title`, `a`, `errorNoNetwork`), and the person sees it as it is
///   unless the code passes a default value: an error.
enum MissingKeyOutcome: Equatable {
    /// The person sees the development language's text.
    case developmentLanguageText
    /// The person sees the key itself.
    case key

    /// The outcome for `key`, whose base text is `baseText`, missing from a table named `table`.
    init(key: String, baseText: String?, table: String) {
        if table == "InfoPlist" || key == baseText || Self.isPhrase(key) {
            self = .developmentLanguageText
        } else {
            self = .key
        }
    }

    /// Whether the key holds whitespace between two other characters: words, not an identifier.
    private static func isPhrase(_ key: String) -> Bool {
        let scalars = key.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }), first < last
        else { return false }
        return scalars[first...last].contains { $0.properties.isWhitespace }
    }
}
