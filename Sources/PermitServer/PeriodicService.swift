import Logging
import ServiceLifecycle

/// Runs `work` at once, then every `interval`, until the application shuts down; a failure is logged and the work
/// tried again at the next turn.
struct PeriodicService: Service {
    let interval: Duration
    let what: String
    let logger: Logger
    let work: @Sendable () async throws -> Void

    init(every interval: Duration, what: String, logger: Logger, work: @escaping @Sendable () async throws -> Void) {
        self.interval = interval
        self.what = what
        self.logger = logger
        self.work = work
    }

    func run() async throws {
        await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                do {
                    try await work()
                } catch {
                    logger.warning("\(what) failed", metadata: ["error": "\(error)"])
                }
                try? await Task.sleep(for: interval)
            }
        }
    }
}
