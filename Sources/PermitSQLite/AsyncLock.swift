/// A lock for async code: one holder at a time, the others waiting in the order they came, without blocking a
/// thread. The SQLite store's one connection runs one transaction at a time through it, since statements of two
/// tasks on one connection would otherwise share a transaction.
actor AsyncLock {
    private var isHeld = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Runs `body` holding the lock.
    func withLock<Result: Sendable>(_ body: @Sendable () async throws -> Result) async throws -> Result {
        await acquire()
        do {
            let result = try await body()
            release()
            return result
        } catch {
            release()
            throw error
        }
    }

    private func acquire() async {
        guard isHeld else {
            isHeld = true
            return
        }
        await withCheckedContinuation { waiters.append($0) }
    }

    private func release() {
        if waiters.isEmpty {
            isHeld = false
        } else {
            // The lock passes to the first waiter, held all along.
            waiters.removeFirst().resume()
        }
    }
}
