import PermitLocalization

/// The Home Screen quick actions an app's `Info.plist` declares (`UIApplicationShortcutItems`): the system looks
/// each one's `UIApplicationShortcutItemTitle` and `UIApplicationShortcutItemSubtitle` up as a key of the app's
/// `InfoPlist` table, and shows it as written when the chosen localization's table lacks it. A title written as an
/// identifier (`UIApplicationShortcutItemTitle.EraseAndOpen`) is then what the person reads.
enum QuickActionTitles {
    /// The titles and subtitles of the quick actions the property lists at `paths` declare; a file that declares
    /// none is not parsed.
    static func read(_ paths: [String]) -> Set<String> {
        let found = Parallel.map(paths) { _, path -> [String] in
            guard let bytes = try? LocalizationFileSearch.contents(of: path),
                ByteSearch.offset(of: mark, in: bytes, from: 0) != nil,
                case .dictionary(let entries)? = PropertyListReader.read(bytes, file: path).root?.value,
                case .array(let items)? = entries.last(where: { $0.key == "UIApplicationShortcutItems" })?.value.value
            else { return [] }
            return items.flatMap { item -> [String] in
                guard case .dictionary(let fields) = item.value else { return [] }
                return fields.compactMap { field in
                    guard shownFields.contains(field.key), case .string(let text) = field.value.value else { return nil }
                    return text
                }
            }
        }
        return Set(found.joined())
    }

    /// What marks a property list that may declare a quick action.
    private static let mark = Array("UIApplicationShortcutItems".utf8)
    /// The fields of a quick action the system looks up in the `InfoPlist` table.
    private static let shownFields: Set<String> = ["UIApplicationShortcutItemTitle", "UIApplicationShortcutItemSubtitle"]
}
