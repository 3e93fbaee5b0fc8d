import ArgumentParser

/// The forms `explain` and `negotiate` print in: text for people, JSON for programs.
enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
