import Permit
import PermitLocalization

/// The checks of one service's usage descriptions in an Info.plist's top-level dictionary.
enum UsageDescriptionCheck {
    /// The defects of `expectation`'s keys among `entries`; `topLevel` is where the dictionary starts, the place of
    /// a key that is absent.
    static func diagnostics(
        for expectation: UsageDescriptionExpectation, in entries: [String: PropertyListEntry],
        topLevel: SourceLocation?, file: String
    ) -> [Diagnostic] {
        let current = expectation.currentKeys.compactMap { entries[$0] }
        let legacy = expectation.legacyKeys.compactMap { key in entries[key.name].map { (key, $0) } }
        var diagnostics: [Diagnostic] = []
        if current.isEmpty {
            if legacy.isEmpty {
                diagnostics.append(missing(expectation, topLevel: topLevel, file: file))
            }
            for (key, entry) in legacy {
                diagnostics.append(
                    Diagnostic(
                        .legacyUsageDescriptionOnly,
                        "only iOS before \(key.replacedIn) reads \(key.name); iOS \(key.replacedIn) and later read "
                            + "\(expectation.currentKeys[0]) and terminate the app when it asks for "
                            + "\(expectation.requiredBy.commandLineName) access without it",
                        file: file, at: entry.keyLocation))
            }
        }
        for entry in current + legacy.map(\.1) {
            diagnostics += valueDiagnostics(of: entry, for: expectation, file: file)
        }
        return diagnostics
    }

    /// The diagnostic for a service none of whose keys is present.
    private static func missing(
        _ expectation: UsageDescriptionExpectation, topLevel: SourceLocation?, file: String
    ) -> Diagnostic {
        let access = "\(expectation.requiredBy.commandLineName) access"
        guard expectation.requiredBy == expectation.service else {
            return Diagnostic(
                .locationAlwaysWithoutWhenInUse,
                "the Info.plist has no \(expectation.currentKeys[0]), which iOS also requires for \(access); it "
                    + "terminates the app when it asks without it",
                file: file, at: topLevel)
        }
        let keys =
            expectation.currentKeys.count == 1
            ? expectation.currentKeys[0]
            : "any of " + expectation.currentKeys.joined(separator: ", ")
        let legacy =
            expectation.legacyKeys.isEmpty
            ? ""
            : " (nor " + expectation.legacyKeys.map { "\($0.name), read before iOS \($0.replacedIn)" }
                .joined(separator: "; ") + ")"
        return Diagnostic(
            .missingUsageDescription,
            "the Info.plist has no \(keys)\(legacy); iOS terminates the app when it asks for \(access) without it",
            file: file, at: topLevel)
    }

    /// The defects of one present key's value: the wrong type, or a description too short.
    private static func valueDiagnostics(
        of entry: PropertyListEntry, for expectation: UsageDescriptionExpectation, file: String
    ) -> [Diagnostic] {
        let place = entry.keyLocation ?? entry.value.location
        switch entry.value.value {
        case .string(let text) where !expectation.valueIsDictionary:
            return lengthDiagnostics(of: text, named: entry.key, at: place, for: expectation, file: file)
        case .dictionary(let purposes) where expectation.valueIsDictionary:
            return purposes.flatMap { purpose in
                let name = "\(entry.key).\(purpose.key)"
                let purposePlace = purpose.keyLocation ?? purpose.value.location
                guard case .string(let text) = purpose.value.value else {
                    return [notAString(purpose.value, named: name, at: purposePlace, file: file)]
                }
                return lengthDiagnostics(of: text, named: name, at: purposePlace, for: expectation, file: file)
            }
        default:
            guard expectation.valueIsDictionary else {
                return [notAString(entry.value, named: entry.key, at: place, file: file)]
            }
            return [
                Diagnostic(
                    .usageDescriptionNotADictionary,
                    "\(entry.key) is \(withArticle(entry.value.kindName)), not a dictionary of purpose keys to usage "
                        + "descriptions; iOS finds no purpose when the app asks for temporary precise location",
                    file: file, at: place)
            ]
        }
    }

    private static func notAString(
        _ value: PropertyListNode, named name: String, at place: SourceLocation?, file: String
    ) -> Diagnostic {
        Diagnostic(
            .usageDescriptionNotAString,
            "\(name) is \(withArticle(value.kindName)), not a string; iOS has no usage description to show",
            file: file, at: place)
    }

    /// The diagnostic for a description shorter than the minimum, when it is.
    private static func lengthDiagnostics(
        of text: String, named name: String, at place: SourceLocation?, for expectation: UsageDescriptionExpectation,
        file: String
    ) -> [Diagnostic] {
        let minimum = InfoPlistDoctor.minimumUsageDescriptionLength
        let length = meaningfulLength(of: text)
        guard length < minimum else { return [] }
        let measure = length == 0 ? "is empty" : "has only \(length) \(length == 1 ? "character" : "characters")"
        let consequence =
            expectation.shortIsError
            ? "Health requires a usage description of at least \(minimum) characters"
            : "App Review rejects usage descriptions that do not say why the app needs "
                + "\(expectation.requiredBy.commandLineName) access; write at least \(minimum) characters"
        return [
            Diagnostic(
                .usageDescriptionTooShort, "\(name) \(measure); \(consequence)", file: file, at: place,
                severity: expectation.shortIsError ? .error : .warning)
        ]
    }

    /// The characters of `text` without leading and trailing white space.
    static func meaningfulLength(of text: String) -> Int {
        let characters = Array(text)
        guard let first = characters.firstIndex(where: { !$0.isWhitespace }),
            let last = characters.lastIndex(where: { !$0.isWhitespace })
        else { return 0 }
        return last - first + 1
    }

    /// `noun` after "a" or "an": "a string", "an integer".
    static func withArticle(_ noun: String) -> String {
        (noun.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + noun
    }
}
