/// One defect found in a file: what rule it breaks, how serious it is, what to do, and where.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// A second place that a diagnostic refers to, such as the first definition of a duplicated key.
    public struct RelatedLocation: Hashable, Sendable {
        /// The file, when it differs from the diagnostic's file.
        public var file: String?
        /// Where.
        public var location: SourceLocation
        /// What is there.
        public var message: String

        /// Creates a related location.
        public init(file: String? = nil, location: SourceLocation, message: String) {
            self.file = file
            self.location = location
            self.message = message
        }
    }

    /// The rule the defect breaks.
    public var rule: DiagnosticRule
    /// How serious it is.
    public var severity: DiagnosticSeverity
    /// A sentence for a person: what is wrong and what Apple's runtime does with it.
    public var message: String
    /// The file's path as the caller named it, when the source was a file.
    public var file: String?
    /// Where in the file, when the defect has a place (a binary plist has no lines).
    public var location: SourceLocation?
    /// Other places the message refers to.
    public var related: [RelatedLocation]

    /// Creates a diagnostic; the severity defaults to the rule's.
    public init(
        _ rule: DiagnosticRule, _ message: String, file: String? = nil, at location: SourceLocation?,
        severity: DiagnosticSeverity? = nil, related: [RelatedLocation] = []
    ) {
        self.rule = rule
        self.severity = severity ?? rule.defaultSeverity
        self.message = message
        self.file = file
        self.location = location
        self.related = related
    }

    /// The compiler style: `file:line:column: severity: message [rule-id]`.
    public var description: String {
        var place = file ?? "<input>"
        if let location { place += ":\(location.line):\(location.column)" }
        return "\(place): \(severity.rawValue): \(message) [\(rule.id)]"
    }
}
