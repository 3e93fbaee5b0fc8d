import Foundation
import Permit
import PermitLocalization

/// The check of a localization's `InfoPlist.strings`, the file that translates an app's usage descriptions.
enum InfoPlistTranslationCheck {
    /// One localization's `InfoPlist.strings`, as found and read.
    struct File: Sendable {
        /// The localization, as its `.lproj` folder names it: `fr`, `zh-Hans`, `Base`.
        var localization: String
        /// The file's path, as diagnostics name it.
        var path: String
        /// The file's bytes.
        var bytes: [UInt8]

        /// Creates a file.
        init(localization: String, path: String, bytes: [UInt8]) {
            self.localization = localization
            self.path = path
            self.bytes = bytes
        }
    }

    /// The readable `<localization>.lproj/InfoPlist.strings` files directly below `root`, in localization order;
    /// none when `root` cannot be listed.
    static func files(under root: String) -> [File] {
        let folder = root.hasSuffix("/") ? String(root.dropLast()) : root
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".lproj") }.sorted().compactMap { name in
            let path = "\(folder)/\(name)/InfoPlist.strings"
            return FileManager.default.contents(atPath: path).map {
                File(localization: String(name.dropLast(".lproj".count)), path: path, bytes: Array($0))
            }
        }
    }

    /// The defects of `file` (the reader's, then a `missing-infoplist-translation` or `empty-infoplist-translation`
    /// warning for each of `requiredKeys` it lacks or leaves empty) and the localization's figures: how many of the
    /// keys it has and lacks, and how many errors and warnings.
    ///
    /// A key counts as present only when Apple's runtime loads it: a key after a place where the runtime stops
    /// reading is missing, reported at its definition.
    static func examine(_ file: File, requiredKeys: [String]) -> ([Diagnostic], DoctorReport.Translation) {
        let strings = StringsFile(bytes: file.bytes, path: file.path, keepingComments: false)
        let loaded = strings.appleRuntimeTable
        let definitions = Dictionary(
            strings.resolvedEntries.map { ($0.key, $0) }, uniquingKeysWith: { _, last in last })
        var diagnostics = strings.diagnostics
        var present = 0
        for key in requiredKeys {
            guard let value = loaded[key] else {
                let dropped = definitions[key]
                diagnostics.append(
                    Diagnostic(
                        .missingInfoPlistTranslation,
                        dropped == nil
                            ? "\(file.localization) has no translation of \(key); people see the development "
                                + "language's usage description"
                            : "\(file.localization)'s translation of \(key) is not loaded, because Apple's runtime fails "
                                + "to read the file or stops before the entry; people see the development language's "
                                + "usage description",
                        file: file.path, at: dropped?.keyLocation))
                continue
            }
            present += 1
            if UsageDescriptionCheck.meaningfulLength(of: value) == 0 {
                diagnostics.append(
                    Diagnostic(
                        .emptyInfoPlistTranslation,
                        "\(file.localization) translates \(key) as empty text; iOS shows no reason when the app asks",
                        file: file.path, at: definitions[key]?.valueLocation ?? definitions[key]?.keyLocation))
            }
        }
        let translation = DoctorReport.Translation(
            localization: file.localization, present: present, missing: requiredKeys.count - present,
            errors: diagnostics.filter { $0.severity == .error }.count,
            warnings: diagnostics.filter { $0.severity == .warning }.count)
        return (diagnostics, translation)
    }
}
