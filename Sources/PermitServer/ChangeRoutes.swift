import Foundation
import HTTPTypes
import Hummingbird
import Metrics
import NIOCore
import NIOPosix
import Permit
import ServiceLifecycle

/// `GET /v1/changes` and `GET /v1/changes/stream`: the store's change log, a page at a time (waiting for a change
/// when asked to) or as a stream of server-sent events.
struct ChangeRoutes: Sendable {
    let store: any DeviceReportStore
    /// How many requests wait for changes now (`permit_change_watchers`).
    let watchers: Meter

    /// The most changes a page holds, and how many it holds unless asked.
    static let (largestPage, defaultPage) = (1_000, 100)
    /// How long a page request may wait for a change, in seconds.
    static let longestWait = 60
    /// How long a stream may stay silent before it sends a comment line, so that proxies keep it open
    /// (`PermitServer.Configuration.changeStreamKeepAlive`, 15 s).
    let keepAlive: Duration

    /// The routes, relative to `/v1`: `changes` and `changes/stream`.
    var endpoints: RouteCollection<PermitServerContext> {
        let endpoints = RouteCollection(context: PermitServerContext.self)
        endpoints.get("changes", use: page)
        endpoints.get("changes/stream", use: stream)
        return endpoints
    }

    /// `GET /v1/changes?after=CURSOR&limit=N&wait=SECONDS`.
    func page(_ request: Request, _ context: PermitServerContext) async throws -> Response {
        let query = request.uri.queryParameters
        let cursor = try Self.cursor(query.get("after"))
        let limit = try Self.number("limit", query.get("limit"), in: 1...Self.largestPage) ?? Self.defaultPage
        let wait = try Self.number("wait", query.get("wait"), in: 0...Self.longestWait) ?? 0
        let deadline = ContinuousClock.now + .seconds(wait)
        var page = try await read(after: cursor, limit: limit)
        if page.entries.isEmpty && wait > 0 {
            watchers.increment()
            defer { watchers.decrement() }
            while page.entries.isEmpty, ContinuousClock.now < deadline, !Task.isShuttingDownGracefully {
                let generation = store.changeLogGrowth.generation
                page = try await read(after: page.cursor, limit: limit)
                if !page.entries.isEmpty { break }
                await waitForGrowth(beyond: generation, atMost: deadline - ContinuousClock.now)
            }
        }
        let body = ProblemDocument.Value.object([
            ("changes", .array(page.entries.map(Self.json))), ("cursor", .string(page.cursor.description)),
        ])
        return Response(
            status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: body.utf8)))
    }

    /// `GET /v1/changes/stream`: every change after `Last-Event-ID` (or `?after=`, or from the oldest kept) as an
    /// event, then each new one as it comes, with a comment line whenever the stream was silent for `keepAlive`;
    /// it ends when the server shuts down.
    func stream(_ request: Request, _ context: PermitServerContext) async throws -> Response {
        let resumed = request.headers[HTTPField.Name("Last-Event-ID")!] ?? request.uri.queryParameters.get("after")
        let start = try Self.cursor(resumed)
        // The first page is read before answering, so that a cursor that is not kept is a 410, not a broken stream.
        let first = try await read(after: start, limit: Self.defaultPage)
        let (store, watchers, keepAlive) = (store, self.watchers, self.keepAlive)
        let body = ResponseBody { writer in
            watchers.increment()
            defer { watchers.decrement() }
            var page = first
            try await writer.write(ByteBuffer(string: ":\n\n"))
            while !Task.isShuttingDownGracefully, !Task.isCancelled {
                if !page.entries.isEmpty {
                    var events = ByteBuffer()
                    for entry in page.entries {
                        events.writeString("id: \(entry.cursor)\nevent: change\ndata: \(String(decoding: Self.json(entry).utf8, as: UTF8.self))\n\n")
                    }
                    try await writer.write(events)
                }
                let generation = store.changeLogGrowth.generation
                page = try await ChangeRoutes.read(store, after: page.cursor, limit: Self.defaultPage)
                if page.entries.isEmpty {
                    let silentSince = ContinuousClock.now
                    await Self.waitForGrowth(of: store, beyond: generation, atMost: keepAlive)
                    if ContinuousClock.now - silentSince >= keepAlive { try await writer.write(ByteBuffer(string: ":\n\n")) }
                    page = try await ChangeRoutes.read(store, after: page.cursor, limit: Self.defaultPage)
                }
            }
            try await writer.finish(nil)
        }
        return Response(
            status: .ok,
            headers: [.contentType: "text/event-stream", .cacheControl: "no-store", HTTPField.Name("X-Accel-Buffering")!: "no"],
            body: body)
    }

    // MARK: Reading

    private func read(after cursor: ChangeCursor?, limit: Int) async throws -> ChangePage {
        try await Self.read(store, after: cursor, limit: limit)
    }

    /// A page of `store`'s log; an expired cursor is a `cursor-expired` problem.
    private static func read(_ store: any DeviceReportStore, after cursor: ChangeCursor?, limit: Int) async throws -> ChangePage {
        do {
            return try await store.changes(after: cursor, limit: limit)
        } catch let error as DeviceReportStoreError where error.code == .cursorExpired {
            throw PermitProblem.cursorExpired(error.description)
        }
    }

    private func waitForGrowth(beyond generation: UInt64, atMost limit: Duration) async {
        await Self.waitForGrowth(of: store, beyond: generation, atMost: limit)
    }

    /// Returns once the store's log may have grown beyond `generation`, `limit` has passed, the server shuts down or
    /// the task is cancelled. The limit is an event loop's timer, not a sleeping task (see `withStoreDeadline`).
    private static func waitForGrowth(of store: any DeviceReportStore, beyond generation: UInt64, atMost limit: Duration) async {
        guard limit > .zero else { return }
        let signal = store.changeLogGrowth
        let waiting = Task { await signal.wait(beyond: generation) }
        let timer = MultiThreadedEventLoopGroup.singleton.any().scheduleTask(in: TimeAmount(limit)) { waiting.cancel() }
        await withGracefulShutdownHandler {
            await withTaskCancellationHandler { await waiting.value } onCancel: { waiting.cancel() }
        } onGracefulShutdown: {
            waiting.cancel()
        }
        timer.cancel()
    }

    /// The `after` parameter or `Last-Event-ID` header as a cursor; `nil` when there is none.
    private static func cursor(_ text: String?) throws -> ChangeCursor? {
        guard let text, !text.isEmpty else { return nil }
        guard let cursor = ChangeCursor(text) else {
            throw PermitProblem.invalidChangesQuery("after", reason: "is not a cursor the change feed gave")
        }
        return cursor
    }

    /// The parameter `name` as a whole number within `range`; `nil` when it is absent.
    private static func number(_ name: String, _ text: String?, in range: ClosedRange<Int>) throws -> Int? {
        guard let text else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw PermitProblem.invalidChangesQuery(
                name, reason: "must be a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    /// An entry as the feed writes it.
    static func json(_ entry: ChangeFeedEntry) -> ProblemDocument.Value {
        .object([
            ("cursor", .string(entry.cursor.description)), ("subject", .string(entry.subjectID)),
            ("service", .string(entry.service?.commandLineName)), ("from", .string(entry.previous?.commandLineName)),
            ("to", .string(entry.current?.commandLineName)),
            ("at", .string(entry.recordedAt.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true)))),
            ("erased", .bool(entry.isErasure)),
        ])
    }
}
