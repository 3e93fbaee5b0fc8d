import Hummingbird

/// A router that remembers the methods each of its paths serves, so that the other methods on those paths are
/// answered `405 Method Not Allowed` with `Allow` (RFC 9110 §15.5.6) rather than Hummingbird's `404`.
///
/// Routes are added through it as through the router it wraps, groups included (a group adds each route through
/// its parent, with the whole path). `answeringOtherMethods()` adds the `405` answers once every route is in, so
/// that they pass through every middleware of the router, and none of a group's (a `405` needs no access key).
final class MethodTrackingRouter<Context: RequestContext>: RouterMethods {
    /// The methods a `405` may answer: the ones of RFC 9110 that act on a path (not `CONNECT`).
    static var answeredMethods: [HTTPRequest.Method] { [.get, .head, .post, .put, .patch, .delete, .options, .trace] }

    private let router: Router<Context>
    /// Each path with the methods it serves, in the order they were added.
    private var paths: [(path: RouterPath, methods: [HTTPRequest.Method])] = []

    /// Tracks the routes added to `router`; its options should include `.autoGenerateHeadEndpoints`, since every
    /// path that serves `GET` is taken to serve `HEAD`.
    init(_ router: Router<Context>) {
        self.router = router
    }

    @discardableResult
    func on<Responder: HTTPResponder>(
        _ path: RouterPath, method: HTTPRequest.Method, responder: Responder
    ) -> Self where Responder.Context == Context {
        if let index = paths.firstIndex(where: { $0.path == path }) {
            paths[index].methods.append(method)
        } else {
            paths.append((path, [method]))
        }
        router.on(path, method: method, responder: responder)
        return self
    }

    @discardableResult
    func add(middleware: any MiddlewareProtocol<Request, Response, Context>) -> Self {
        router.add(middleware: middleware)
        return self
    }

    /// Adds, on every path, a `405` answer for each of `answeredMethods` that the path does not serve; the router.
    func answeringOtherMethods() -> Router<Context> {
        for (path, methods) in paths {
            let served = methods.contains(.get) ? methods + [.head] : methods
            let allowed = Self.answeredMethods.filter(served.contains)
            for method in Self.answeredMethods where !allowed.contains(method) {
                router.on(path, method: method, responder: MethodNotAllowedResponder<Context>(allowed: allowed))
            }
        }
        return router
    }
}

/// Answers a method its path does not serve: Hummingbird's `405` error with `Allow`, which `ProblemMiddleware`
/// writes as a problem document.
struct MethodNotAllowedResponder<Context: RequestContext>: HTTPResponder {
    /// The methods the path serves.
    let allowed: [HTTPRequest.Method]

    func respond(to request: Request, context: Context) throws -> Response {
        let methods = allowed.map(\.rawValue).joined(separator: ", ")
        throw HTTPError(
            .methodNotAllowed, headers: [.allow: methods],
            message: "\(request.method.rawValue) is not a method of this path; its methods are \(methods).")
    }
}
