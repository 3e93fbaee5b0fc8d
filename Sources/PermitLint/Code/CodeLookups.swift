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
    }

    /// Every lookup of a literal key, in file order.
    private(set) var lookups: [Lookup] = []
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
        var known = Dictionary(grouping: LookupFunction.system, by: \.name)
        for _ in 0..<Self.helperDepth {
            var found = false
            for (fileIndex, file) in files.enumerated() {
                for call in file.facts.calls {
                    guard let functionIndex = call.enclosingFunction, let candidates = known[call.name] else { continue }
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
        for file in files {
            for call in file.facts.calls {
                guard let candidates = known[call.name] else { continue }
                for function in candidates {
                    guard case .literal(let key)? = function.key(of: call) else { continue }
                    var table = function.fixedTable
                    if let argument = function.table, case .literal(let name)? = LookupFunction.value(at: argument, of: call) {
                        table = name
                    }
                    let defaultValue = function.defaultValue.flatMap { LookupFunction.value(at: $0, of: call) }
                    var use = call.use
                    use.formatted = use.formatted || function.formats
                    use.shownAsWritten = function.isSwiftUIKey
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
                            use: use, file: file.path, offset: call.offset, accessor: call.accessor))
                    break
                }
            }
        }
    }
}
