public import Hummingbird
public import Logging
public import Permit
import PermitHummingbird
import PermitLocalization

/// permit-server: Permit over HTTP, for backends that are not written in Swift.
///
/// Devices' reports are kept in the process's memory (at most `Configuration.maximumSubjects`; the subjects
/// recorded least recently are forgotten first) and answered with the system-version gate, the reported
/// switches, then the reported statuses. Every answer is in the request's language (`Accept-Language`, or
/// `?lang=`), with `Content-Language` and `Vary: Accept-Language`; every error is a problem document.
public struct PermitServer: Sendable {
    /// How a server is set up.
    public struct Configuration: Sendable {
        /// Folders of app strings (`<lang>.lproj/Permit.strings`) layered over the shipped ones, the first winning.
        public var stringsRoots: [String] = []
        /// The largest request body read, in bytes (1 MiB).
        public var maximumBodySize = 1 << 20
        /// How many subjects' reports are kept.
        public var maximumSubjects = 100_000

        /// The defaults.
        public init() {}
    }

    /// The manager statuses are resolved with.
    public let manager: AuthorizationManager
    /// The reports devices recorded.
    public let snapshots: DeviceSnapshotProbe
    /// How the server is set up.
    public let configuration: Configuration
    /// Where the server logs.
    public let logger: Logger

    /// A server over the shipped translations and the app strings of `configuration`.
    ///
    /// - Throws: `CatalogError` when a strings root or the shipped translations are missing.
    public init(configuration: Configuration = Configuration(), logger: Logger = Logger(label: "permit-server")) throws {
        let overrides = try configuration.stringsRoots.map { root in
            Localizer.Layer(catalog: try LocalizationCatalog(root: root, logger: logger), table: "Permit")
        }
        let texts = try PermitTexts(overrides: overrides, logger: logger)
        snapshots = DeviceSnapshotProbe(capacity: configuration.maximumSubjects)
        manager = AuthorizationManager(probe: ProbeChain([SystemVersionGate(), snapshots]), texts: texts)
        self.configuration = configuration
        self.logger = logger
    }

    /// Reads the app strings and the shipped translations again (what `SIGHUP` does), while requests run.
    public func reloadStrings() {
        manager.texts.localizer.reload()
        logger.info("strings reloaded", metadata: ["roots": "\(configuration.stringsRoots)"])
    }

    /// The server's routes.
    public func router() -> Router<PermitServerContext> {
        let router = Router(context: PermitServerContext.self)
        router.add(middleware: TextsMiddleware(texts: manager.texts))
        router.add(middleware: PermitLanguageMiddleware<PermitServerContext>())
        router.add(middleware: ProblemMiddleware(logger: logger))
        router.get("/healthz") { _, _ in JSONResponse.object(["status": "ok"]) }
        router.get("/openapi.json") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "application/json"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: OpenAPIDocument.json)))
        }
        let routes = SubjectRoutes(server: self)
        router.get("/v1/explain/:service/:status") { request, context in try routes.explain(request, context) }
        router.put("/v1/subjects/:id") { request, context in try await routes.record(request, context) }
        router.get("/v1/subjects/:id/services/:service") { request, context in try await routes.answer(request, context) }
        router.get("/v1/subjects/:id/services/:service/require") { request, context in
            try await routes.require(request, context)
        }
        router.post("/v1/subjects/:id/verdict") { request, context in try await routes.verdict(request, context) }
        router.post("/v1/subjects/:id/plan") { request, context in try await routes.plan(request, context) }
        return router
    }

    /// An application serving the routes on `host`:`port`.
    public func application(host: String = "127.0.0.1", port: Int = 8080) -> some ApplicationProtocol {
        Application(
            router: router(), configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "permit-server"),
            logger: logger)
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
/// method) with their status, anything else as a 500 that says nothing of its cause (which is logged).
struct ProblemMiddleware: RouterMiddleware {
    let logger: Logger

    func handle(
        _ request: Request, context: PermitServerContext, next: (Request, PermitServerContext) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as PermitError {
            throw error
        } catch let error as PermitRequestError {
            throw error
        } catch let error as HTTPError where error.status == .notFound {
            throw PermitRequestError.notFound(request.uri.path)
        } catch let error as HTTPError where error.status.code < 500 {
            let document = ProblemDocument(
                type: "about:blank", title: error.status.reasonPhrase, status: error.status.code,
                detail: error.body ?? error.status.reasonPhrase, instance: request.uri.path)
            return Response(problem: document)
        } catch {
            logger.error("request failed", metadata: ["path": "\(request.uri.path)", "error": "\(error)"])
            throw PermitRequestError.internalError("\(error)")
        }
    }
}
