/// How serious a diagnostic is.
public enum DiagnosticSeverity: String, Hashable, Sendable, Comparable, CaseIterable {
    /// Information that needs no change.
    case note
    /// Something that loads but is probably wrong.
    case warning
    /// Something that loses or corrupts text on Apple's runtime, or that Permit cannot read.
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: DiagnosticSeverity, rhs: DiagnosticSeverity) -> Bool { lhs.rank < rhs.rank }
}
