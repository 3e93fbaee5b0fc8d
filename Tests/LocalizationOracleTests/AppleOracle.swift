import _FoundationICU

/// Apple's own choice of localizations, `ualoc_localizationsToUse`, as the Swift toolchain ships it in
/// `_FoundationICU` (Apple's ICU 76): the oracle Permit's matcher is compared with.
enum AppleOracle {
    /// The localizations Apple uses for `preferences` among `available`, best first; `nil` when the function fails.
    static func localizationsToUse(preferences: [String], available: [String]) -> [String]? {
        withCStrings(preferences) { preferred in
            withCStrings(available) { availableNames in
                var chosen = [UnsafePointer<CChar>?](repeating: nil, count: available.count + 1)
                var status = U_ZERO_ERROR
                let count = ualoc_localizationsToUse(
                    preferred, Int32(preferred.count), availableNames, Int32(availableNames.count), &chosen,
                    Int32(chosen.count), &status)
                guard count >= 0, status.rawValue <= 0 else { return nil }
                return chosen.prefix(Int(count)).compactMap { $0.map { String(cString: $0) } }
            }
        }
    }

    /// Calls `body` with C strings of `strings` that live for the call.
    private static func withCStrings<Result>(
        _ strings: [String], _ body: ([UnsafePointer<CChar>?]) -> Result
    ) -> Result {
        let copies = strings.map { string in
            let utf8 = Array(string.utf8CString)
            let copy = UnsafeMutablePointer<CChar>.allocate(capacity: utf8.count)
            copy.initialize(from: utf8, count: utf8.count)
            return copy
        }
        defer { copies.forEach { $0.deallocate() } }
        return body(copies.map { UnsafePointer($0) })
    }
}
