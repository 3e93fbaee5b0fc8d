/// The lookups of an app's Swift code with a literal key, resolved across its files: Apple's lookups, and the app's
/// helpers that pass a parameter to one (found to a fixed point, so that a helper of a helper counts too).
struct CodeLookups: Sendable {
    /// One lookup of a literal key.
    struct Lookup: Sendable {
        /// The key.
        var key: String
        /// The table the call names, or `nil` for the default (`Localizable`) or one not known.
        var table: String?
        /// The default value the call passes as a plain literal, if any.
        var defaultValue: String?
        /// Whether a default value is passed at all (literal or not).
        var hasDefault: Bool
        /// What the code does with the text (formatting, placeholders, what it is written beside).
        var use: KeyUse
        /// The file that holds the call.
        var file: String
        /// Where the call starts in the file, in UTF-8 bytes.
        var offset: Int
        /// The type member whose value the lookup is (`FrequentUpdates.footer`), if it is one.
        var accessor: String?
        /// Whether the call is one of Apple's that names no bundle (`Text("Hard Reset")`, `String(localized:)`
        /// without `bundle:`): it reads the app's main bundle, even in a Swift package's code.
        var readsMainBundle = false
    }

    /// A search of one looked-up text in another (`SwiftSourceFacts.Search`): the translation of `text` must hold
    /// the translation of `target`.
    struct Search: Sendable {
        /// The lookup whose text is searched.
        var text: Lookup
        /// The lookup whose text is searched for.
        var target: Lookup
        /// Whether the search ignores case.
        var ignoresCase: Bool
        /// The file that holds the search.
        var file: String
        /// Where the search starts in the file, in UTF-8 bytes.
        var offset: Int
    }

    /// A lookup whose key is a literal with interpolation (`Text("Hi \(name)")`), which makes a key with a
    /// specifier in place of each value.
    struct InterpolatedLookup: Sendable {
        /// The literal's pieces between and around its interpolations.
        var pieces: [String]
        /// The file that holds the call.
        var file: String
        /// Where the call starts in the file, in UTF-8 bytes.
        var offset: Int
    }

    /// Every lookup of a literal key with interpolation, in file order.
    private(set) var interpolatedLookups: [InterpolatedLookup] = []
    /// Every lookup of a literal key, in file order.
    private(set) var lookups: [Lookup] = []
    /// Every search of one looked-up text in another, in file order.
    private(set) var searches: [Search] = []
    /// The app's own helpers.
    private(set) var helpers: [LookupFunction] = []

    /// How many rounds of helpers calling helpers are followed.
    private static let helperDepth = 4

    /// Resolves the lookups of the Swift files read into `files`; `declaresLocalized` says whether any Swift file
    /// of the app declares a `localized` property or function (else a library's is taken to be a lookup).
    init(files: [(path: String, facts: SwiftSourceFacts)], declaresLocalized: Bool = true) {
        // Each helper once, by its file and function; a helper that looks its key up twice (once in the
        // development language's bundle, then with that text as the default) is what both calls make of it.
        var derived: [[Int]: Int] = [:]
        for (fileIndex, file) in files.enumerated() {
            for (functionIndex, function) in file.facts.functions.enumerated() {
                helpers += LookupFunction.declared(
                    by: function, at: LookupFunction.Origin(file: fileIndex, function: functionIndex))
            }
        }
        var known = Dictionary(grouping: LookupFunction.system + helpers, by: \.name)
        let declaredNames = files.map { Set($0.facts.functions.map(\.name)) }
        for _ in 0..<Self.helperDepth {
            var found = false
            for (fileIndex, file) in files.enumerated() {
                for call in file.facts.calls {
                    guard let functionIndex = call.enclosingFunction, let named = known[call.name] else { continue }
                    let candidates = Self.callable(named, by: call, inFile: fileIndex, declaring: declaredNames[fileIndex])
                    let function = file.facts.functions[functionIndex]
                    guard let helper = candidates.lazy.compactMap({ $0.helper(made: call, in: function) }).first else {
                        continue
                    }
                    if let index = derived[[fileIndex, functionIndex]] {
                        let merged = helpers[index].merging(helper)
                        if merged != helpers[index] {
                            helpers[index] = merged
                            found = true
                        }
                    } else {
                        derived[[fileIndex, functionIndex]] = helpers.count
                        var helper = helper
                        helper.origin = LookupFunction.Origin(file: fileIndex, function: functionIndex)
                        helpers.append(helper)
                        found = true
                    }
                }
            }
            known = Dictionary(grouping: LookupFunction.system + helpers, by: \.name)
            if !found { break }
        }
        // `"key".localized` or `"key".localized()` in an app that declares no `localized` of its own: a library's
        // (IBLocalizable, Localize-Swift), which looks the key up in `Localizable` without a default, as
        // `NSLocalizedString(self, comment: "")` does.
        if !declaresLocalized, known[LookupFunction.conventionalName] == nil {
            known[LookupFunction.conventionalName] = LookupFunction.conventional
        }
        var lookupOfCall: [[Int]: Int] = [:]
        for (fileIndex, file) in files.enumerated() {
            for (callIndex, call) in file.facts.calls.enumerated() where !call.isUnreachable {
                guard let named = known[call.name] else { continue }
                let candidates = Self.callable(named, by: call, inFile: fileIndex, declaring: declaredNames[fileIndex])
                // The first function that reads the call; more only where the same declaration declares another
                // key's type (a view taking two keys, `Row(title: "Settings", subtitle: "More")`), each once.
                var keyArguments: Set<LookupFunction.Argument> = []
                var matched: LookupFunction?
                for function in candidates where !keyArguments.contains(function.key) {
                    if let matched, !(function.declaresKeyType && function.origin == matched.origin) { continue }
                    let value = function.key(of: call)
                    if case .interpolated(let pieces)? = value, function.interpolationMakesKey, Self.mayCall(function, by: call) {
                        keyArguments.insert(function.key)
                        matched = function
                        interpolatedLookups.append(InterpolatedLookup(pieces: pieces, file: file.path, offset: call.offset))
                        continue
                    }
                    guard case .literal(let key)? = value, Self.mayCall(function, by: call) else { continue }
                    keyArguments.insert(function.key)
                    matched = function
                    var table = function.fixedTable
                    if let argument = function.table, case .literal(let name)? = LookupFunction.value(at: argument, of: call) {
                        table = name
                    }
                    let defaultValue = function.defaultValue.flatMap { LookupFunction.value(at: $0, of: call) }
                    var use = call.use
                    use.formatted = use.formatted || function.formats
                    use.shownAsWritten = function.showsTextAsWritten
                    for placeholder in function.replaces where !use.replaces.contains(placeholder) {
                        use.replaces.append(placeholder)
                    }
                    var literalDefault: String?
                    if case .literal(let text)? = defaultValue { literalDefault = text }
                    lookups.append(
                        Lookup(
                            key: key, table: table, defaultValue: literalDefault,
                            hasDefault: function.alwaysHasDefault
                                || (literalDefault.map { !$0.isEmpty } ?? (defaultValue.map { $0 != .nilLiteral } ?? false)),
                            use: use, file: file.path, offset: call.offset, accessor: call.accessor,
                            readsMainBundle: Self.readsMainBundle(call, function: function)))
                    if lookupOfCall[[fileIndex, callIndex]] == nil { lookupOfCall[[fileIndex, callIndex]] = lookups.count - 1 }
                }
            }
        }
        searches = Self.searches(in: files, lookups: lookups, lookupOfCall: lookupOfCall)
    }

    /// The functions of `named` that `call`, in the file of index `file` declaring functions of `names`, may call:
    /// a function of that name the call's own file declares is the one it calls (views' `private func row(_:_:)`
    /// are many, one per file), a lookup helper or not (Nervio's widget calls its own `WidgetL10n.string(key,
    /// languageCode:)`, which reads a dictionary, not the app's `L10n.string`); Apple's lookups stay callable. A
    /// call on a text (`"key".localized`) may be of a helper another file declares on `String`.
    private static func callable(
        _ named: [LookupFunction], by call: SwiftSourceFacts.Call, inFile file: Int,
        declaring names: Set<String>
    ) -> [LookupFunction] {
        let local = named.filter { $0.origin?.file == file }
        if !local.isEmpty { return local + named.filter { $0.origin == nil } }
        switch call.base {
        case .literal?, .interpolated?, .selfValue?: return named
        // A name the body uses: a text, unless it names a type (`WidgetL10n`).
        case .parameter(let name)?: if name.first?.isUppercase != true { return named }
        case .nilLiteral?, .other?, nil: break
        }
        guard names.contains(call.name) else { return named }
        return named.filter { $0.origin == nil }
    }

    /// Whether `call` of `function` is one of Apple's lookups that names no bundle: SwiftUI's views and
    /// `LocalizedStringKey`, `NSLocalizedString`, `String(localized:)` and the like without a `bundle:` argument read
    /// `Bundle.main`. `bundle.localizedString(forKey:)` reads the bundle it is sent to; an app's helper may pass one.
    /// A `LocalizedStringKey` made on its own is no lookup yet: the view that shows it names the bundle
    /// (`Text(title, bundle: .module)` in a package's component).
    private static func readsMainBundle(_ call: SwiftSourceFacts.Call, function: LookupFunction) -> Bool {
        guard function.name != "localizedString", function.name != "LocalizedStringKey",
            LookupFunction.system.contains(function)
        else { return false }
        return !call.arguments.contains { $0.label == "bundle" }
    }

    /// Whether `call` may be a call of `function`: an implicit member (`.string("seriesId")`, an enum case in a
    /// JSON schema) names a static member of the type its context expects, which for a text is `String`: one of
    /// the app's helpers only when declared on `String`.
    private static func mayCall(_ function: LookupFunction, by call: SwiftSourceFacts.Call) -> Bool {
        !(call.isMember && call.base == nil) || function.isDeclaredOnString || LookupFunction.system.contains(function)
    }

    /// The searches of `files` whose two texts are lookups: `range(of:)` itself, and the app's methods whose body
    /// searches a parameter in `self` (`func setAttributes(_:for substring:)` that calls
    /// `mutableString.range(of: substring, options: .caseInsensitive)`), called with two lookups.
    private static func searches(
        in files: [(path: String, facts: SwiftSourceFacts)], lookups: [Lookup], lookupOfCall: [[Int]: Int]
    ) -> [Search] {
        struct Method: Hashable {
            var name: String
            var label: String?
        }
        var methods: [Method: Bool] = [:]
        for file in files {
            for search in file.facts.searches where search.name == "range" && search.text == .selfValue {
                guard case .parameter(let name) = search.target, let index = search.enclosingFunction,
                    let parameter = file.facts.functions[index].parameters.first(where: { $0.name == name })
                else { continue }
                methods[Method(name: file.facts.functions[index].name, label: parameter.label)] = search.ignoresCase
            }
        }
        let byAccessor = Dictionary(grouping: lookups.filter { $0.accessor != nil }, by: { $0.accessor ?? "" })
        var found: [Search] = []
        for (fileIndex, file) in files.enumerated() {
            func lookup(_ operand: SwiftSourceFacts.Search.Operand) -> Lookup? {
                switch operand {
                case .call(let index): lookupOfCall[[fileIndex, index]].map { lookups[$0] }
                case .member(let name): byAccessor[name]?.first
                case .parameter, .selfValue: nil
                }
            }
            for search in file.facts.searches {
                let ignoresCase: Bool
                if search.name == "range" {
                    ignoresCase = search.ignoresCase
                } else if let method = methods[Method(name: search.name, label: search.label)] {
                    ignoresCase = method
                } else {
                    continue
                }
                guard let text = lookup(search.text), let target = lookup(search.target) else { continue }
                found.append(Search(text: text, target: target, ignoresCase: ignoresCase, file: file.path, offset: search.offset))
            }
        }
        return found
    }
}