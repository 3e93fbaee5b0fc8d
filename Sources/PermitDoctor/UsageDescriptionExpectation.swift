import Permit
/// What the doctor expects of one service's usage descriptions in an Info.plist: which keys describe it on current
/// systems, which only on older ones, and what their values must look like.
struct UsageDescriptionExpectation: Sendable {
    /// A key that only systems before a version read.
    struct LegacyKey: Sendable {
        /// The key.
        var name: String
        /// The first version that reads the service's current key instead.
        var replacedIn: SystemVersion
    }

    /// The service the keys describe.
    var service: Service
    /// The service whose request needs the keys: `service` itself, or location always for when-in-use location.
    var requiredBy: Service
    /// The keys current systems read. Any one of them describes the service: Health reads each for its own purpose
    /// (reading, writing), and the app may only need one.
    var currentKeys: [String]
    /// The keys only older systems read.
    var legacyKeys: [LegacyKey]

    /// The expectation for `service` when `requiredBy` asks for it, or `nil` when iOS asks without a description
    /// (notifications, the call directory).
    init?(service: Service, requiredBy: Service) {
        let keys = service.usageDescriptionKeys
        guard let first = keys.first else { return nil }
        self.service = service
        self.requiredBy = requiredBy
        if let version = Self.renamingVersion(of: service) {
            currentKeys = [first]
            legacyKeys = keys.dropFirst().map { LegacyKey(name: $0, replacedIn: version) }
        } else {
            currentKeys = keys
            legacyKeys = []
        }
    }

    /// The version from which iOS reads the service's first key instead of its later ones, for the services that
    /// renamed their key.
    private static func renamingVersion(of service: Service) -> SystemVersion? {
        switch service {
        case .locationAlways: SystemVersion(11)
        case .calendar, .reminders: SystemVersion(17)
        default: nil
        }
    }

    /// Whether the value is a dictionary of purpose keys to descriptions rather than one description (precise
    /// location's `NSLocationTemporaryUsageDescriptionDictionary`).
    var valueIsDictionary: Bool { service == .preciseLocation }

    /// Whether a description shorter than the minimum is an error: Health requires at least 12 characters; for the
    /// others a short description is only a risk at App Review.
    var shortIsError: Bool { service == .health }

    /// The keys a localization's `InfoPlist.strings` should translate, given the keys the Info.plist has: the current
    /// keys it has (the first current key when it has none) and any legacy key it has. Empty for a dictionary value,
    /// whose translations the doctor does not check.
    func translatedKeys(present: Set<String>) -> [String] {
        guard !valueIsDictionary else { return [] }
        let current = currentKeys.filter(present.contains)
        return (current.isEmpty ? [currentKeys[0]] : current) + legacyKeys.map(\.name).filter(present.contains)
    }
}
