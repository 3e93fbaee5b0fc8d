/// Readings of `Accept-Language` headers, kept for the headers seen recently, safe to share between threads.
///
/// A server sees the same few headers again and again; the cache answers them without reading them again. It holds
/// at most `capacity` readings and evicts by the clock algorithm (close to least recently used), and its key is at
/// most the `AcceptLanguage.maximumHeaderBytes + 1` bytes that decide a reading, so its memory stays bounded however
/// many distinct headers, of whatever size, arrive.
public final class AcceptLanguageCache: Sendable {
    /// The capacity of `shared`.
    package static let defaultCapacity = 256

    /// The cache the framework adapters share (256 readings).
    public static let shared = AcceptLanguageCache(capacity: defaultCapacity)

    /// The most readings held at once.
    public let capacity: Int

    private let readings: BoundedCache<[UInt8], AcceptLanguage>

    /// Creates an empty cache of at most `capacity` readings; `capacity` must be at least 1.
    public init(capacity: Int) {
        self.capacity = capacity
        readings = BoundedCache(capacity: capacity)
    }

    /// The number of readings held now.
    public var count: Int { readings.count }

    /// The reading of `header`, from the cache when it holds one. The header is read outside the lock.
    public func acceptLanguage(forHeader header: String) -> AcceptLanguage {
        let key = AcceptLanguage.examinedPrefix(of: header)
        return readings.value(for: key) { AcceptLanguage(headerPrefix: key) }
    }
}

extension AcceptLanguage {
    /// The acceptable ranges of `header`, best first, read through `AcceptLanguageCache.shared`.
    package static func preferences(fromHeader header: String) -> [Preference] {
        AcceptLanguageCache.shared.acceptLanguage(forHeader: header).preferences
    }
}
