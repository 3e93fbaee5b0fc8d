/// Prebuilt frameworks an app keeps in its repository and bundles as they are (`Frameworks/Sparkle.framework`):
/// their tables are their vendor's, shipped with the app but written, and fixed, by the framework's authors. Their
/// findings are reported apart, as warnings that name the framework, never as errors of the app.
enum PrebuiltFrameworks {
    /// The `.framework` folder `path` lies in (`Sparkle.framework`), if any.
    static func framework(containing path: String) -> Substring? {
        path.split(separator: "/").first { $0.hasSuffix(".framework") && $0.count > ".framework".count }
    }

    /// Turns the errors found in a prebuilt framework's files into warnings that say whose text it is.
    static func reportApart(_ findings: inout [LintFinding]) {
        for index in findings.indices where findings[index].diagnostic.severity == .error {
            guard let file = findings[index].diagnostic.file, let framework = framework(containing: file) else { continue }
            findings[index].diagnostic.severity = .warning
            findings[index].diagnostic.message +=
                " (in \(framework), a prebuilt framework the app bundles: its vendor's text, which an update of the "
                + "framework fixes, not an error of the app's own texts)"
        }
    }
}
