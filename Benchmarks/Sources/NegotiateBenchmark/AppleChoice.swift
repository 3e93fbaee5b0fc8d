import Foundation
import _FoundationICU

/// Apple's own choice of localizations (`ualoc_localizationsToUse` in the toolchain's `_FoundationICU`), the baseline
/// Permit's matcher is timed against and must agree with.
enum AppleChoice {
    static func localizationsToUse(preferences: [String], available: [String]) -> [String] {
        let preferred = preferences.map { strdup($0) }
        let names = available.map { strdup($0) }
        defer { (preferred + names).forEach { free($0) } }
        var chosen = [UnsafePointer<CChar>?](repeating: nil, count: available.count + 1)
        var status = U_ZERO_ERROR
        let count = ualoc_localizationsToUse(
            preferred.map { UnsafePointer($0) }, Int32(preferred.count), names.map { UnsafePointer($0) },
            Int32(names.count), &chosen, Int32(chosen.count), &status)
        return chosen.prefix(Int(max(count, 0))).compactMap { $0.map { String(cString: $0) } }
    }
}
