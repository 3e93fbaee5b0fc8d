/// A way the code looks a text up: one of Apple's APIs (`NSLocalizedString`, `String(localized:)`,
/// `bundle.localizedString(forKey:value:table:)`...) or a helper of the app's own that passes its parameter to one
/// (`func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String)` in SwiftGen's generated
/// code, `var localized: String { NSLocalizedString(self, comment: "") }` on `String`). A helper inherits what
/// the function it calls does, and adds what its own body does to every text (formatting, replacing placeholders).
struct LookupFunction: Sendable, Equatable {
    /// Its base name.
    var name: String
    /// Where a call passes the key.
    var key: Argument
    /// Whether it is a property (`"key".localized`), read without parentheses.
    var isProperty = false
    /// Where a call passes the table's name, if it may.
    var table: Argument?
    /// The table every call looks in, when the helper names it itself.
    var fixedTable: String?
    /// Where a call passes the default value, if it may.
    var defaultValue: Argument?
    /// Whether every call passes a default value of the helper's own (a text looked up in the development
    /// language's bundle, `value: fallback`): a key a localization lacks never shows raw.
    var alwaysHasDefault = false
    /// Whether every text is formatted (`String(format:)`), arguments or not.
    var formats = false
    /// The placeholders replaced in every text.
    var replaces: [AppPlaceholder] = []
    /// Whether it is SwiftUI taking a `LocalizedStringKey` (`Text("key")`, `Button("key")`): a literal without
    /// interpolation is looked up and shown as written, never formatted; a `String` it is given is shown verbatim,
    /// so no helper passes its parameter through it.
    var isSwiftUIKey = false
    /// Whether the text is shown as written, never formatted: SwiftUI's lookups, and the app's functions that make
    /// a `LocalizedStringKey` of their key (`Text(LocalizedStringKey(title))`, a parameter declared as one).
    var showsTextAsWritten = false
    /// Whether its key is a parameter declared as a localized key (`LookupFunction.declared(by:at:)`), of a function
    /// that may declare several: each is read.
    var declaresKeyType = false
    /// Whether it is an app's helper declared in an extension of `String` (or `StringProtocol`).
    var isDeclaredOnString = false
    /// Where an app's function is declared; `nil` for Apple's.
    var origin: Origin?

    /// Whether a literal with interpolation passed as the key makes a key, a specifier where each value goes
    /// (`Text("Hi \(name)")` looks up `Hi %@`): where a localized key's type is declared, Apple's or the app's. A
    /// `String` the code builds so (`NSLocalizedString("Hi \(name)", comment: "")`) is a key made at run time.
    var interpolationMakesKey: Bool {
        declaresKeyType || (origin == nil && Self.keyTypeNames.contains(name))
    }

    /// Apple's lookups whose key is a `LocalizedStringKey`, `LocalizedStringResource` or
    /// `String.LocalizationValue`.
    private static let keyTypeNames = Set(["String", "AttributedString", "LocalizedStringResource"] + swiftUINames)

    /// An app function's declaration: the index of its file and of the function among the file's.
    struct Origin: Sendable, Hashable {
        var file: Int
        var function: Int
    }

    /// Where a call passes a value.
    enum Argument: Sendable, Hashable {
        /// What it is called on (`"key".localized`).
        case base
        /// The argument with this label.
        case label(String)
        /// The argument without a label, counted from zero among those without one.
        case unlabeled(Int)
    }

    /// Apple's lookups.
    static let system: [LookupFunction] = [
        LookupFunction(name: "NSLocalizedString", key: .unlabeled(0), table: .label("tableName"), defaultValue: .label("value")),
        LookupFunction(name: "String", key: .label("localized"), table: .label("table"), defaultValue: .label("defaultValue")),
        LookupFunction(
            name: "AttributedString", key: .label("localized"), table: .label("table"), defaultValue: .label("defaultValue")),
        LookupFunction(
            name: "LocalizedStringResource", key: .unlabeled(0), table: .label("table"), defaultValue: .label("defaultValue")),
        LookupFunction(name: "localizedString", key: .label("forKey"), table: .label("table"), defaultValue: .label("value")),
    ] + swiftUINames.map { name in
        LookupFunction(
            name: name, key: .unlabeled(0), table: .label("tableName"), isSwiftUIKey: true, showsTextAsWritten: true)
    }

    /// The lookups `function` declares by its parameters' types: a literal passed as a `LocalizedStringKey` (or a
    /// `LocalizedStringResource`) is a key, which Xcode extracts and SwiftUI looks up where the value is shown
    /// (`struct Row: View { let title: LocalizedStringKey }` called as `Row(title: "Settings")`); `origin` is where
    /// `function` is declared.
    static func declared(by function: SwiftSourceFacts.Function, at origin: Origin) -> [LookupFunction] {
        function.keyParameters.compactMap { parameter in
            argument(passing: parameter.name, of: function).map { argument in
                LookupFunction(
                    name: function.name, key: argument, showsTextAsWritten: parameter.isSwiftUIKey, declaresKeyType: true,
                    origin: origin)
            }
        }
    }

    /// The name of the lookup helpers that libraries declare on `String` (IBLocalizable's `"key".localized`,
    /// Localize-Swift's `"key".localized()`).
    static let conventionalName = "localized"

    /// The helpers named `conventionalName`, as a library declares them where the app's code does not: the string
    /// they are called on is the key, looked up in `Localizable` without a default.
    static let conventional = [
        LookupFunction(name: conventionalName, key: .base, isProperty: true),
        LookupFunction(name: conventionalName, key: .base, isProperty: false),
    ]

    /// SwiftUI's views and modifiers whose first argument, written as a literal, is a `LocalizedStringKey`.
    static let swiftUINames = [
        "Text", "Button", "Label", "Toggle", "Link", "Section", "Menu", "Picker", "TextField", "SecureField",
        "NavigationLink", "LabeledContent", "GroupBox", "DisclosureGroup", "ContentUnavailableView", "LocalizedStringKey",
        "navigationTitle", "accessibilityLabel", "accessibilityHint", "help", "alert", "confirmationDialog",
    ]

    /// The value `call` passes at `argument`, if it passes one.
    static func value(at argument: Argument, of call: SwiftSourceFacts.Call) -> SwiftSourceFacts.Value? {
        switch argument {
        case .base:
            return call.isMember ? call.base : nil
        case .label(let label):
            return call.arguments.first { $0.label == label }?.value
        case .unlabeled(let position):
            let unlabeled = call.arguments.filter { $0.label == nil }
            return unlabeled.indices.contains(position) ? unlabeled[position].value : nil
        }
    }

    /// This helper with what another call in its body makes of it: a default, formatting or placeholders either
    /// call has.
    func merging(_ other: LookupFunction) -> LookupFunction {
        var merged = self
        merged.defaultValue = defaultValue ?? other.defaultValue
        merged.alwaysHasDefault = alwaysHasDefault || other.alwaysHasDefault
        merged.formats = formats || other.formats
        for placeholder in other.replaces where !merged.replaces.contains(placeholder) { merged.replaces.append(placeholder) }
        return merged
    }

    /// The key `call` passes to this lookup, or `nil` when it is no call of it (a property read for a method, or
    /// the key's argument missing).
    func key(of call: SwiftSourceFacts.Call) -> SwiftSourceFacts.Value? {
        guard call.isPropertyRead == isProperty else { return nil }
        return Self.value(at: key, of: call)
    }

    /// Where a caller of `function` passes its parameter `name`, or `nil` when it has none so named.
    static func argument(passing name: String, of function: SwiftSourceFacts.Function) -> Argument? {
        guard let index = function.parameters.firstIndex(where: { $0.name == name }) else { return nil }
        guard let label = function.parameters[index].label else {
            return .unlabeled(function.parameters[..<index].filter { $0.label == nil }.count)
        }
        return .label(label)
    }

    /// The helper `function` makes of a call in its body to this lookup, or `nil` when the call does not look up
    /// one of its parameters (or, on `String`, `self`).
    func helper(made call: SwiftSourceFacts.Call, in function: SwiftSourceFacts.Function) -> LookupFunction? {
        // SwiftUI shows a `String` it is given verbatim; a `LocalizedStringKey` made of one is a key.
        guard !isSwiftUIKey || name == "LocalizedStringKey", let keyValue = key(of: call) else { return nil }
        let keyArgument: Argument
        switch keyValue {
        case .parameter(let name):
            if let argument = Self.argument(passing: name, of: function) {
                keyArgument = argument
            } else if name == "description", function.extendsString {
                // A string's `description` is the string (vChewing's `NSLocalizedString(description, comment: "")`).
                keyArgument = .base
            } else {
                return nil
            }
        case .selfValue where function.extendsString:
            keyArgument = .base
        default:
            return nil
        }
        var made = LookupFunction(name: function.name, key: keyArgument, isProperty: function.isProperty)
        made.isDeclaredOnString = function.extendsString
        made.fixedTable = fixedTable
        if let table, let value = Self.value(at: table, of: call) {
            switch value {
            case .literal(let name): made.fixedTable = name
            case .parameter(let name): made.table = Self.argument(passing: name, of: function)
            default: break
            }
        }
        made.alwaysHasDefault = alwaysHasDefault
        switch defaultValue.flatMap({ Self.value(at: $0, of: call) }) {
        case .parameter(let name)?:
            if let argument = Self.argument(passing: name, of: function) {
                // A default that is the key itself shows the key.
                if argument != keyArgument { made.defaultValue = argument }
            } else {
                // A value of the helper's own making (a local: the development language's text).
                made.alwaysHasDefault = true
            }
        case .literal(let text)?:
            made.alwaysHasDefault = made.alwaysHasDefault || !text.isEmpty
        case .other?, .interpolated?:
            made.alwaysHasDefault = true
        case .selfValue? where function.extendsString && keyArgument != .base:
            // The string the helper is called on, its text (Evidens' `"My Network".localized(key: "tab.network")`,
            // whose body passes `value: self`).
            made.defaultValue = .base
        case .selfValue?, .nilLiteral?, nil:
            break
        }
        made.formats = formats || function.alwaysFormats || call.use.formatted
        made.showsTextAsWritten = showsTextAsWritten
        made.replaces = replaces
        for placeholder in function.replaces + call.use.replaces where !made.replaces.contains(placeholder) {
            made.replaces.append(placeholder)
        }
        return made
    }
}
