public import Logging

/// Looks up and formats localized strings for a person's language preferences, from catalogs layered one over
/// another (an app's own strings over Permit's shipped ones).
///
/// The localization is negotiated with Apple's semantics (`LocalizationMatcher`) over every localization of every
/// layer, and cached per list of preferences. Unlike Apple, a key missing from the chosen localization falls back
/// key by key along the script-safe chain to the development language; the result says which localization
/// answered. Numbers are formatted for that localization by ICU; a translation whose specifiers do not fit the
/// arguments is replaced by the development language's text, with a diagnostic.
public struct Localizer: Sendable {
    /// One layer: a table of a catalog.
    public struct Layer: Sendable {
        /// The catalog.
        package var catalog: LocalizationCatalog
        /// The table the layer's strings come from, such as `Permit`, `Localizable` or `JYAuthorization`.
        package var table: String

        /// Creates a layer.
        public init(catalog: LocalizationCatalog, table: String) {
            self.catalog = catalog
            self.table = table
        }
    }

    /// The layers, the first one's strings winning over the next ones'.
    package let layers: [Layer]
    /// The language the strings are written in, the end of every fallback chain.
    package let developmentLanguage: String
    /// Whether arguments are isolated (FSI ... PDI) in right-to-left localizations, so that a left-to-right
    /// value does not reorder the text around it.
    package let isolatesArgumentsInRightToLeftText: Bool
    /// Where the localizer reports what a reader of its texts cannot see: a key no localization has (warning), a
    /// translation whose format specifiers do not fit its arguments (warning), and a key answered by a later
    /// localization of the fallback chain than the one negotiated (debug).
    package let logger: Logger

    /// Each list of preferences' negotiation and fallback chain with contexts.
    private let resolutions = BoundedCache<[String], PreferenceResolution>(capacity: 256)
    /// The list of preferences resolved last and its resolution, so that a caller passing the same list again
    /// (the same array, or one of equal strings) finds it without hashing the list.
    private let lastResolution = Locked<(preferences: [String], resolution: PreferenceResolution)?>(nil)
    /// Each localization's formatting context (ICU's for its language; arguments isolated when it is written
    /// right to left), so that a render does no locale work.
    private let contexts = BoundedCache<String, FormatContext>(capacity: 128)

    /// The matcher over every layer's localizations and the catalog snapshots it was built from: rebuilt only when
    /// a catalog has been rescanned, not for each new list of preferences.
    private let matcherCache = Locked<(snapshots: [CatalogSnapshot], matcher: LocalizationMatcher)?>(nil)

    /// Creates a localizer over layers, the first winning, logging to `logger` (label `permit` by default).
    public init(
        layers: [Layer], developmentLanguage: String = "en", isolatesArgumentsInRightToLeftText: Bool = true,
        logger: Logger = Logger(label: "permit")
    ) {
        self.layers = layers
        self.developmentLanguage = developmentLanguage
        self.isolatesArgumentsInRightToLeftText = isolatesArgumentsInRightToLeftText
        self.logger = logger
    }

    /// Creates a localizer over one table of several catalogs, the first winning.
    public init(
        catalogs: [LocalizationCatalog], table: String, developmentLanguage: String = "en",
        isolatesArgumentsInRightToLeftText: Bool = true, logger: Logger = Logger(label: "permit")
    ) {
        self.init(
            layers: catalogs.map { Layer(catalog: $0, table: table) }, developmentLanguage: developmentLanguage,
            isolatesArgumentsInRightToLeftText: isolatesArgumentsInRightToLeftText, logger: logger)
    }

    /// Reloads every layer's catalog and forgets the negotiations made over their old listings.
    public func reload() {
        for layer in layers { layer.catalog.reload() }
        resolutions.removeAll()
        lastResolution.withLock { $0 = nil }
    }

    /// The localizations of every layer, each once, sorted.
    public var availableLocalizations: [String] {
        Self.localizations(of: layers.map(\.catalog.snapshot))
    }

    private static func localizations(of snapshots: [CatalogSnapshot]) -> [String] {
        Array(Set(snapshots.flatMap(\.localizations))).sorted()
    }

    /// The localizations to use for `preferences`, cached per list of preferences.
    public func negotiate(preferences: [String]) -> LocalizationNegotiation {
        resolution(for: preferences).negotiation
    }

    /// The localization that answers `preferences`: the first negotiated, else the first of the fallback chain
    /// (the development language).
    public func answeringLocalization(preferences: [String]) -> String {
        let negotiation = negotiate(preferences: preferences)
        return (negotiation.localizations.first ?? negotiation.fallback.first)?.localization ?? developmentLanguage
    }

    private func matcher(over snapshots: [CatalogSnapshot]) -> LocalizationMatcher {
        if let cached = matcherCache.withLock({ $0 }), cached.snapshots.elementsEqual(snapshots, by: ===) {
            return cached.matcher
        }
        let matcher = LocalizationMatcher(
            available: Self.localizations(of: snapshots), developmentLanguage: developmentLanguage)
        matcherCache.withLock { $0 = (snapshots, matcher) }
        return matcher
    }

    /// How many lists of preferences the localizer holds resolutions for (at most 256).
    var cachedResolutionCount: Int { resolutions.count }

    private func resolution(for preferences: [String]) -> PreferenceResolution {
        // Array equality is a comparison of storage first: the same array is recognised without reading it.
        if let last = lastResolution.withLock({ $0?.preferences == preferences ? $0?.resolution : nil }) {
            return last
        }
        let resolution = cachedResolution(for: preferences)
        lastResolution.withLock { $0 = (preferences, resolution) }
        return resolution
    }

    private func cachedResolution(for preferences: [String]) -> PreferenceResolution {
        resolutions.value(for: preferences) {
            let snapshots = layers.map(\.catalog.snapshot)
            let negotiation = matcher(over: snapshots).negotiate(preferences: preferences)
            let chain = negotiation.fallback.map { match in
                PreferenceResolution.Link(
                    localization: match.localization, context: context(for: match.localization),
                    tables: zip(layers, snapshots).compactMap { layer, snapshot in
                        snapshot.preparedTable(layer.table, localization: match.localization)
                    })
            }
            return PreferenceResolution(negotiation: negotiation, chain: chain, snapshots: snapshots)
        }
    }

    /// The string for `key` in the first localization of the fallback chain that has it, and that localization.
    public func lookUp(_ key: String, preferences: [String]) -> (string: LocalizedString, localization: String)? {
        firstFound(along: resolution(for: preferences)) { $0.string(for: key) }.map { ($0.found, $0.link.localization) }
    }

    /// The text of `key` for `preferences`, formatted with `arguments`; the key itself when no localization has
    /// it.
    public func text(_ key: String, preferences: [String], arguments: [FormatArgument] = []) -> LocalizedText {
        let resolution = resolution(for: preferences)
        guard let (entry, link) = firstFound(along: resolution, { $0.entry(for: key) }) else {
            logger.warning(
                "no localization has the key; the key itself is shown",
                metadata: ["key": "\(key)", "table": "\(layers.map(\.table).joined(separator: ","))"])
            return LocalizedText(text: key, localization: nil, diagnostics: [])
        }
        if let negotiated = resolution.negotiated, negotiated != link.localization, logger.logLevel <= .debug {
            logger.debug(
                "key missing from the negotiated localization; a later one of the fallback chain answered",
                metadata: ["key": "\(key)", "negotiated": "\(negotiated)", "answered": "\(link.localization)"])
        }
        var renderer: TemplateRenderer
        let text: String
        switch entry {
        case .text(let plain):
            return LocalizedText(text: plain, localization: link.localization, diagnostics: [])
        case .prepared(let prepared):
            renderer = TemplateRenderer(arguments: arguments, context: link.context)
            text = renderer.render(prepared)
        case .string(let string):
            renderer = TemplateRenderer(arguments: arguments, context: link.context)
            text = renderer.render(string)
        }
        // Every specifier fitted: the text is the answer (what `LocalizedString.formatted` calls `.template`).
        guard !renderer.problems.isEmpty else {
            return LocalizedText(text: text, localization: link.localization, diagnostics: [])
        }
        let result = renderer.result(text)
        let localization = link.localization
        // A specifier did not fit: a translation falls back to the development language's text.
        guard localization != developmentLanguage, let string = entry.localizedString,
            let base = firstInLayers(of: developmentLanguage, { $0.string(for: key) })
        else {
            log(result.diagnostics, key: key, localization: localization)
            return LocalizedText(text: result.text, localization: localization, diagnostics: result.diagnostics)
        }
        let fallback = string.formatted(
            fallback: base, arguments: arguments, context: link.context,
            baseContext: self.context(for: developmentLanguage))
        log(fallback.diagnostics, key: key, localization: localization)
        return LocalizedText(text: fallback.text, localization: localization, diagnostics: fallback.diagnostics)
    }

    /// Reports a render's diagnostics (format mismatches, text replaced by the development language's) as warnings.
    private func log(_ diagnostics: [Diagnostic], key: String, localization: String) {
        for diagnostic in diagnostics {
            logger.warning(
                "\(diagnostic.message)",
                metadata: ["key": "\(key)", "localization": "\(localization)", "rule": "\(diagnostic.rule)"])
        }
    }

    /// What `find` finds in the first table along the resolution's chain that has it, and that table's link: from
    /// the tables the resolution holds while no catalog has been rescanned since it was made, else from the
    /// catalogs' current tables.
    private func firstFound<Found>(
        along resolution: PreferenceResolution, _ find: (PreparedTable) -> Found?
    ) -> (found: Found, link: PreferenceResolution.Link)? {
        let isCurrent = isCurrent(resolution)
        for linkIndex in resolution.chain.indices {
            let link = resolution.chain[linkIndex]
            if isCurrent {
                for tableIndex in link.tables.indices {
                    if let found = find(link.tables[tableIndex]) { return (found, link) }
                }
            } else if let found = firstInLayers(of: link.localization, find) {
                return (found, link)
            }
        }
        return nil
    }

    /// Whether no layer's catalog has been rescanned since `resolution` was made.
    private func isCurrent(_ resolution: PreferenceResolution) -> Bool {
        for index in layers.indices where !layers[index].catalog.isCurrent(resolution.snapshots[index]) {
            return false
        }
        return true
    }

    /// What `find` finds in the first layer whose table in `localization` has it.
    private func firstInLayers<Found>(of localization: String, _ find: (PreparedTable) -> Found?) -> Found? {
        for layer in layers {
            if let table = layer.catalog.snapshot.preparedTable(layer.table, localization: localization),
                let found = find(table)
            {
                return found
            }
        }
        return nil
    }

    /// The formatting context of a localization: ICU's for its language (C's when ICU has no data for it), with
    /// arguments isolated when its script is written right to left.
    private func context(for localization: String) -> FormatContext {
        contexts.value(for: localization) {
            let tag = (try? LocalizationName(parsing: localization))?.tag ?? localization
            var context = (try? FormatContext.localized(for: tag)) ?? .posix
            context.isolatesArguments = isolatesArgumentsInRightToLeftText && Self.isRightToLeft(localization)
            return context
        }
    }

    /// Whether a localization's script is written right to left.
    static func isRightToLeft(_ localization: String) -> Bool {
        guard let name = try? LocalizationName(parsing: localization), !name.isBase,
            let script = MaximizedLocale.of(name.tag)?.script
        else { return false }
        return rightToLeftScripts.contains(script)
    }

    private static let rightToLeftScripts: Set<String> = [
        "Arab", "Hebr", "Thaa", "Syrc", "Nkoo", "Adlm", "Rohg", "Mand", "Samr", "Mend",
    ]
}
