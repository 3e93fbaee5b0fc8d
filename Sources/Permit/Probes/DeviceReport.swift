public import Foundation
import PermitLocalization

/// What a device reported about itself: its system, its languages, the status of each permission, its
/// system-wide switches and the person's answers to the app's own explanations, as a JSON document.
///
/// ```json
/// {
///   "subject": "device-42",
///   "systemVersion": "17.4",
///   "deviceKind": "iphone",
///   "languages": ["fr-CA", "en"],
///   "services": { "camera": "denied", "photo": "limited", "addressbook": "authorized", "microphone": -100 },
///   "switches": { "location-services": false, "bluetooth": true },
///   "softAsk": { "contacts": "never", "camera": { "answer": "later", "at": "2026-11-20T10:00:00Z" } }
/// }
/// ```
///
/// `subject` is required; every other field is optional. Services are named in kebab-case (`location-always`),
/// by JYAuthorization's key prefix (`addressbook`) or by number; statuses by any word or code
/// `AuthorizationStatus(word:for:)` reads, as text or as a JSON number. ISHPermissionKit's `AskAgain` and
/// `DoNotAskAgain` in `services` are answers to a soft ask, not statuses: they read as `notDetermined` with the
/// soft-ask answer `later` or `never` (an explicit `softAsk` entry wins). `switches` turns system-wide services
/// off: `location-services`, `bluetooth`, `face-id`, and `camera`, `health`, `nearby-interaction` for a device that
/// lacks them.
///
/// A service the report does not name is not determined: the server cannot know it, so the app asks, and the
/// system answers at once, without a dialog, when the person has already decided.
///
/// It is `Codable`; encoding writes names (`"camera": "denied"`).
public struct DeviceReport: Hashable, Sendable {
    /// The subject the report describes.
    public var subject: Subject
    /// The reported statuses.
    public var statuses: [Service: AuthorizationStatus]
    /// Services whose system-wide switch is off.
    public var servicesSwitchedOff: Set<Service>
    /// The person's answers to the app's soft asks.
    public var softAskAnswers: SoftAskAnswers

    /// Creates a report.
    public init(
        subject: Subject, statuses: [Service: AuthorizationStatus] = [:], servicesSwitchedOff: Set<Service> = [],
        softAskAnswers: SoftAskAnswers = SoftAskAnswers()
    ) {
        self.subject = subject
        self.statuses = statuses
        self.servicesSwitchedOff = servicesSwitchedOff
        self.softAskAnswers = softAskAnswers
    }

    /// A document that does not follow the schema, with where and why.
    public struct SchemaError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The JSON path of the offending value, such as `services.camera` or `languages[1]`; empty for the
        /// document itself.
        public var path: String
        /// What is wrong.
        public var message: String
        /// For a document that is not well-formed JSON, the line and column of the defect.
        public var line: Int?
        /// See `line`.
        public var column: Int?

        /// Creates an error.
        public init(path: String, message: String, line: Int? = nil, column: Int? = nil) {
            self.path = path
            self.message = message
            self.line = line
            self.column = column
        }

        public var description: String {
            if let line, let column { return "line \(line), column \(column): \(message)" }
            return path.isEmpty ? message : "\(path): \(message)"
        }
    }

    /// Reads a report document, and checks that every store can keep it (`validate()`).
    public init(json: [UInt8]) throws(SchemaError) {
        self = try SchemaError.decode(DeviceReport.self, from: json)
        try validate()
    }

    /// Reads a report document, and checks that every store can keep it (`validate()`).
    public init(json: Data) throws(SchemaError) {
        try self.init(json: [UInt8](json))
    }

    /// Throws unless every store can keep the report as it is: its subject id and languages within
    /// `Subject`'s limits (`Subject.defect(ofID:)`, `Subject.defect(ofLanguageTag:)`), the error naming the field.
    public func validate() throws(SchemaError) {
        if let defect = Subject.defect(ofID: subject.id) { throw SchemaError(path: "subject", message: defect) }
        let languages = subject.preferredLanguages
        if languages.count > Subject.maximumLanguageCount {
            throw SchemaError(path: "languages", message: "must list at most \(Subject.maximumLanguageCount) languages")
        }
        for (index, tag) in languages.enumerated() {
            if let defect = Subject.defect(ofLanguageTag: tag) { throw SchemaError(path: "languages[\(index)]", message: defect) }
        }
    }

    /// The status the report gives `service`: `unserviced` when a switch turns it off, else its reported status,
    /// `notDetermined` when it names none.
    package func reportedStatus(of service: Service) -> AuthorizationStatus {
        if servicesSwitchedOff.contains(service) { return .unserviced }
        return statuses[service] ?? .notDetermined
    }

    /// The switches a report can turn off (`location-services`, and each other service that can be unserviced by
    /// its name), and the services each one serves.
    static let switchedServices: [String: Set<Service>] = Dictionary(
        grouping: Service.allCases.filter { $0.facts.unservicedBy != nil },
        by: { $0.facts.unservicedBy == .locationServices ? "location-services" : $0.commandLineName }
    ).mapValues(Set.init)
}

extension DeviceReport.SchemaError {
    /// `type` decoded from JSON `bytes`, read once: only when the decoder finds the bytes malformed are they read
    /// again, by Permit's own parser, for the line and column of the defect.
    package static func decode<Body: Decodable>(_ type: Body.Type, from bytes: [UInt8]) throws(Self) -> Body {
        do {
            return try JSONDecoder().decode(Body.self, from: Data(bytes))
        } catch let error as DecodingError {
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty {
                do {
                    try JSONDocumentError.check(bytes)
                } catch {
                    throw Self(
                        path: "", message: "not a JSON document: \(error.message)", line: error.line, column: error.column)
                }
            }
            throw Self(error)
        } catch {
            throw Self(path: "", message: "\(error)")
        }
    }

    /// The error a decoder reported, with its coding path written as a JSON path.
    public init(_ error: DecodingError) {
        func path(_ codingPath: [any CodingKey]) -> String {
            var text = ""
            for key in codingPath {
                if let index = key.intValue {
                    text += "[\(index)]"
                } else {
                    text += (text.isEmpty ? "" : ".") + key.stringValue
                }
            }
            return text
        }
        switch error {
        case .keyNotFound(let key, let context):
            self.init(path: path(context.codingPath + [key]), message: "is required")
        case .typeMismatch(let type, let context):
            self.init(path: path(context.codingPath), message: "must be \(Self.kind(of: type))")
        case .valueNotFound(let type, let context):
            self.init(path: path(context.codingPath), message: "must be \(Self.kind(of: type)), not null")
        case .dataCorrupted(let context):
            self.init(path: path(context.codingPath), message: context.debugDescription)
        @unknown default:
            self.init(path: "", message: "\(error)")
        }
    }

    private static func kind(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is [String].Type: "an array of strings"
        case is [String: Any].Type: "an object"
        case is Int.Type, is Double.Type: "a number"
        default: "a value of type \(type)"
        }
    }
}

extension DeviceReport: Codable {
    private enum CodingKeys: String, CodingKey {
        case subject, systemVersion, deviceKind, languages, services, switches, softAsk
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let id = try container.decode(String.self, forKey: .subject)
        var subject = Subject(id: id)
        subject.systemVersion = try container.decodeIfPresent(SystemVersion.self, forKey: .systemVersion)
        if let kind = try container.decodeIfPresent(String.self, forKey: .deviceKind) {
            guard let parsed = DeviceKind(rawValue: kind.lowercased()) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .deviceKind, in: container,
                    debugDescription: "must be one of \(DeviceKind.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            subject.deviceKind = parsed
        }
        subject.preferredLanguages = try container.decodeIfPresent([String].self, forKey: .languages) ?? []
        self.init(subject: subject)
        if container.contains(.services) {
            try readStatuses(try container.nestedContainer(keyedBy: NameCodingKey.self, forKey: .services))
        }
        if container.contains(.switches) {
            try readSwitches(try container.nestedContainer(keyedBy: NameCodingKey.self, forKey: .switches))
        }
        if let explicit = try container.decodeIfPresent(SoftAskAnswers.self, forKey: .softAsk) {
            softAskAnswers.answers.merge(explicit.answers) { _, explicit in explicit }
        }
    }

    private mutating func readStatuses(_ table: KeyedDecodingContainer<NameCodingKey>) throws {
        for key in table.allKeys {
            guard let service = Service(commandLineName: key.stringValue) ?? Int(key.stringValue).flatMap(Service.init(rawValue:))
            else {
                let names = Service.allCases.map(\.commandLineName).joined(separator: ", ")
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: table, debugDescription: "unknown service; known: \(names)")
            }
            let word: String
            if let code = try? table.decode(Int.self, forKey: key) {
                word = String(code)
            } else {
                word = try table.decode(String.self, forKey: key)
            }
            if let answer = Self.softAskAnswer(word) {
                statuses[service] = .notDetermined
                softAskAnswers[service] = answer
            } else if let status = AuthorizationStatus(word: word, for: service) {
                statuses[service] = status
            } else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: table,
                    debugDescription: "unknown status \"\(word)\"; use a word such as denied, notDetermined, authorized, limited")
            }
        }
    }

    private mutating func readSwitches(_ table: KeyedDecodingContainer<NameCodingKey>) throws {
        for key in table.allKeys {
            guard let services = Self.switchedServices[key.stringValue] else {
                let names = Self.switchedServices.keys.sorted().joined(separator: ", ")
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: table, debugDescription: "unknown switch; known: \(names)")
            }
            if try !table.decode(Bool.self, forKey: key) { servicesSwitchedOff.formUnion(services) }
        }
    }

    /// ISHPermissionKit's soft-ask states, which devices running it report among the statuses.
    private static func softAskAnswer(_ word: String) -> SoftAskAnswer? {
        switch String(word.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " }) {
        case "askagain": .later(at: nil)
        case "donotaskagain": .never
        default: nil
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(subject.id, forKey: .subject)
        try container.encodeIfPresent(subject.systemVersion, forKey: .systemVersion)
        try container.encodeIfPresent(subject.deviceKind?.rawValue, forKey: .deviceKind)
        if !subject.preferredLanguages.isEmpty { try container.encode(subject.preferredLanguages, forKey: .languages) }
        var services = container.nestedContainer(keyedBy: NameCodingKey.self, forKey: .services)
        for (service, status) in statuses.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            try services.encode(status, forKey: NameCodingKey(stringValue: service.commandLineName))
        }
        var switches = container.nestedContainer(keyedBy: NameCodingKey.self, forKey: .switches)
        for (name, served) in Self.switchedServices.sorted(by: { $0.key < $1.key })
        where !served.isDisjoint(with: servicesSwitchedOff) {
            try switches.encode(false, forKey: NameCodingKey(stringValue: name))
        }
        if !softAskAnswers.answers.isEmpty { try container.encode(softAskAnswers, forKey: .softAsk) }
    }
}
