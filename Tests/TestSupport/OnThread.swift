import Foundation

/// Runs `body`, which blocks, on a thread of its own, for tests that wait on processes and sockets.
///
/// Not on `DispatchQueue.global()`: on Linux the tasks of Swift concurrency run on Dispatch's global queues too,
/// which start no more threads than there are cores, so that two blocked calls there starve every task of the
/// process (a store's ten-second deadline once fired before a task that returns at once had run).
public func onThread<Value: Sendable, Failure: Error>(
    _ body: @escaping @Sendable () throws(Failure) -> Value
) async throws(Failure) -> Value {
    let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<Value, Failure>, Never>) in
        Thread {
            let result: Result<Value, Failure>
            do throws(Failure) {
                result = .success(try body())
            } catch {
                result = .failure(error)
            }
            continuation.resume(returning: result)
        }.start()
    }
    return try result.get()
}
