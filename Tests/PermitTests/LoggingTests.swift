import Foundation
import Logging
import Permit
import PermitLocalization
import Synchronization
import Testing

/// What a `RecordingLogHandler` was given.
final class LogRecords: Sendable {
    let entries = Mutex<[RecordingLogHandler.Record]>([])
    var all: [RecordingLogHandler.Record] { entries.withLock { $0 } }
}

/// A log handler that keeps what it is given.
struct RecordingLogHandler: LogHandler {
    struct Record: Sendable {
        var level: Logger.Level
        var message: String
        var metadata: [String: String]
    }

    let records: LogRecords
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    init(records: LogRecords) { self.records = records }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let fields = (event.metadata ?? [:]).mapValues { "\($0)" }
        records.entries.withLock { $0.append(Record(level: event.level, message: "\(event.message)", metadata: fields)) }
    }
}

/// The library reports through swift-log what a reader of its texts cannot see.
@Suite struct LoggingTests {
    static func logger() -> (Logger, LogRecords) {
        let records = LogRecords()
        return (Logger(label: "permit") { _ in RecordingLogHandler(records: records) }, records)
    }

    static func bundle(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("permit-logs-\(UUID())")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    @Test func aFormatMismatchIsAWarning() throws {
        let root = try Self.bundle([
            "en.lproj/App.strings": #""count" = "%ld items";"#, "de.lproj/App.strings": #""count" = "%@ Elemente";"#,
        ])
        let (logger, records) = Self.logger()
        let localizer = Localizer(catalogs: [try LocalizationCatalog(root: root.path, logger: logger)], table: "App", logger: logger)
        let text = localizer.text("count", preferences: ["de"], arguments: [.int(3)])
        #expect(!text.diagnostics.isEmpty)
        let warnings = records.all.filter { $0.level == .warning }
        #expect(warnings.count == text.diagnostics.count)
        #expect(warnings.first?.metadata["key"] == "count")
        #expect(warnings.first?.metadata["localization"] == "de")
    }

    @Test func aMissingKeyIsAWarningAndAFallbackADebugMessage() throws {
        let root = try Self.bundle([
            "en.lproj/App.strings": "\"hello\" = \"Hello\";\n\"bye\" = \"Bye\";", "fr.lproj/App.strings": #""hello" = "Bonjour";"#,
        ])
        let (logger, records) = Self.logger()
        let localizer = Localizer(catalogs: [try LocalizationCatalog(root: root.path, logger: logger)], table: "App", logger: logger)
        #expect(localizer.text("bye", preferences: ["fr"]).localization == "en")
        #expect(localizer.text("nothing", preferences: ["fr"]).text == "nothing")
        let logged = records.all
        #expect(logged.contains { $0.level == .debug && $0.metadata["negotiated"] == "fr" && $0.metadata["answered"] == "en" })
        #expect(logged.contains { $0.level == .warning && $0.metadata["key"] == "nothing" })
    }

    @Test func anUnreadableTableIsAnError() throws {
        let root = try Self.bundle(["fr.lproj/App.strings": "\"a\" = \"b\"\n\"c\" = \"d\";"])
        let (logger, records) = Self.logger()
        let catalog = try LocalizationCatalog(root: root.path, logger: logger)
        _ = catalog.table("App", localization: "fr")
        let errors = records.all.filter { $0.level == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.metadata["file"]?.hasSuffix("fr.lproj/App.strings") == true)
    }

    @Test func permitTextsLogThroughTheirLogger() throws {
        let (logger, records) = Self.logger()
        let texts = try PermitTexts(logger: logger)
        _ = texts.localizer.text("no.such.key", preferences: ["en"])
        #expect(records.all.contains { $0.metadata["key"] == "no.such.key" })
    }
}
