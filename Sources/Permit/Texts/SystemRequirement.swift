import PermitLocalization

/// The system a service needs, as the low-version advice names it: "iOS 14", "iPadOS 17", its numbers written
/// for the localization (Arabic-Indic digits in Arabic, say).
struct SystemRequirement {
    var version: SystemVersion
    var device: DeviceKind?

    /// The system's name: iPadOS on an iPad from version 13 on (before it, iPads ran iOS), iOS otherwise, since
    /// the versions Permit knows are iOS's.
    var systemName: String {
        device == .iPad && version.major >= 13 ? "iPadOS" : "iOS"
    }

    /// "iPadOS 17" with the version's parts written by ICU for `localization`, without grouping.
    func text(in localization: String) -> String {
        let tag = (try? LocalizationName(parsing: localization))?.tag ?? localization
        var parts = [version.major]
        if version.minor != 0 || version.patch != 0 { parts.append(version.minor) }
        if version.patch != 0 { parts.append(version.patch) }
        guard let format = try? NumberFormat.forSkeleton("group-off", locale: tag) else {
            return systemName + " " + version.description
        }
        return systemName + " " + parts.map { format.format(Int64($0)) }.joined(separator: ".")
    }
}
