import PermitLocalization

/// Reads `.strings` text written in a test, as UTF-8.
func readStrings(_ text: String, path: String = "test.strings") -> StringsFile {
    StringsFile(bytes: Array(text.utf8), path: path)
}

extension StringsFile {
    /// `rule-id@line:column` for each diagnostic, the form the tests compare.
    var diagnosticSummaries: [String] {
        diagnostics.map { diagnostic in
            "\(diagnostic.rule.id)@" + (diagnostic.location.map { "\($0.line):\($0.column)" } ?? "-")
        }
    }
}
