import Foundation

/// What a device reported about itself: its system, its languages and the status of each permission, as a JSON
/// document.
///
/// ```json
/// {
///   "subject": "device-42",
///   "systemVersion": "17.4",
///   "deviceKind": "iphone",
///   "languages": ["fr-CA", "en"],
///   "services": { "camera": "denied", "photo": "limited", "addressbook": "authorized" },
///   "switches": { "location-services": false, "bluetooth": true }
/// }
/// ```
///
/// `subject` is required; every other field is optional. Services are named in kebab-case (`location-always`)
/// or by JYAuthorization's key prefix (`addressbook`); statuses in the words of Permit, JYAuthorization,
/// ISHPermissionKit, PermissionManager or PermissionsKit (see `AuthorizationStatus`). `switches` turns
/// system-wide services off: `location-services`, `bluetooth`, `health`, `face-id`, `nearby-interaction`.
public struct DeviceSnapshot: Hashable, Sendable {
    /// The subject the snapshot describes.
    public var subject: Subject
    /// The reported statuses.
    public var statuses: [Service: AuthorizationStatus]
    /// Services whose system-wide switch is off.
    public var servicesSwitchedOff: Set<Service>

    /// A document that does not follow the schema, with where and why.
    public struct SchemaError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The JSON path of the offending value, such as `services.camera`.
        public var path: String
        /// What is wrong.
        public var message: String

        public var description: String { path.isEmpty ? message : "\(path): \(message)" }
    }

    /// Reads a snapshot document.
    public init(json: [UInt8]) throws(SchemaError) {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(json))
        } catch {
            throw SchemaError(path: "", message: "not a JSON document (\(error.localizedDescription))")
        }
        guard let document = object as? [String: Any] else {
            throw SchemaError(path: "", message: "the document must be a JSON object")
        }
        guard let id = document["subject"] as? String, !id.isEmpty else {
            throw SchemaError(path: "subject", message: "a non-empty string naming the device or user is required")
        }
        var subject = Subject(id: id)
        if let version = document["systemVersion"] {
            guard let text = version as? String, let parsed = SystemVersion(text) else {
                throw SchemaError(path: "systemVersion", message: "must be a version such as \"17.4\"")
            }
            subject.systemVersion = parsed
        }
        if let kind = document["deviceKind"] {
            guard let text = kind as? String, let parsed = DeviceKind(rawValue: text.lowercased()) else {
                let kinds = DeviceKind.allCases.map(\.rawValue).joined(separator: ", ")
                throw SchemaError(path: "deviceKind", message: "must be one of \(kinds)")
            }
            subject.deviceKind = parsed
        }
        if let languages = document["languages"] {
            guard let list = languages as? [String] else {
                throw SchemaError(path: "languages", message: "must be an array of language tags")
            }
            subject.preferredLanguages = list
        }
        self.subject = subject
        statuses = try Self.readStatuses(document["services"])
        servicesSwitchedOff = try Self.readSwitches(document["switches"])
    }

    private static func readStatuses(_ value: Any?) throws(SchemaError) -> [Service: AuthorizationStatus] {
        guard let value else { return [:] }
        guard let table = value as? [String: Any] else {
            throw SchemaError(path: "services", message: "must be an object from service names to statuses")
        }
        var statuses: [Service: AuthorizationStatus] = [:]
        for (name, word) in table {
            guard let service = Service(commandLineName: name) else {
                throw SchemaError(path: "services.\(name)", message: "unknown service; known: \(Self.serviceNames)")
            }
            guard let text = word as? String, let status = StatusWord.status(for: text, of: service) else {
                throw SchemaError(
                    path: "services.\(name)",
                    message: "unknown status \(word); use a word such as denied, notDetermined, authorized, limited")
            }
            statuses[service] = status
        }
        return statuses
    }

    private static func readSwitches(_ value: Any?) throws(SchemaError) -> Set<Service> {
        guard let value else { return [] }
        guard let table = value as? [String: Any] else {
            throw SchemaError(path: "switches", message: "must be an object from switch names to true or false")
        }
        var off: Set<Service> = []
        for (name, state) in table {
            guard let services = switchedServices[name] else {
                let names = switchedServices.keys.sorted().joined(separator: ", ")
                throw SchemaError(path: "switches.\(name)", message: "unknown switch; known: \(names)")
            }
            guard let isOn = state as? Bool else {
                throw SchemaError(path: "switches.\(name)", message: "must be true or false")
            }
            if !isOn { off.formUnion(services) }
        }
        return off
    }

    private static let switchedServices: [String: Set<Service>] = [
        "location-services": [.locationWhenInUse, .locationAlways, .preciseLocation],
        "bluetooth": [.bluetooth], "health": [.health], "face-id": [.faceID],
        "nearby-interaction": [.nearbyInteraction],
    ]

    private static var serviceNames: String { Service.allCases.map(\.commandLineName).joined(separator: ", ") }
}
