/// The statuses a manager remembers, per subject and service, each until it expires.
///
/// As in JYAuthorization, every status but `notDetermined` is remembered (the person may be asked at any moment,
/// so that one is always probed again). Unlike it, a server serves many devices: entries expire, can be dropped
/// per subject or service, and the cache holds at most `capacity` entries, dropping those that expire soonest.
struct StatusCache: Sendable {
    struct Key: Hashable, Sendable {
        var subjectID: String
        var service: Service
    }

    private struct Entry: Sendable {
        var status: AuthorizationStatus
        var expiry: ContinuousClock.Instant
    }

    let capacity: Int
    private var entries: [Key: Entry] = [:]
    /// The services stored for each subject, so that a subject's entries are found without a scan of them all.
    private var servicesBySubject: [String: Set<Service>] = [:]

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// How many entries are stored, expired ones included (they stay as the baseline of change detection
    /// until evicted).
    var storedCount: Int { entries.count }

    /// How many statuses are remembered and unexpired at `now`.
    func count(at now: ContinuousClock.Instant) -> Int { entries.values.filter { $0.expiry > now }.count }

    /// The remembered status, unless it has expired by `now`.
    func status(for key: Key, at now: ContinuousClock.Instant) -> AuthorizationStatus? {
        guard let entry = entries[key], entry.expiry > now else { return nil }
        return entry.status
    }

    /// The remembered status even if expired: what a change is measured against.
    func lastKnownStatus(for key: Key) -> AuthorizationStatus? { entries[key]?.status }

    /// The services whose status is known for a subject, expired or not.
    func services(of subjectID: String) -> [Service] {
        (servicesBySubject[subjectID] ?? []).sorted { $0.rawValue < $1.rawValue }
    }

    /// Remembers `status` until `expiry`; `notDetermined` is forgotten instead of remembered.
    mutating func store(_ status: AuthorizationStatus, for key: Key, until expiry: ContinuousClock.Instant, now: ContinuousClock.Instant) {
        guard status != .notDetermined else {
            remove(key)
            return
        }
        entries[key] = Entry(status: status, expiry: expiry)
        servicesBySubject[key.subjectID, default: []].insert(key.service)
        if entries.count > capacity { evict(now: now) }
    }

    /// Forgets one subject's statuses, or one service's for that subject: they expire now, but stay known as
    /// the last status, so that the next answer is reported as a change only if it differs.
    mutating func invalidate(subjectID: String, service: Service? = nil, now: ContinuousClock.Instant) {
        for stored in service.map({ [$0] }) ?? Array(servicesBySubject[subjectID] ?? []) {
            entries[Key(subjectID: subjectID, service: stored)]?.expiry = now
        }
    }

    /// Forgets everything.
    mutating func removeAll() {
        entries.removeAll()
        servicesBySubject.removeAll()
    }

    /// Forgets one entry.
    private mutating func remove(_ key: Key) {
        guard entries.removeValue(forKey: key) != nil else { return }
        servicesBySubject[key.subjectID]?.remove(key.service)
        if servicesBySubject[key.subjectID]?.isEmpty == true { servicesBySubject[key.subjectID] = nil }
    }

    /// Drops expired entries, then, while still over capacity, those that expire soonest.
    private mutating func evict(now: ContinuousClock.Instant) {
        for (key, entry) in entries where entry.expiry <= now { remove(key) }
        guard entries.count > capacity else { return }
        let overflow = entries.count - capacity
        for (key, _) in entries.sorted(by: { $0.value.expiry < $1.value.expiry }).prefix(overflow) {
            remove(key)
        }
    }
}
