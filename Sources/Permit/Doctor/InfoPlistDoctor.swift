public import PermitLocalization

/// Checks an app's `Info.plist`, and optionally its `InfoPlist.strings` translations, against the permissions the
/// app asks for: the checks that stand between an app and a crash on its first request, or a rejection at App Review.
///
/// ```swift
/// let report = InfoPlistDoctor.examine(
///     plist: Array(data), plistPath: "App/Info.plist", services: [.camera, .locationAlways], stringsRoot: "App")
/// for diagnostic in report.diagnostics { print(diagnostic) }   // App/Info.plist:3:5: error: ...
/// ```
///
/// For each service, the doctor reports:
/// - `missing-usage-description` (error): none of the keys iOS reads for it is present (iOS terminates an app that
///   asks without one).
/// - `legacy-usage-description-only` (warning): only a key that older systems read is present, such as
///   `NSLocationAlwaysUsageDescription` (before iOS 11) or `NSCalendarsUsageDescription` (before iOS 17).
/// - `usage-description-too-short`: a description with fewer than ``minimumUsageDescriptionLength`` characters,
///   leading and trailing white space aside. An error for Health, which requires 12; a warning for the others,
///   whose empty or terse descriptions App Review rejects.
/// - `usage-description-not-a-string` (error), and `usage-description-not-a-dictionary` (error) for precise
///   location's `NSLocationTemporaryUsageDescriptionDictionary`, whose purpose keys are each checked as descriptions.
/// - `location-always-without-when-in-use` (error): location always is asked for, location when in use is not
///   declared, and `NSLocationWhenInUseUsageDescription`, which iOS also requires, is absent.
///
/// Diagnostics point at the key in an XML plist, or at the top-level dictionary when the key is absent; a binary
/// plist has no places. Services that iOS asks about without a description (notifications, the call directory) need
/// nothing.
public enum InfoPlistDoctor {
    /// The fewest characters a usage description should have; Health requires it, App Review expects it of all.
    public static let minimumUsageDescriptionLength = 12

    /// Every rule the doctor adds, besides the property-list and `.strings` readers' own.
    public static var rules: [DiagnosticRule] {
        [
            .missingUsageDescription, .legacyUsageDescriptionOnly, .usageDescriptionTooShort,
            .usageDescriptionNotAString, .usageDescriptionNotADictionary, .locationAlwaysWithoutWhenInUse,
            .missingInfoPlistTranslation, .emptyInfoPlistTranslation,
        ]
    }

    /// Examines an `Info.plist` for the permissions an app asks for.
    ///
    /// Examining never fails: a plist that cannot be read, or whose top level is not a dictionary, is reported with
    /// the reader's diagnostics (or `invalid-structure`). When the reader finds an error, Apple's runtime loads
    /// nothing from the plist, so the usage descriptions are not checked.
    ///
    /// - Parameters:
    ///   - plist: The `Info.plist`'s bytes, XML or binary.
    ///   - plistPath: The `Info.plist`'s name in diagnostics.
    ///   - services: The permissions the app asks for.
    ///   - stringsRoot: A folder whose `<localization>.lproj/InfoPlist.strings` files are checked for every usage
    ///     description the app needs: a missing or empty translation is a warning; `nil` to check none.
    /// - Returns: The plist's diagnostics in source order, then each `InfoPlist.strings` file's in path order, and a
    ///   summary per localization (the usage descriptions it has and lacks).
    public static func examine(
        plist: [UInt8], plistPath: String, services: [Service], stringsRoot: String? = nil
    ) -> DoctorReport {
        let read = PropertyListReader.read(plist, file: plistPath)
        var diagnostics = read.diagnostics
        let expectations = expectations(for: services)
        var entries: [String: PropertyListEntry] = [:]
        if let root = read.root, !read.diagnostics.contains(where: { $0.severity == .error }) {
            if case .dictionary(let members) = root.value {
                entries = Dictionary(members.map { ($0.key, $0) }, uniquingKeysWith: { _, last in last })
                for expectation in expectations {
                    diagnostics += UsageDescriptionCheck.diagnostics(
                        for: expectation, in: entries, topLevel: root.location, file: plistPath)
                }
            } else {
                diagnostics.append(
                    Diagnostic(
                        .invalidStructure,
                        "the Info.plist's top level is \(UsageDescriptionCheck.withArticle(root.kindName)), not a "
                            + "dictionary, so iOS finds no usage description in it",
                        file: plistPath, at: root.location))
            }
        }
        var report = DoctorReport(diagnostics: inSourceOrder(diagnostics), translations: [], fileCount: 1)
        if let stringsRoot {
            var seen: Set<String> = []
            let keys = expectations.flatMap { $0.translatedKeys(present: Set(entries.keys)) }
                .filter { seen.insert($0).inserted }
            for file in InfoPlistTranslationCheck.files(under: stringsRoot) {
                let (fileDiagnostics, translation) = InfoPlistTranslationCheck.examine(file, requiredKeys: keys)
                report.diagnostics += inSourceOrder(fileDiagnostics)
                report.translations.append(translation)
                report.fileCount += 1
            }
        }
        return report
    }

    /// The expectations for `services`, each once, in their order; location always also needs when-in-use
    /// location's description when the app does not declare that service itself.
    private static func expectations(for services: [Service]) -> [UsageDescriptionExpectation] {
        var seen: Set<Service> = []
        var expectations = services.filter { seen.insert($0).inserted }
            .compactMap { UsageDescriptionExpectation(service: $0, requiredBy: $0) }
        if seen.contains(.locationAlways) && !seen.contains(.locationWhenInUse),
            let whenInUse = UsageDescriptionExpectation(service: .locationWhenInUse, requiredBy: .locationAlways)
        {
            expectations.append(whenInUse)
        }
        return expectations
    }

    /// `diagnostics` in source order, those without a place last, ties in their original order.
    private static func inSourceOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            switch (lhs.element.location, rhs.element.location) {
            case (let left?, let right?): left == right ? lhs.offset < rhs.offset : left < right
            case (.some, nil): true
            case (nil, .some): false
            case (nil, nil): lhs.offset < rhs.offset
            }
        }.map(\.element)
    }
}
