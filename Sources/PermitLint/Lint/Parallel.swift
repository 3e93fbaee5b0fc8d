import PermitLocalization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Work spread over the machine's cores, with results in the order of the input whatever the order the work ends
/// in: a lint gives the same report run after run, however its files and languages are shared out.
///
/// Plain POSIX threads, joined before `map` returns, hand out the items one at a time (or a slice of indices at a
/// time) from a counter guarded by a mutex (`Locked`), so that a large file or language does not leave a core idle
/// behind it.
///
/// Why this is free of data races, though the threads are outside Swift's concurrency checking: the transform is
/// `@Sendable` and its items and results `Sendable`, so the compiler checks everything it captures; each thread
/// writes only the result slots of the indices it took from the counter, each index once; the buffer is read only
/// after every thread has been joined; and `Work`'s only state is the immutable closure.
package enum Parallel {
    /// How many threads work at once: the online cores, at most 8.
    package static let width: Int = {
        let cores = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        return max(1, min(8, cores))
    }()

    /// `transform` of each item and its index, in the items' order, computed on up to `width` threads.
    package static func map<Element: Sendable, Result: Sendable>(
        _ items: [Element], _ transform: @Sendable (Int, Element) -> Result
    ) -> [Result] {
        map(count: items.count, sliceSize: 1) { transform($0, items[$0]) }
    }

    /// `transform` of each index of `0..<count`, in order, computed on up to `width` threads, each taking
    /// `sliceSize` consecutive indices at a time: many small pieces of work (a big file's entries) share the counter
    /// once per slice, and each result is made where it is kept, never copied.
    package static func map<Result: Sendable>(
        count: Int, sliceSize: Int, _ transform: @Sendable (Int) -> Result
    ) -> [Result] {
        let slices = (count + sliceSize - 1) / sliceSize
        let threads = min(width, slices)
        guard threads > 1 else { return (0..<count).map(transform) }
        return withoutActuallyEscaping(transform) { transform in
            [Result](unsafeUninitializedCapacity: count) { buffer, initialized in
                let results = buffer.baseAddress!
                let next = Locked(0)
                let work = Work {
                    while true {
                        let slice = next.withLock { (value: inout Int) -> Int in
                            defer { value += 1 }
                            return value
                        }
                        guard slice < slices else { return }
                        for index in slice * sliceSize..<min(slice * sliceSize + sliceSize, count) {
                            (results + index).initialize(to: transform(index))
                        }
                    }
                }
                var started: [pthread_t] = []
                for _ in 1..<threads {
                    if let thread = work.start() { started.append(thread) }
                }
                work.body()
                for thread in started { pthread_join(thread, nil) }
                initialized = count
            }
        }
    }

    /// `0..<count` cut into consecutive ranges of `size` (the last may be shorter): pieces of work for `map`.
    package static func ranges(upTo count: Int, size: Int) -> [Range<Int>] {
        stride(from: 0, to: count, by: size).map { $0..<min($0 + size, count) }
    }

    /// A body to run on threads of its own.
    private final class Work {
        let body: () -> Void

        init(_ body: @escaping () -> Void) {
            self.body = body
        }

        /// Runs `body` on a new thread; `nil` when no thread could be made (the caller's own run does the work).
        func start() -> pthread_t? {
            let context = Unmanaged.passRetained(self).toOpaque()
            #if canImport(Darwin)
            var thread: pthread_t?
            #else
            var thread = pthread_t()
            #endif
            let status = pthread_create(&thread, nil, { context in
                #if canImport(Darwin)
                let work = Unmanaged<Work>.fromOpaque(context).takeRetainedValue()
                #else
                let work = Unmanaged<Work>.fromOpaque(context!).takeRetainedValue()
                #endif
                work.body()
                return nil
            }, context)
            guard status == 0 else {
                Unmanaged<Work>.fromOpaque(context).release()
                return nil
            }
            return thread
        }
    }
}
