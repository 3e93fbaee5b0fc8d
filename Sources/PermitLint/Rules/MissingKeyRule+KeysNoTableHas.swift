import Foundation
import PermitLocalization

/// Keys the app's code looks up without a default value that no table of the app has, in any language: the lookup
/// returns the key, and every person reads it (`settings.title`). One `missing-key` error listing them, at the code
/// that looks the first one up. Only identifiers count (a key that is text, `Cancel`, reads as itself); a key found
/// in any localization file below the linted folders, shipped or not, is left to the other findings, and one that
/// ends a key a table has may be a piece the code builds that key from.
extension MissingKeyRule {
    static func reportKeysNoTableHas(
        code: SourceCodeKeys, groups: [LintTableGroup], base: String?, otherFiles: [String],
        into accumulator: inout LintAccumulator
    ) {
        // Lookups with a default count too: an app whose every lookup passes one (Evidens' `value: self`) still
        // names keys no table has.
        guard !groups.isEmpty, !code.lookups.isEmpty || !code.keysWithDefaults.isEmpty else { return }
        var known: Set<String> = []
        for group in groups {
            for table in group.tables.values { known.formUnion(table.entries.lazy.map(\.key)) }
        }
        // In an app whose tables name texts with capitalized words run together (LaunchNow's `ShowAppName` = "Show
        // app name"), a key of three such words (`AddHiddenApps`) is one of theirs, shown as it is.
        let runTogether = Self.namesTextsWithWordsRunTogether(groups, base: base)
        // `CFBundleDisplayName` names an `Info.plist` text, whose value shows where a table lacks it.
        let isRunTogetherKey = { (key: String) in
            runTogether && KeyShape.capitalizedWords(key) >= 3 && !InfoPlistKey.isInfoPlistKey(key)
        }
        reportTextsNoTableHas(
            code: code, known: known, groups: groups, base: base, otherFiles: otherFiles, skipping: isRunTogetherKey,
            into: &accumulator)
        // A SwiftUI literal (`Link("e-recht24.de", destination:)`) shows what the code writes: a domain of a
        // country's two letters reads as itself there, and so do a text that starts with a digit (a text field's
        // example, `100.x.x.x`), which no identifier does, and a host the code writes an address of (VPN-Bypass'
        // `LinkRow(subtitle: "geiser.cloud", url: "https://geiser.cloud")`).
        var missing = code.lookups.filter { key, _ in
            !known.contains(key) && (KeyShape.isIdentifier(key) || isRunTogetherKey(key))
                && !(code.uses[key]?.shownAsWritten == true
                    && (KeyShape.isCountryDomain(key) || key.first.map { $0.isASCII && $0.isNumber } == true
                        || code.literals.contains("https://" + key) || code.literals.contains("http://" + key)))
        }
        guard !missing.isEmpty else { return }
        // A key that ends a key some table has (`alert.invalid_url` for `invalid_url`) is likely a piece the code
        // passes on to build that key: what the person sees is not known.
        var endings: Set<Substring> = []
        for key in known {
            var rest = Substring(key)
            while let dot = rest.firstIndex(of: ".") {
                rest = rest[rest.index(after: dot)...]
                endings.insert(rest)
            }
        }
        missing = missing.filter { key, _ in !endings.contains(Substring(key)) }
        // The files the lint left out (not shipped) may still hold a key: then its table is what is wrong, not the
        // code.
        missing = Self.notHeld(missing, by: otherFiles)
        let sorted = missing.sorted { ($0.value.file, $0.value.offset) < ($1.value.file, $1.value.offset) }
        let places = zip(sorted, SourceCodeKeys.locations(of: sorted.map(\.value))).map { lookup, location in
            (key: lookup.key, place: Diagnostic.RelatedLocation(
                file: lookup.value.file, location: location, message: "the code looks up \"\(lookup.key)\" here"))
        }
        guard let first = places.first else { return }
        let keys = quoted(places.map(\.key))
        accumulator.report(
            Diagnostic(
                .missingKey,
                "the code looks up \(places.count == 1 ? "a key" : "\(places.count) keys") that no table of the app has, "
                    + "in any language (\(keys)): everyone sees the key itself", file: first.place.file,
                at: first.place.location, related: places.dropFirst().map(\.place)),
            for: nil)
    }

    /// Texts the code looks up that no table of the app has, in any language, where the app has translations: keys
    /// with a default value (`OBALoc("stop.title", value: "Stop", comment: "")`) and keys written as their text
    /// (`Text("More Options")`, or with values put in, `Text("Posted by \(name)")`, listed as the code writes it).
    /// Every localization shows them as the code writes them, in the development language:
    /// one `missing-translation` warning listing them (coverage, as for a key one translation lacks). A key written
    /// in letters the base language does not write (FunnyFm's `"WIFI 下自动缓存".localized` in an app whose base is
    /// English) is no development-language text: the people reading the base, and every language that lacks it, see
    /// text in a script they may not read, as they would a raw key: one `missing-key` error listing those.
    private static func reportTextsNoTableHas(
        code: SourceCodeKeys, known: Set<String>, groups: [LintTableGroup], base: String?, otherFiles: [String],
        skipping isKey: (String) -> Bool, into accumulator: inout LintAccumulator
    ) {
        guard groups.contains(where: { $0.tables.count > 1 }) else { return }
        var places: [(key: String, file: String, offset: Int)] = []
        var foreign: [(key: String, file: String, offset: Int)] = []
        var regional: [(key: String, file: String, offset: Int)] = []
        for key in code.keysWithDefaults where !known.contains(key) {
            if let place = code.usePlaces[key] { places.append((key, place.file, place.offset)) }
        }
        // A text of words: not a separator or a sign the code writes between values (`" @"`).
        func isText(_ key: String) -> Bool {
            (KeyShape.readsAsText(key) || KeyLetters.hasUncasedLetters(key))
                && key.unicodeScalars.filter(\.properties.isAlphabetic).count >= 2
        }
        // A lowercase word SwiftUI shows as written (FoeHelper's `Text("levels")`, in an app whose tables name
        // their texts with identifiers): every language reads it so.
        func isWordShown(_ key: String) -> Bool {
            key.count >= 4 && key.allSatisfy { $0.isLetter && $0.isLowercase } && code.uses[key]?.shownAsWritten == true
        }
        var lookups = code.lookups.filter { key, _ in
            !known.contains(key) && (isText(key) || isWordShown(key)) && !isKey(key)
        }
        // A text with values put in (`Text("Posted by \(name)")`), whose key (`Posted by %@`) no table has with any
        // specifier in those places: shown as written, the values put in, in every language. Its words are what
        // the person reads of it, addresses left out (a Markdown link's target): `"\(count) kcal"` is a unit, as
        // `"kcal"` is, and a link whose label and text are values shows no text of the code's.
        let knownPieces = Set(known.compactMap(SourceCodeKeys.interpolationPieces))
        let built = Self.notHeld(
            code.interpolatedLookups.filter { pieces, _ in
                let words = pieces.split(whereSeparator: { $0 == "\u{0}" || $0.isWhitespace }).filter { !$0.contains("://") }
                return !knownPieces.contains(pieces) && isText(words.joined(separator: " "))
            }, by: otherFiles, asInterpolated: true)
        for (pieces, place) in built {
            lookups[pieces.split(separator: "\u{0}", omittingEmptySubsequences: false).joined(separator: "\\(…)")] = place
        }
        for (key, place) in lookups {
            if let base, KeyLetters.areForeign(key, to: base) {
                if Self.readsRegionOrLanguage(before: place.offset, in: place.file) {
                    regional.append((key, place.file, place.offset))
                } else {
                    foreign.append((key, place.file, place.offset))
                }
            } else {
                places.append((key, place.file, place.offset))
            }
        }
        if let base {
            reportListed(foreign, rule: .missingKey, into: &accumulator) { count, keys in
                "the code looks up \(count == 1 ? "a text" : "\(count) texts") that no table of the app has, in any "
                    + "language, written in letters \(base) does not use (\(keys)): people reading \(base), and every "
                    + "language whose letters differ, see \(count == 1 ? "it" : "them") as the code writes "
                    + (count == 1 ? "it" : "them")
            }
            reportListed(regional, rule: .missingKey, severity: .warning, into: &accumulator) { count, keys in
                "the code looks up \(count == 1 ? "a text" : "\(count) texts") that no table of the app has, written in "
                    + "letters \(base) does not use (\(keys)), after reading the person's region or language: shown as "
                    + "written to the people it is chosen for, and to no one else if the code chooses it only for them"
            }
        }
        // A text a table has written in another case or with other closing punctuation (SafeTimer's `Cancelar` for
        // the table's `cancelar`, a sentence without the table's period): the same text, whose translations the
        // code never reaches; every language shows the code's.
        // A text a file the lint left out holds as it is may be found there (a package's own table).
        let near = Self.notHeld(
            Self.translatedKeysDifferingInCase(from: places.map(\.key), known: known, groups: groups), by: otherFiles)
        var seen: Set<String> = []
        let misspelled = places.filter { near[$0.key] != nil && seen.insert($0.key).inserted }
        places.removeAll { near[$0.key] != nil }
        reportListed(misspelled, rule: .missingKey, into: &accumulator) { count, _ in
            let pairs = misspelled.sorted { ($0.file, $0.offset) < ($1.file, $1.offset) }.prefix(3).map { place in
                "\"\(place.key)\" for \"\(near[place.key] ?? "")\""
            }
            return "the code looks up \(count == 1 ? "a text" : "\(count) texts") that no table of the app has, while "
                + "the tables have \(count == 1 ? "it" : "each") translated in another case or with other closing "
                + "punctuation (\(pairs.joined(separator: ", "))\(count > 3 ? " and \(count - 3) more" : "")): the "
                + "translations are never shown, and every language reads the code's text"
        }
        reportListed(places, rule: .missingTranslation, severity: .warning, into: &accumulator) { count, keys in
            "the code looks up \(count == 1 ? "a text" : "\(count) texts") that no table of the app has, in any language "
                + "(\(keys)): every localization shows \(count == 1 ? "it" : "them") as the code writes "
                + "\(count == 1 ? "it" : "them"), in the development language"
        }
    }

    /// Whether the base tables of `groups` name at least three texts with two capitalized words or more run
    /// together, each text other than its key (`ResetLayout` = "Reset Layout" counts; `Cancel` = "Cancel" does not).
    private static func namesTextsWithWordsRunTogether(_ groups: [LintTableGroup], base: String?) -> Bool {
        var found = 0
        for group in groups {
            guard let groupBase = group.base(global: base), let table = group.tables[groupBase] else { continue }
            for entry in table.entries where KeyShape.capitalizedWords(entry.key) >= 2 {
                guard let text = entry.value.representativeText?.text, text != entry.key else { continue }
                found += 1
                if found >= 3 { return true }
            }
        }
        return false
    }

    /// The keys of `texts` that a table of `groups` has in another case or with other closing punctuation
    /// (`Cancelar` and `cancelar`, `Done.` and `Done`), each with that key, when some translation of it is
    /// not the key itself: text of four letters or more, so that `OK` and `Ok` stay apart.
    private static func translatedKeysDifferingInCase(
        from texts: [String], known: Set<String>, groups: [LintTableGroup]
    ) -> [String: String] {
        func folded(_ text: String) -> String {
            // Closing punctuation only: a text with a space at an end is a piece the code joins to others
            // (`"Are you sure you want to delete " + name`), not the table's sentence.
            text.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: ".!?:;…"))
        }
        let wanted = Dictionary(
            texts.filter { $0.unicodeScalars.filter(\.properties.isAlphabetic).count >= 4 }.map { (folded($0), $0) },
            uniquingKeysWith: { first, _ in first })
        guard !wanted.isEmpty else { return [:] }
        var found: [String: String] = [:]
        for key in known {
            guard let text = wanted[folded(key)], found[text] == nil else { continue }
            let translated = groups.contains { group in
                group.tables.values.contains { table in
                    guard let entry = table.entry(forKey: key), case .text(let value, _) = entry.value.variant else { return false }
                    return !value.isEmpty && folded(value) != folded(key)
                }
            }
            if translated { found[text] = key }
        }
        return found
    }

    /// One finding of `rule` listing `places` in file order, at the first, the others its related places; `describe`
    /// words it for their count and their keys, quoted.
    private static func reportListed(
        _ places: [(key: String, file: String, offset: Int)], rule: DiagnosticRule, severity: DiagnosticSeverity? = nil,
        into accumulator: inout LintAccumulator, describe: (_ count: Int, _ keys: String) -> String
    ) {
        guard !places.isEmpty else { return }
        let sorted = places.sorted { ($0.file, $0.offset) < ($1.file, $1.offset) }
        let related = relatedPlaces(sorted)
        accumulator.report(
            Diagnostic(
                rule, describe(sorted.count, quoted(sorted.map(\.key))), file: related[0].file, at: related[0].location,
                severity: severity, related: Array(related.dropFirst())),
            for: nil)
    }

    /// Whether the code reads the person's region or language (`NSLocaleCountryCode`, `regionCode`,
    /// `preferredLanguages`...) in the `window` bytes before `offset` of `file`: a text it then looks up may be one
    /// it shows only where that region reads it (AppBox's Korean "개월" for a Korean region's loans).
    private static func readsRegionOrLanguage(before offset: Int, in file: String, window: Int = 600) -> Bool {
        guard let before = SourceCodeKeys.code(before: (file, offset), window: window) else { return false }
        return regionMarks.contains { ByteSearch.offset(of: $0, in: before) != nil }
    }

    /// What code that reads the person's region or language writes.
    private static let regionMarks = [
        "CountryCode", "countryCode", "regionCode", "region?.identifier", "region.identifier", "LanguageCode",
        "languageCode", "preferredLanguages", "preferredLocalizations",
    ].map { Array($0.utf8) }

    /// Each of `places` as a related place naming its key.
    static func relatedPlaces(
        _ places: [(key: String, file: String, offset: Int)]
    ) -> [Diagnostic.RelatedLocation] {
        zip(places, SourceCodeKeys.locations(of: places.map { ($0.file, $0.offset) })).map { place, location in
            Diagnostic.RelatedLocation(
                file: place.file, location: location, message: "the code looks up \"\(place.key)\" here")
        }
    }

    /// `found`, keyed by key or text, less those that one of `files` (files the lint left out) holds between quotes,
    /// searched as bytes, in UTF-8 and UTF-16.
    /// `asInterpolated` says that the keys of `found` are interpolations' pieces
    /// (`SourceCodeKeys.interpolationPieces(of:)`), held by a key with any specifiers in their places.
    private static func notHeld<Value>(
        _ found: [String: Value], by files: [String], asInterpolated: Bool = false
    ) -> [String: Value] {
        var left = found
        for file in files where !left.isEmpty {
            guard let bytes = try? LocalizationFileSearch.contents(of: file) else { continue }
            var quoted = Self.quotedTexts(in: bytes)
            if asInterpolated {
                quoted = Set(quoted.compactMap(SourceCodeKeys.interpolationPieces))
                left = left.filter { key, _ in !quoted.contains(key) }
            } else {
                left = left.filter { key, _ in key.contains("\"") ? !Self.holds(bytes, key) : !quoted.contains(key) }
            }
        }
        return left
    }

    /// The texts `bytes` hold between two quotes in a row, read as UTF-8 and, where the bytes hold a zero, as UTF-16
    /// of either byte order: a key without a quote of its own is one of them when the bytes hold it quoted (one set
    /// per file, rather than a search of the file per key).
    private static func quotedTexts(in bytes: [UInt8]) -> Set<String> {
        var texts: Set<String> = []
        func addSegments(of text: String) {
            let segments = text.unicodeScalars.split(separator: "\"", omittingEmptySubsequences: false)
            for segment in segments.dropFirst().dropLast() { texts.insert(String(String.UnicodeScalarView(segment))) }
        }
        addSegments(of: String(decoding: bytes, as: UTF8.self))
        if bytes.contains(0) {
            let pairs = stride(from: 0, to: bytes.count - 1, by: 2)
            addSegments(of: String(decoding: pairs.map { UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8 }, as: UTF16.self))
            addSegments(of: String(decoding: pairs.map { UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]) }, as: UTF16.self))
        }
        return texts
    }

    /// Whether `bytes` hold `key` quoted, in UTF-8 or in UTF-16 of either byte order.
    private static func holds(_ bytes: [UInt8], _ key: String) -> Bool {
        let quoted = "\"" + key + "\""
        let littleEndian = quoted.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let bigEndian = quoted.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        return [Array(quoted.utf8), littleEndian, bigEndian].contains { ByteSearch.offset(of: $0, in: bytes) != nil }
    }
}
