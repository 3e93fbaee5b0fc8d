#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value guarded by a POSIX mutex, for the state Permit's shared objects keep (caches, catalog snapshots, probe
/// tables).
///
/// Permit uses it instead of `Synchronization.Mutex` because ThreadSanitizer models `pthread_mutex_t` but not the
/// futex that `Mutex` uses on Linux: with `Mutex`, every guarded access is reported as a race, and the stress
/// tests cannot run under `--sanitize=thread`.
///
/// `@unchecked Sendable` is sound: the only stored state is `value` and the mutex; `value` is private and read or
/// written only inside `withLock`, between `pthread_mutex_lock` and `pthread_mutex_unlock` on the one mutex this
/// object allocates in `init` and frees in `deinit`, so no two threads ever touch it at once; and `Value` is
/// `Sendable`, so what `withLock` hands out may cross threads.
package final class Locked<Value: Sendable>: @unchecked Sendable {
    private var value: Value
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// Guards `value`.
    package init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the value, holding the lock.
    package func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
