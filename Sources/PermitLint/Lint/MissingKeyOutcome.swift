import PermitLocalization

/// What the person on the device sees when the localization Apple's runtime chose lacks a key.
///
/// Apple does no per-key fallback to another language: `NSLocalizedString` returns the key itself (or the default
/// value the app's code passes). What that looks like depends on the key:
/// - a key that *is* the development language's text (`"Cancel" = "Cancel";`, every String Catalog key extracted
///   from `Text("Cancel")`), or a phrase of it (a key holding a space, other than an identifier followed by
///   specifiers, `macFieldKey (%@)`), reads as that text: the person sees the development language — coverage, not
///   a defect;
/// - an `InfoPlist` key (`NSCameraUsageDescription`) falls back to the app's `Info.plist` value (but a quick
///   action's title is its own key: `UIApplicationShortcutItemTitle.EraseAndOpen` reads as written), an Interface
///   Builder key (`kYn-pW-tq6.title`, an object ID and a property) to the text in the storyboard or XIB itself,
///   and a key the app's code looks up with a default value (`CodeDefaultValues`) to that value: all the
///   development language's text, so coverage too; so is a key whose lookup's result the code compares with the
///   key, doing without the text where they are equal (an action left out);
/// - a key that is its base text with the argument positions left out (`%m/%d/%Y` for `%1$m/%2$d/%3$Y`), when
///   the base reads its arguments in order, prints what the base prints;
/// - a key without a letter whose base text has none either (`%lld/%lld` for `%1$lld/%2$lld`, SwiftUI's
///   `Text("\(done)/\(total)")`) is formatted as it is: every language reads it as the base does;
/// - a phrase that names its text rather than being it (`idevice warning`, `Reset settings text` for "All
///   application settings will be reset…": a description's last word, with words its text lacks) is a label the
///   person sees in place of the text, as an identifier is;
/// - any other key is an identifier (`settings.title`, `a`, `errorNoNetwork`), and the person sees it as it is
///   unless the code passes a default value: an error.
enum MissingKeyOutcome: Equatable {
    /// The person sees the development language's text.
    case developmentLanguageText
    /// The person sees the key itself.
    case key
    /// The key is no string literal of the app's code, which was read: unused, or built at run time.
    case unnamedInCode

    /// The outcome for `key`, whose base text is `baseText`, missing from a table named `table`; `code` is what
    /// the app's code tells of the key, and `fallsBackToDevelopmentLanguage` whether every key the table lacks
    /// shows the development language (a table of a storyboard, XIB or intent definition, whose own text shows;
    /// an export's unit still without a target).
    init(
        key: String, baseText: String?, table: String, code: SourceCodeKeys.Outcome? = nil,
        fallsBackToDevelopmentLanguage: Bool = false
    ) {
        // An `InfoPlist` key is an `Info.plist` key, whose value shows, unless it is a text an `Info.plist` names
        // (a quick action's title, a document type's name), shown as written.
        let showsInfoPlistValue = table == "InfoPlist" && code != .infoPlistText
        if code == .defaultValue || code == .comparedWithKey || fallsBackToDevelopmentLanguage || showsInfoPlistValue || key == baseText
            || baseText.map({ Self.typeset(key) == Self.typeset($0) }) == true
            || baseText.map({ Self.formatsAlike(key, $0) }) == true
            || (Self.isPhrase(key) && baseText.map({ Self.namesText(key, $0) }) != true)
            || Self.isInterfaceBuilderKey(key)
            || (Self.hasNoWord(key) && baseText.map(Self.hasNoWord) == true)
        {
            self = .developmentLanguageText
        } else if code == .unnamed {
            self = .unnamedInCode
        } else {
            self = .key
        }
    }

    /// `text` with typographic punctuation written plainly (`…` as `...`, curly quotes straight), so that a key
    /// `Search...` reads as its text `Search…`.
    private static func typeset(_ text: String) -> String {
        guard !text.allSatisfy(\.isASCII) else { return text }
        var plain = ""
        for character in text {
            switch character {
            case "…": plain += "..."
            case "\u{2018}", "\u{2019}": plain += "'"
            case "\u{201C}", "\u{201D}": plain += "\""
            default: plain.append(character)
            }
        }
        return plain
    }

    /// Whether `key` and `baseText` print the same when formatted: equal once the argument positions of their
    /// specifiers are left out (`%1$m/%2$d/%3$Y` reads as `%m/%d/%Y`), each reading its arguments in order.
    private static func formatsAlike(_ key: String, _ baseText: String) -> Bool {
        guard key != baseText, key.utf8.contains(UInt8(ascii: "%")), let plainKey = withoutArgumentPositions(key),
            let plainBase = withoutArgumentPositions(baseText)
        else { return false }
        return plainKey == plainBase
    }

    /// `text` with the positions of its specifiers left out (`%2$@` as `%@`), or `nil` when they do not number its
    /// arguments 1, 2, 3... in order (the text reorders them, so the unnumbered form would print them differently).
    private static func withoutArgumentPositions(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        var plain: [UInt8] = []
        plain.reserveCapacity(bytes.count)
        var next = 1
        var index = 0
        while index < bytes.count {
            plain.append(bytes[index])
            guard bytes[index] == UInt8(ascii: "%") else { index += 1; continue }
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "%") { plain.append(bytes[index]); index += 1; continue }
            var end = index
            while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) { end += 1 }
            guard end > index, end < bytes.count, bytes[end] == UInt8(ascii: "$") else { continue }
            guard Int(String(decoding: bytes[index..<end], as: UTF8.self)) == next else { return nil }
            next += 1
            index = end + 1
        }
        return String(decoding: plain, as: UTF8.self)
    }

    /// Whether `text` holds no letter outside its format specifiers (`%1$lld/%2$lld`).
    static func hasNoWord(_ text: String) -> Bool {
        !KeyShape.withSpecifiersAsDigits(text).contains(where: \.isLetter)
    }

    /// Whether the key names an Interface Builder object and property, as Xcode writes storyboard and XIB
    /// tables: a `3-2-3` object ID of letters and digits, a dot, then the property (`kYn-pW-tq6.title`,
    /// `Ovn-aB-1x9.normalTitle`), or an older XIB's numeric id and a property (`43.title`).
    static func isInterfaceBuilderKey(_ key: String) -> Bool {
        var key = key
        return key.withUTF8 { bytes in
            // An older XIB's numeric object id: `43.title`.
            if let dot = bytes.firstIndex(of: UInt8(ascii: ".")), dot > 0, dot + 1 < bytes.count,
                bytes[..<dot].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
                bytes[(dot + 1)...].allSatisfy({ $0 | 0x20 >= UInt8(ascii: "a") && $0 | 0x20 <= UInt8(ascii: "z") })
            {
                return true
            }
            guard bytes.count > 11, bytes[3] == UInt8(ascii: "-"), bytes[6] == UInt8(ascii: "-"),
                bytes[10] == UInt8(ascii: ".")
            else { return false }
            return [0, 1, 2, 4, 5, 7, 8, 9].allSatisfy { index in
                let byte = bytes[index]
                return (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            }
        }
    }

    /// Whether the phrase `key` names the text `baseText` rather than being it: its last word is what one calls a
    /// piece of text (`warning`, `description`, `footer`), and it has words the text lacks (`idevice warning` for
    /// "This installation method is intended for advanced users only!"), so that the person who gets the key reads
    /// a label, not the text. `Edit Title` for "Edit title" reads as its text.
    private static func namesText(_ key: String, _ baseText: String) -> Bool {
        let words = { (text: String) in text.lowercased().split { !$0.isLetter && !$0.isNumber } }
        guard let last = words(key).last, textNames.contains(String(last)) else { return false }
        let textWords = Set(words(baseText))
        return !words(key).allSatisfy(textWords.contains)
    }

    /// The words that name a piece of text rather than being part of one, as a key's last word.
    private static let textNames: Set<String> = [
        "text", "description", "desc", "title", "subtitle", "footer", "header", "label", "placeholder", "tooltip",
        "message", "body", "caption", "hint", "explanation", "detail", "warning",
    ]

    /// Whether `key` is a dotted path of three or more names and one more word (AuroraEditor's
    /// `settings.source.control.general.branch name`): an identifier whose last dot was typed as a space, shown as
    /// the key itself, not a phrase.
    private static func isDottedPathWithOneMoreWord(_ key: String) -> Bool {
        let words = key.split(separator: " ", omittingEmptySubsequences: false)
        guard words.count == 2, let path = words.first, let word = words.last, word.allSatisfy(\.isLetter) else {
            return false
        }
        let names = path.split(separator: ".", omittingEmptySubsequences: false)
        return names.count >= 3
            && names.allSatisfy { $0.count >= 2 && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") } }
    }

    /// Whether the key holds whitespace between two other characters: words, not an identifier, unless they are
    /// an identifier and its specifiers (`macFieldKey (%@)`).
    static func isPhrase(_ key: String) -> Bool {
        guard !KeyShape.isIdentifierWithArguments(key), !isDottedPathWithOneMoreWord(key) else { return false }
        var afterWord = false
        var inGap = false
        for scalar in key.unicodeScalars {
            let isWhitespace =
                scalar.isASCII ? (scalar == " " || (0x09...0x0D).contains(scalar.value)) : scalar.properties.isWhitespace
            if !isWhitespace {
                if inGap { return true }
                afterWord = true
            } else if afterWord {
                inGap = true
            }
        }
        return false
    }
}
