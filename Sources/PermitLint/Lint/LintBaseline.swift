public import PermitLocalization

/// The findings a team has accepted, so that a lint of a large existing app fails only on new ones.
///
/// A finding is known by its rule, its file and its message, not by its line: messages name keys and texts, so an
/// edit elsewhere in a file does not make an accepted finding new again. Files are compared as the lint named them,
/// so a baseline is written and used with the same paths from the same folder.
public struct LintBaseline: Hashable, Sendable, Codable {
    /// One accepted finding.
    public struct Finding: Hashable, Sendable, Codable {
        /// The rule id.
        public var rule: String
        /// The file, as the lint named it; `nil` for a finding about no file.
        public var file: String?
        /// The message.
        public var message: String

        /// The finding of `diagnostic`.
        public init(_ diagnostic: Diagnostic) {
            rule = diagnostic.rule.id
            file = diagnostic.file
            message = diagnostic.message
        }
    }

    /// The accepted findings, in report order.
    public let findings: [Finding]
    private let accepted: Set<Finding>

    /// A baseline accepting every finding of `report`.
    public init(accepting report: LintReport) {
        findings = report.diagnostics.map(Finding.init)
        accepted = Set(findings)
    }

    /// Whether `diagnostic` was accepted.
    public func contains(_ diagnostic: Diagnostic) -> Bool {
        accepted.contains(Finding(diagnostic))
    }

    private enum CodingKeys: String, CodingKey {
        case findings
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        findings = try container.decode([Finding].self, forKey: .findings)
        accepted = Set(findings)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(findings, forKey: .findings)
    }
}
