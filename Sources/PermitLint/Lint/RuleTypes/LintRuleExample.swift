import PermitLocalization

/// A small app that shows a lint rule at work: its files, by path below the app's root.
public struct LintRuleExample: Hashable, Sendable {
    /// The files, by path below the app's root, and their text.
    public var files: [String: String]

    /// An app of the given files.
    public init(files: [String: String]) {
        self.files = files
    }

    /// An English text and its translation into `language`: `en.lproj` and `LANGUAGE.lproj/Localizable.strings`,
    /// each with the one key `message`, as `StringsWriter` writes them.
    public static func translation(_ base: String, _ translation: String, language: String = "fr") -> LintRuleExample {
        LintRuleExample(files: [
            "en.lproj/Localizable.strings": StringsWriter.text(for: [StringsEntry(key: "message", value: base)]),
            "\(language).lproj/Localizable.strings": StringsWriter.text(for: [StringsEntry(key: "message", value: translation)]),
        ])
    }
}
