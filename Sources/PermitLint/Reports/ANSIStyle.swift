import PermitLocalization

/// The ANSI escape sequences the text report colours with.
enum ANSIStyle: String {
    /// Bold red, for errors.
    case error = "\u{1B}[1;31m"
    /// Bold yellow, for warnings.
    case warning = "\u{1B}[1;33m"
    /// Bold cyan, for notes.
    case note = "\u{1B}[1;36m"
    /// Faint, for what matters less, such as rule identifiers.
    case dim = "\u{1B}[2m"

    /// The sequence that ends every style.
    static let reset = "\u{1B}[0m"

    /// The style a severity's name is written in.
    init(_ severity: DiagnosticSeverity) {
        switch severity {
        case .error: self = .error
        case .warning: self = .warning
        case .note: self = .note
        }
    }

    /// `text` in this style.
    func apply(to text: String) -> String {
        rawValue + text + Self.reset
    }
}
