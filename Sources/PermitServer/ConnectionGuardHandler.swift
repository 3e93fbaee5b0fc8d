import Hummingbird
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import Permit
import PermitHummingbird

/// What permit-server adds to each HTTP/1.1 connection, between Hummingbird's HTTP codec and its application,
/// where Hummingbird's own handling leaves the connection to the client:
///
/// - **A request arrives whole within `readTimeout` of its first bytes**, head and body. Hummingbird's idle timeout
///   restarts with every part that arrives, so a body sent a few bytes at a time would never end. A late body fails
///   its reader with `ReadTimeout` (answered `408`, then closed, below); a late head is answered `408` here.
/// - **A request NIO cannot parse is answered with a problem document**: `400`, `about:blank`, with the parser's
///   reason. Hummingbird would answer it too, but with an empty body: `HTTPChannelHandler.handleHTTP` catches the
///   `HTTPParserError` and writes a head with `Content-Length: 0` itself. The error passes this handler first.
/// - **An answer that leaves a body unread closes the connection.** A response that begins while its request's
///   body is still arriving (a `401`, a `413` read from `Content-Length`), and every `413`, say `Connection: close`,
///   and the connection is closed after it, where Hummingbird would read the rest of the body, however large,
///   before the next request. The output is closed first and what still arrives is discarded for `lingering`, so
///   that the client reads the answer rather than a reset (RFC 9112 §9.6).
/// - **A response to `HEAD` has no body**, whatever was written: a problem document for `HEAD` on an unknown path
///   or without an access key.
///
/// One per connection; NIO calls every method on the connection's event loop, and so do its timers.
final class ConnectionGuardHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// A request that did not arrive whole within the read timeout.
    struct ReadTimeout: Error, CustomStringConvertible {
        /// The read timeout.
        let limit: Duration

        var description: String { "the request did not arrive whole within \(limit)" }
    }

    private enum Phase {
        /// Requests are read and answered.
        case serving
        /// The output is closed after an answer; what arrives is discarded until the connection closes.
        case draining
    }

    private let readTimeout: Duration
    private let lingering: Duration
    private let logger: Logger
    private var ledger = ExchangeLedger()
    private var phase = Phase.serving
    /// The end of the current request's time to arrive, while it arrives.
    private var readDeadline: Scheduled<Void>?
    /// The end of the connection while it drains.
    private var lingeringEnd: Scheduled<Void>?
    /// Whether the read being handled brought a request's end: bytes after it are not yet the next request's.
    private var readEndedARequest = false
    /// Whether the response being written answers `HEAD`.
    private var answersHead = false
    /// Whether the connection closes once the response being written ends.
    private var closesAfterResponse = false
    /// A request that could not be read, answered once the responses before it have ended.
    private var pendingRejection: ProblemDocument?

    /// A guard that gives each request `readTimeout` to arrive, and a closing connection `lingering` to take the
    /// client's answer.
    init(readTimeout: Duration, lingering: Duration = .seconds(2), logger: Logger) {
        self.readTimeout = readTimeout
        self.lingering = lingering
        self.logger = logger
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .serving = phase else { return }
        switch unwrapInboundIn(data) {
        case .head(let request):
            ledger.requestBegan(isHead: request.method == .head)
            startReadDeadline(context: context)
        case .body:
            break
        case .end:
            ledger.requestEnded()
            cancelReadDeadline()
            readEndedARequest = true
        }
        context.fireChannelRead(data)
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        // Bytes arrived while no request was being read: the next request's head has begun.
        if case .serving = phase, !ledger.isReceiving, !readEndedARequest {
            startReadDeadline(context: context)
        }
        readEndedARequest = false
        context.fireChannelReadComplete()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if let parserError = error as? HTTPParserError {
            // While draining, nothing that arrives is read.
            guard case .serving = phase else { return }
            // Between requests, the error is the next request's: no handler will ever see that request.
            if !ledger.isReceiving {
                reject(status: .badRequest, detail: "The request is not valid HTTP/1.1 (\(parserError)).", context: context)
                return
            }
        }
        context.fireErrorCaught(error)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(var response) where response.status.kind != .informational:
            let answered = ledger.answered
            answersHead = answered.isHead
            closesAfterResponse =
                answered.bodyStillArriving || response.status == .contentTooLarge
                || response.headerFields[.connection]?.lowercased().contains("close") == true
            if closesAfterResponse { response.headerFields[.connection] = "close" }
            context.write(wrapOutboundOut(.head(response)), promise: promise)
        case .body where answersHead:
            promise?.succeed()
        case .head, .body:
            context.write(data, promise: promise)
        case .end:
            ledger.responseEnded()
            if closesAfterResponse {
                context.writeAndFlush(data, promise: promise)
                drain(context: context)
            } else if ledger.isIdle, let rejection = pendingRejection {
                context.write(data, promise: promise)
                pendingRejection = nil
                answer(rejection, context: context)
            } else {
                context.write(data, promise: promise)
            }
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        cancelTimers()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        cancelTimers()
    }

    // MARK: Timers

    private func startReadDeadline(context: ChannelHandlerContext) {
        guard readDeadline == nil else { return }
        readDeadline = context.eventLoop.assumeIsolated().scheduleTask(in: TimeAmount(readTimeout)) {
            self.readDeadline = nil
            self.readTimedOut(context: context)
        }
    }

    private func cancelReadDeadline() {
        readDeadline?.cancel()
        readDeadline = nil
    }

    private func cancelTimers() {
        cancelReadDeadline()
        lingeringEnd?.cancel()
        lingeringEnd = nil
    }

    private func readTimedOut(context: ChannelHandlerContext) {
        guard case .serving = phase else { return }
        if ledger.isReceiving {
            // The head was read, and its handler runs: the body's reader fails, and the connection closes after the
            // answer, since the body is still arriving.
            logger.debug("request body too slow", metadata: ["limit": "\(readTimeout)"])
            context.fireErrorCaught(ReadTimeout(limit: readTimeout))
        } else {
            reject(status: .requestTimeout, detail: "The request did not arrive whole within \(readTimeout).", context: context)
        }
    }

    // MARK: Answering and closing

    /// Answers a request no handler will see with an `about:blank` problem document, once the responses before it
    /// have ended, then closes the connection.
    private func reject(status: HTTPResponse.Status, detail: String, context: ChannelHandlerContext) {
        logger.debug("request rejected before routing", metadata: ["status": "\(status.code)", "reason": "\(detail)"])
        cancelReadDeadline()
        let document = ProblemDocument(type: "about:blank", title: status.reasonPhrase, status: status.code, detail: detail)
        if ledger.isIdle {
            answer(document, context: context)
        } else {
            pendingRejection = document
        }
    }

    private func answer(_ document: ProblemDocument, context: ChannelHandlerContext) {
        var head = Response(problem: document).head
        head.headerFields[.connection] = "close"
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(ByteBuffer(bytes: document.body))), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        drain(context: context)
    }

    /// Closes the output once what was written is sent, then the connection when the client closes its side or
    /// after `lingering`, whichever comes first; what arrives meanwhile is discarded.
    private func drain(context: ChannelHandlerContext) {
        guard case .serving = phase else { return }
        phase = .draining
        cancelReadDeadline()
        context.close(mode: .output, promise: nil)
        lingeringEnd = context.eventLoop.assumeIsolated().scheduleTask(in: TimeAmount(lingering)) {
            self.lingeringEnd = nil
            context.close(promise: nil)
        }
    }
}
