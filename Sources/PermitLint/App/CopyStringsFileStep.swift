import PermitLocalization

/// What Xcode's "Copy .strings file" build step (swift-build's `CopyStringsFileTaskAction`) does to a `.strings`
/// table before it ships: it decodes the file (its byte-order mark selecting the encoding), drops one U+FEFF that
/// then starts the text ("ignoring byte-order mark in input file"), validates the rest with CoreFoundation's parser
/// (`VALIDATE_STRINGS_FILES_WHILE_COPYING`, on by default) and writes it as UTF-16. A file written with its
/// byte-order mark twice therefore ships clean.
enum CopyStringsFileStep {
    /// `bytes` as the lint reads them for the shipped table: a second byte-order mark right after the first made
    /// U+2028, which CoreFoundation's grammar reads as whitespace and which takes as many bytes (3 in UTF-8, 2 in
    /// UTF-16) and one column, so that every place the lint reports stays where it is in the file.
    static func shippedBytes(_ bytes: [UInt8]) -> [UInt8] {
        for (mark, separator) in doubledMarks where bytes.count >= 2 * mark.count && bytes.starts(with: mark) {
            guard bytes[mark.count..<(2 * mark.count)].elementsEqual(mark) else { continue }
            var shipped = bytes
            shipped.replaceSubrange(mark.count..<(2 * mark.count), with: separator)
            return shipped
        }
        return bytes
    }

    /// `finding` as the developer meets it when it is a defect of a `.strings` file's grammar that Xcode's build
    /// copies with this step: the step's validation (`PropertyList.fromString`, `PropertyListSerialization` over
    /// CoreFoundation's parser) refuses a file the parser fails on, so the build fails ("validation failed"). A file
    /// the parser reads only in part without an error (a stray `;`, a `#` line, an unterminated comment: silent
    /// truncation) passes the validation and ships cut short, as the runtime reads it; so does a file that reaches the
    /// device unchanged (a folder reference, a package's resource, no project known).
    ///
    /// A syntax error after the place where the parser stops reading silently (`truncation`, the file's first
    /// `silent-truncation`) is neither: the parser never reaches it, the validation passes, and no one reads what
    /// follows. It is a warning that says so; the truncation is the error.
    static func refusal(of finding: LintFinding, app: AppModel, truncation: SourceLocation? = nil) -> LintFinding {
        let diagnostic = finding.diagnostic
        guard diagnostic.rule == .syntax, diagnostic.severity == .error, let file = diagnostic.file,
            file.hasSuffix(".strings")
        else { return finding }
        if let truncation, let location = diagnostic.location, location.offset >= truncation.offset {
            var unread = finding
            unread.diagnostic.severity = .warning
            unread.diagnostic.message += "; Apple's runtime stops reading this file at line \(truncation.line) (silent "
                + "truncation), before this place, so no one reads what follows"
            return unread
        }
        guard app.copiesWithXcodesStringsStep(file) else { return finding }
        var refused = finding
        refused.diagnostic.message += "; Xcode's Copy .strings file step refuses this file (validation failed), so the "
            + "app does not build until it is fixed"
        return refused
    }

    /// Each encoding's byte-order mark and U+2028 in that encoding.
    private static let doubledMarks: [(mark: [UInt8], separator: [UInt8])] = [
        ([0xEF, 0xBB, 0xBF], [0xE2, 0x80, 0xA8]),
        ([0xFF, 0xFE], [0x28, 0x20]),
        ([0xFE, 0xFF], [0x20, 0x28]),
    ]
}
