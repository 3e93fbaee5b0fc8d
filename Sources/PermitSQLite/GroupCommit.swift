import Synchronization

/// Writes that arrive together share one transaction, and so one sync: the first write to arrive while no batch
/// runs starts one, which takes every write waiting and hands them to the store to apply in the order they came
/// and commit once; each write is answered only then. Writes that arrive meanwhile wait for the next batch, which
/// starts as soon as this one ends.
final class GroupCommit: Sendable {
    /// What a write does within its batch's transaction.
    typealias Write = @Sendable () async throws -> Void
    /// Applies a batch's writes in order and commits them; the outcome of each.
    typealias Batch = @Sendable (_ writes: [Write]) async -> [Result<Void, any Error>]

    private struct Waiting: Sendable {
        let write: Write
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var waiting: [Waiting] = []
        var isRunning = false
    }

    private let state = Mutex(State())

    /// Applies `write` in the next batch, which `batch` commits; returns once it is committed, or throws what
    /// failed it.
    func perform(_ write: @escaping Write, committing batch: @escaping Batch) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            let starts = state.withLock { state in
                state.waiting.append(Waiting(write: write, continuation: continuation))
                defer { state.isRunning = true }
                return !state.isRunning
            }
            if starts { Task { await self.runBatches(batch) } }
        }
    }

    /// Runs batches until no write waits.
    private func runBatches(_ batch: Batch) async {
        while true {
            let waiting = state.withLock { state -> [Waiting] in
                defer { state.waiting = [] }
                if state.waiting.isEmpty { state.isRunning = false }
                return state.waiting
            }
            if waiting.isEmpty { return }
            let outcomes = await batch(waiting.map(\.write))
            for (waiter, outcome) in zip(waiting, outcomes) { waiter.continuation.resume(with: outcome) }
        }
    }
}
