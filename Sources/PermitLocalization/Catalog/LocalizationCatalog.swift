import Foundation
public import Logging
import Synchronization

/// The translations under one bundle root: `<localization>.lproj/<Table>.strings` and `.stringsdict` files, and
/// `<Table>.xcstrings` String Catalogs; `.lproj` tables are loaded lazily, one table of one localization at a time.
///
/// Readers get an immutable snapshot; `reload()` scans the root again and swaps in a new snapshot atomically, so
/// renders running during a reload finish on the tables they started with.
public final class LocalizationCatalog: Sendable {
    /// The folder the catalog reads.
    package let root: String
    private let current: Locked<CatalogSnapshot>
    /// The identity of `current`'s snapshot, published with each swap, so that a reader can ask whether a snapshot
    /// it holds is still the one in use without taking the lock (`isCurrent(_:)`, asked at every render).
    private let currentIdentity: Atomic<UInt>
    private let logger: Logger

    /// Creates a catalog over `root`, listing its localizations (no table is read until asked for).
    ///
    /// - Throws: `CatalogError` when `root` does not exist or is not a folder: a catalog over nothing would
    ///   silently answer every key with the key itself.
    /// - Parameters:
    ///   - root: The bundle root: the folder that holds the `.lproj` folders and String Catalogs.
    ///   - logger: Where files that cannot be read, or that Apple's runtime would not load whole, are reported
    ///     (as errors, once per table read).
    public init(root: String, logger: Logger = Logger(label: "permit")) throws(CatalogError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder) else {
            throw CatalogError(code: .missingRoot, paths: [root])
        }
        guard isFolder.boolValue else { throw CatalogError(code: .rootIsNotAFolder, paths: [root]) }
        self.root = root
        self.logger = logger
        let snapshot = CatalogSnapshot(root: root, logger: logger)
        self.current = Locked(snapshot)
        self.currentIdentity = Atomic(UInt(bitPattern: ObjectIdentifier(snapshot)))
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
        let fresh = CatalogSnapshot(root: root, logger: logger)
        current.withLock { snapshot in
            snapshot = fresh
            currentIdentity.store(UInt(bitPattern: ObjectIdentifier(fresh)), ordering: .releasing)
        }
    }

    /// The listing and tables in use now; a rescan replaces it with another object.
    var snapshot: CatalogSnapshot { current.withLock { $0 } }

    /// Whether `snapshot` is the one in use: no rescan has replaced it since it was taken. No other object can
    /// have its identity meanwhile, as the caller holds it.
    func isCurrent(_ snapshot: CatalogSnapshot) -> Bool {
        currentIdentity.load(ordering: .acquiring) == UInt(bitPattern: ObjectIdentifier(snapshot))
    }
}
