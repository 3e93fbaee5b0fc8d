import Synchronization

/// Writes that arrive together share one transaction, and so one sync: the first write to arrive while no batch
/// runs starts one, which takes every write waiting and hands them to the store to apply in the order they came
/// and commit once; each write is answered only then. Writes that arrive meanwhile wait for the next batch, which
/// starts as soon as this one ends.
///
/// A write is a value the store knows how to apply (`PendingWrite` for the database stores), so that the store can
/// apply a batch's writes with a few statements instead of a few each.
package final class GroupCommit<Write: Sendable>: Sendable {
    /// Applies a batch's writes in order and commits them; the outcome of each, in the same order.
    package typealias Batch = @Sendable (_ writes: [Write]) async -> [Result<Void, any Error>]

    private struct Waiting: Sendable {
        let write: Write
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var waiting: [Waiting] = []
        var isRunning = false
    }

    private let state = Mutex(State())

    /// What a write whose batch gave no outcome for it fails with.
    package struct Unanswered: Error, CustomStringConvertible {
        package var description: String { "the store's batch gave no outcome for this write" }
    }

    package init() {}

    /// Applies `write` in the next batch, which `batch` commits; returns once it is committed, or throws what
    /// failed it.
    package func perform(_ write: Write, committing batch: @escaping Batch) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            let starts = state.withLock { state in
                state.waiting.append(Waiting(write: write, continuation: continuation))
                defer { state.isRunning = true }
                return !state.isRunning
            }
            if starts { Task { await self.runBatches(batch) } }
        }
    }

    /// The outcome of each write of `batch` when `commit` applies them together. When that fails and
    /// `retrying(error)` allows, each write is committed again alone, so that only a write that fails alone fails
    /// (a savepoint around each write would double its statements).
    package static func outcomes(
        of batch: [Write], retryingAloneAfter retrying: (any Error) -> Bool = { _ in true },
        _ commit: ([Write]) async throws -> Void
    ) async -> [Result<Void, any Error>] {
        do {
            try await commit(batch)
            return Array(repeating: .success(()), count: batch.count)
        } catch {
            guard batch.count > 1, retrying(error) else { return Array(repeating: .failure(error), count: batch.count) }
            var outcomes: [Result<Void, any Error>] = []
            for write in batch {
                do {
                    try await commit([write])
                    outcomes.append(.success(()))
                } catch {
                    outcomes.append(.failure(error))
                }
            }
            return outcomes
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
            for (index, waiter) in waiting.enumerated() {
                // A batch that answered fewer writes than it was given leaves none waiting for ever.
                waiter.continuation.resume(with: outcomes.indices.contains(index) ? outcomes[index] : .failure(Unanswered()))
            }
        }
    }
}
