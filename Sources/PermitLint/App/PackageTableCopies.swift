import PermitLocalization

/// The tables an app's own target copies that are, byte for byte and in every localization, a Swift package's
/// tables the package's code reads from the package's own bundle.
///
/// Zashi's app target ships `secant/Resources/{en,es}.lproj/Localizable.strings`, identical to the `Generated`
/// package's `Resources/{en,es}.lproj/Localizable.strings`, whose SwiftGen accessors look every key up in
/// `Bundle.module`: the person reads the package's copy, and the app's is never read. Linting both reports each
/// defect twice, once in a file nobody reads. A copy that differs in one byte or one localization, or a package whose
/// code never names `Bundle.module` (its lookups read the main bundle, the app's copy), keeps both.
enum PackageTableCopies {
    /// The files among `files` (as the lint found them) that are such unread copies, given the code files `sources`.
    static func unread(among files: [String], sources: [String], app: AppModel) -> [String] {
        var appTables: [TableName: [String: String]] = [:]
        var packageTables: [TableName: [String: String]] = [:]
        var packageFolders: [String: String] = [:]
        for file in files {
            guard let (table, localization) = place(of: file) else { continue }
            let absolute = ProjectPath.absolute(file)
            if let folder = app.packageTargetFolder(copying: absolute) {
                packageTables[table, default: [:]][localization] = file
                packageFolders[table.bundle] = folder
            } else if app.appTargetCopies(absolute) {
                appTables[table, default: [:]][localization] = file
            }
        }
        guard !packageTables.isEmpty, !appTables.isEmpty else { return [] }
        var unread: [String] = []
        var readsOwnBundle: [String: Bool] = [:]
        for (table, copies) in appTables.sorted(by: { $0.key.bundle < $1.key.bundle }) {
            let original = packageTables.first { other, localizations in
                other.name == table.name && localizations.keys.sorted() == copies.keys.sorted()
                    && copies.allSatisfy { localization, file in localizations[localization].map { sameBytes(file, $0) } ?? false }
            }
            guard let original, let folder = packageFolders[original.key.bundle] else { continue }
            let reads = readsOwnBundle[folder] ?? namesOwnBundle(folder: folder, sources: sources)
            readsOwnBundle[folder] = reads
            if reads { unread += copies.values.sorted() }
        }
        return unread
    }

    /// A table by the folder of its bundle's resources (the folder holding `en.lproj`, or holding the catalog) and
    /// its file name.
    private struct TableName: Hashable {
        var bundle: String
        var name: String
    }

    /// The table `file` belongs to and its localization (`""` for a String Catalog, which holds them all).
    private static func place(of file: String) -> (TableName, String)? {
        let name = ProjectPath.name(of: file)
        guard [".strings", ".stringsdict", ".xcstrings"].contains(where: name.hasSuffix) else { return nil }
        let folder = ProjectPath.parent(of: file)
        if name.hasSuffix(".xcstrings") { return (TableName(bundle: folder, name: name), "") }
        let folderName = ProjectPath.name(of: folder)
        guard folderName.hasSuffix(".lproj") else { return nil }
        return (TableName(bundle: ProjectPath.parent(of: folder), name: name), folderName)
    }

    private static func sameBytes(_ first: String, _ second: String) -> Bool {
        guard let one = try? LocalizationFileSearch.contents(of: first),
            let other = try? LocalizationFileSearch.contents(of: second)
        else { return false }
        return one == other
    }

    /// Whether a Swift file in the package target's `folder` names `Bundle.module`.
    private static func namesOwnBundle(folder: String, sources: [String]) -> Bool {
        sources.contains { source in
            guard source.hasSuffix(".swift"), ProjectPath.isInside(ProjectPath.absolute(source), folder: folder),
                let bytes = try? LocalizationFileSearch.contents(of: source)
            else { return false }
            return bytes.withUnsafeBufferPointer { ByteSearch.offset(of: "Bundle.module", in: $0) != nil }
        }
    }
}
