/// Reads the localized strings of a `.stringsdict` file from its property-list tree.
///
/// The top level is a dictionary from keys to rules. A rule is a dictionary holding either
/// `NSStringLocalizedFormatKey` and the variables its text references as `%#@name@` (each a dictionary with
/// `NSStringFormatSpecTypeKey` `NSStringPluralRuleType`, an optional `NSStringFormatValueTypeKey` and one string
/// per plural category), or `NSStringVariableWidthRuleType` (widths to variants), or
/// `NSStringDeviceSpecificRuleType` (devices to variants). A width or device variant is a string or, in newer
/// files, a dictionary of its own with `NSStringLocalizedFormatKey` and variables.
///
/// Every defect becomes a diagnostic at the place its node carries; the reader keeps what it can read.
public enum StringsDictionaryReader {
    /// Reads the strings of a `.stringsdict` file whose property list is `root`; `file` names the file in
    /// diagnostics.
    package static func read(_ root: PropertyListNode, file: String? = nil) -> StringsDictionary {
        var reading = StringsDictionaryReading(file: file)
        let entries = reading.readTopLevel(root)
        return StringsDictionary(entries: entries, diagnostics: reading.diagnostics)
    }

    /// Reads a `.stringsdict` file's bytes (an XML or binary property list); the diagnostics hold the property
    /// list's problems first, then the rules'.
    public static func read(_ bytes: [UInt8], file: String? = nil) -> StringsDictionary {
        let propertyList = PropertyListReader.read(bytes, file: file)
        guard let root = propertyList.root else {
            return StringsDictionary(entries: [], diagnostics: propertyList.diagnostics)
        }
        var dictionary = read(root, file: file)
        dictionary.diagnostics = propertyList.diagnostics + dictionary.diagnostics
        return dictionary
    }
}

/// The keys a `.stringsdict` file gives meaning to.
private enum StringsDictionaryKey {
    static let formatKey = "NSStringLocalizedFormatKey"
    static let ruleType = "NSStringFormatSpecTypeKey"
    static let valueType = "NSStringFormatValueTypeKey"
    static let pluralRule = "NSStringPluralRuleType"
    static let widthRule = "NSStringVariableWidthRuleType"
    static let deviceRule = "NSStringDeviceSpecificRuleType"
}

/// One pass over a `.stringsdict` tree, collecting diagnostics.
private struct StringsDictionaryReading {
    let file: String?
    var diagnostics: [Diagnostic] = []

    init(file: String?) {
        self.file = file
    }

    mutating func report(_ rule: DiagnosticRule, _ message: String, at location: SourceLocation?) {
        diagnostics.append(Diagnostic(rule, message, file: file, at: location))
    }

    mutating func readTopLevel(_ root: PropertyListNode) -> [StringsDictionary.Entry] {
        guard case .dictionary(let keys) = root.value else {
            report(
                .invalidStructure,
                "the top level of a .stringsdict file is a \(root.kindName), not a dictionary; Apple's runtime loads "
                    + "nothing from it", at: root.location)
            return []
        }
        return keys.compactMap { entry in
            readRule(entry.value, key: entry.key).map {
                StringsDictionary.Entry(key: entry.key, keyLocation: entry.keyLocation, value: $0)
            }
        }
    }

    /// A key's rule: a format with variables, or a width or device choice; or a plain text, which Apple's runtime
    /// returns as it is (CoreFoundation's `_copyStringFromTable` merges every entry of the file into the table,
    /// whatever its type).
    mutating func readRule(_ node: PropertyListNode, key: String) -> LocalizedString? {
        if case .string(let text) = node.value { return LocalizedString(.text(text, at: node.location)) }
        guard case .dictionary(let entries) = node.value else {
            report(
                .invalidStructure,
                "the value of \"\(key)\" is a \(node.kindName), neither a text nor a dictionary; Apple's runtime "
                    + "returns it to code that expects a text", at: node.location)
            return nil
        }
        if let width = entries.last(where: { $0.key == StringsDictionaryKey.widthRule }) {
            return readWidthRule(width.value)
        }
        if let device = entries.last(where: { $0.key == StringsDictionaryKey.deviceRule }) {
            return readDeviceRule(device.value)
        }
        return readFormat(entries, of: node, key: key)
    }

    /// `NSStringLocalizedFormatKey` and the variables it references.
    mutating func readFormat(_ entries: [PropertyListEntry], of node: PropertyListNode, key: String)
        -> LocalizedString?
    {
        guard let format = entries.last(where: { $0.key == StringsDictionaryKey.formatKey }) else {
            report(
                .missingFormatKey,
                "\"\(key)\" has no \(StringsDictionaryKey.formatKey); Apple's runtime shows the key instead of a "
                    + "localized string", at: node.location)
            return nil
        }
        guard case .string(let text) = format.value.value else {
            report(
                .nonStringValue,
                "\(StringsDictionaryKey.formatKey) of \"\(key)\" is a \(format.value.kindName), not a string",
                at: format.value.location)
            return nil
        }
        var substitutions: [String: Substitution] = [:]
        var definedNames: Set<String> = []
        var notVariables: [PropertyListEntry] = []
        for variable in entries where variable.key != StringsDictionaryKey.formatKey {
            definedNames.insert(variable.key)
            guard case .dictionary = variable.value.value else {
                notVariables.append(variable)
                continue
            }
            if let substitution = readVariable(variable) { substitutions[variable.key] = substitution }
        }
        let string = LocalizedString(.text(text, at: format.value.location), substitutions: substitutions)
        // A value no reference names is never read (a translator's `Comment` beside the format key): only one that
        // is referenced and is no dictionary of variants leaves the reference unformatted.
        let referenced = Set(SubstitutionReference.undefined(in: string, defined: []).map(\.name))
        for variable in notVariables where referenced.contains(variable.key) {
            report(
                .invalidStructure,
                "variable \"\(variable.key)\" is a \(variable.value.kindName), not a dictionary of plural variants",
                at: variable.value.location)
        }
        for (name, location) in SubstitutionReference.undefined(in: string, defined: definedNames) {
            report(
                .undefinedSubstitution,
                "%#@\(name)@ in \"\(key)\" names no variable of this entry; Apple's runtime leaves the reference "
                    + "unformatted", at: location)
        }
        return string
    }

    /// One variable dictionary: a plural rule; `nil` for a value that is no dictionary (`readFormat` reports it
    /// when a reference names it).
    mutating func readVariable(_ variable: PropertyListEntry) -> Substitution? {
        let node = variable.value
        guard case .dictionary(let entries) = node.value else { return nil }
        guard let ruleType = entries.last(where: { $0.key == StringsDictionaryKey.ruleType }) else {
            report(
                .missingRuleType,
                "variable \"\(variable.key)\" has no \(StringsDictionaryKey.ruleType); Apple's runtime cannot "
                    + "format it", at: node.location)
            return nil
        }
        guard case .string(let ruleName) = ruleType.value.value else {
            report(
                .nonStringValue,
                "\(StringsDictionaryKey.ruleType) of variable \"\(variable.key)\" is a \(ruleType.value.kindName), "
                    + "not a string", at: ruleType.value.location)
            return nil
        }
        guard ruleName == StringsDictionaryKey.pluralRule else {
            report(
                .unknownRuleType,
                "variable \"\(variable.key)\" has rule type \"\(ruleName)\"; a variable's rule type must be "
                    + StringsDictionaryKey.pluralRule, at: ruleType.value.location)
            return nil
        }
        var formatSpecifier: String?
        if let valueType = entries.last(where: { $0.key == StringsDictionaryKey.valueType }) {
            if case .string(let specifier) = valueType.value.value {
                formatSpecifier = specifier
                if !NumericConversion.isNumeric(specifier) {
                    report(
                        .nonNumericPluralSpecifier,
                        "variable \"\(variable.key)\" has value type \"\(specifier)\", which does not format a "
                            + "number; Apple's runtime cannot choose a plural variant by it",
                        at: valueType.value.location)
                }
            } else {
                report(
                    .nonStringValue,
                    "\(StringsDictionaryKey.valueType) of variable \"\(variable.key)\" is a "
                        + "\(valueType.value.kindName), not a string", at: valueType.value.location)
            }
        }
        var cases: [PluralCategory: LocalizedString] = [:]
        for entry in entries
        where entry.key != StringsDictionaryKey.ruleType && entry.key != StringsDictionaryKey.valueType {
            guard let category = PluralCategory(rawValue: entry.key) else {
                report(
                    .unknownPluralCategory,
                    "\"\(entry.key)\" in variable \"\(variable.key)\" is not a plural category (zero, one, two, "
                        + "few, many, other); Apple's runtime never uses it",
                    at: entry.keyLocation ?? entry.value.location)
                continue
            }
            guard case .string(let text) = entry.value.value else {
                report(
                    .nonStringValue,
                    "plural variant \"\(entry.key)\" of variable \"\(variable.key)\" is a \(entry.value.kindName), "
                        + "not a string", at: entry.value.location)
                continue
            }
            cases[category] = LocalizedString(.text(text, at: entry.value.location))
        }
        if cases[.other] == nil {
            report(
                .missingOtherPluralCategory,
                "variable \"\(variable.key)\" has no \"other\" variant; Apple's runtime has nothing to show for "
                    + "numbers no other variant covers", at: node.location)
        }
        return Substitution(
            name: variable.key, formatSpecifier: formatSpecifier, variant: .plural(cases),
            at: variable.keyLocation ?? node.location)
    }

    /// `NSStringVariableWidthRuleType`: widths in ems to variants.
    mutating func readWidthRule(_ node: PropertyListNode) -> LocalizedString? {
        guard let entries = ruleEntries(node, rule: StringsDictionaryKey.widthRule) else { return nil }
        var variants: [Int: LocalizedString] = [:]
        for entry in entries {
            guard let width = Int(entry.key), width > 0 else {
                report(
                    .invalidWidth,
                    "width \"\(entry.key)\" is not a positive whole number; Apple's runtime never uses this variant",
                    at: entry.keyLocation ?? entry.value.location)
                continue
            }
            if let variant = readVariant(entry) { variants[width] = variant }
        }
        return LocalizedString(.width(variants))
    }

    /// `NSStringDeviceSpecificRuleType`: devices to variants.
    mutating func readDeviceRule(_ node: PropertyListNode) -> LocalizedString? {
        guard let entries = ruleEntries(node, rule: StringsDictionaryKey.deviceRule) else { return nil }
        var variants: [DeviceClass: LocalizedString] = [:]
        for entry in entries {
            guard let device = DeviceClass(rawValue: entry.key) else {
                report(
                    .unknownDeviceClass,
                    "\"\(entry.key)\" is not a device Apple's runtime knows; it never uses this variant",
                    at: entry.keyLocation ?? entry.value.location)
                continue
            }
            if let variant = readVariant(entry) { variants[device] = variant }
        }
        return LocalizedString(.device(variants))
    }

    /// The dictionary under a width or device rule key.
    mutating func ruleEntries(_ node: PropertyListNode, rule: String) -> [PropertyListEntry]? {
        guard case .dictionary(let entries) = node.value else {
            report(.invalidStructure, "\(rule) is a \(node.kindName), not a dictionary of variants", at: node.location)
            return nil
        }
        return entries
    }

    /// A width or device variant: a string, or a dictionary with a format and variables of its own.
    mutating func readVariant(_ entry: PropertyListEntry) -> LocalizedString? {
        switch entry.value.value {
        case .string(let text):
            return LocalizedString(.text(text, at: entry.value.location))
        case .dictionary(let entries):
            return readFormat(entries, of: entry.value, key: entry.key)
        default:
            report(
                .nonStringValue,
                "variant \"\(entry.key)\" is a \(entry.value.kindName), not a string or a dictionary",
                at: entry.value.location)
            return nil
        }
    }
}
