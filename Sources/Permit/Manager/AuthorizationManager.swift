public import Foundation
import Metrics

/// Resolves services to statuses for subjects through a probe, as JYAuthorization's manager does on a device:
/// a not-determined service is requested automatically (with `accessIfNotDetermined`, on by default) and then
/// resolved again.
///
/// Results are remembered per subject and service (every status but `notDetermined`) until they expire or are
/// invalidated; concurrent calls for the same subject and service share one probe call; and every change a
/// probe reports is published to `statusChanges()`.
///
/// It counts through swift-metrics, in the metrics system bootstrapped when it is made: statuses answered from
/// memory and asked of the probe (`permit_status_cache_hits_total`, `permit_status_cache_misses_total`) and the
/// changes it heard of from other processes (`permit_invalidations_received_total`, by `change`: `subject` or
/// `all`).
///
/// Most servers use the shared manager, bootstrapped once at start-up with the probes they have:
/// ```swift
/// AuthorizationManager.bootstrap(AuthorizationManager(probe: ProbeChain([SystemVersionGate(), reports])))
/// let status = try await AuthorizationManager.shared.authorize(.camera, for: subject)
/// ```
public actor AuthorizationManager {
    /// How a manager behaves.
    public struct Configuration: Sendable {
        /// Whether a not-determined service is requested, then resolved again (JYAuthorization's default: on).
        public var accessIfNotDetermined = true
        /// Whether no alert is made for a not-determined service (JYAuthorization's default: on).
        public var dontAlertIfNotDetermined = true
        /// How long a status is remembered.
        public var cacheLifetime: Duration = .seconds(300)
        /// How many statuses are remembered at most.
        public var cacheCapacity = 100_000

        /// The defaults.
        public init() {}
    }

    /// The probe statuses come from.
    public nonisolated let probe: any AuthorizationProbe
    /// The texts errors and alerts are written in.
    public nonisolated let texts: PermitTexts
    /// How the manager behaves.
    public nonisolated let configuration: Configuration
    /// The answers people gave to the app's soft asks, per subject, which plans read.
    public nonisolated let softAskLedger: SoftAskLedger
    private let now: @Sendable () -> ContinuousClock.Instant
    private var cache: StatusCache
    private var inFlight: [InFlightKey: (task: Task<AuthorizationStatus, any Error>, token: Int)] = [:]
    private var observers: [Int: AsyncStream<StatusChange>.Continuation] = [:]
    /// Probe calls under way when their subject was invalidated: they answer their callers but are not
    /// remembered. Holds at most as many tokens as calls are under way.
    private var staleFlights: Set<Int> = []
    private var nextFlightToken = 0
    private var nextObserverID = 0
    /// Whether answers are remembered: not while the followed store does not hear other processes' changes
    /// (`DeviceReportChange.unheard`).
    private var remembersAnswers = true
    private let metrics = Measures()

    /// The manager's counters.
    private struct Measures {
        let cacheHits = Counter(label: "permit_status_cache_hits_total")
        let cacheMisses = Counter(label: "permit_status_cache_misses_total")
        let subjectChanges = Counter(label: "permit_invalidations_received_total", dimensions: [("change", "subject")])
        let allChanges = Counter(label: "permit_invalidations_received_total", dimensions: [("change", "all")])
        let unheardChanges = Counter(label: "permit_invalidations_received_total", dimensions: [("change", "unheard")])
    }

    /// Creates a manager over a probe, writing errors with `texts` (the shipped translations by default).
    public init(
        probe: any AuthorizationProbe, configuration: Configuration = Configuration(), texts: PermitTexts = .shipped,
        softAskLedger: SoftAskLedger = SoftAskLedger()
    ) {
        self.init(probe: probe, configuration: configuration, texts: texts, softAskLedger: softAskLedger, now: { ContinuousClock.now })
    }

    /// Creates a manager with its own notion of the present, for tests of expiry.
    init(
        probe: any AuthorizationProbe, configuration: Configuration, texts: PermitTexts = .shipped,
        softAskLedger: SoftAskLedger = SoftAskLedger(), now: @escaping @Sendable () -> ContinuousClock.Instant
    ) {
        self.softAskLedger = softAskLedger
        self.probe = probe
        self.texts = texts
        self.configuration = configuration
        self.now = now
        self.cache = StatusCache(capacity: configuration.cacheCapacity)
    }

    /// The status of `service` for `subject`: remembered, or asked of the probe (`none` when no probe knows).
    /// A status the service cannot be in becomes what `Service.normalized(_:)` says.
    public func status(of service: Service, for subject: Subject) async throws -> AuthorizationStatus {
        let key = StatusCache.Key(subjectID: subject.id, service: service)
        if let remembered = cache.status(for: key, at: now()) {
            metrics.cacheHits.increment()
            return remembered
        }
        metrics.cacheMisses.increment()
        return try await resolve(key, isRequest: false) { [probe] in
            try await probe.status(of: service, for: subject) ?? .unreported
        }
    }

    /// JYAuthorization's flow: the status, and when it is not determined (and `accessIfNotDetermined` is on),
    /// a request for access followed by the status after it.
    public func authorize(_ service: Service, for subject: Subject) async throws -> AuthorizationStatus {
        let status = try await status(of: service, for: subject)
        guard status == .notDetermined, configuration.accessIfNotDetermined else { return status }
        let key = StatusCache.Key(subjectID: subject.id, service: service)
        return try await resolve(key, isRequest: true) { [probe] in
            if let answered = try await probe.requestAccess(to: service, for: subject) { return answered }
            return try await probe.status(of: service, for: subject) ?? .unreported
        }
    }

    /// JYAuthorization's answer: whether the app may use `service` (fully or in part), and the localized error
    /// when it may not. A partial grant (`limited`, `provisional`...) answers `true` with an error that carries
    /// the partial status and its advice.
    ///
    /// - Parameters:
    ///   - service: The service asked about.
    ///   - subject: The device or person.
    ///   - preferences: The languages to answer in (a request's `Accept-Language`, say), before the subject's
    ///     own: the first of them that a localization matches decides, and the subject's languages answer when
    ///     none does.
    public nonisolated func authorization(
        of service: Service, for subject: Subject, preferences: [String] = []
    ) async throws -> (granted: Bool, error: PermitError?) {
        let status = try await authorize(service, for: subject)
        let error = texts.error(
            for: service, status: status, preferences: preferences + subject.preferredLanguages,
            deviceKind: subject.deviceKind)
        return (status.isGranted, error)
    }

    /// Records a device's report in `probe`'s store (and its soft-ask answers in `softAskLedger`'s, when that is
    /// another store) and makes the manager forget what it remembered of that subject, in one step: the next
    /// answer for the subject comes from this report. Services whose status was remembered are resolved again at
    /// once, so that `statusChanges()` publishes what the report changed.
    ///
    /// Calls under way for the subject when the report arrives answer their callers with what they found, but
    /// are not remembered.
    ///
    /// - Throws: `DeviceReport.SchemaError` for a report no store may keep (the probe checks it before the store
    ///   is asked); the store's error when it could not record the report. The manager then remembers nothing of
    ///   the subject.
    @discardableResult
    public func record(_ report: DeviceReport, in probe: DeviceReportProbe) async throws -> Subject {
        let subject = report.subject
        let remembered = cache.services(of: subject.id)
        invalidate(subjectID: subject.id)
        try await probe.record(report)
        if !report.softAskAnswers.answers.isEmpty, ledgerKeepsAnswersApart(from: probe) {
            try await softAskLedger.store.recordAnswers(report.softAskAnswers, subjectID: subject.id)
        }
        invalidate(subjectID: subject.id)
        for service in remembered { _ = try? await status(of: service, for: subject) }
        return subject
    }

    /// Erases a subject's report and answers from `probe`'s store (and its answers from `softAskLedger`'s, when
    /// that is another store) and forgets what the manager remembered of it.
    public func erase(subjectID: String, in probe: DeviceReportProbe) async throws {
        invalidate(subjectID: subjectID)
        try await probe.erase(subjectID: subjectID)
        if ledgerKeepsAnswersApart(from: probe) {
            try await softAskLedger.store.erase(subjectID: subjectID)
        }
        invalidate(subjectID: subjectID)
    }

    /// Erases the subjects for which nothing was recorded since `date` from `probe`'s store (and the ledger's, when
    /// that is another store), at most `limit` of them, and forgets what the manager remembered of them; returns
    /// them. Fewer than `limit` means none is left. Other processes hear of each through the store.
    @discardableResult
    public func eraseSubjects(quietSince date: Date, in probe: DeviceReportProbe, limit: Int) async throws -> [String] {
        var erased = try await probe.eraseSubjects(quietSince: date, limit: limit)
        if ledgerKeepsAnswersApart(from: probe) {
            erased += try await softAskLedger.store.eraseSubjects(quietSince: date, limit: limit)
        }
        for subjectID in erased { invalidate(subjectID: subjectID) }
        return erased
    }

    /// Whether `softAskLedger` keeps its answers in another store than `probe`'s, which then needs the answers a
    /// report carries (and their erasure) too.
    private func ledgerKeepsAnswersApart(from probe: DeviceReportProbe) -> Bool {
        (softAskLedger.store as AnyObject) !== (probe.store as AnyObject)
    }

    /// Follows the changes other processes make to `probe`'s store: the manager forgets what it remembered of
    /// each subject that changed, and everything when the store may have missed changes (its connection was
    /// lost), so that it answers the newest report; while the store cannot hear changes at all, it remembers
    /// nothing and asks the probe every time. It forgets everything when it begins too, since a change made
    /// before it followed could have been missed. Returns when the task running it is cancelled.
    ///
    /// A server that runs several processes over one database runs this for the life of each:
    /// ```swift
    /// let following = Task { await manager.follow(reports) }
    /// ```
    public func follow(_ probe: DeviceReportProbe) async {
        let changes = probe.changes()
        invalidateAll()
        for await change in changes {
            switch change {
            case .subject(let subjectID):
                metrics.subjectChanges.increment()
                invalidate(subjectID: subjectID)
            case .all:
                metrics.allChanges.increment()
                invalidateAll()
                remembersAnswers = true
            case .unheard:
                metrics.unheardChanges.increment()
                invalidateAll()
                remembersAnswers = false
            }
        }
    }

    /// JYAuthorization's completion form: `(granted, error)` with the error as an `NSError` in
    /// `JYAuthErrorDomain`. A failing probe answers `false` with its error.
    public nonisolated func authorize(
        _ service: Service, for subject: Subject,
        completion: @escaping @Sendable (Bool, NSError?) -> Void
    ) {
        Task {
            do {
                let (granted, error) = try await authorization(of: service, for: subject)
                completion(granted, error.map { $0 as NSError })
            } catch {
                completion(false, error as NSError)
            }
        }
    }

    /// The alert to show for `error`: `nil` for a not-determined service while `dontAlertIfNotDetermined` is on
    /// (the person will be asked instead).
    ///
    /// - Parameter preferences: Languages to write the alert in, when it should not be in the error's own
    ///   localization; the error's texts are written again in them.
    public nonisolated func alert(for error: PermitError, preferences: [String] = []) -> Alert? {
        if error.status == .notDetermined && configuration.dontAlertIfNotDetermined { return nil }
        return texts.alert(for: preferences.isEmpty ? error : texts.error(error, preferences: preferences))
    }

    /// Forgets what is remembered for a subject, or for one of its services.
    public func invalidate(subjectID: String, service: Service? = nil) {
        markFlightsStale { $0.subjectID == subjectID && (service == nil || $0.service == service) }
        cache.invalidate(subjectID: subjectID, service: service, now: now())
    }

    /// Forgets everything remembered.
    public func invalidateAll() {
        markFlightsStale { _ in true }
        cache.removeAll()
    }

    /// The number of statuses remembered now.
    public var rememberedCount: Int { cache.count(at: now()) }

    /// How many entries the cache holds, expired ones included: never more than its capacity.
    var storedCount: Int { cache.storedCount }

    /// The status changes probes report from now on, to this subscriber, until it stops iterating: this process's
    /// view, of the services it remembered, with the newest 256 kept for a slow subscriber and older ones dropped.
    /// To act on every change of every device, across processes and restarts, follow the store's durable log
    /// instead (`DeviceReportStore.changeFeed(after:pageSize:)`), which resumes from a cursor and drops nothing.
    public func statusChanges() -> AsyncStream<StatusChange> {
        let (stream, continuation) = AsyncStream<StatusChange>.makeStream(bufferingPolicy: .bufferingNewest(256))
        let id = nextObserverID
        nextObserverID += 1
        observers[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { await self?.removeObserver(id) }
        }
        return stream
    }

    private func removeObserver(_ id: Int) { observers[id] = nil }

    /// A probe call under way: a status query or a request for access, kept apart so that a request is never
    /// answered by a query that happened to be running.
    private struct InFlightKey: Hashable {
        var key: StatusCache.Key
        var isRequest: Bool
    }

    /// Marks the probe calls under way for matching keys stale and lets later callers start afresh.
    private func markFlightsStale(where matches: (StatusCache.Key) -> Bool) {
        for (flight, running) in inFlight where matches(flight.key) {
            staleFlights.insert(running.token)
            inFlight[flight] = nil
        }
    }

    /// Runs `ask` once for all concurrent callers with the same key, remembers the answer and publishes a change.
    private func resolve(
        _ key: StatusCache.Key, isRequest: Bool, _ ask: @escaping @Sendable () async throws -> AuthorizationStatus
    ) async throws -> AuthorizationStatus {
        let flight = InFlightKey(key: key, isRequest: isRequest)
        if let running = inFlight[flight] { return try await running.task.value }
        let token = nextFlightToken
        nextFlightToken += 1
        let task = Task { key.service.normalized(try await ask()) }
        inFlight[flight] = (task, token)
        defer {
            if inFlight[flight]?.token == token { inFlight[flight] = nil }
            staleFlights.remove(token)
        }
        let status = try await task.value
        // A report recorded (or an invalidation) while the probe answered makes this answer stale.
        guard !staleFlights.contains(token), remembersAnswers else { return status }
        let previous = cache.lastKnownStatus(for: key)
        let instant = now()
        cache.store(status, for: key, until: instant.advanced(by: configuration.cacheLifetime), now: instant)
        if previous != status {
            let change = StatusChange(subjectID: key.subjectID, service: key.service, previous: previous, current: status)
            for observer in observers.values { observer.yield(change) }
        }
        return status
    }
}
