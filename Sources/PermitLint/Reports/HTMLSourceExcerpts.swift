import Foundation
import PermitLocalization

/// The offending text of findings: the line of the file a finding points at, with the character at its column
/// marked, read once per file.
final class HTMLSourceExcerpts {
    private var lines: [String: [Substring]?] = [:]

    /// The widest part of a line shown, in characters, centred on the column.
    static let width = 160

    /// The excerpt of `file` at `location` as HTML, or an empty string when there is no such line.
    func html(file: String?, location: SourceLocation?) -> String {
        guard let file, let location, let fileLines = lines(of: file), location.line >= 1,
            location.line <= fileLines.count
        else { return "" }
        let scalars = Array(fileLines[location.line - 1].unicodeScalars)
        guard !scalars.isEmpty else { return "" }
        let column = min(max(location.column - 1, 0), scalars.count - 1)
        let start = max(0, min(column - Self.width / 2, scalars.count - Self.width))
        let end = min(scalars.count, start + Self.width)
        func text(_ range: Range<Int>) -> String {
            var string = String.UnicodeScalarView()
            string.append(contentsOf: scalars[range])
            return String(string).htmlEscaped
        }
        let marked = text(column..<column + 1)
        return "<pre class=\"excerpt\"><code>\(start > 0 ? "…" : "")\(text(start..<column))<mark>\(marked)</mark>"
            + "\(text(column + 1..<end))\(end < scalars.count ? "…" : "")</code></pre>"
    }

    /// The lines of a text file (UTF-8, or UTF-16 with a byte-order mark), or `nil` when it cannot be read.
    private func lines(of file: String) -> [Substring]? {
        if let known = lines[file] { return known }
        var read: [Substring]?
        if let data = FileManager.default.contents(atPath: file) {
            let text: String?
            if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
                text = String(data: data, encoding: .utf16)
            } else if data.starts(with: Array("bplist".utf8)) {
                text = nil
            } else {
                text = String(decoding: data, as: UTF8.self)
            }
            read = text.map { $0.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) }
        }
        lines[file] = read
        return read
    }
}
