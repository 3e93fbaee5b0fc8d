/// A permission an app asks the person for: camera, location, contacts, Health...
///
/// Raw values are stable and shared with clients on other platforms: JYAuthorization's services keep its numbers
/// (1 to 10), later ones follow.
public enum Service: Int, Hashable, Sendable, CaseIterable, Codable {
    /// Location while the app is in use.
    case locationWhenInUse = 1
    /// Location at all times, also in the background.
    case locationAlways = 2
    /// Contacts (JYAuthorization's "address book").
    case contacts = 3
    /// Calendars.
    case calendar = 4
    /// Reminders.
    case reminders = 5
    /// The photo library, to read and add.
    case photo = 6
    /// The microphone.
    case microphone = 7
    /// The camera.
    case camera = 8
    /// Speech recognition.
    case speechRecognition = 9
    /// Health data.
    case health = 10
    /// Precise (not approximate) location.
    case preciseLocation = 11
    /// Adding to the photo library without reading it.
    case photoAddOnly = 12
    /// Siri and Shortcuts.
    case siri = 13
    /// Motion and fitness activity.
    case motion = 14
    /// The music and video library (Media & Apple Music).
    case mediaLibrary = 15
    /// Bluetooth.
    case bluetooth = 16
    /// Notifications.
    case notifications = 17
    /// Tracking across other companies' apps and websites (App Tracking Transparency).
    case tracking = 18
    /// Face ID.
    case faceID = 19
    /// Devices on the local network.
    case localNetwork = 20
    /// The precise position of nearby devices (Nearby Interaction).
    case nearbyInteraction = 21
    /// Whether the person has notifications silenced (Focus status).
    case focusStatus = 22
    /// Home (HomeKit) data.
    case homeKit = 23
    /// Call Blocking & Identification (a CallKit call directory extension).
    case callDirectory = 24
}

extension Service {
    /// The prefix of the service's keys in the strings tables: JYAuthorization's for its services (`addressbook`,
    /// `speechrecognition`...), the lowercased name for later ones. Both location services share `location`.
    public var keyPrefix: String {
        facts.keyPrefix
    }

    /// The name in kebab-case, as the command line spells it: `location-when-in-use`, `photo-add-only`...
    public var commandLineName: String {
        facts.commandLineName
    }

    /// The service named `name` in kebab-case, or by its JYAuthorization key prefix (`addressbook`,
    /// `speechrecognition`); `location` names when-in-use location.
    public init?(commandLineName name: String) {
        let lowered = name.lowercased()
        if let service = Service.allCases.first(where: { $0.commandLineName == lowered }) {
            self = service
        } else if let service = Service.allCases.first(where: { $0.keyPrefix == lowered }) {
            self = service
        } else {
            return nil
        }
    }

    /// The `Info.plist` keys whose usage description iOS shows when it asks. For location always, calendars and
    /// reminders the first is the key current systems read and the next the key older systems read; Health has
    /// one for reading and one for writing data; precise location's is a dictionary of purposes. Empty for
    /// services iOS asks about without a description (notifications, the call directory).
    public var usageDescriptionKeys: [String] {
        facts.usageDescriptionKeys
    }

    /// The first iOS version that has the permission.
    public var introducedIn: SystemVersion {
        facts.introducedIn
    }
}

extension Service {
    /// Decodes a name (`"camera"`, `"location-always"`), a JYAuthorization key prefix (`"addressbook"`) or a
    /// number (`8`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            guard let service = Service(rawValue: number) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown service number \(number)")
            }
            self = service
            return
        }
        let name = try container.decode(String.self)
        guard let service = Service(commandLineName: name) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown service \"\(name)\"")
        }
        self = service
    }

    /// Encodes the name: `"camera"`, `"location-always"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(commandLineName)
    }
}
