import PermitLocalization

/// Something that turns a lint's findings into the text of one output format.
public protocol LintReportWriter: Sendable {
    /// The whole output for `report`, every line ended by a newline.
    func render(_ report: LintReport) throws -> String
}
