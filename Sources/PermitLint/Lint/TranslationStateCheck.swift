import PermitLocalization

/// Reports the String Catalog and exported (XLIFF) translations that are not done: state `new`, `needs_review` or
/// `stale` (XLIFF's `new`, `needs-translation`, `needs-review-*`). The source language's own strings are not
/// translations and are not checked.
enum TranslationStateCheck {
    /// Checks every translation of a catalog or export group.
    static func check(_ group: LintTableGroup, into accumulator: inout LintAccumulator) {
        let sourceLanguage: String?
        switch group.origin {
        case .catalog(let language, _), .exchange(let language, _, _): sourceLanguage = language
        case .folders: return
        }
        for (localization, table) in group.tables where localization != sourceLanguage {
            for entry in table.entries {
                for node in entry.value.statedNodes where node.state != .translated {
                    accumulator.report(
                        Diagnostic(
                            .translationState,
                            "the \(localization) translation of \"\(entry.key)\" is in state \(node.state.rawValue)",
                            file: entry.file, at: node.location ?? entry.keyLocation),
                        for: localization)
                }
            }
        }
    }
}
