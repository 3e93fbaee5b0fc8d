/// Reads one localization file with the reader its kind calls for and returns what the reader found wrong.
public enum LocalizationFileCheck {
    /// Every diagnostic of the file's reader; an unreadable file or an unknown kind is itself a diagnostic.
    public static func diagnostics(forFileAt path: String) -> [Diagnostic] {
        guard let bytes = LocalizationFileSearch.contents(of: path) else {
            return [Diagnostic(.unreadableFile, "the file cannot be read", file: path, at: nil)]
        }
        switch LocalizationFileKind(path: path) {
        case .strings:
            return StringsFile(bytes: bytes, path: path).diagnostics
        case .xcstrings:
            return StringCatalogReader.read(bytes, file: path).diagnostics
        case .stringsdict:
            return StringsDictionaryReader.read(bytes, file: path).diagnostics
        case nil:
            return [
                Diagnostic(
                    .unreadableFile, "not a localization file Permit reads (.strings, .stringsdict, .xcstrings)",
                    file: path, at: nil)
            ]
        }
    }
}

extension DiagnosticRule {
    /// A file that cannot be opened, or that is not a localization file.
    public static let unreadableFile = DiagnosticRule(
        id: "unreadable-file", defaultSeverity: .error,
        summary: "The file cannot be read, or is not a .strings, .stringsdict or .xcstrings file.")
}
