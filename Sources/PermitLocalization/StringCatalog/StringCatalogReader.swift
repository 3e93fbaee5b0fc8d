/// Reads a String Catalog (`.xcstrings`, JSON) into `StringCatalog`.
///
/// A catalog is `{ "sourceLanguage", "version", "strings": { KEY: { "comment", "extractionState",
/// "shouldTranslate", "localizations": { LANGUAGE: LOCALIZATION } } } }`. A localization holds a `stringUnit`
/// (`state` and `value`) or `variations` (`plural` by category or `device` by device, each leading to a
/// `stringUnit` or to nested `variations`), and optionally `substitutions` (`%#@NAME@` in the text: `argNum`,
/// `formatSpecifier` and `variations`). Fields the reader does not know are ignored with a note; wrong types
/// and missing parts are reported at their place, and the reader keeps what it can read.
public enum StringCatalogReader {
    /// Reads the catalog in `bytes`; `file` names the file in diagnostics.
    public static func read(_ bytes: [UInt8], file: String? = nil) -> StringCatalog {
        let (root, parseDiagnostics) = JSONParser.parse(bytes, file: file)
        var reading = StringCatalogReading(file: file, diagnostics: parseDiagnostics)
        guard let root else {
            return StringCatalog(sourceLanguage: nil, version: nil, entries: [], diagnostics: reading.diagnostics)
        }
        return reading.readCatalog(root)
    }
}

/// One pass over a catalog's JSON tree, collecting diagnostics.
private struct StringCatalogReading {
    let file: String?
    var diagnostics: [Diagnostic]

    mutating func report(_ rule: DiagnosticRule, _ message: String, at location: SourceLocation?) {
        diagnostics.append(Diagnostic(rule, message, file: file, at: location))
    }

    /// The members of an object, or nil after reporting that `value` is not one.
    mutating func members(of value: JSONValue, _ what: String) -> [JSONMember]? {
        guard case .object(let members) = value.content else {
            report(.invalidStructure, "\(what) is a \(value.kindName), not an object", at: value.location)
            return nil
        }
        return members
    }

    mutating func string(_ value: JSONValue, _ what: String) -> String? {
        guard case .string(let text) = value.content else {
            report(.invalidStructure, "\(what) is a \(value.kindName), not a string", at: value.location)
            return nil
        }
        return text
    }

    mutating func reportUnknownField(_ member: JSONMember, in what: String) {
        report(.unknownField, "\"\(member.key)\" is not a field of \(what); it is ignored", at: member.keyLocation)
    }

    mutating func readCatalog(_ root: JSONValue) -> StringCatalog {
        var catalog = StringCatalog(sourceLanguage: nil, version: nil, entries: [], diagnostics: [])
        guard let members = members(of: root, "the top level of a String Catalog") else {
            catalog.diagnostics = diagnostics
            return catalog
        }
        var sawStrings = false
        for member in members {
            switch member.key {
            case "sourceLanguage": catalog.sourceLanguage = string(member.value, "sourceLanguage")
            case "version": catalog.version = string(member.value, "version")
            case "strings":
                sawStrings = true
                guard let keys = self.members(of: member.value, "strings") else { continue }
                catalog.entries = keys.compactMap { readEntry($0) }
            default: reportUnknownField(member, in: "a String Catalog")
            }
        }
        if catalog.sourceLanguage == nil && root.member("sourceLanguage") == nil {
            report(
                .missingSourceLanguage,
                "the catalog has no \"sourceLanguage\"; Xcode cannot tell which language its keys are in",
                at: root.location)
        }
        if !sawStrings {
            report(.invalidStructure, "the catalog has no \"strings\" object, so it holds no strings", at: root.location)
        }
        catalog.diagnostics = diagnostics
        return catalog
    }

    mutating func readEntry(_ member: JSONMember) -> StringCatalog.Entry? {
        guard let fields = members(of: member.value, "the entry for \"\(member.key)\"") else { return nil }
        var entry = StringCatalog.Entry(key: member.key, keyLocation: member.keyLocation)
        for field in fields {
            switch field.key {
            case "comment":
                // Xcode writes `"comment" : null` for a string whose comment was removed, and builds the catalog: a
                // note for translators that no one using the app reads.
                if case .null = field.value.content { continue }
                entry.comment = string(field.value, "the comment of \"\(member.key)\"")
            case "extractionState":
                entry.extractionState = string(field.value, "extractionState of \"\(member.key)\"")
            case "shouldTranslate":
                if case .boolean(let flag) = field.value.content {
                    entry.shouldTranslate = flag
                } else {
                    report(
                        .invalidStructure, "shouldTranslate of \"\(member.key)\" is a \(field.value.kindName), not "
                            + "true or false", at: field.value.location)
                }
            case "localizations":
                guard let languages = members(of: field.value, "localizations of \"\(member.key)\"") else { continue }
                for language in languages {
                    if let string = readLocalization(language.value, key: member.key, language: language.key) {
                        entry.localizations[language.key] = string
                    }
                }
            default: reportUnknownField(field, in: "a catalog entry")
            }
        }
        return entry
    }

    /// One language's string: a unit or variations, and substitutions.
    mutating func readLocalization(_ value: JSONValue, key: String, language: String) -> LocalizedString? {
        let what = "the \(language) localization of \"\(key)\""
        guard let fields = members(of: value, what) else { return nil }
        var string = readVariationLeaf(value, fields: fields.filter { $0.key != "substitutions" }, what: what)
        var definedNames: Set<String> = []
        var substitutions: [String: Substitution] = [:]
        if let substitutionsMember = fields.last(where: { $0.key == "substitutions" }),
            let entries = members(of: substitutionsMember.value, "substitutions of \(what)")
        {
            for entry in entries {
                definedNames.insert(entry.key)
                substitutions[entry.key] = readSubstitution(entry, what: what)
            }
        }
        string?.substitutions = substitutions
        if let string {
            for (name, location) in SubstitutionReference.undefined(in: string, defined: definedNames) {
                report(
                    .undefinedSubstitution,
                    "%#@\(name)@ in \(what) names no substitution; the text shows the reference unformatted",
                    at: location)
            }
        }
        return string
    }

    /// A `stringUnit` or `variations` object, as a localization or inside a variation.
    mutating func readVariationLeaf(_ value: JSONValue, fields: [JSONMember], what: String) -> LocalizedString? {
        var string: LocalizedString?
        for field in fields {
            switch field.key {
            case "stringUnit":
                if string == nil { string = readStringUnit(field.value, what: what) }
            case "variations":
                if let variant = readVariations(field.value, what: what) { string = LocalizedString(variant) }
            case "stringSet":
                if string == nil { string = readStringSet(field.value, what: what) }
            default:
                reportUnknownField(field, in: what)
            }
        }
        if string == nil && !fields.contains(where: { ["stringUnit", "variations", "stringSet"].contains($0.key) }) {
            report(.invalidStructure, "\(what) has neither a stringUnit nor variations", at: value.location)
        }
        return string
    }

    mutating func readStringUnit(_ value: JSONValue, what: String) -> LocalizedString? {
        guard let fields = members(of: value, "the stringUnit of \(what)") else { return nil }
        var text: (String, SourceLocation)?
        var state: TranslationState?
        for field in fields {
            switch field.key {
            case "value":
                if let string = string(field.value, "the value of \(what)") { text = (string, field.value.location) }
            case "state":
                state = readState(field.value, what: what)
            default:
                reportUnknownField(field, in: "a stringUnit")
            }
        }
        guard let text else {
            if value.member("value") == nil {
                report(.invalidStructure, "the stringUnit of \(what) has no value", at: value.location)
            }
            return nil
        }
        return LocalizedString(.text(text.0, at: text.1), state: state)
    }

    /// A unit's or set's `state`; `nil`, reported, when it is none Xcode writes.
    mutating func readState(_ value: JSONValue, what: String) -> TranslationState? {
        guard let word = string(value, "the state of \(what)") else { return nil }
        guard let state = TranslationState(rawValue: word) else {
            report(
                .unknownTranslationState, "state \"\(word)\" of \(what) is not new, translated, needs_review or stale",
                at: value.location)
            return nil
        }
        return state
    }

    /// A `stringSet` (an App Shortcut's phrases, `AppShortcuts.xcstrings`: each of its `values` is a way to say the
    /// shortcut), read as its first phrase, which is compared with the source language's first.
    mutating func readStringSet(_ value: JSONValue, what: String) -> LocalizedString? {
        guard let fields = members(of: value, "the stringSet of \(what)") else { return nil }
        var first: (String, SourceLocation)?
        var state: TranslationState?
        var hasValues = false
        for field in fields {
            switch field.key {
            case "values":
                hasValues = true
                guard case .array(let phrases) = field.value.content else {
                    report(
                        .invalidStructure, "the values of the stringSet of \(what) are a \(field.value.kindName), not "
                            + "an array of phrases", at: field.value.location)
                    continue
                }
                for phrase in phrases {
                    guard let text = string(phrase, "a phrase of \(what)") else { continue }
                    if first == nil { first = (text, phrase.location) }
                }
            case "state":
                state = readState(field.value, what: what)
            default:
                reportUnknownField(field, in: "a stringSet")
            }
        }
        guard let first else {
            if !hasValues {
                report(.invalidStructure, "the stringSet of \(what) has no values", at: value.location)
            }
            return nil
        }
        return LocalizedString(.text(first.0, at: first.1), state: state)
    }

    /// A `variations` object: one kind, `plural` or `device`.
    mutating func readVariations(_ value: JSONValue, what: String) -> LocalizedString.Variant? {
        guard let kinds = members(of: value, "the variations of \(what)") else { return nil }
        var variant: LocalizedString.Variant?
        for kind in kinds {
            switch kind.key {
            case "plural":
                guard let cases = members(of: kind.value, "the plural variations of \(what)") else { continue }
                variant = .plural(readPluralCases(cases, at: kind.value.location, what: what))
            case "device":
                guard let cases = members(of: kind.value, "the device variations of \(what)") else { continue }
                var variants: [DeviceClass: LocalizedString] = [:]
                for entry in cases {
                    guard let device = DeviceClass(rawValue: entry.key) else {
                        report(
                            .unknownDeviceClass, "\"\(entry.key)\" in \(what) is not a device Xcode knows; it is "
                                + "never used", at: entry.keyLocation)
                        continue
                    }
                    variants[device] = readVariation(entry.value, what: "the \(entry.key) variation of \(what)")
                }
                variant = .device(variants)
            default:
                report(
                    .unknownRuleType, "\"\(kind.key)\" in \(what) is not a kind of variation (plural or device)",
                    at: kind.keyLocation)
            }
        }
        return variant
    }

    mutating func readPluralCases(_ cases: [JSONMember], at location: SourceLocation, what: String)
        -> [PluralCategory: LocalizedString]
    {
        var variants: [PluralCategory: LocalizedString] = [:]
        for entry in cases {
            guard let category = PluralCategory(rawValue: entry.key) else {
                report(
                    .unknownPluralCategory,
                    "\"\(entry.key)\" in \(what) is not a plural category (zero, one, two, few, many, other); it is "
                        + "never used", at: entry.keyLocation)
                continue
            }
            variants[category] = readVariation(entry.value, what: "the \(entry.key) variation of \(what)")
        }
        if variants[.other] == nil && !cases.contains(where: { $0.key == PluralCategory.other.rawValue }) {
            report(
                .missingOtherPluralCategory,
                "the plural variations of \(what) have no \"other\", the variant every language falls back to",
                at: location)
        }
        return variants
    }

    mutating func readVariation(_ value: JSONValue, what: String) -> LocalizedString? {
        guard let fields = members(of: value, what) else { return nil }
        return readVariationLeaf(value, fields: fields, what: what)
    }

    /// One substitution: `argNum`, `formatSpecifier` and plural `variations`.
    mutating func readSubstitution(_ member: JSONMember, what: String) -> Substitution? {
        let context = "substitution \"\(member.key)\" of \(what)"
        guard let fields = members(of: member.value, context) else { return nil }
        var substitution = Substitution(name: member.key, variant: .plural([:]), at: member.keyLocation)
        var sawVariations = false
        for field in fields {
            switch field.key {
            case "argNum":
                if case .number(let lexeme) = field.value.content, let number = Int(lexeme), number > 0 {
                    substitution.argumentNumber = number
                } else {
                    report(
                        .invalidStructure, "argNum of \(context) is not a positive whole number",
                        at: field.value.location)
                }
            case "formatSpecifier":
                guard let specifier = string(field.value, "formatSpecifier of \(context)") else { continue }
                substitution.formatSpecifier = specifier
                if !NumericConversion.isNumeric(specifier) {
                    report(
                        .nonNumericPluralSpecifier,
                        "formatSpecifier \"\(specifier)\" of \(context) does not format a number; no number "
                            + "chooses its plural variant", at: field.value.location)
                }
            case "variations":
                sawVariations = true
                if let variant = readVariations(field.value, what: context) { substitution.variant = variant }
            default:
                reportUnknownField(field, in: "a substitution")
            }
        }
        if !sawVariations {
            report(.invalidStructure, "\(context) has no variations", at: member.value.location)
        }
        return substitution
    }
}
