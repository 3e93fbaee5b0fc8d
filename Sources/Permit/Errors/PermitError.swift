public import Foundation

/// Why an app cannot use a service (or can use it only in part), as JYAuthorization reports it: an error in the
/// domain `JYAuthErrorDomain` whose code is the status, with a localized description (the alert's title), a
/// recovery suggestion (the advice) and, where the person can change it there, a link to the app's settings.
///
/// It is a Swift `Error`, a `CustomNSError` (so it bridges to `NSError` with JYAuthorization's user-info keys),
/// a `LocalizedError`, and `Codable` with a stable JSON form for servers:
/// `{"domain", "code", "service", "status", "description", "recoverySuggestion", "settingsURL", "localization"}`.
public struct PermitError: Error, Hashable, Sendable {
    /// `JYAuthErrorDomain`.
    public static let domain = "JYAuthErrorDomain"
    /// The user-info key of the settings link (`app-settings:`), or `NSNull` when there is none.
    public static let openSettingKey = "JYAuthOpenSettingKey"
    /// The user-info key of the service's number (`Service.rawValue`).
    public static let serviceKey = "PermitServiceKey"
    /// The user-info key of the localization the texts come from.
    public static let localizationKey = "PermitLocalizationKey"
    /// The link that opens the app's page in the Settings app (`UIApplication.openSettingsURLString`).
    public static let appSettingsURL = "app-settings:"

    /// The service.
    public var service: Service
    /// The status; its code is the error's code.
    public var status: AuthorizationStatus
    /// The localized description: the alert's title.
    public var description: String
    /// The localized advice.
    public var recoverySuggestion: String
    /// The settings link, when the person can change the status there.
    public var settingsURL: String?
    /// The localization the texts come from.
    public var localization: String
    /// The device the texts were written for (the system a too-old one needs), so that they can be written again
    /// in another language.
    var deviceKind: DeviceKind?

    /// Creates an error.
    public init(
        service: Service, status: AuthorizationStatus, description: String, recoverySuggestion: String,
        settingsURL: String?, localization: String
    ) {
        self.init(
            service: service, status: status, description: description, recoverySuggestion: recoverySuggestion,
            settingsURL: settingsURL, localization: localization, deviceKind: nil)
    }

    init(
        service: Service, status: AuthorizationStatus, description: String, recoverySuggestion: String,
        settingsURL: String?, localization: String, deviceKind: DeviceKind?
    ) {
        self.deviceKind = deviceKind
        self.service = service
        self.status = status
        self.description = description
        self.recoverySuggestion = recoverySuggestion
        self.settingsURL = settingsURL
        self.localization = localization
    }
}

extension PermitError: CustomNSError {
    public static var errorDomain: String { domain }
    public var errorCode: Int { status.rawValue }
    public var errorUserInfo: [String: Any] {
        [
            NSLocalizedDescriptionKey: description,
            NSLocalizedRecoverySuggestionErrorKey: recoverySuggestion,
            Self.openSettingKey: settingsURL.flatMap { URL(string: $0) } ?? NSNull(),
            Self.serviceKey: service.rawValue,
            Self.localizationKey: localization,
        ]
    }

    /// The error an `NSError` in `JYAuthErrorDomain` stands for (one an iOS client sent, say); `nil` when the
    /// domain, code or service is not one Permit knows.
    public init?(_ error: NSError) {
        guard error.domain == Self.domain, let status = AuthorizationStatus(rawValue: error.code) else { return nil }
        let info = error.userInfo
        guard let number = info[Self.serviceKey] as? Int, let service = Service(rawValue: number) else { return nil }
        let link = (info[Self.openSettingKey] as? URL)?.absoluteString ?? (info[Self.openSettingKey] as? String)
        self.init(
            service: service, status: status,
            description: info[NSLocalizedDescriptionKey] as? String ?? "",
            recoverySuggestion: info[NSLocalizedRecoverySuggestionErrorKey] as? String ?? "",
            settingsURL: link, localization: info[Self.localizationKey] as? String ?? "")
    }
}

extension PermitError: LocalizedError {
    public var errorDescription: String? { description }
}

extension PermitError: Codable {
    private enum CodingKeys: String, CodingKey {
        case domain, code, service, status, description, recoverySuggestion, settingsURL, localization
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let domain = try container.decode(String.self, forKey: .domain)
        guard domain == Self.domain else {
            throw DecodingError.dataCorruptedError(
                forKey: .domain, in: container, debugDescription: "the domain is \(domain), not \(Self.domain)")
        }
        let code = try container.decode(Int.self, forKey: .code)
        guard let status = AuthorizationStatus(rawValue: code) else {
            throw DecodingError.dataCorruptedError(forKey: .code, in: container, debugDescription: "unknown code \(code)")
        }
        let name = try container.decode(String.self, forKey: .service)
        guard let service = Service(commandLineName: name) else {
            throw DecodingError.dataCorruptedError(
                forKey: .service, in: container, debugDescription: "unknown service \(name)")
        }
        self.init(
            service: service, status: status,
            description: try container.decode(String.self, forKey: .description),
            recoverySuggestion: try container.decode(String.self, forKey: .recoverySuggestion),
            settingsURL: try container.decodeIfPresent(String.self, forKey: .settingsURL),
            localization: try container.decode(String.self, forKey: .localization))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.domain, forKey: .domain)
        try container.encode(errorCode, forKey: .code)
        try container.encode(service.commandLineName, forKey: .service)
        try container.encode(status.commandLineName, forKey: .status)
        try container.encode(description, forKey: .description)
        try container.encode(recoverySuggestion, forKey: .recoverySuggestion)
        try container.encode(settingsURL, forKey: .settingsURL)
        try container.encode(localization, forKey: .localization)
    }
}
