import Hummingbird
import NIOCore
import NIOHTTP1

/// A request its handler could not read whole, told apart from a failure of the server: the client closed the
/// connection, sent the request too slowly, or framed its body wrongly. Each is answered (and counted, and logged)
/// with a status of its own, never as a `500`, and none is an error of the server's.
struct RequestReadFailure {
    /// The status of a request whose client closed the connection before it arrived whole: nginx's `499`, which
    /// only the server's metrics and logs ever show, since no one is left to read the answer.
    static let clientClosedRequest = HTTPResponse.Status(code: 499, reasonPhrase: "Client Closed Request")

    /// The answer, as Hummingbird's error, which `ProblemMiddleware` writes as an `about:blank` problem document.
    let answer: HTTPError

    /// The failure `error` says, or `nil` when it is not one.
    init?(_ error: any Error) {
        switch error {
        case let timeout as ConnectionGuardHandler.ReadTimeout:
            answer = HTTPError(.requestTimeout, message: "The request did not arrive whole within \(timeout.limit).")
        case let parserError as HTTPParserError where parserError != .invalidEOFState:
            answer = HTTPError(.badRequest, message: "The request body is not valid HTTP/1.1 (\(parserError)).")
        case is HTTPParserError, is IOError, is ChannelError:
            answer = HTTPError(
                Self.clientClosedRequest, message: "The client closed the connection before its request arrived whole.")
        default:
            return nil
        }
    }
}
