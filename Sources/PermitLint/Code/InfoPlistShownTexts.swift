import PermitLocalization

/// The texts an app's `Info.plist` writes that the system looks up as keys of the app's `InfoPlist` table, and shows
/// as written where the chosen localization's table lacks them: a Home Screen quick action's
/// `UIApplicationShortcutItemTitle` and `UIApplicationShortcutItemSubtitle` (`UIApplicationShortcutItems`), a
/// document type's `CFBundleTypeName` (`CFBundleDocumentTypes`, Finder's Kind), and a declared type's
/// `UTTypeDescription` (`UTExportedTypeDeclarations`, `UTImportedTypeDeclarations`). Such a key is asked for, never
/// obsolete; one written as an identifier (`UIApplicationShortcutItemTitle.EraseAndOpen`) is what the person reads
/// where it is missing.
enum InfoPlistShownTexts {
    /// The texts the property lists at `paths` declare; a file that declares none is not parsed.
    static func read(_ paths: [String]) -> Set<String> {
        let found = Parallel.map(paths) { _, path -> [String] in
            guard let bytes = try? LocalizationFileSearch.contents(of: path),
                marks.contains(where: { ByteSearch.offset(of: $0, in: bytes, from: 0) != nil }),
                case .dictionary(let entries)? = PropertyListReader.read(bytes, file: path).root?.value
            else { return [] }
            return shownFields.flatMap { list, fields -> [String] in
                guard case .array(let items)? = entries.last(where: { $0.key == list })?.value.value else { return [] }
                return items.flatMap { item -> [String] in
                    guard case .dictionary(let itemFields) = item.value else { return [] }
                    return itemFields.compactMap { field in
                        guard fields.contains(field.key), case .string(let text) = field.value.value else { return nil }
                        return text
                    }
                }
            }
        }
        return Set(found.joined())
    }

    /// The lists of an `Info.plist` whose items hold shown texts, and the fields of an item that hold them.
    private static let shownFields: [String: Set<String>] = [
        "UIApplicationShortcutItems": ["UIApplicationShortcutItemTitle", "UIApplicationShortcutItemSubtitle"],
        "CFBundleDocumentTypes": ["CFBundleTypeName"],
        "UTExportedTypeDeclarations": ["UTTypeDescription"],
        "UTImportedTypeDeclarations": ["UTTypeDescription"],
    ]

    /// What marks a property list that may declare one of them.
    private static let marks = shownFields.keys.sorted().map { Array($0.utf8) }
}
