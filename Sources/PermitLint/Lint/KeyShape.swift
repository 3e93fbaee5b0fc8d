import PermitLocalization

/// What a table key looks like: an identifier the person would read as it is (`error.noInstance`), or the text
/// itself (`Cancel`, `Save %@`), which reads right when a lookup returns the key.
enum KeyShape {
    /// Whether `key` reads as an identifier and not as text: letters joined by `.` or `_` (`error.noInstance`,
    /// `menu_quit`) or in lower camel case, a capitalized word after a lowercase start (`errorNoNetwork`,
    /// `creationDate`), with no space and no specifier. `OK`, `#RRGGBB`, `·`, `Yattee`, and names written in camel
    /// case (`GitHub`, `QuickRecorder`, `macOS`, `iPhone`), addresses (`https://example.com/help`), handles
    /// (`@nos.social`) and version numbers (`v1.1.0`, an About screen's `Text("v1.1.0")`) read as themselves.
    static func isIdentifier(_ key: String) -> Bool {
        // An address reads as itself: `https://example.com/help`, `www.example.com`, `help@example.com`, and so do
        // a bare domain or a file's name (`twitter.com`, `refine.sh`, `config.json`: a text field's example).
        if key.contains("://") || LinkCheck.isAddress(Substring(key)) || isDomainOrFileName(key) || isHandle(key)
            || isVersion(key)
        {
            return false
        }
        // Specifiers are what the code fills in: `LAST_CHANGE_DATE_%@` is an identifier with an argument.
        let characters = Array(withSpecifiersAsDigits(key))
        var joins = false
        for (index, character) in characters.enumerated() {
            if character.isWhitespace || character == "%" { return false }
            guard index > 0 else { continue }
            let previous = characters[index - 1]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            // A `.` or `_` between letters or digits (not the dots of "Settings..."), or a lower-upper seam.
            if character == "." || character == "_", previous.isLetter || previous.isNumber,
                let next, next.isLetter || next.isNumber
            {
                joins = true
            }
            // A capitalized word after a lowercase word: `creationDate`, not `macOS`, `GitHub` or `iPhone`.
            if character.isUppercase && previous.isLowercase, characters.count > 1, characters[0].isLowercase,
                characters[1].isLowercase, next?.isLowercase == true
            {
                joins = true
            }
        }
        return joins && characters.contains { $0.isLetter }
    }

    /// Whether `key`, an identifier, names a resource rather than a text: its last word is `image`, `icon`, `asset`,
    /// `color`, `font`, `sound` or `url` (KabukiFilter's `PremiumTableImage`, whose value is an image's name).
    static func namesResource(_ key: String) -> Bool {
        var words: [String] = []
        var word = ""
        for character in key {
            if !(character.isLetter || character.isNumber) || (character.isUppercase && word.last?.isLowercase == true) {
                if !word.isEmpty { words.append(word) }
                word = character.isLetter || character.isNumber ? String(character) : ""
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { words.append(word) }
        guard words.count > 1, let last = words.last?.lowercased() else { return false }
        return ["image", "icon", "asset", "color", "colour", "font", "sound", "url"].contains(last)
    }

    /// Whether `key` is a version number: digits joined by dots, after a `v` or `V` or not (`v1.1.0`, `2.4`).
    static func isVersion(_ key: String) -> Bool {
        let number = key.first == "v" || key.first == "V" ? key.dropFirst() : Substring(key)
        return number.contains(".") && number.first?.isASCII == true && number.first?.isNumber == true
            && number.last?.isNumber == true
            && number.allSatisfy { $0 == "." || ($0.isASCII && $0.isNumber) } && !number.contains("..")
    }

    /// Whether `key` is a bare domain or a file's name: letters, digits, `-` and `.` ending in a common generic
    /// top-level domain or file extension (`twitter.com`, `example.org`, `refine.sh`, `index.html`, `onebusaway.co`).
    /// Other country codes and two-letter endings are left out: `sign.in` and `go.to` are identifiers; but a brand
    /// written as its domain, a capitalized word and a country's two letters (`Last.fm`), is a name.
    static func isDomainOrFileName(_ key: String) -> Bool {
        // A site's page written without its scheme (`lunibee.kr/peninsula`): a domain, a country's two letters
        // included, then a path.
        if let slash = key.firstIndex(of: "/"), slash > key.startIndex, key.index(after: slash) < key.endIndex,
            !key.contains(where: \.isWhitespace)
        {
            let host = key[..<slash]
            if let dot = host.lastIndex(of: "."), dot > host.startIndex,
                host.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") })
            {
                let ending = host[host.index(after: dot)...]
                if (ending.count == 2 && ending.allSatisfy(\.isLowercase)) || domainAndFileEndings.contains(String(ending)) {
                    return true
                }
            }
        }
        guard let dot = key.lastIndex(of: "."), dot > key.startIndex else { return false }
        let name = key[..<dot]
        let ending = key[key.index(after: dot)...]
        if ending.count == 2, ending.allSatisfy({ $0.isASCII && $0.isLowercase }), name.count >= 3,
            name.first.map({ $0.isASCII && $0.isUppercase }) == true,
            name.dropFirst().allSatisfy({ $0.isASCII && $0.isLowercase })
        {
            return true
        }
        guard domainAndFileEndings.contains(String(ending)),
            name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }),
            name.first?.isLetter == true || name.first?.isNumber == true
        else { return false }
        return true
    }

    /// Whether `key` is a domain of a country's two letters (`e-recht24.de`, `lunibee.kr`): names of letters, digits
    /// and hyphens joined by dots, the last of two lowercase letters. An identifier may end so too (`language.de`),
    /// so this is asked only of a text the code shows as it writes it.
    static func isCountryDomain(_ key: String) -> Bool {
        guard let dot = key.lastIndex(of: "."), dot > key.startIndex else { return false }
        let ending = key[key.index(after: dot)...]
        let name = key[..<dot]
        return ending.count == 2 && ending.allSatisfy { $0.isASCII && $0.isLowercase }
            && name.first.map { $0.isASCII && ($0.isLetter || $0.isNumber) } == true
            && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }
    }

    /// Whether `key` is a handle or a domain written after `@` (`@nos.social`, `@mastodon`), or a domain's suffix
    /// written after a name (`.nos.social`): what the person sees.
    static func isHandle(_ key: String) -> Bool {
        guard let first = key.first, first == "@" || first == ".", let second = key.dropFirst().first,
            second.isLetter || second.isNumber
        else { return false }
        return key.dropFirst().allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }
    }

    /// Generic top-level domains and file extensions that no identifier ends in.
    private static let domainAndFileEndings: Set<String> = [
        "com", "org", "net", "io", "co", "app", "dev", "sh", "ai", "xyz", "info", "edu", "gov", "html", "htm", "json", "txt",
        "pdf", "png", "jpg", "jpeg", "gif", "svg", "plist", "swift", "js", "css", "zip", "csv", "tsv", "xml", "yaml", "yml",
        "ics", "vcf", "gpx", "epub", "heic", "webp", "mp3", "mp4", "m4a", "wav", "mov",
    ]

    /// Whether `key` is an identifier followed only by format specifiers and punctuation (`macFieldKey (%@)`,
    /// `tunnelHandshakeTimestampAgo (%@)`, `error.count %d`): a key with a space that still reads as no text.
    static func isIdentifierWithArguments(_ key: String) -> Bool {
        let words = key.split(whereSeparator: \.isWhitespace)
        guard words.count > 1, let first = words.first, isIdentifier(String(first)) else { return false }
        return words.dropFirst().allSatisfy { word in !withSpecifiersAsDigits(String(word)).contains(where: \.isLetter) }
    }

    /// `text` with each format specifier (`%@`, `%1$ld`), as CoreFoundation reads them (`FormatString`), written as
    /// a digit, which joins like one (`count_0_items`); `%%` stays a percent sign, no identifier's.
    static func withSpecifiersAsDigits(_ text: String) -> String {
        guard text.contains("%") else { return text }
        var result = ""
        for segment in FormatString(text).segments {
            switch segment {
            case .literal(let literal, _), .malformed(let literal, _): result += literal
            case .specifier(let specifier): result += specifier.conversionCharacter == "%" ? "%" : "0"
            }
        }
        return result
    }

    /// How many capitalized words `key` runs together, written as one word of ASCII letters and digits that starts
    /// with a capital (`AddHiddenApps` three, `ResetLayout` two, `Cancel` one); 0 for any other key.
    static func capitalizedWords(_ key: String) -> Int {
        guard let first = key.utf8.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) else { return 0 }
        var words = 0
        var previousIsLower = true
        for byte in key.utf8 {
            let isUpper = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            let isLower = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            guard isUpper || isLower else { return 0 }
            if isUpper && previousIsLower { words += 1 }
            previousIsLower = isLower
        }
        return words
    }

    /// Whether `key` reads as an English text rather than an identifier: words with a space (`Save %@`), or a
    /// capitalized word (`Cancel`); not `greeting`, `UNKNOWN`, `error.noInstance`, `macFieldKey (%@)` or
    /// `kYn-pW-tq6.title`.
    static func readsAsText(_ key: String) -> Bool {
        guard !isIdentifier(key), !isIdentifierWithArguments(key), !MissingKeyOutcome.isInterfaceBuilderKey(key) else {
            return false
        }
        if key.contains(" ") { return true }
        guard let first = key.first, first.isUppercase else { return false }
        return key.dropFirst().contains { $0.isLowercase }
    }

    /// Whether `key` names a text only VoiceOver speaks: a word of it is `voiceover`, `accessibility` or `a11y`
    /// (`voiceover.arriving_in_x_minutes`, `walk_time_view.accessibility_value`, `departure_time.a11y_at_fmt`).
    static func namesSpokenText(_ key: String) -> Bool {
        key.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).contains { word in
            let word = word.lowercased()
            return word == "voiceover" || word.hasPrefix("accessibility") || word == "a11y"
        }
    }
}
