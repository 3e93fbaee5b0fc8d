public import Foundation
public import Hummingbird
import HummingbirdCore
public import Logging
import Metrics
import NIOCore
public import Permit
import PermitHummingbird
import PermitLocalization
public import Prometheus
import ServiceLifecycle

/// permit-server: Permit over HTTP, for backends that are not written in Swift.
///
/// Devices' reports are kept in a `DeviceReportStore` (SQLite or PostgreSQL for a server that keeps them across
/// restarts, memory for tests), each process remembering the reports it read most recently (at most
/// `Configuration.cachedSubjects`, of at most `Configuration.cacheBudget` bytes), and answered with the system-version gate, the reported switches, then the
/// reported statuses. `run()` serves and follows the store's changes, so that several processes over one
/// PostgreSQL database answer the newest report. Every answer is in the request's language (`Accept-Language`, or
/// `?lang=`), with `Content-Language` and `Vary: Accept-Language`; every error is a problem document.
public struct PermitServer: Sendable {
    /// How a server is set up.
    public struct Configuration: Sendable {
        /// Folders of app strings (`<lang>.lproj/Permit.strings`) layered over the shipped ones, the first winning.
        public var stringsRoots: [String] = []
        /// The largest request body read, in bytes (1 MiB).
        public var maximumBodySize = 1 << 20
        /// How many subjects' reports each process remembers; the store keeps every subject.
        public var cachedSubjects = 100_000
        /// How many bytes the reports each process remembers may take (64 MiB), as
        /// `DeviceReport.memoryFootprint` counts them.
        public var cacheBudget = 64 << 20
        /// The access keys every `/v1` route needs, or `nil` to serve without keys (on a loopback address only, as
        /// `permit-server` insists unless told otherwise).
        public var accessKeys: AccessKeyring?
        /// The keys of the report tokens `PUT /v1/subjects/{id}` accepts besides access keys, or `nil` for none: a
        /// token lets a device record its own report only.
        public var reportTokenKeys: ReportTokenKeyring?
        /// The registry `GET /metrics` shows, in the Prometheus text format, or `nil` for no metrics. The server
        /// records through swift-metrics: bootstrap the metrics system with a `PrometheusMetricsFactory` over this
        /// registry before making the server.
        public var metrics: PrometheusCollectorRegistry?
        /// How long a device may go without reporting (or answering a soft ask) before it is forgotten, or `nil` to
        /// keep every device until it is erased. The server sweeps once an hour (`sweepRetention(now:)`).
        public var retention: Duration?
        /// How long the change log keeps a change (7 days): a reader whose cursor is older is told it expired. The
        /// server forgets older changes once an hour.
        public var changesRetention = Duration.seconds(7 * 86_400)
        /// How long `GET /v1/changes/stream` may stay silent before it sends a comment line, so that proxies keep
        /// it open (15 s).
        public var changeStreamKeepAlive = Duration.seconds(15)
        /// How long a connection may be silent, between requests or while one is sent, before it is closed
        /// (Hummingbird's HTTP/1.1 idle timeout).
        public var idleTimeout = Duration.seconds(60)
        /// How long a request may take to arrive whole, head and body, from its first bytes; a slower one is
        /// answered `408` and its connection closed.
        public var readTimeout = Duration.seconds(60)

        /// The defaults.
        public init() {}
    }

    /// The manager statuses are resolved with.
    public let manager: AuthorizationManager
    /// The reports devices recorded.
    public let reports: DeviceReportProbe
    /// How the server is set up.
    public let configuration: Configuration
    /// Where the server logs.
    public let logger: Logger
    /// Where device reports and soft-ask answers are kept.
    let store: any DeviceReportStore

    /// A server over the shipped translations and the app strings of `configuration`.
    ///
    /// - Throws: `CatalogError` when a strings root or the shipped translations are missing.
    ///
    /// - Parameter store: Where device reports and soft-ask answers are kept (in this process's memory unless
    ///   given).
    public init(
        configuration: Configuration = Configuration(), store: any DeviceReportStore = MemoryDeviceReportStore(),
        logger: Logger = Logger(label: "permit-server")
    ) throws {
        let overrides = try configuration.stringsRoots.map { root in
            Localizer.Layer(catalog: try LocalizationCatalog(root: root, logger: logger), table: "Permit")
        }
        let texts = try PermitTexts(overrides: overrides, logger: logger)
        let store = configuration.metrics == nil ? store : MeasuredDeviceReportStore(store)
        reports = DeviceReportProbe(
            store: store, cacheCapacity: configuration.cachedSubjects, cacheBudget: configuration.cacheBudget)
        manager = AuthorizationManager(
            probe: ProbeChain([SystemVersionGate(), reports]), texts: texts, softAskLedger: SoftAskLedger(store: store))
        self.configuration = configuration
        self.logger = logger
        self.store = store
        warnOfReportKeysBesideTokens()
    }

    /// Reads the app strings, the shipped translations, the access keys and the report token keys again (what
    /// `SIGHUP` does), while requests run.
    public func reload() {
        manager.texts.localizer.reload()
        logger.info("strings reloaded", metadata: ["roots": "\(configuration.stringsRoots)"])
        configuration.accessKeys?.reload(logger: logger)
        configuration.reportTokenKeys?.reload(logger: logger)
        warnOfReportKeysBesideTokens()
    }

    /// The server's routes. `HEAD` is answered wherever `GET` is, and a method a path does not serve is a `405`
    /// problem with `Allow`.
    public func router() -> Router<PermitServerContext> {
        let router = MethodTrackingRouter(Router(context: PermitServerContext.self, options: .autoGenerateHeadEndpoints))
        router.add(middleware: AccessLogMiddleware())
        if let registry = configuration.metrics {
            router.add(middleware: RequestMetricsMiddleware())
            router.get("/metrics") { _, _ in
                Response(
                    status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                    body: ResponseBody(byteBuffer: ByteBuffer(bytes: registry.emitToBuffer())))
            }
        }
        router.add(middleware: TextsMiddleware(texts: manager.texts))
        router.add(middleware: PermitLanguageMiddleware<PermitServerContext>())
        router.add(middleware: ProblemMiddleware(logger: logger))
        router.get("/healthz") { _, _ in JSONResponse.object(["status": "ok"]) }
        router.get("/readyz") { _, _ in try await readiness() }
        router.get("/openapi.json") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "application/json"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: PackageResources.openapi_json)))
        }
        let routes = SubjectRoutes(server: self)
        // With access keys, a key limited to reports may only record them, as a report token may record its own
        // subject's; every other route needs a full key.
        let recording = router.group("/v1")
        let reading = router.group("/v1")
        if configuration.accessKeys != nil || configuration.reportTokenKeys != nil {
            recording.add(
                middleware: ReportAuthorizationMiddleware(
                    accessKeys: configuration.accessKeys, reportTokens: configuration.reportTokenKeys))
        }
        if let keyring = configuration.accessKeys {
            reading.add(
                middleware: AccessKeyMiddleware(keyring: keyring, scopes: [.full], reportTokens: configuration.reportTokenKeys))
        }
        recording.addRoutes(routes.recordingEndpoints)
        reading.addRoutes(routes.readingEndpoints)
        let changes = ChangeRoutes(
            store: store, watchers: Meter(label: "permit_change_watchers"),
            keepAlive: configuration.changeStreamKeepAlive)
        reading.addRoutes(changes.endpoints)
        return router.answeringOtherMethods()
    }

    /// `GET /readyz`: 200 when the store can be used now, else a `not-ready` problem (503) that says why.
    private func readiness() async throws -> Response {
        do {
            try await store.checkReadiness()
        } catch {
            logger.warning("not ready", metadata: ["error": "\(error)"])
            throw PermitProblem.notReady("\(error)")
        }
        return JSONResponse.object(["status": "ready"])
    }

    /// An application serving the routes on `host`:`port`, and following the store's changes while it runs.
    public func application(host: String = "127.0.0.1", port: Int = 8080) -> some ApplicationProtocol {
        let (readTimeout, logger) = (configuration.readTimeout, logger)
        let http1 = HTTP1Channel.Configuration(
            additionalChannelHandlers: [ConnectionGuardHandler(readTimeout: readTimeout, logger: logger)],
            idleTimeout: TimeAmount(configuration.idleTimeout))
        var application = Application(
            router: router(), server: .http1(configuration: http1),
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "permit-server"),
            logger: logger)
        application.addServices(StoreChangesService(manager: manager, reports: reports))
        if configuration.metrics != nil {
            let (store, devices) = (store, Gauge(label: "permit_devices_stored"))
            let oldestChange = Gauge(label: "permit_changes_oldest_age_seconds")
            application.addServices(
                PeriodicService(every: .seconds(60), what: "counting the devices stored", logger: logger) {
                    devices.record(try await store.reportCount())
                    let oldest = try await store.changes(after: nil, limit: 1).entries.first?.recordedAt
                    oldestChange.record(oldest.map { Date().timeIntervalSince($0) } ?? 0)
                })
        }
        let (store, changesRetention) = (store, configuration.changesRetention)
        application.addServices(
            PeriodicService(every: .seconds(3_600), what: "forgetting old changes", logger: logger) {
                let forgotten = try await store.forgetChanges(
                    recordedBefore: Date().addingTimeInterval(-Double(changesRetention.components.seconds)))
                if forgotten > 0 { logger.info("change log: old changes forgotten", metadata: ["changes": "\(forgotten)"]) }
            })
        if configuration.retention != nil {
            application.addServices(
                PeriodicService(every: .seconds(3_600), what: "the retention sweep", logger: logger) {
                    try await sweepRetention()
                })
        }
        return application
    }

    /// Forgets the devices that have not reported for longer than `configuration.retention` at `now`, a thousand
    /// at a time, on every instance; returns how many. Does nothing without a retention.
    @discardableResult
    public func sweepRetention(now: Date = Date()) async throws -> Int {
        guard let retention = configuration.retention else { return 0 }
        let cutoff = now.addingTimeInterval(-Double(retention.components.seconds))
        var total = 0
        while true {
            let erased = try await manager.eraseSubjects(quietSince: cutoff, in: reports, limit: 1_000)
            total += erased.count
            if erased.count < 1_000 { break }
            await Task.yield()
        }
        if total > 0 { logger.info("retention: devices forgotten", metadata: ["devices": "\(total)"]) }
        return total
    }

    /// Serves on `host`:`port` until `SIGTERM` or `SIGINT`; then stops accepting connections, lets the requests in
    /// flight finish for at most `shutdownGrace` (those still running then are cancelled) and returns.
    public func run(host: String = "127.0.0.1", port: Int = 8080, shutdownGrace: Duration = .seconds(30)) async throws {
        var configuration = ServiceGroupConfiguration(
            services: [application(host: host, port: port)], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
        configuration.maximumGracefulShutdownDuration = shutdownGrace
        try await ServiceGroup(configuration: configuration).run()
        logger.info("stopped")
    }
}

/// Follows the store's changes for the life of the application (`AuthorizationManager.follow(_:)`), so that
/// reports recorded by other processes are answered at once.
struct StoreChangesService: ServiceLifecycle.Service {
    let manager: AuthorizationManager
    let reports: DeviceReportProbe

    func run() async throws {
        await cancelWhenGracefulShutdown {
            await manager.follow(reports)
        }
    }
}

/// Sets the server's texts in each request's context.
struct TextsMiddleware: RouterMiddleware {
    let texts: PermitTexts

    func handle(
        _ request: Request, context: PermitServerContext, next: (Request, PermitServerContext) async throws -> Response
    ) async throws -> Response {
        var context = context
        context.permitTexts = texts
        return try await next(request, context)
    }
}

/// Turns every error that is not already a problem document into one: Hummingbird's (an unknown route, a wrong
/// method) with their status and headers, a request that could not be read whole (`RequestReadFailure`) with its
/// own, anything else as a 500 that says nothing of its cause (which is logged).
struct ProblemMiddleware: RouterMiddleware {
    let logger: Logger

    func handle(
        _ request: Request, context: PermitServerContext, next: (Request, PermitServerContext) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as PermitError {
            throw error
        } catch let error as PermitProblem {
            throw error
        } catch let error as DeviceReportStoreError where error.code == .unavailable {
            logger.warning("store unavailable", metadata: ["path": "\(request.uri.path)", "error": "\(error)"])
            throw PermitProblem.storeUnavailable(error.description)
        } catch let error as HTTPError where error.status == .notFound {
            throw PermitProblem.notFound(request.uri.path)
        } catch let error as HTTPError where error.status.code < 500 {
            return Self.response(to: error, of: request)
        } catch {
            if let failure = RequestReadFailure(error) {
                logger.debug("request not read whole", metadata: ["error": "\(error)"])
                return Self.response(to: failure.answer, of: request)
            }
            logger.error("request failed", metadata: ["path": "\(request.uri.path)", "error": "\(error)"])
            throw PermitProblem.internalError("\(error)")
        }
    }

    /// Hummingbird's `error` as an `about:blank` problem document, with the error's headers (a 405's `Allow`).
    private static func response(to error: HTTPError, of request: Request) -> Response {
        let document = ProblemDocument(
            type: "about:blank", title: error.status.reasonPhrase, status: error.status.code,
            detail: error.body ?? error.status.reasonPhrase, instance: request.uri.path)
        var response = Response(problem: document)
        response.headers.append(contentsOf: error.headers)
        return response
    }
}
