/// Reads the words other permission libraries use for statuses, so that a device running any of them can
/// report to a server as it is.
///
/// Accepted, case-insensitively and with or without `-`/`_` between words:
/// - Permit's own names and codes (`denied`, `not-determined`, `-102`...);
/// - JYAuthorization: `granted`, `notDetermined`, `restricted`, `denied`, `unserviced`, `lowVersion`;
/// - ISHPermissionKit: `Unknown`, `AskAgain` (not asked yet), `Authorized`, `Denied`, `DoNotAskAgain`,
///   `Unsupported`;
/// - PermissionManager: `granted`, `denied`, `undetermined`, `notSupport`;
/// - PermissionsKit and Apple's own enums: `authorized`, `notDetermined`, `notSupported`, `limited`,
///   `provisional`, `ephemeral` (an App Clip's temporary grant), `writeOnly`, `reducedAccuracy`.
enum StatusWord {
    /// The status `word` reports for `service`. Apple's `authorizedWhenInUse` grants always-on location only
    /// in part (`whenInUseOnly`); for every other service it is a grant.
    static func status(for word: String, of service: Service) -> AuthorizationStatus? {
        if let status = AuthorizationStatus(commandLineName: word) { return status }
        let folded = String(word.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
        if service == .locationAlways && folded == "authorizedwheninuse" { return .whenInUseOnly }
        return statuses[folded]
    }

    private static let statuses: [String: AuthorizationStatus] = [
        "granted": .granted, "authorized": .granted, "authorizedalways": .granted,
        "authorizedwheninuse": .granted, "ephemeral": .granted, "fullaccess": .granted,
        "notdetermined": .notDetermined, "undetermined": .notDetermined, "unknown": .notDetermined,
        "askagain": .notDetermined,
        "restricted": .restricted,
        "denied": .denied, "donotaskagain": .denied,
        "unserviced": .unserviced, "unsupported": .unserviced, "notsupported": .unserviced, "notsupport": .unserviced,
        "lowversion": .lowVersion,
        "limited": .limited, "provisional": .provisional, "writeonly": .writeOnly, "reducedaccuracy": .reducedAccuracy,
    ]
}
