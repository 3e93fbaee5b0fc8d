import PermitLocalization

/// The permission texts of an app's `Info.plist` (`NSCameraUsageDescription`...) that a localization the app ships
/// has no translation of: the system looks them up in that localization's `InfoPlist` table and, where it lacks
/// one, asks the person for the permission in the `Info.plist`'s words, the development language's. Where the base
/// has no `InfoPlist.strings` (its texts are the `Info.plist`'s), no table comparison sees them.
extension MissingTranslationRule {
    /// One `missing-translation` warning per localization of `groups` (the base's language and pseudo-localizations
    /// aside) whose `InfoPlist` table lacks permission texts declared in `files` (`Info.plist` files, and Xcode
    /// projects' `project.pbxproj`, whose build settings make the `Info.plist`), at the first text's key. Only tables
    /// near the property list count (below the folder that holds its folder), those of `libraries` (a package's or a
    /// framework's own bundle), settings bundles and exports aside. A property list is the app's when a product
    /// target builds its `Info.plist` from it, not when only test targets do (`targetKind`, from the projects'
    /// `INFOPLIST_FILE`); one no target names is not the app's in an example, demo, sample or test app's folder, or
    /// below a vendored folder. A translation in any localization of the same language (`pt` for `pt-BR`) counts.
    static func reportPermissionTextsNotTranslated(
        declaredIn files: [String], groups: [LintTableGroup], base: String?, libraries: [String],
        targetKind: (String) -> AppTarget.Kind? = { _ in nil }, into accumulator: inout LintAccumulator
    ) {
        guard let base, let baseLanguage = UntranslatedText.language(of: base) else { return }
        let appGroups = groups.filter { group in
            !group.isExchange && !group.root.split(separator: "/").contains { $0.hasSuffix(".bundle") }
                && !libraries.contains { ProjectPath.isInside(group.root, folder: $0) }
        }
        // A text another file declares alike (an app's `Info.plist` per configuration) is reported once.
        var reported: Set<[String]> = []
        for plist in files where targetKind(plist).map({ $0 == .product }) ?? isTheApps(plist) {
            let folder = ProjectPath.parent(of: ProjectPath.parent(of: plist))
            let near = appGroups.filter { folder == "." || ProjectPath.isInside($0.root, folder: folder) }
            // A text the base's own `InfoPlist` table writes is compared with its translations as any other.
            let inBase = Set(near.lazy.filter { $0.name == "InfoPlist" }.flatMap { group in
                group.tables.filter { UntranslatedText.language(of: $0.key).map { $0 == baseLanguage } ?? true }
                    .values.flatMap { $0.entries.map(\.key) }
            })
            let texts = permissionTexts(in: plist).filter { !inBase.contains($0.key) && !reported.contains([$0.key, $0.text]) }
            guard !texts.isEmpty else { continue }
            // Per language, the permission keys some localization of it translates.
            var translated: [String: Set<String>] = [:]
            var localizations: Set<String> = []
            for group in near {
                for (localization, table) in group.tables {
                    guard let language = UntranslatedText.language(of: localization) else { continue }
                    if group.name == "InfoPlist" {
                        for entry in table.entries where texts.contains(where: { $0.key == entry.key }) {
                            translated[language, default: []].insert(entry.key)
                        }
                    }
                    localizations.insert(localization)
                }
            }
            // One finding per set of texts lacking, naming the localizations that lack it: those of every language
            // but the one the file's texts are written in (an `Info.plist` written in Italian in an English app asks
            // the English in Italian, the Italians in their own words).
            let whole = texts.map(\.text).joined(separator: "\n")
            // The words of each language are read from its main tables, where there are some; the base's first, which
            // most often write most of them.
            let main = near.filter { $0.name == "Localizable" || $0.name == "InfoPlist" }
            let tables = (main.isEmpty ? near : main).flatMap { group in group.tables.map { ($0.key, $0.value) } }
            let baseTables = tables.filter { UntranslatedText.language(of: $0.0) == baseLanguage }
            let written =
                WrittenLanguage(for: [whole], tables: baseTables).isMostly(whole, in: baseLanguage)
                ? baseLanguage : WrittenLanguage(for: [whole], tables: tables).language(of: whole, baseLanguage: baseLanguage)
            var lackingBy: [[String]: [String]] = [:]
            for localization in localizations.sorted() {
                guard let language = UntranslatedText.language(of: localization), language != written else { continue }
                let lacking = texts.filter { !(translated[language]?.contains($0.key) ?? false) }.map(\.key)
                if !lacking.isEmpty { lackingBy[lacking, default: []].append(localization) }
            }
            for (keys, lacking) in lackingBy.sorted(by: { $0.value[0] < $1.value[0] }) {
                let listed = texts.filter { keys.contains($0.key) }
                for text in listed { reported.insert([text.key, text.text]) }
                let count = listed.count
                let quoted = listed.prefix(3).map { "\($0.key) (\"\($0.text)\")" }.joined(separator: ", ")
                let named = lacking.prefix(5).joined(separator: ", ") + (lacking.count > 5 ? " and \(lacking.count - 5) more" : "")
                accumulator.report(
                    Diagnostic(
                        .missingTranslation,
                        "\(named) \(lacking.count == 1 ? "has" : "have") no translation of "
                            + (count == 1 ? "a permission text" : "\(count) permission texts")
                            + " of the app's Info.plist, in any InfoPlist table of \(lacking.count == 1 ? "its" : "their") "
                            + "language: \(quoted)" + (count > 3 ? " and \(count - 3) more" : "")
                            + ": people using the app in \(lacking.count == 1 ? "it" : "them") are asked for "
                            + (count == 1 ? "that permission" : "those permissions") + " in the Info.plist's words",
                        file: plist, at: listed[0].location, severity: .warning),
                    for: nil)
            }
        }
    }

    /// Whether the property list or project at `path` may be the shipped app's: not below a vendored folder, nor in
    /// an example, demo, sample or test app's folder.
    private static func isTheApps(_ path: String) -> Bool {
        !path.split(separator: "/").dropLast().contains { component in
            // A test target's folder ends in "Tests"; an app may be named "…Test" (RakevetPlus' `TravelTest`).
            let name = component.lowercased()
            return AppModel.vendoredFolders.contains(String(component)) || name.hasSuffix("tests")
                || ["example", "demo", "sample"].contains { name.hasPrefix($0) || name.hasSuffix($0) }
        }
    }

    /// The permission texts (`NS…UsageDescription` keys with a text) the property list at `path` declares, in its
    /// order, or an Xcode project's `project.pbxproj` as build settings of the `Info.plist` Xcode writes
    /// (`INFOPLIST_KEY_NSCameraUsageDescription = "…";`, the first of each key); none when it declares none or
    /// cannot be read. A build setting's value (`$(CAMERA_USAGE)`) is not known here.
    private static func permissionTexts(in path: String) -> [(key: String, text: String, location: SourceLocation?)] {
        guard let bytes = try? LocalizationFileSearch.contents(of: path),
            ByteSearch.offset(of: usageMark, in: bytes, from: 0) != nil
        else { return [] }
        let found: [(key: String, text: String, location: SourceLocation?)]
        if path.hasSuffix(".pbxproj") {
            found = buildSettingTexts(in: String(decoding: bytes, as: UTF8.self))
        } else {
            guard case .dictionary(let entries)? = PropertyListReader.read(bytes, file: path).root?.value else { return [] }
            found = entries.compactMap { entry in
                guard isPermissionKey(entry.key), case .string(let text) = entry.value.value else { return nil }
                return (entry.key, text, entry.keyLocation)
            }
        }
        return found.filter { $0.text.contains(where: \.isLetter) && !($0.text.hasPrefix("$(") && $0.text.hasSuffix(")")) }
    }

    /// Whether `key` names a permission text of `Info.plist`.
    private static func isPermissionKey(_ key: some StringProtocol) -> Bool {
        key.hasPrefix("NS") && key.hasSuffix("UsageDescription")
    }

    /// The permission texts an Xcode project's build settings give the `Info.plist` Xcode writes, each key once.
    private static func buildSettingTexts(in project: String) -> [(key: String, text: String, location: SourceLocation?)] {
        var found: [(key: String, text: String, location: SourceLocation?)] = []
        var offset = 0
        for (index, line) in project.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            defer { offset += line.utf8.count + 1 }
            let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
            guard trimmed.hasPrefix(settingPrefix), let equals = trimmed.firstIndex(of: "=") else { continue }
            let key = trimmed[trimmed.index(trimmed.startIndex, offsetBy: settingPrefix.count)..<equals]
                .filter { $0 != " " && $0 != "\t" }
            guard isPermissionKey(key), !found.contains(where: { $0.key == key }),
                let text = settingValue(trimmed[trimmed.index(after: equals)...])
            else { continue }
            let column = line.utf8.count - trimmed.utf8.count + 1
            found.append((key, text, SourceLocation(line: index + 1, column: column, offset: offset + column - 1)))
        }
        return found
    }

    /// What build settings give `Info.plist` keys start with.
    private static let settingPrefix = "INFOPLIST_KEY_"

    /// A build setting's value, after its `=`: a quoted string with its escapes resolved, or a bare word, up to `;`.
    private static func settingValue(_ rest: Substring) -> String? {
        let value = rest.drop(while: { $0 == " " })
        guard value.first == "\"" else {
            let word = value.prefix { $0 != ";" && $0 != " " }
            return word.isEmpty ? nil : String(word)
        }
        var text = ""
        var escaped = false
        for character in value.dropFirst() {
            if escaped {
                switch character {
                case "n": text.append("\n")
                case "t": text.append("\t")
                default: text.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                return text
            } else {
                text.append(character)
            }
        }
        return nil
    }

    /// What marks a property list that may declare a permission text.
    private static let usageMark = Array("UsageDescription".utf8)
}
