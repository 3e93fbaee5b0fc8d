import Permit
public import PermitLocalization

/// What ``InfoPlistDoctor`` found: every diagnostic, and how complete each localization's usage descriptions are.
public struct DoctorReport: Hashable, Sendable {
    /// One localization's `InfoPlist.strings`: how many of the usage descriptions the app needs it translates.
    public struct Translation: Hashable, Sendable {
        /// The localization, as its `.lproj` folder names it.
        public var localization: String
        /// How many of the needed usage descriptions Apple's runtime loads from the file.
        public var present: Int
        /// How many it lacks, or loses to a defect before them.
        public var missing: Int
        /// How many error diagnostics the file has.
        public var errors: Int
        /// How many warning diagnostics the file has.
        public var warnings: Int

        /// Creates a translation's figures.
        public init(localization: String, present: Int, missing: Int, errors: Int, warnings: Int) {
            self.localization = localization
            self.present = present
            self.missing = missing
            self.errors = errors
            self.warnings = warnings
        }
    }

    /// Every diagnostic: the Info.plist's in source order, then each entitlements file's and each app extension's
    /// `Info.plist`'s in the order given, then each `InfoPlist.strings` file's in path order.
    public var diagnostics: [Diagnostic]
    /// One entry per `InfoPlist.strings` file checked, in path order.
    public var translations: [Translation]
    /// How many files were read.
    public var fileCount: Int

    /// Creates a report.
    public init(diagnostics: [Diagnostic], translations: [Translation], fileCount: Int) {
        self.diagnostics = diagnostics
        self.translations = translations
        self.fileCount = fileCount
    }
}
