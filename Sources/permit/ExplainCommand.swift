import ArgumentParser
import Foundation
import Permit
import PermitLint
import PermitLocalization

/// `permit explain SERVICE STATUS`: the localized error the manager produces for a service in a status.
struct ExplainCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Show the localized JYAuthErrorDomain error for a service in a status.",
        discussion: """
            Services are named in kebab-case (camera, location-when-in-use, contacts, speech-recognition, \
            photo-add-only...) or by JYAuthorization's key prefixes (addressbook, speechrecognition...). Statuses \
            are named in kebab-case (denied, not-determined, restricted, unserviced, low-version, limited...), in \
            the words device libraries report (authorized, notDetermined, AskAgain...) or given by code (-102); \
            each service accepts only the statuses it can really be in. The texts come from the shipped \
            translations; the localization is chosen from --locale or --accept-language (English when neither is \
            given).
            """
    )

    @Argument(help: "The service, such as camera or location-always.")
    var service: String

    @Argument(help: "The status, such as denied, or its code, such as -102.")
    var status: String

    @Option(help: "The person's language, a BCP 47 tag such as zh-Hans.")
    var locale: String?

    @Option(help: "An HTTP Accept-Language header, instead of --locale.")
    var acceptLanguage: String?

    @Option(help: "The device (iphone, ipad...), for the system a too-old one needs. Default: iphone.")
    var device: String?

    @Option(help: "Output form: text or json.")
    var format: ReportFormat = .text

    func validate() throws {
        guard let service = Service(commandLineName: service) else {
            let names = Service.allCases.map(\.commandLineName).joined(separator: ", ")
            let aliases = Set(Service.allCases.map(\.keyPrefix)).sorted().joined(separator: ", ")
            throw ValidationError("unknown service '\(service)'. Services: \(names). Aliases: \(aliases)")
        }
        guard let status = AuthorizationStatus(word: status, for: service) else {
            let names = AuthorizationStatus.allCases.filter { $0 != .unreported }.map { "\($0.commandLineName) (\($0.rawValue))" }
                .joined(separator: ", ")
            throw ValidationError("unknown status '\(self.status)'. Statuses: \(names)")
        }
        guard service.canBe(status) else {
            let valid = ([.granted] + service.applicableStatuses).map(\.commandLineName).joined(separator: ", ")
            throw ValidationError(
                "\(service.commandLineName) cannot be \(status.commandLineName). Its statuses: \(valid)")
        }
        if let device, DeviceKind(rawValue: device.lowercased()) == nil {
            let kinds = DeviceKind.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError("unknown device '\(device)'. Devices: \(kinds)")
        }
        if locale != nil && acceptLanguage != nil {
            throw ValidationError("give --locale or --accept-language, not both")
        }
    }

    /// `permit explain camera -102` would read `-102` as options `-1 -0 -2`: the arguments of `explain` that are
    /// negative status codes are replaced by the statuses' names before parsing.
    static func namingNegativeStatusCodes(in arguments: [String]) -> [String] {
        guard arguments.first == configuration.commandName else { return arguments }
        return arguments.map { argument in
            guard argument.hasPrefix("-"), Int(argument) != nil, let status = AuthorizationStatus(word: argument)
            else { return argument }
            return status.commandLineName
        }
    }

    private var preferences: [String] {
        if let locale { return [locale] }
        guard let acceptLanguage else { return [] }
        return AcceptLanguage(parsing: acceptLanguage).languageTags
    }

    func run() async throws {
        guard let service = Service(commandLineName: service), let status = AuthorizationStatus(word: status, for: service)
        else { throw ValidationError("unknown service or status") }
        let manager = AuthorizationManager(probe: FixedStatusProbe([service: status]), texts: try PermitTexts())
        let subject = Subject(id: "permit-explain", deviceKind: device.flatMap { DeviceKind(rawValue: $0.lowercased()) } ?? .iPhone, preferredLanguages: preferences)
        let (granted, error) = try await manager.authorization(of: service, for: subject)
        guard let error else {
            print("\(service.commandLineName) is \(status.commandLineName): access is granted, so there is no error")
            return
        }
        switch format {
        case .json:
            print(try prettyJSON(error))
        case .text:
            print("\(PermitError.domain) \(error.errorCode) (\(error.status.commandLineName))\(granted ? ", granted in part" : "")")
            print("service: \(service.commandLineName)")
            print("localization: \(error.localization)")
            print("description: \(error.description)")
            print("recoverySuggestion: \(error.recoverySuggestion)")
            print("settingsURL: \(error.settingsURL ?? "none")")
            if let alert = manager.alert(for: error) {
                print("alert buttons: " + alert.actions.map { "[\($0.title)]" }.joined(separator: " "))
            }
        }
    }
}

