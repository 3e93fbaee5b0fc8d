/// A table as a localizer renders from it: the table, and a place beside each of its strings that is one text
/// holding a `%`, where that string is kept prepared (its text parsed, see `PreparedString`) from its first render
/// on, so that later renders find the parse beside the string instead of parsing the text or looking the parse up
/// by text. Made when a localizer first links the table (`CatalogSnapshot.preparedTable`); a table only read
/// through `LocalizationCatalog.table(_:localization:)` has none. Only the strings rendered are parsed: a parse
/// takes several times the memory of its text. Shared by reference.
final class PreparedTable: Sendable {
    /// What a render starts from for one key.
    enum Entry {
        /// A text without `%`: printed as it is.
        case text(String)
        /// A text with a `%`, parsed once.
        case prepared(PreparedString)
        /// A string of variants (plural, device, width): its variant is chosen, then its text parsed, at each
        /// render.
        case string(LocalizedString)

        /// The localized string, when the entry holds it (a text without `%` needs only its text).
        var localizedString: LocalizedString? {
            switch self {
            case .text: nil
            case .prepared(let prepared): prepared.string
            case .string(let string): string
            }
        }
    }

    /// The place where one string's preparation is kept once made; two renders making it at once both make it,
    /// and the first stored is kept.
    private final class Place: Sendable {
        let preparation = LazyReference<PreparedString>()
    }

    /// The table as read.
    let table: LocalizedTable
    /// One place per string of the table that is one text holding a `%`, by key.
    private let places: [String: Place]

    init(_ table: LocalizedTable) {
        self.table = table
        places = table.strings.compactMapValues { string in
            guard case .text(let text, _) = string.variant, text.containsUTF8Byte(UInt8(ascii: "%")) else { return nil }
            return Place()
        }
    }

    /// The string for `key`; `nil` when the table has no such key.
    func string(for key: String) -> LocalizedString? {
        table.strings[key]
    }

    /// What a render of `key` starts from; `nil` when the table has no such key.
    ///
    /// A string with a `%` is found by its place alone once prepared (the preparation holds the string): one
    /// lookup of the key, where looking in the table first took a second lookup and a copy of the string. Any
    /// other string costs a lookup of the key among the places (none when the table has no `%` at all) before its
    /// lookup in the table.
    func entry(for key: String) -> Entry? {
        if !places.isEmpty, let place = places[key] {
            if let prepared = place.preparation.load() { return .prepared(prepared) }
            if let string = table.strings[key], let prepared = PreparedString(string) {
                return .prepared(place.preparation.storeIfNil(prepared))
            }
        }
        guard let string = table.strings[key] else { return nil }
        guard case .text(let text, _) = string.variant else { return .string(string) }
        return .text(text)
    }
}
