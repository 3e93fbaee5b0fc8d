import NIOCore
import NIOPosix
import Permit
import PermitLocalization

/// Runs `operation`, or throws `DeviceReportStoreError` with `.unavailable` once `limit` has passed without an
/// answer: a store that cannot reach its database makes requests fail in bounded time instead of hanging.
///
/// The caller is answered at the deadline whether or not the operation heeds its cancellation: a driver call stuck
/// on a connection the database dropped is cancelled and left to end on its own, never waited for (a task group
/// would wait for it, and so would a server's graceful shutdown, for ever).
///
/// The deadline is a task scheduled on an event loop and cancelled with the answer. It is not a sleeping `Task`:
/// on Linux, a `Task.sleep` cancelled early keeps its task and its dispatch timer allocated for good (about 300
/// bytes for every store call, which grew a server without bound).
func withStoreDeadline<Result: Sendable>(
    _ limit: Duration, _ what: String, _ operation: @escaping @Sendable () async throws -> Result
) async throws -> Result {
    let race = FirstAnswer<Result>()
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
            race.wait(continuation)
            let deadline = MultiThreadedEventLoopGroup.singleton.any().scheduleTask(in: TimeAmount(limit)) {
                race.answer(.failure(DeviceReportStoreError(.unavailable, "\(what) had no answer within \(limit)")))
            }
            race.cancelOnAnswer { deadline.cancel() }
            let call = Task {
                do {
                    race.answer(.success(try await operation()))
                } catch {
                    race.answer(.failure(error))
                }
            }
            race.cancelOnAnswer { call.cancel() }
        }
    } onCancel: {
        race.answer(.failure(CancellationError()))
    }
}

/// The first of several answers to one waiting caller; what could still answer is cancelled then.
private final class FirstAnswer<Value: Sendable>: Sendable {
    private struct State: Sendable {
        var continuation: CheckedContinuation<Value, any Error>?
        var answer: Swift.Result<Value, any Error>?
        var racers: [@Sendable () -> Void] = []
    }

    private let state = Locked(State())

    /// Sets the caller to answer; at once if an answer (the caller's cancellation) came first.
    func wait(_ continuation: CheckedContinuation<Value, any Error>) {
        let early = state.withLock { state in
            if state.answer == nil { state.continuation = continuation }
            return state.answer
        }
        if let early { continuation.resume(with: early) }
    }

    /// Calls `cancel` once there is an answer (at once if there is one).
    func cancelOnAnswer(_ cancel: @escaping @Sendable () -> Void) {
        let answered = state.withLock { state in
            if state.answer == nil { state.racers.append(cancel) }
            return state.answer != nil
        }
        if answered { cancel() }
    }

    /// Answers the caller with `result` if nothing answered it before.
    func answer(_ result: Swift.Result<Value, any Error>) {
        let (continuation, racers) = state.withLock { state -> (CheckedContinuation<Value, any Error>?, [@Sendable () -> Void]) in
            guard state.answer == nil else { return (nil, []) }
            state.answer = result
            defer {
                state.continuation = nil
                state.racers = []
            }
            return (state.continuation, state.racers)
        }
        continuation?.resume(with: result)
        for cancel in racers { cancel() }
    }
}
