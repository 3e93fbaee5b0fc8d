/// The name of a localization as a bundle spells it in a folder name, `<name>.lproj`, with the BCP 47 tag it
/// stands for.
///
/// Accepted names:
/// - BCP 47 language tags made of a language (two, three or five to eight letters), an optional script (four
///   letters), an optional region (two letters or three digits) and any variants (five to eight letters and digits,
///   or a digit and three more): `en`, `zh-Hant-HK`, `es-419`, `de-CH-1996`. Letter case is free.
/// - The same with underscores, as older bundles write them: `zh_CN`, `pt_BR`.
/// - `Base`, exactly so, for the base internationalization.
/// - The legacy English names of the Mac OS language table, such as `English` and `Japanese`, exactly so.
///
/// Everything else is rejected, so that a name can become part of a path safely: only ASCII letters, digits and one
/// kind of separator pass. Extensions and private use (`en-u-ca-buddhist`, `x-pseudo`), extended languages (`zh-yue`;
/// write `yue`) and the irregular grandfathered tags (`i-klingon`, `en-GB-oed`) are rejected too: Apple's tools do
/// not name folders with them. Only well-formedness is checked: a well-formed tag that no registry lists, such as
/// `qq`, is accepted. Parsing looks at no more than `maximumLength + 1` bytes.
///
/// Two names are equal when they are spelled alike; compare `tag` to ask whether two folders hold the same
/// localization (`en_GB` and `en-GB` do).
package struct LocalizationName: Hashable, Sendable, CustomStringConvertible {
    /// The longest name accepted, in bytes.
    package static let maximumLength = 64

    /// The name of the base internationalization folder, `Base.lproj`.
    package static let baseName = "Base"

    /// The name exactly as written.
    package let original: String

    /// The BCP 47 tag in conventional case (language lowercase, script titlecase, region uppercase, variants
    /// lowercase) with hyphens: `zh_cn` gives `zh-CN`, `English` gives `en`. `Base` for the base localization, which
    /// no BCP 47 tag can spell (a four-letter language is not accepted).
    package let tag: String

    /// Whether this is the base internationalization, `Base`.
    package var isBase: Bool { tag == Self.baseName }

    /// The name as written.
    package var description: String { original }

    /// Reads a folder name without its `.lproj` extension.
    package init(parsing name: String) throws(LocalizationNameError) {
        let bytes = Array(name.utf8.prefix(Self.maximumLength + 1))
        guard !bytes.isEmpty else { throw .empty }
        guard bytes.count <= Self.maximumLength else { throw .tooLong(limit: Self.maximumLength) }
        // Before any comparison of strings: Swift compares them by canonical equivalence, under which
        // "\u{212A}orean" (KELVIN SIGN) equals "Korean".
        for (offset, byte) in bytes.enumerated() where !LanguageSubtag.isAlphanumeric(byte) && !Self.isSeparator(byte) {
            throw .disallowedByte(byte, offset: offset)
        }
        original = name
        if name == Self.baseName {
            tag = Self.baseName
        } else if let legacyTag = LegacyLocalizationName.tags[name] {
            tag = legacyTag
        } else if let candidates = LegacyLocalizationName.ambiguousCandidates[name] {
            throw .ambiguousLegacyName(name, candidates: candidates)
        } else {
            tag = try Self.conventionalTag(ofWellFormed: bytes)
        }
    }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == LanguageSubtag.hyphen || byte == UInt8(ascii: "_")
    }

    /// The places of the subtags after the language, in the order the grammar allows them.
    private enum SubtagPlace: Comparable {
        case language, script, region, variant
    }

    /// Checks the grammar of a name of ASCII letters, digits and separators, and gives its tag.
    private static func conventionalTag(ofWellFormed bytes: [UInt8]) throws(LocalizationNameError) -> String {
        var subtags: [ArraySlice<UInt8>] = []
        var separator: UInt8?
        var start = 0
        for index in 0...bytes.count where index == bytes.count || isSeparator(bytes[index]) {
            if index < bytes.count {
                if let separator, separator != bytes[index] { throw .mixedSeparators(offset: index) }
                separator = bytes[index]
            }
            guard index > start else { throw .emptySubtag(offset: start) }
            subtags.append(bytes[start..<index])
            start = index + 1
        }

        let language = subtags[0]
        guard [2, 3, 5, 6, 7, 8].contains(language.count), language.allSatisfy(LanguageSubtag.isLetter) else {
            throw .invalidLanguage(text(of: language))
        }
        var place = SubtagPlace.language
        for subtag in subtags.dropFirst() {
            let isLetters = subtag.allSatisfy(LanguageSubtag.isLetter)
            let startsWithDigit = subtag.first.map(LanguageSubtag.isDigit) ?? false
            switch subtag.count {
            case 9...:
                throw .subtagTooLong(text(of: subtag), offset: subtag.startIndex)
            case 1:
                throw .extensionOrPrivateUse(singleton: text(of: subtag), offset: subtag.startIndex)
            case 4 where place < .script && isLetters:
                place = .script
            case 2 where place < .region && isLetters:
                place = .region
            case 3 where place < .region && subtag.allSatisfy(LanguageSubtag.isDigit):
                place = .region
            case 5...8:
                place = .variant
            case 4 where startsWithDigit:
                place = .variant
            default:
                throw .unexpectedSubtag(text(of: subtag), offset: subtag.startIndex)
            }
        }
        return LanguageSubtag.conventionalTag(subtags)
    }

    private static func text(of subtag: ArraySlice<UInt8>) -> String { String(decoding: subtag, as: UTF8.self) }
}
