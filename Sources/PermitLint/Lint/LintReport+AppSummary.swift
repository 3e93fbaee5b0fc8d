extension LintReport {
    /// The app a lint understood: the projects it read, and the localization files it left out because no target
    /// of the app ships them. No project when none was found, and every file was judged as shipped.
    public struct AppSummary: Hashable, Sendable {
        /// One project read.
        public struct Project: Hashable, Sendable {
            /// The project as found: `App.xcodeproj`, `project.yml` or `Package.swift`.
            public var path: String
            /// "Xcode project", "XcodeGen spec" or "Swift package".
            public var kind: String
            /// The development region it names, if any.
            public var developmentRegion: String?
            /// Its known regions, when it lists them.
            public var knownRegions: [String]
            /// The targets that ship something: apps, extensions, frameworks, bundles.
            public var products: [String]
            /// Its test and screenshot targets, whose tables never reach a device.
            public var tests: [String]

            /// Creates a project's summary.
            public init(
                path: String, kind: String, developmentRegion: String?, knownRegions: [String], products: [String],
                tests: [String]
            ) {
                self.path = path
                self.kind = kind
                self.developmentRegion = developmentRegion
                self.knownRegions = knownRegions
                self.products = products
                self.tests = tests
            }
        }

        /// Localization files left out, and why.
        public struct LeftOut: Hashable, Sendable {
            /// Why no person meets them: "no target copies them", "only test targets copy them", "they are a
            /// vendored package's".
            public var reason: String
            /// The files, by path.
            public var files: [String]

            /// Creates a group of files left out.
            public init(reason: String, files: [String]) {
                self.reason = reason
                self.files = files
            }
        }

        /// The projects read, in path order.
        public var projects: [Project]
        /// The files left out, by reason.
        public var leftOut: [LeftOut]

        /// Creates a summary.
        public init(projects: [Project], leftOut: [LeftOut]) {
            self.projects = projects
            self.leftOut = leftOut
        }
    }
}
