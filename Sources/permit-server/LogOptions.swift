import ArgumentParser
import Logging

/// `--log-format` and `--log-level`: how and how much permit-server logs, on standard error.
struct LogOptions: ParsableArguments {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    /// swift-log's levels, by their names.
    enum Level: String, ExpressibleByArgument, CaseIterable {
        case trace, debug, info, notice, warning, error, critical
    }

    @Option(help: "text, or json: one JSON object per line (timestamp, level, label, message, metadata, source).")
    var logFormat = Format.text

    @Option(help: "The least severe level logged: trace, debug, info, notice, warning, error or critical.")
    var logLevel = Level.info

    /// Makes every logger of the process log as the options say; once, before the first logger is made.
    func bootstrap() {
        let format = logFormat
        let level = Logger.Level(rawValue: logLevel.rawValue) ?? .info
        LoggingSystem.bootstrap { label in
            var handler: any LogHandler =
                switch format {
                case .text: StreamLogHandler.standardError(label: label)
                case .json: JSONLogHandler(label: label)
                }
            handler.logLevel = level
            return handler
        }
    }
}
