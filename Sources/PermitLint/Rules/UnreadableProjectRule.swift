public import PermitLocalization

extension DiagnosticRule {
    /// A project (`project.pbxproj`, `project.yml`, `Package.swift`) the lint could not read: the files below it are
    /// judged as if there were no project.
    public static let unreadableProject = DiagnosticRule(
        id: "unreadable-project", defaultSeverity: .warning,
        summary: "A project file cannot be read, so the lint cannot tell which localization files its targets ship; they are all judged as shipped.")
}

/// The rule as the lint declares it: what it reports and where it must and must not.
enum UnreadableProjectRule: LintRule {
    static let rule = DiagnosticRule.unreadableProject

    /// Where the rule reports, and where it stays quiet.
    static let examples = LintRuleExamples(
        rule: .unreadableProject,
        triggering: [
            LintRuleExample(files: ["App.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{ objects = {", "en.lproj/Localizable.strings": "\"title\" = \"Title\";\n", "fr.lproj/Localizable.strings": "\"title\" = \"Titre\";\n"]),
        ],
        nonTriggering: [
            LintRuleExample(files: ["en.lproj/Localizable.strings": "\"title\" = \"Title\";\n", "fr.lproj/Localizable.strings": "\"title\" = \"Titre\";\n"]),
        ])
}

extension UnreadableProjectRule {
    /// The finding for a project file the lint could not read (`problem`).
    static func diagnostic(for problem: ProjectReadError) -> Diagnostic {
        Diagnostic(
            .unreadableProject,
            "\(problem.message); the lint cannot tell which files this project ships, and judges them all as shipped",
            file: problem.file, at: problem.location)
    }
}
