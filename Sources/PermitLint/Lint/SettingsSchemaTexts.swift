import Foundation
import PermitLocalization

/// The texts a `Settings.bundle`'s schema files show, which the Settings app looks up in their strings table: each
/// specifier's `Title`, `FooterText`, and a multi-value's `Titles` and `ShortTitles`. The schema (`Root.plist`, a
/// child pane's plist) holds the development language's text itself, so a translation's key that is one of them is
/// no obsolete key, whether or not the base's `Root.strings` repeats it.
enum SettingsSchemaTexts {
    /// The texts of the schema files of `bundle` (a folder named `Settings.bundle`) that look up the table `table`
    /// (their `StringsTable`, or their own name when they name none); empty for any other folder.
    static func texts(in bundle: String, table: String) -> Set<String> {
        guard bundle.hasSuffix("Settings.bundle") else { return [] }
        var texts: Set<String> = []
        let files = (try? FileManager.default.contentsOfDirectory(atPath: bundle)) ?? []
        for file in files.sorted() where file.hasSuffix(".plist") {
            guard let bytes = try? LocalizationFileSearch.contents(of: bundle + "/" + file),
                case .dictionary(let entries)? = PropertyListReader.read(bytes).root?.value
            else { continue }
            let named = entries.last { $0.key == "StringsTable" }.flatMap { entry -> String? in
                if case .string(let name) = entry.value.value { return name }
                return nil
            }
            guard (named ?? String(file.dropLast(".plist".count))) == table,
                let specifiers = entries.last(where: { $0.key == "PreferenceSpecifiers" }),
                case .array(let items) = specifiers.value.value
            else { continue }
            for item in items {
                guard case .dictionary(let fields) = item.value else { continue }
                for field in fields where shownFields.contains(field.key) { texts.formUnion(strings(in: field.value)) }
            }
        }
        return texts
    }

    /// The fields of a specifier whose strings the Settings app shows, looked up in the table.
    private static let shownFields: Set<String> = ["Title", "FooterText", "Titles", "ShortTitles"]

    /// A string, or the strings of an array.
    private static func strings(in node: PropertyListNode) -> [String] {
        switch node.value {
        case .string(let text): [text]
        case .array(let items): items.flatMap(strings(in:))
        default: []
        }
    }
}
