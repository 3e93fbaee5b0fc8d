import Hummingbird
import Logging

/// Logs one line per request at `info`, through the request's logger: the `method`, the `route` (the pattern the
/// path matched, such as `/v1/subjects/{id}`, so that no device's id is logged; `NotFound` when it matched none),
/// the `status` and the `duration_ms` of the handler. Neither the query string nor any header is logged.
struct AccessLogMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        do {
            let response = try await next(request, context)
            log(request.method, context, response.status.code, since: start)
            return response
        } catch {
            log(request.method, context, (error as? any HTTPResponseError)?.status.code ?? 500, since: start)
            throw error
        }
    }

    private func log(_ method: HTTPRequest.Method, _ context: Context, _ status: Int, since start: ContinuousClock.Instant) {
        let elapsed = (ContinuousClock.now - start).components
        let milliseconds = Double(elapsed.seconds) * 1_000 + Double(elapsed.attoseconds) / 1e15
        context.logger.info(
            "request",
            metadata: [
                "method": "\(method.rawValue)", "route": "\(context.endpointPath ?? "unknown")", "status": "\(status)",
                "duration_ms": "\((milliseconds * 1_000).rounded() / 1_000)",
            ])
    }
}
