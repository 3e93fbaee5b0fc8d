import PermitLocalization
import Foundation

/// The tables that translate one another: one table name's `.lproj` files under one root, or one String Catalog.
struct LintTableGroup {
    /// Where the group's localizations come from.
    enum Origin {
        /// `.lproj` folders under a root.
        case folders
        /// A String Catalog, with its source language and the keys it marks as not to be translated.
        case catalog(sourceLanguage: String?, untranslatable: Set<String>)
        /// One table of Xcode's exports (`.xliff` files, `.xcloc` bundles) in one folder: its source language, the
        /// keys marked `translate="no"`, and whether the exported table is a String Catalog (whose keys hold the
        /// arguments the code passes).
        case exchange(sourceLanguage: String?, untranslatable: Set<String>, isCatalog: Bool)
    }

    /// The folder holding the `.lproj` folders or the catalog.
    var root: String
    /// The table's name: the file name without its extension.
    var name: String
    /// Where the localizations come from.
    var origin: Origin
    /// The tables by localization.
    var tables: [String: LintTable]
    /// The storyboard or XIB the group's tables translate, when one is beside them and could be read: its texts are
    /// the source of keys the tables lack, and a key whose object it no longer has is shown to no one.
    var interfaceFile: InterfaceFile? = nil
    /// A String Catalog's keys that have no text in its source language, in catalog order: the lookup returns the key,
    /// which the person reads as it is.
    var keysWithoutSourceText: [LintTable.Entry] = []
    /// A String Catalog's keys added by hand (`extractionState` `manual`), for which Xcode can generate Swift symbols.
    var manualKeys: [String] = []

    /// The localization this group's translations are compared with: a catalog's source language, else `base`.
    func base(global base: String?) -> String? {
        switch origin {
        case .catalog(let sourceLanguage?, _), .exchange(let sourceLanguage?, _, _): return sourceLanguage
        case .folders:
            // A table the base localization lacks whose development text is in `Base.lproj` (an English-keyed
            // `Sparkle.strings` with no `en` copy) is compared with Base's.
            if let base, tables[base] == nil, tables[LocalizationName.baseName] != nil { return LocalizationName.baseName }
            return base
        default: return base
        }
    }

    /// Whether `key` is marked as not to be translated.
    func isUntranslatable(_ key: String) -> Bool {
        switch origin {
        case .catalog(_, let untranslatable), .exchange(_, let untranslatable, _): untranslatable.contains(key)
        case .folders: false
        }
    }

    /// Whether the keys hold the arguments the code passes (String Catalogs, exported or not).
    var keysHoldArguments: Bool {
        switch origin {
        case .catalog: true
        case .exchange(_, _, let isCatalog): isCatalog
        case .folders: false
        }
    }

    /// Whether a key the localization lacks is a text still to translate, which the person sees in the
    /// development language until the translation is imported (an export's unit without a target).
    var isExchange: Bool {
        if case .exchange = origin { return true }
        return false
    }

    /// The interface files whose text a table of theirs translates, by extension.
    static let interfaceFileExtensions = ["storyboard", "xib", "intentdefinition"]

    /// The storyboard, XIB or intent definition named `name` in `root` or in its `Base.lproj` (or any of `folders`), read; `nil` when
    /// there is none or it is not well-formed.
    static func interfaceDocument(named name: String, root: String, folders: [String] = []) -> InterfaceFile? {
        for folder in [root, root + "/Base.lproj"] + folders {
            for fileExtension in interfaceFileExtensions {
                let path = folder + "/" + name + "." + fileExtension
                guard let bytes = try? LocalizationFileSearch.contents(of: path) else { continue }
                return fileExtension == "intentdefinition"
                    ? IntentDefinition.read(bytes, file: path) : InterfaceFile.read(bytes, file: path)
            }
        }
        return nil
    }

    /// Whether the group's `.lproj` table translates a storyboard, XIB or intent definition beside it (in the root's
    /// `Base.lproj` or any of its `.lproj` folders, `folders`): a key the table lacks then shows the interface file's own text.
    func translatesInterfaceFile(folders: [String: String]) -> Bool {
        if interfaceFile != nil { return true }
        guard case .folders = origin else { return false }
        let fileManager = FileManager.default
        // Base.lproj often holds only the interface files, so no table of it was read.
        return ([root + "/Base.lproj"] + folders.values).contains { folder in
            Self.interfaceFileExtensions.contains { fileManager.fileExists(atPath: folder + "/" + name + "." + $0) }
        }
    }
}
