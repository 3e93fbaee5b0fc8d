import Permit
import PermitLocalization

/// The check of the app extensions an app embeds, by their `Info.plist` files, against the extensions its
/// permissions need (the call directory's).
enum AppExtensionCheck {
    /// The key of an extension's `Info.plist` that makes it an app extension: a dictionary.
    static let extensionKey = "NSExtension"
    /// The key, within `NSExtension`, that names the extension's kind: `com.apple.callkit.call-directory`.
    static let pointIdentifierKey = "NSExtensionPointIdentifier"

    /// The reader's diagnostics of each of `files`, in the files' order, and a
    /// `missing-app-extension` diagnostic, on `appPlistPath` without a place, for each of `requirements` (app
    /// extensions only) that no file meets. An `Info.plist` without `NSExtension` (a watch app's) is no extension
    /// and no defect.
    static func diagnostics(
        of files: [DoctorInput.File], for requirements: [CapabilityRequirement], appPlistPath: String
    ) -> (files: [Diagnostic], app: [Diagnostic]) {
        var fileDiagnostics: [Diagnostic] = []
        var pointIdentifiers: Set<String> = []
        for file in files {
            let (dictionary, diagnostics) = TopLevelDictionary.read(
                file, name: "the app extension's Info.plist", consequence: "iOS finds no \(extensionKey) in it")
            fileDiagnostics += diagnostics
            if case .dictionary(let members)? = dictionary?.entries[extensionKey]?.value.value,
                case .string(let identifier)? = members.last(where: { $0.key == pointIdentifierKey })?.value.value
            {
                pointIdentifiers.insert(identifier)
            }
        }
        let missing = requirements.filter { $0.kind == .appExtension && !pointIdentifiers.contains($0.key) }
        let appDiagnostics = missing.map { requirement in
            let point = "\(pointIdentifierKey) \(requirement.key)"
            let found =
                switch files.count {
                case 0: "the app embeds no app extension, and \(requirement.feature) needs one with \(point)"
                case 1: "the app extension given has no \(point), which \(requirement.feature) needs"
                default:
                    "none of the \(files.count) app extensions given has \(point), which \(requirement.feature) needs"
                }
            return Diagnostic(
                .missingAppExtension, "\(found); \(requirement.consequence); \(requirement.howToAdd)",
                file: appPlistPath, at: nil, severity: requirement.severity)
        }
        return (fileDiagnostics, appDiagnostics)
    }
}
