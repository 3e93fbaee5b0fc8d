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
    }

    /// Every lookup of a literal key, in file order.
    private(set) var lookups: [Lookup] = []
    /// The app's own helpers.
    private(set) var helpers: [LookupFunction] = []

    /// How many rounds of helpers calling helpers are followed.
    private static let helperDepth = 4

    /// Resolves the lookups of the Swift files read into `files`.
    init(files: [(path: String, facts: SwiftSourceFacts)]) {
        var known = Dictionary(grouping: LookupFunction.system, by: \.name)
        var derived: Set<[Int]> = []
        for _ in 0..<Self.helperDepth {
            var found = false
            for (fileIndex, file) in files.enumerated() {
                for call in file.facts.calls {
                    guard let functionIndex = call.enclosingFunction, !derived.contains([fileIndex, functionIndex]),
                        let candidates = known[call.name]
                    else { continue }
                    let function = file.facts.functions[functionIndex]
                    guard let helper = candidates.lazy.compactMap({ $0.helper(made: call, in: function) }).first else {
                        continue
                    }
                    derived.insert([fileIndex, functionIndex])
                    helpers.append(helper)
                    known[helper.name, default: []].append(helper)
                    found = true
                }
            }
            if !found { break }
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
                            hasDefault: literalDefault.map { !$0.isEmpty } ?? (defaultValue != nil),
                            use: use, file: file.path, offset: call.offset))
                    break
                }
            }
        }
    }
}
