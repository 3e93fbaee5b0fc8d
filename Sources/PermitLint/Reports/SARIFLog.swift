import PermitLocalization

/// The part of a SARIF 2.1.0 log that Permit writes, encoded with SARIF's property names; absent optional
/// properties are left out, as SARIF has no `null` for them.
struct SARIFLog: Encodable {
    /// The schema GitHub code scanning and editors validate against.
    var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The SARIF version.
    var version = "2.1.0"
    /// One run of one tool.
    var runs: [Run]

    private enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }

    /// A run: the tool and what it found.
    struct Run: Encodable {
        /// The tool.
        var tool: Tool
        /// What a column counts; Permit's columns count Unicode scalars.
        var columnKind = "unicodeCodePoints"
        /// What the tool found.
        var results: [Result]
        /// The run's property bag: each localization's coverage of the base.
        var properties: RunProperties?
    }

    /// Permit's properties of a run.
    struct RunProperties: Encodable {
        /// Each localization's coverage, by name.
        var coverage: [String: LocalizationCoverage]
    }

    /// How much of the base a localization translates.
    struct LocalizationCoverage: Encodable {
        var translated: Int
        var untranslated: Int
        var missing: Int
        /// Percent translated, one decimal.
        var percent: Double
    }

    /// The tool that made a run.
    struct Tool: Encodable {
        /// The tool's main component.
        var driver: Driver
    }

    /// A tool's main component.
    struct Driver: Encodable {
        /// The tool's name.
        var name: String
        /// Where people learn about the tool.
        var informationUri: String?
        /// The tool's version.
        var version: String
        /// The rules the results refer to by index.
        var rules: [ReportingDescriptor]
    }

    /// A rule.
    struct ReportingDescriptor: Encodable {
        /// The rule's stable identifier.
        var id: String
        /// One sentence on what the rule finds.
        var shortDescription: Message
        /// The rule's default level.
        var defaultConfiguration: Configuration
    }

    /// A rule's defaults.
    struct Configuration: Encodable {
        /// `error`, `warning` or `note`.
        var level: String
    }

    /// Text for a person.
    struct Message: Encodable {
        /// The text, plain.
        var text: String
    }

    /// One finding.
    struct Result: Encodable {
        /// The rule's identifier.
        var ruleId: String
        /// The rule's index in the driver's rules.
        var ruleIndex: Int
        /// `error`, `warning` or `note`.
        var level: String
        /// What is wrong.
        var message: Message
        /// Where, when the finding has a file.
        var locations: [Location]?
        /// Other places the message refers to.
        var relatedLocations: [Location]?
    }

    /// A place, with an identifier and a message when it is a related location.
    struct Location: Encodable {
        /// The related location's identifier, unique within its result.
        var id: Int?
        /// The file and region, when there is a file.
        var physicalLocation: PhysicalLocation?
        /// What is there.
        var message: Message?
    }

    /// A file and a region of it.
    struct PhysicalLocation: Encodable {
        /// The file.
        var artifactLocation: ArtifactLocation
        /// Where in the file, when the finding has a place.
        var region: Region?
    }

    /// A file, as a URI.
    struct ArtifactLocation: Encodable {
        /// The URI, relative to ``uriBaseId`` when there is one.
        var uri: String
        /// `%SRCROOT%`, the root of the checked-out sources, for a relative path.
        var uriBaseId: String?

        /// The location of the file at `path`: a URI relative to `%SRCROOT%` for a relative path (any leading
        /// `./` removed), a `file://` URI for an absolute one. Every byte of the path's UTF-8 other than an ASCII
        /// letter, digit, `-`, `.`, `_`, `~` or `/` is percent-encoded.
        init(path: String) {
            var path = Substring(path)
            while path.hasPrefix("./") { path = path.dropFirst(2) }
            if path.hasPrefix("/") {
                uri = "file://" + Self.percentEncoded(path)
                uriBaseId = nil
            } else {
                uri = Self.percentEncoded(path)
                uriBaseId = "%SRCROOT%"
            }
        }

        /// The bytes a URI path keeps as they are: ASCII letters and digits, `-`, `.`, `_`, `~` and `/`.
        private static let keptBytes = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/".utf8)

        /// `path` with every byte but ``keptBytes`` percent-encoded, in uppercase hexadecimal.
        private static func percentEncoded(_ path: Substring) -> String {
            let digits = Array("0123456789ABCDEF")
            return path.utf8.map { byte in
                keptBytes.contains(byte)
                    ? String(Unicode.Scalar(byte)) : "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
            }.joined()
        }
    }

    /// A place in a file.
    struct Region: Encodable {
        /// The 1-based line.
        var startLine: Int
        /// The 1-based column, in Unicode scalars (see ``Run/columnKind``).
        var startColumn: Int
    }
}
