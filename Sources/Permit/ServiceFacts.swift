/// Everything Permit knows about one service, written once: the strings tables' key prefixes, the command line's
/// name, the `Info.plist` keys, the first iOS version, the statuses it can be in and the switch that turns it off.
///
/// `Service`'s properties (`keyPrefix`, `commandLineName`, `usageDescriptionKeys`, `introducedIn`,
/// `applicableStatuses`...) read this table; the texts matrix, the probes, the prompt plans, the doctor and
/// `permit explain` read those. The permissions guide's table of services is checked against it.
struct ServiceFacts: Sendable {
    /// What turns a service off for every app at once, when the device reports it `unserviced`.
    enum Switch: Sendable {
        /// Location Services (Settings > Privacy & Security), shared by every location service.
        case locationServices
        /// Bluetooth (Settings > Bluetooth).
        case bluetooth
        /// Face ID not set up (Settings > Face ID & Passcode).
        case faceIDSetUp
        /// Nothing the person can turn on: the device lacks the service (no camera, no Health app, no Nearby
        /// Interaction chip).
        case absentFromDevice
    }

    /// The prefix of the service's keys in the strings tables (JYAuthorization's for its services).
    let keyPrefix: String
    /// The prefix of the soft ask's keys: the key prefix, except for the two location services, which ask apart.
    let softAskKeyPrefix: String
    /// The name in kebab-case.
    let commandLineName: String
    /// The `Info.plist` keys whose usage description iOS shows, current systems' first.
    let usageDescriptionKeys: [String]
    /// The first iOS version that has the permission.
    let introducedIn: SystemVersion
    /// The statuses besides `granted`, `notDetermined` and `denied`, which every service has.
    let otherStatuses: Set<AuthorizationStatus>
    /// What makes the service `unserviced`, for a service that can be; `nil` for one that cannot.
    let unservicedBy: Switch?

    init(
        _ keyPrefix: String, softAsk softAskKeyPrefix: String? = nil, name commandLineName: String,
        plist usageDescriptionKeys: [String], since introducedIn: SystemVersion, also otherStatuses: Set<AuthorizationStatus>,
        unservicedBy: Switch? = nil
    ) {
        self.keyPrefix = keyPrefix
        self.softAskKeyPrefix = softAskKeyPrefix ?? keyPrefix
        self.commandLineName = commandLineName
        self.usageDescriptionKeys = usageDescriptionKeys
        self.introducedIn = introducedIn
        self.otherStatuses = unservicedBy == nil ? otherStatuses : otherStatuses.union([.unserviced])
        self.unservicedBy = unservicedBy
    }

    /// Whether `unserviced` means a switch the person can turn on in Settings (so the answer links there).
    var isUnservicedByThePersonsSwitch: Bool { unservicedBy != nil && unservicedBy != .absentFromDevice }
}

extension Service {
    /// The service's facts: the one place each is written.
    var facts: ServiceFacts {
        switch self {
        case .locationWhenInUse:
            ServiceFacts(
                "location", softAsk: "location.wheninuse", name: "location-when-in-use",
                plist: ["NSLocationWhenInUseUsageDescription"], since: SystemVersion(8),
                also: [.restricted, .reducedAccuracy], unservicedBy: .locationServices)
        case .locationAlways:
            ServiceFacts(
                "location", softAsk: "location.always", name: "location-always",
                plist: ["NSLocationAlwaysAndWhenInUseUsageDescription", "NSLocationAlwaysUsageDescription"],
                since: SystemVersion(8), also: [.restricted, .reducedAccuracy, .whenInUseOnly],
                unservicedBy: .locationServices)
        case .contacts:
            ServiceFacts(
                "addressbook", name: "contacts", plist: ["NSContactsUsageDescription"], since: SystemVersion(7),
                also: [.restricted, .limited])
        case .calendar:
            ServiceFacts(
                "calendar", name: "calendar", plist: ["NSCalendarsFullAccessUsageDescription", "NSCalendarsUsageDescription"],
                since: SystemVersion(7), also: [.restricted, .writeOnly])
        case .reminders:
            ServiceFacts(
                "reminder", name: "reminders", plist: ["NSRemindersFullAccessUsageDescription", "NSRemindersUsageDescription"],
                since: SystemVersion(7), also: [.restricted])
        case .photo:
            ServiceFacts(
                "photo", name: "photo", plist: ["NSPhotoLibraryUsageDescription"], since: SystemVersion(7),
                also: [.restricted, .limited])
        case .microphone:
            ServiceFacts(
                "microphone", name: "microphone", plist: ["NSMicrophoneUsageDescription"], since: SystemVersion(7),
                also: [.restricted])
        case .camera:
            ServiceFacts(
                "camera", name: "camera", plist: ["NSCameraUsageDescription"], since: SystemVersion(7),
                also: [.restricted], unservicedBy: .absentFromDevice)
        case .speechRecognition:
            ServiceFacts(
                "speechrecognition", name: "speech-recognition", plist: ["NSSpeechRecognitionUsageDescription"],
                since: SystemVersion(10), also: [.restricted, .lowVersion])
        case .health:
            ServiceFacts(
                "health", name: "health", plist: ["NSHealthShareUsageDescription", "NSHealthUpdateUsageDescription"],
                since: SystemVersion(8), also: [.restricted, .lowVersion], unservicedBy: .absentFromDevice)
        case .preciseLocation:
            ServiceFacts(
                "preciselocation", name: "precise-location", plist: ["NSLocationTemporaryUsageDescriptionDictionary"],
                since: SystemVersion(14), also: [.restricted, .lowVersion], unservicedBy: .locationServices)
        case .photoAddOnly:
            ServiceFacts(
                "photoadd", name: "photo-add-only", plist: ["NSPhotoLibraryAddUsageDescription"], since: SystemVersion(11),
                also: [.restricted, .lowVersion])
        case .siri:
            ServiceFacts(
                "siri", name: "siri", plist: ["NSSiriUsageDescription"], since: SystemVersion(10),
                also: [.restricted, .lowVersion])
        case .motion:
            ServiceFacts(
                "motion", name: "motion", plist: ["NSMotionUsageDescription"], since: SystemVersion(7), also: [.restricted])
        case .mediaLibrary:
            ServiceFacts(
                "medialibrary", name: "media-library", plist: ["NSAppleMusicUsageDescription"], since: SystemVersion(9, 3),
                also: [.restricted, .lowVersion])
        case .bluetooth:
            ServiceFacts(
                "bluetooth", name: "bluetooth", plist: ["NSBluetoothAlwaysUsageDescription"], since: SystemVersion(13),
                also: [.restricted, .lowVersion], unservicedBy: .bluetooth)
        case .notifications:
            ServiceFacts(
                "notification", name: "notifications", plist: [], since: SystemVersion(10),
                also: [.provisional, .lowVersion])
        case .tracking:
            ServiceFacts(
                "tracking", name: "tracking", plist: ["NSUserTrackingUsageDescription"], since: SystemVersion(14),
                also: [.restricted, .lowVersion])
        case .faceID:
            ServiceFacts(
                "faceid", name: "face-id", plist: ["NSFaceIDUsageDescription"], since: SystemVersion(11),
                also: [.restricted, .lowVersion], unservicedBy: .faceIDSetUp)
        case .localNetwork:
            ServiceFacts(
                "localnetwork", name: "local-network", plist: ["NSLocalNetworkUsageDescription"], since: SystemVersion(14),
                also: [.restricted, .lowVersion])
        case .nearbyInteraction:
            ServiceFacts(
                "nearbyinteraction", name: "nearby-interaction", plist: ["NSNearbyInteractionUsageDescription"],
                since: SystemVersion(14), also: [.restricted, .lowVersion], unservicedBy: .absentFromDevice)
        case .focusStatus:
            ServiceFacts(
                "focusstatus", name: "focus-status", plist: ["NSFocusStatusUsageDescription"], since: SystemVersion(15),
                also: [.restricted, .lowVersion])
        case .homeKit:
            ServiceFacts(
                "homekit", name: "home-kit", plist: ["NSHomeKitUsageDescription"], since: SystemVersion(8),
                also: [.restricted])
        case .callDirectory:
            ServiceFacts("calldirectory", name: "call-directory", plist: [], since: SystemVersion(10), also: [.lowVersion])
        }
    }
}
