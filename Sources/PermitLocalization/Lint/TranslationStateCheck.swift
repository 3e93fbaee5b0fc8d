/// Reports the String Catalog translations that are not done: state `new`, `needs_review` or `stale`. The source
/// language's own strings are not translations and are not checked.
enum TranslationStateCheck {
    /// Checks every translation of a catalog group.
    static func check(_ group: LintTableGroup, into accumulator: inout LintAccumulator) {
        guard case .catalog(let sourceLanguage, _) = group.origin else { return }
        for (localization, table) in group.tables where localization != sourceLanguage {
            for entry in table.entries.values {
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
