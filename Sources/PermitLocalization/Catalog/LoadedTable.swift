/// A table as a catalog snapshot keeps it once read, and beside each of its strings that is one text holding a
/// `%`, that string prepared (its text parsed, see `PreparedString`) on its first render and kept while the table
/// is: later renders find the parse beside the string instead of parsing the text or looking the parse up by
/// text. Shared by reference.
///
/// Nothing is prepared for a table only read through `LocalizationCatalog.table(_:localization:)`, and only the
/// strings rendered are parsed: a parse takes several times the memory of its text.
final class LoadedTable: Sendable {
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

    /// The table as read.
    let table: LocalizedTable
    /// The places of the table's preparations, made at the first render from the table.
    private let places = LazyReference<PreparationPlaces>()

    init(_ table: LocalizedTable) {
        self.table = table
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
        let places = places.load() ?? places.storeIfNil(PreparationPlaces(table))
        if let prepared = places.prepared(key, in: table) { return .prepared(prepared) }
        guard let string = table.strings[key] else { return nil }
        guard case .text(let text, _) = string.variant else { return .string(string) }
        return .text(text)
    }
}

/// One place per string of a table that is one text holding a `%`, each keeping that string's preparation once
/// made. Immutable but for the preparations, each set once.
private final class PreparationPlaces: Sendable {
    /// The place where one string's preparation is kept once made; two renders making it at once both make it,
    /// and the first stored is kept.
    final class Place: Sendable {
        let preparation = LazyReference<PreparedString>()
    }

    private let places: [String: Place]

    init(_ table: LocalizedTable) {
        places = table.strings.compactMapValues { string in
            guard case .text(let text, _) = string.variant, TemplateRenderer.containsPercent(text) else { return nil }
            return Place()
        }
    }

    /// The preparation of the string of `key` in `table` (the table the places were made for), made on first
    /// use; `nil` when the table holds no text with a `%` under `key`.
    func prepared(_ key: String, in table: LocalizedTable) -> PreparedString? {
        guard !places.isEmpty, let place = places[key] else { return nil }
        if let prepared = place.preparation.load() { return prepared }
        guard let string = table.strings[key], let prepared = PreparedString(string) else { return nil }
        return place.preparation.storeIfNil(prepared)
    }
}
