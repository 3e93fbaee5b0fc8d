/// Which statuses each service can really be in (its `ServiceFacts`), and what a status outside them becomes.
///
/// Every service can be granted, not determined or denied. Besides those, a service has only the statuses that
/// describe a real situation on Apple's systems, and Permit has its own title and advice for each; the
/// permissions guide has the table.
extension Service {
    /// The statuses this service can be in besides `granted` (and `none`, which is no status), in code order:
    /// each has its own localized title and advice.
    public var applicableStatuses: [AuthorizationStatus] {
        let statuses = facts.otherStatuses.union([.notDetermined, .denied])
        return AuthorizationStatus.allCases.filter(statuses.contains)
    }

    /// Whether the service can be in `status`: `granted`, or one of its `applicableStatuses`.
    public func canBe(_ status: AuthorizationStatus) -> Bool {
        status == .granted || applicableStatuses.contains(status)
    }

    /// What a status a probe reported becomes for this service, so that every answer has texts written for it.
    ///
    /// A status the service can be in is kept, and so is `none` (no probe knew). Outside the matrix:
    /// - a partial grant is a full grant, because nothing of the service is held back (`limited` camera access is
    ///   camera access; when-in-use location is all that when-in-use location asks), except `reducedAccuracy` for
    ///   precise location, which is precise location denied;
    /// - `restricted`, `unserviced` or `lowVersion` where the service cannot be so (a restricted notification, a
    ///   microphone that is "unserviced") is `notDetermined`: Permit cannot explain it, so the app asks, and the
    ///   system answers with the real status at once, without a dialog, when the person has already decided.
    public func normalized(_ status: AuthorizationStatus) -> AuthorizationStatus {
        if status == .unreported || canBe(status) { return status }
        if status.isPartialGrant { return self == .preciseLocation && status == .reducedAccuracy ? .denied : .granted }
        return .notDetermined
    }

    /// Whether the person can change `status` in Settings, so that an error offers the settings link (and an
    /// alert its `go` button): a denial, a partial grant, and a switch the person controls turned off (Location
    /// Services, Bluetooth, Face ID not set up). Never a restriction, not determined, a too-old system, or a
    /// device that lacks the service (no camera, no Health).
    public func offersSettingsLink(for status: AuthorizationStatus) -> Bool {
        guard canBe(status) else { return false }
        switch status {
        case .denied, .limited, .provisional, .reducedAccuracy, .writeOnly, .whenInUseOnly: return true
        case .unserviced:
            return facts.isUnservicedByThePersonsSwitch
        case .unreported, .granted, .notDetermined, .restricted, .lowVersion: return false
        }
    }
}
