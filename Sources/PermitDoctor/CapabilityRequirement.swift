import Permit
import PermitLocalization

/// Something besides its usage description that an app needs for a permission to work: an entitlement, a
/// background mode, an `Info.plist` key or an app extension, with what the person or the developer sees without it
/// and how to add it.
///
/// The facts behind each requirement, and how sure they are, are in the comment beside it: Apple's pages where
/// Apple says so ([Apple]); issue threads where only developers who met the failure say so ([3rd]), and
/// [unconfirmed] where no source says what happens, when the message says "may" or the severity is a warning.
struct CapabilityRequirement: Sendable, Equatable {
    /// Where the requirement is met, and by what value.
    enum Kind: Sendable, Equatable {
        /// An entitlement with a value that turns its capability on.
        case entitlement(EntitlementValue)
        /// A value of the `Info.plist`'s `UIBackgroundModes` array.
        case backgroundMode
        /// An `Info.plist` key holding a non-empty array of Bonjour service types (`NSBonjourServices`).
        case bonjourServices
        /// An app extension whose `NSExtension` > `NSExtensionPointIdentifier` is the key.
        case appExtension
    }

    /// The value that turns an entitlement's capability on.
    enum EntitlementValue: Sendable, Equatable {
        /// The Boolean `true` (`YES` in Xcode's editor).
        case yes
        /// One of these strings (`aps-environment`: `development` or `production`).
        case oneOf([String])
    }

    /// How a developer adds what is missing.
    enum Remedy: Sendable, Equatable {
        /// A path through Xcode's interface: `Signing & Capabilities > + Capability > HealthKit`.
        case xcode(String)
        /// Steps outside Xcode's capability list, as a clause.
        case steps(String)
    }

    /// Where the requirement is met.
    var kind: Kind
    /// The entitlement, the background mode, the `Info.plist` key or the extension point identifier.
    var key: String
    /// Other keys that meet the requirement too: the macOS spelling of an entitlement, for a Mac Catalyst file.
    var alternativeKeys: [String] = []
    /// An entitlement that must be on for this one to matter: background delivery is part of HealthKit, and is not
    /// reported while HealthKit itself is missing.
    var dependsOn: String? = nil
    /// What the app asks for, as messages name it: a service's command-line name, or `critical-alerts`.
    var feature: String
    /// How serious the lack is, judged by what happens on the device: an error when the prompt never appears or the
    /// API fails, a warning when a feature quietly degrades or the consequence is not confirmed.
    var severity: DiagnosticSeverity
    /// What the person or the developer sees without it, as a clause.
    var consequence: String
    /// How to add it.
    var remedy: Remedy

    /// The value that meets the requirement when it is an entitlement's, else `nil`.
    var entitlementValue: EntitlementValue? {
        guard case .entitlement(let value) = kind else { return nil }
        return value
    }

    /// The clause that says how to add what is missing: "add it in Xcode: Signing & Capabilities > ...".
    var howToAdd: String {
        switch remedy {
        case .xcode(let path): "add it in Xcode: \(path)"
        case .steps(let steps): steps
        }
    }
}

extension CapabilityRequirement {
    /// What `services` need besides their usage descriptions, each once, in the services' order; critical alerts
    /// last when the app asks for them.
    static func requirements(for services: [Service], criticalAlerts: Bool) -> [CapabilityRequirement] {
        var seen: Set<Service> = []
        let needed = services.filter { seen.insert($0).inserted }.flatMap(requirements(for:))
        return needed + (criticalAlerts ? [criticalAlertsEntitlement] : [])
    }

    /// What `service` needs besides its usage description.
    static func requirements(for service: Service) -> [CapabilityRequirement] {
        switch service {
        case .locationAlways: [locationUpdatesBackgroundMode]
        case .health: [healthKitEntitlement, healthKitBackgroundDeliveryEntitlement]
        case .notifications: [pushNotificationsEntitlement]
        case .callDirectory: [callDirectoryExtension]
        case .homeKit: [homeKitEntitlement]
        case .siri: [siriEntitlement]
        case .focusStatus: [communicationNotificationsEntitlement]
        case .localNetwork: [bonjourServices]
        case .locationWhenInUse, .preciseLocation, .contacts, .calendar, .reminders, .photo, .photoAddOnly,
            .microphone, .camera, .speechRecognition, .motion, .mediaLibrary, .bluetooth, .tracking, .faceID,
            .nearbyInteraction:
            []
        }
    }

    // Location always, in the background.
    // Source: https://developer.apple.com/documentation/corelocation/handling-location-updates-in-the-background
    // (a suspended app receives no updates; they are delivered when it runs again) and
    // https://developer.apple.com/documentation/corelocation/cllocationmanager/allowsbackgroundlocationupdates
    // (apps that receive updates in the background must include UIBackgroundModes with location). [Apple]
    // Region monitoring and the significant-change service relaunch the app without the mode:
    // https://developer.apple.com/documentation/xcode/configuring-background-execution-modes [Apple], so this is a
    // warning: an app that only monitors regions needs no mode (and App Review rejects one it does not use).
    // allowsBackgroundLocationUpdates = true without the mode raises NSInternalInconsistencyException: [3rd]
    // https://github.com/mauron85/react-native-background-geolocation/issues/60
    static let locationUpdatesBackgroundMode = CapabilityRequirement(
        kind: .backgroundMode, key: "location", feature: Service.locationAlways.commandLineName, severity: .warning,
        consequence: "with Always authorization the app gets no location updates while it is suspended in the "
            + "background (they arrive late, in a batch, when it runs again), and setting "
            + "allowsBackgroundLocationUpdates to true terminates it; region monitoring and significant-change "
            + "updates work without the mode",
        remedy: .xcode("Signing & Capabilities > + Capability > Background Modes > Location updates"))

    // HealthKit. Source: https://developer.apple.com/documentation/bundleresources/entitlements/com.apple.developer.healthkit
    // and https://developer.apple.com/documentation/healthkit/setting-up-healthkit (enable the HealthKit
    // capability). [Apple] Without it HealthKit fails with error 4, "Missing com.apple.developer.healthkit
    // entitlement.", and the authorization sheet is never shown: [3rd]
    // https://github.com/carp-dk/flutter-plugins/issues/227 and issues/446. An error: the prompt never appears.
    static let healthKitEntitlement = CapabilityRequirement(
        kind: .entitlement(.yes), key: "com.apple.developer.healthkit", feature: Service.health.commandLineName,
        severity: .error,
        consequence: "HealthKit refuses the app (error 4, \"Missing com.apple.developer.healthkit entitlement.\"): "
            + "the Health prompt never appears and every Health query fails",
        remedy: .xcode("Signing & Capabilities > + Capability > HealthKit"))

    // Health's background delivery. Source:
    // https://developer.apple.com/documentation/bundleresources/entitlements/com.apple.developer.healthkit.background-delivery
    // ("If this key is true, your app can enable background delivery of HKObserverQuery instances... By default,
    // the value is false."). [Apple] The error the app gets without it: [unconfirmed]. The "Background Delivery"
    // checkbox's label: [3rd]. A warning: only apps that observe Health data in the background need it.
    static let healthKitBackgroundDeliveryEntitlement = CapabilityRequirement(
        kind: .entitlement(.yes), key: "com.apple.developer.healthkit.background-delivery",
        dependsOn: "com.apple.developer.healthkit", feature: Service.health.commandLineName, severity: .warning,
        consequence: "the app cannot turn on background delivery (enableBackgroundDelivery(for:frequency:"
            + "withCompletion:)), so it is not woken when new Health data arrives; only an app that observes Health "
            + "data in the background needs it",
        remedy: .xcode("Signing & Capabilities > HealthKit > Background Delivery"))

    // Push notifications. Source: https://developer.apple.com/documentation/bundleresources/entitlements/aps-environment
    // (development or production; com.apple.developer.aps-environment on macOS) and the archived Remote
    // Notification Programming Guide, https://developer.apple.com/library/content/documentation/NetworkingInternet/Conceptual/RemoteNotificationsPG/HandlingRemoteNotifications.html
    // ("trying to register with APNs without the proper entitlement returns an error"). [Apple] The error's text:
    // [3rd] https://github.com/signalapp/Signal-iOS/issues/4937. A warning: the prompt
    // (UNUserNotificationCenter.requestAuthorization) and local notifications need no entitlement (an inference:
    // Apple lists none for them), only remote ones do.
    static let pushNotificationsEntitlement = CapabilityRequirement(
        kind: .entitlement(.oneOf(["development", "production"])), key: "aps-environment",
        alternativeKeys: ["com.apple.developer.aps-environment"], feature: Service.notifications.commandLineName,
        severity: .warning,
        consequence: "the notification prompt and local notifications work, but registering for remote notifications "
            + "fails (\"no valid “aps-environment” entitlement string found for application\") and no push reaches "
            + "the app",
        remedy: .xcode("Signing & Capabilities > + Capability > Push Notifications"))

    // The call directory. Source: https://developer.apple.com/documentation/callkit/identifying-and-blocking-calls
    // (add a Call Directory Extension target) and
    // https://developer.apple.com/documentation/callkit/cxerrorcodecalldirectorymanagererror-swift.struct/code/noextensionfound
    // (reloadExtension(withIdentifier:) "can't find a corresponding app extension"). [Apple] The extension point
    // identifier com.apple.callkit.call-directory, which the template writes: [3rd]. An error: without the
    // extension there is no permission to grant.
    static let callDirectoryExtension = CapabilityRequirement(
        kind: .appExtension, key: "com.apple.callkit.call-directory", feature: Service.callDirectory.commandLineName,
        severity: .error,
        consequence: "Settings has no Call Blocking & Identification switch for the app, so the person can never "
            + "turn it on, and CXCallDirectoryManager's reloadExtension(withIdentifier:) fails with noExtensionFound",
        remedy: .xcode("File > New > Target > Call Directory Extension, embedded in the app"))

    // HomeKit. Source: https://developer.apple.com/documentation/bundleresources/entitlements/com.apple.developer.homekit
    // and https://developer.apple.com/documentation/homekit/enabling-homekit-in-your-app (choosing the HomeKit
    // capability adds the entitlement). [Apple] HMError.missingEntitlement (80) exists: [3rd] HMError.h; that
    // HMHomeManager reports it, and what the person then sees: [unconfirmed], hence "may".
    static let homeKitEntitlement = CapabilityRequirement(
        kind: .entitlement(.yes), key: "com.apple.developer.homekit", feature: Service.homeKit.commandLineName,
        severity: .error,
        consequence: "HomeKit may refuse the app (HMError.missingEntitlement): the Home prompt may never appear and "
            + "the app sees no home",
        remedy: .xcode("Signing & Capabilities > + Capability > HomeKit"))

    // Siri. Source: https://developer.apple.com/documentation/sirikit/requesting-authorization-to-use-siri ("enable
    // the Siri capability... for authorization to succeed") and
    // https://developer.apple.com/documentation/bundleresources/entitlements/com.apple.developer.siri. [Apple]
    // Without it INPreferences raises NSInternalInconsistencyException ("Use of the class <INPreferences> from an
    // app requires the entitlement com.apple.developer.siri"): [3rd]
    // https://github.com/TelegramMessenger/Telegram-iOS/issues/1086. An error: the prompt never appears.
    static let siriEntitlement = CapabilityRequirement(
        kind: .entitlement(.yes), key: "com.apple.developer.siri", feature: Service.siri.commandLineName,
        severity: .error,
        consequence: "INPreferences.requestSiriAuthorization terminates the app (\"...requires the entitlement "
            + "com.apple.developer.siri\"), so the Siri prompt never appears",
        remedy: .xcode("Signing & Capabilities > + Capability > Siri"))

    // Focus status. Source: https://developer.apple.com/documentation/bundleresources/information-property-list/nsfocusstatususagedescription
    // (the usage description). [Apple] That INFocusStatusCenter also needs the Communication Notifications
    // capability: [3rd] https://developer.apple.com/forums/thread/685744; the key, as Xcode writes it: [3rd]
    // home-assistant/iOS's App-ios.entitlements. What happens without it: [unconfirmed], hence a warning and "may".
    static let communicationNotificationsEntitlement = CapabilityRequirement(
        kind: .entitlement(.yes), key: "com.apple.developer.usernotifications.communication",
        feature: Service.focusStatus.commandLineName, severity: .warning,
        consequence: "INFocusStatusCenter may not report the person's Focus status, even once they allow it",
        remedy: .xcode("Signing & Capabilities > + Capability > Communication Notifications"))

    // Critical alerts. Source: https://developer.apple.com/documentation/bundleresources/entitlements/com.apple.developer.usernotifications.critical-alerts
    // ("If your app has this entitlement, then it can request criticalAlert authorization"; Apple grants it through
    // a request form) and https://developer.apple.com/documentation/usernotifications/unauthorizationoptions/criticalalert.
    // [Apple] What the app gets when it asks without it: [unconfirmed] (a plugin says ordinary notification
    // authorization), hence a warning and "may".
    static let criticalAlertsEntitlement = CapabilityRequirement(
        kind: .entitlement(.yes), key: "com.apple.developer.usernotifications.critical-alerts",
        feature: "critical-alerts", severity: .warning,
        consequence: "the app cannot be granted critical alerts, so its alerts may arrive as ordinary notifications, "
            + "silenced by the Ring/Silent switch and by Focus",
        remedy: .steps(
            "Apple grants it on request (the Critical Alerts entitlement request form); once the app's provisioning "
                + "profile carries it, add it to the entitlements file with the value YES"))

    // Bonjour on the local network. Source: https://developer.apple.com/documentation/bundleresources/information-property-list/nsbonjourservices
    // ("Include all service types that your app expects to use") and
    // https://developer.apple.com/documentation/foundation/netservice/errorcode-swift.enum/missingrequiredconfigurationerror
    // (-72008: "NSBonjourServices and NSLocalNetworkUsageDescription are required in Info.plist"). [Apple] The
    // Network framework's NoAuth (-65555) for an unlisted type: [3rd] https://github.com/kean/Pulse/issues/53. A
    // warning: an app that reaches local hosts without browsing needs no service type.
    static let bonjourServices = CapabilityRequirement(
        kind: .bonjourServices, key: "NSBonjourServices", feature: Service.localNetwork.commandLineName,
        severity: .warning,
        consequence: "browsing for Bonjour services fails (NetService: -72008, missing required configuration; the "
            + "Network framework: NoAuth, -65555); an app that reaches local hosts without browsing needs none",
        remedy: .xcode("the target's Info tab > + > Bonjour services, one item per service type, such as _http._tcp"))
}
