import Synchronization

/// A reference stored at most once and read without a lock, for a value made on first use and then shared by
/// every thread (a table's prepared strings).
///
/// It does what the standard library's `AtomicLazyReference` does, in this module, so that the compiler
/// specializes it: `AtomicLazyReference.load()` is not inlined across modules, and each call looked its generic
/// metadata up in the runtime's cache, which took a render some 40 ns.
///
/// The stored instance is retained once, when stored, and released when the reference is destroyed; readers get
/// it retained by their own strong reference, so it outlives any of them.
struct LazyReference<Instance: AnyObject & Sendable>: ~Copyable, Sendable {
    /// The stored instance's address, or 0 while nothing is stored.
    private let address = Atomic<UInt>(0)

    /// A reference that holds nothing yet.
    init() {}

    /// The stored instance, or `nil` while nothing is stored.
    func load() -> Instance? {
        Self.instance(at: address.load(ordering: .acquiring))
    }

    /// Stores `instance` if nothing is stored yet, and returns what is stored: `instance`, or what another thread
    /// stored first.
    func storeIfNil(_ instance: Instance) -> Instance {
        let retained = Unmanaged.passRetained(instance)
        let (stored, original) = address.compareExchange(
            expected: 0, desired: UInt(bitPattern: retained.toOpaque()), ordering: .acquiringAndReleasing)
        if stored { return instance }
        retained.release()
        return Self.instance(at: original) ?? instance
    }

    deinit {
        guard let pointer = UnsafeRawPointer(bitPattern: address.load(ordering: .acquiring)) else { return }
        Unmanaged<Instance>.fromOpaque(pointer).release()
    }

    private static func instance(at address: UInt) -> Instance? {
        guard let pointer = UnsafeRawPointer(bitPattern: address) else { return nil }
        return Unmanaged<Instance>.fromOpaque(pointer).takeUnretainedValue()
    }
}
