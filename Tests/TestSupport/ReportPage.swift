/// Reading parts of the lint's HTML report page in tests.
public enum ReportPage {
    /// A part of the page that is not there.
    public struct MissingPart: Error, CustomStringConvertible {
        public let description: String
    }

    /// The section of findings grouped by `name` (`rule` or `file`).
    public static func view(_ name: String, of html: String) throws -> String {
        guard let start = html.range(of: "<section class=\"view\" data-view=\"\(name)\""),
            let end = html[start.upperBound...].range(of: "</section>")
        else { throw MissingPart(description: "no view '\(name)' in the page") }
        return String(html[start.lowerBound..<end.lowerBound])
    }

    /// The opening tag of every finding in `html`.
    public static func findingTags(in html: String) -> [String] {
        matches(of: #/<li class="finding"[^>]*>/#, in: html)
    }

    /// Each match of `regex` in `html` (its first capture, when it has one), newlines included in `.`.
    public static func matches<Output>(of regex: Regex<Output>, in html: String) -> [String] {
        html.matches(of: regex.dotMatchesNewlines()).map { match in
            let captured = match.output as? (Substring, Substring)
            return String(captured?.1 ?? html[match.range])
        }
    }
}
