/// The translations under one bundle root: `<localization>.lproj/<Table>.strings` and `.stringsdict` files, and
/// `<Table>.xcstrings` String Catalogs; `.lproj` tables are loaded lazily, one table of one localization at a time.
///
/// Readers get an immutable snapshot; `reload()` scans the root again and swaps in a new snapshot atomically, so
/// renders running during a reload finish on the tables they started with.
public final class LocalizationCatalog: Sendable {
    /// The folder the catalog reads.
    public let root: String
    private let current: Locked<CatalogSnapshot>

    /// Creates a catalog over `root`, listing its localizations (no table is read until asked for).
    public init(root: String) {
        self.root = root
        self.current = Locked(CatalogSnapshot(root: root))
    }

    /// The localizations the root holds: `.lproj` folder names without the extension, and the languages of its
    /// String Catalogs, sorted.
    public var localizations: [String] { snapshot.localizations }

    /// The table `name` in `localization`, read on first use; `nil` when the localization has no such table.
    public func table(_ name: String, localization: String) -> LocalizedTable? {
        snapshot.table(name, localization: localization)
    }

    /// Scans the root again and replaces the snapshot; tables are read afresh on their next use.
    public func reload() {
        let fresh = CatalogSnapshot(root: root)
        current.withLock { $0 = fresh }
    }

    /// The listing and tables in use now; a rescan replaces it with another object.
    var snapshot: CatalogSnapshot { current.withLock { $0 } }
}
