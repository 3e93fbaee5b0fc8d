/// One vocabulary for statuses, used by reports, the command line and JSON alike.
extension AuthorizationStatus {
    /// The status a word or code names, in the words of Permit and of the libraries devices run, so that a device
    /// running any of them can report to a server as it is; `nil` for anything else.
    ///
    /// Accepted, case-insensitively and with or without `-`, `_` or spaces between words:
    /// - Permit's names and codes, as text (`denied`, `not-determined`, `-102`);
    /// - JYAuthorization: `granted`, `notDetermined`, `restricted`, `denied`, `unserviced`, `lowVersion`;
    /// - ISHPermissionKit: `Unknown`, `Authorized`, `Denied`, `Unsupported` (its `AskAgain` and `DoNotAskAgain`
    ///   are answers to the app's own explanation, not statuses: see `SoftAskAnswer`);
    /// - PermissionManager: `granted`, `denied`, `undetermined`, `notSupport`;
    /// - PermissionsKit and Apple's enums: `authorized`, `authorizedAlways`, `authorizedWhenInUse`, `fullAccess`,
    ///   `notDetermined`, `notSupported`, `limited`, `provisional`, `ephemeral` (an App Clip's temporary grant),
    ///   `writeOnly`, `reducedAccuracy`.
    ///
    /// Apple's `authorizedWhenInUse` grants always-on location only in part (`whenInUseOnly`); for every other
    /// service, and when no service is given, it is a grant.
    public init?(word: String, for service: Service? = nil) {
        if let code = Int(word) {
            guard let status = AuthorizationStatus(rawValue: code) else { return nil }
            self = status
            return
        }
        let folded = String(word.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
        if service == .locationAlways && folded == "authorizedwheninuse" {
            self = .whenInUseOnly
        } else if let status = Self.words[folded] {
            self = status
        } else {
            return nil
        }
    }

    private static let words: [String: AuthorizationStatus] = {
        var words: [String: AuthorizationStatus] = [
            "authorized": .granted, "authorizedalways": .granted, "authorizedwheninuse": .granted,
            "ephemeral": .granted, "fullaccess": .granted,
            "undetermined": .notDetermined, "unknown": .notDetermined,
            "unsupported": .unserviced, "notsupported": .unserviced, "notsupport": .unserviced,
        ]
        for status in AuthorizationStatus.allCases {
            words[String(status.commandLineName.filter { $0 != "-" })] = status
        }
        return words
    }()
}

extension AuthorizationStatus {
    /// Decodes a name or word (`"denied"`, `"authorized"`) or a code, as a number or as text (`-102`, `"-102"`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let code = try? container.decode(Int.self) {
            guard let status = AuthorizationStatus(rawValue: code) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown status code \(code)")
            }
            self = status
            return
        }
        let word = try container.decode(String.self)
        guard let status = AuthorizationStatus(word: word) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "unknown status \"\(word)\"; use a word such as denied, notDetermined, authorized, limited")
        }
        self = status
    }

    /// Encodes the name: `"denied"`, `"not-determined"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(commandLineName)
    }
}
