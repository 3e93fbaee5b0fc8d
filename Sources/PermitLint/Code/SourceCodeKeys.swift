import PermitLocalization
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What an app's own code says about its keys: which it looks up with a default value, which the person sees where
/// the chosen localization lacks the key, which string literals it holds at all (a key none of them names is
/// unused, or built at run time), and what it does with a looked-up text (`KeyUse`).
///
/// Swift is read with swift-syntax (`SwiftSourceReader`): Apple's lookups (`NSLocalizedString`, `String(localized:)`,
/// `LocalizedStringResource`, `bundle.localizedString(forKey:value:table:)`) and the app's own helpers that pass a
/// parameter to one (`LookupFunction`: SwiftGen's `L10n.tr("Localizable", "key", fallback: "Text")`, a `localized`
/// property on `String`), with their tables and default values; comments are no code. Objective-C is read from its
/// bytes: `NSLocalizedString(@"key", ...)`, `NSLocalizedStringWithDefaultValue(@"key", table, bundle, @"Text",
/// comment)`. Code that opens a localization's bundle itself (`Bundle.main.path(forResource: "en", ofType:
/// "lproj")`, `url(forResource: "en", withExtension: "lproj")`, `pathForResource:@"en" ofType:@"lproj"`, a path
/// written whole, `@"en.lproj/Localizable.strings"`) looks a
/// key up there when the chosen localization lacks it:
/// the person then sees that language's text; so does code that retries in `Bundle.developmentLocalization`.
///
/// Read from the Swift and Objective-C files below the folders a lint is given (third-party and build folders
/// left out), so that a missing key with a default is coverage, not the key shown. Only literal keys count.
struct SourceCodeKeys: Sendable {
    /// The keys looked up with a non-empty default value.
    private(set) var keysWithDefaults: Set<String> = []
    /// Every string literal of the sources.
    private(set) var literals: Set<String> = []
    /// The localizations whose `.lproj` bundle the code opens by name (`forResource: "en", ofType: "lproj"`).
    private(set) var openedBundles: Set<String> = []
    /// The names whose text the code sets (`InterfaceTextSetters`): an Interface Builder outlet of one of them shows
    /// the app's text, not the document's. Read only when the app has storyboards or XIBs.
    private(set) var interfaceTextSetters: Set<String> = []
    /// How many source files were read.
    private(set) var fileCount = 0
    /// The interpolated string literals of the sources (`"\(count) files"`), as their literal pieces joined by
    /// U+0000: the String Catalog key Xcode makes of one (`%lld files`) has the same pieces around its specifiers.
    private(set) var interpolations: Set<String> = []
    /// The keys looked up without a default value (`NSLocalizedString("key", comment:)`, `String(localized:)`,
    /// `localizedString(forKey:value:table:)` with an empty value), each with the first file and byte offset where
    /// the code does so (`SourceCodeKeys.location(of:)` makes it a line and column); calls on a line that starts a
    /// `//` comment are left out.
    private(set) var lookups: [String: (file: String, offset: Int)] = [:]
    /// The keys the code looks up as literals with interpolation (`Text("Hi \(name)")`), each as its pieces joined
    /// by U+0000 (as `interpolations` holds them), with the first file and byte offset where the code does so.
    private(set) var interpolatedLookups: [String: (file: String, offset: Int)] = [:]
    /// Whether a Swift file of the app declares a `localized` property or function of its own.
    private var declaresLocalized = false
    /// Whether a file of the app's code names SwiftUI (whose `Text` renders a literal key as Markdown) or Markdown
    /// (`AttributedString(markdown:)`, a parser of the app's).
    private var namesMarkdownRenderer = false
    /// The Objective-C lookup helpers the app defines (`ObjectiveCLookupHelpers`).
    private var objectiveCHelpers: [String] = []
    /// Whether a Swift file of the app calls R.swift's generated string accessors (`R.string.localizable.title()`).
    private(set) var callsRSwiftStrings = false
    /// The keys the code compares a lookup's result with (`ObjectiveCLookupUse.comparesResult(withKey:after:in:)`):
    /// where the table lacks one, the app does without the text, and the person never reads the key.
    private(set) var keysComparedWithResult: Set<String> = []
    /// The keys whose text the code reads the length of before it uses it (`ObjectiveCLookupUse.testsLength`): the
    /// app does without a text that is empty.
    private(set) var keysTestedForLength: Set<String> = []
    /// The default values the code passes, by key, where they are one plain string literal (the first one read).
    private(set) var defaultValues: [String: String] = [:]
    /// The literals named only in code the shipped app never runs (Objective-C the preprocessor leaves out, as
    /// `#ifdef DROPBOX` with nothing defining `DROPBOX`; Swift's previews and `#if DEBUG`, `UnshippedSwiftCode`),
    /// with why, as the end of a sentence: keys the shipped app never looks up.
    private(set) var compiledOut: [String: String] = [:]
    /// The macros a source file defines, and its regions that need a macro (`ObjectiveCConditionals`), while reading.
    private var macroDefinitions: Set<String> = []
    private var conditionalRegions: [ObjectiveCConditionals.Region] = []
    /// The texts the app's `Info.plist` files name that the system looks up in the `InfoPlist` table
    /// (`InfoPlistShownTexts`): quick actions' titles, document types' names.
    private var infoPlistTexts: Set<String> = []

    /// Whether the app may render its texts as Markdown: unknown (so `true`) when no code was read; else only when
    /// its code names SwiftUI or Markdown. An Objective-C app's label shows `**WARNING**` as written, in every
    /// language.
    var rendersMarkdown: Bool { fileCount == 0 || namesMarkdownRenderer }

    /// What the person sees of `key`, missing from a localization, as far as the code tells: `nil` when it does
    /// not (no source was read, or a string of the code names the key without a default).
    func outcome(of key: String) -> Outcome? {
        if infoPlistTexts.contains(key) { return .infoPlistText }
        guard fileCount > 0 else { return nil }
        if keysWithDefaults.contains(key) { return .defaultValue }
        if keysComparedWithResult.contains(key) { return .comparedWithKey }
        // A key with a specifier may come from an interpolated literal (`Text("from-\(name)")` is the String
        // Catalog key `from-%@`): `names` compares their pieces.
        return names(key) == false ? .unnamed : nil
    }

    /// Whether a string of the code names `key`: a literal that is the key, or, for a key with specifiers, an
    /// interpolated literal with the same pieces (`"\(count) files"` for `%lld files`). `nil` when no code was
    /// read. A key named nowhere is unused, or built at run time.
    func names(_ key: String) -> Bool? {
        guard fileCount > 0 else { return nil }
        if literals.contains(key) { return true }
        // An App Intents summary's key writes each parameter the literal interpolates as a key path as `${name}`
        // (`Summary("\(\.$toggle) Emoji Search")` is `${toggle} Emoji Search`, CSE's).
        if namesParameterSummary(key) { return true }
        return Self.interpolationPieces(of: key).map(interpolations.contains) ?? false
    }

    /// The pieces of the interpolated literal that makes `key` (`"\(count) files"` for `%lld files`), joined by
    /// U+0000, or `nil` when `key` has no specifier or one no interpolation makes: an interpolated literal's `%` is
    /// `%%` in its key (`"\(fee)% (\(minimum) minimum)"` is `%@%% (%@ minimum)`), so a `%` that is no specifier is
    /// no interpolation's (Phoenix).
    static func interpolationPieces(of key: String) -> String? {
        guard key.containsUTF8Byte(UInt8(ascii: "%")) else { return nil }
        var pieces: [String] = []
        var text = ""
        for segment in FormatString.parsed(key).segments {
            switch segment {
            case .literal(let literal, _): text += literal
            case .malformed: return nil
            case .specifier(let specifier):
                if specifier.conversion == .percentLiteral {
                    text += "%"
                } else {
                    pieces.append(text)
                    text = ""
                }
            }
        }
        pieces.append(text)
        return pieces.count > 1 ? pieces.joined(separator: "\u{0}") : nil
    }

    /// Whether an interpolated literal of the code makes `key` as an App Intents summary does: each key path it
    /// interpolates (`\(\.$toggle)`) is a `${name}` parameter of the key.
    func namesParameterSummary(_ key: String) -> Bool {
        guard let pieces = Self.parameterSummaryPieces(key) else { return false }
        return interpolations.contains(pieces.joined(separator: "\u{0}"))
    }

    /// The literal pieces of an App Intents summary's key around its `${name}` parameters, or `nil` when it has none.
    static func parameterSummaryPieces(_ key: String) -> [String]? {
        guard key.contains("${") else { return nil }
        var pieces: [String] = []
        var rest = Substring(key)
        while let open = rest.range(of: "${"), let close = rest[open.upperBound...].firstIndex(of: "}"),
            rest[open.upperBound..<close].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
            open.upperBound < close
        {
            pieces.append(String(rest[..<open.lowerBound]))
            rest = rest[rest.index(after: close)...]
        }
        guard !pieces.isEmpty else { return nil }
        return pieces + [String(rest)]
    }

    /// The accessor of `key` when the code never shows its text: every Swift lookup of the key is the value of a
    /// static member (SwiftGen's `static let footer = L10n.tr("Localizable", "footer.key")`) that no Swift code names
    /// (`FrequentUpdates.footer`); `nil` when it may be shown, or no code was read.
    func unusedAccessor(of key: String) -> String? {
        guard !accessors.isEmpty, !lookedUpDirectly.contains(key), let accessors = accessors[key],
            !accessors.contains(where: memberReferences.contains)
        else { return nil }
        return accessors.sorted().first
    }

    /// Whether the code opens the bundle of `localization` (or of its language) by name: a fallback of its own,
    /// so that a key another localization lacks shows that localization's text.
    func opensBundle(of localization: String) -> Bool {
        openedBundles.contains(localization) || openedBundles.contains(Self.developmentLocalization)
            || UntranslatedText.language(of: localization).map(openedBundles.contains) == true
    }

    /// Where the code first looks `key` up, as " (file:line)" for a message, or "" when not known.
    func usePlace(of key: String) -> String {
        guard let place = usePlaces[key], let location = Self.location(of: place) else { return "" }
        return " (\(place.file):\(location.line))"
    }

    /// Whether the code compares a count with one right before it looks `key` up (`count == 1 ? NSLocalizedString(
    /// "Unread Message") : NSLocalizedString("Unread Messages")`, `if count > 1 {`), in the `window` bytes before the
    /// lookup: it then shows another text for one, and the person never reads "1 messages".
    func choosesAnotherTextForOne(_ key: String, window: Int = 200) -> Bool {
        guard let place = usePlaces[key] ?? lookups[key], let before = Self.code(before: place, window: window) else {
            return false
        }
        return Self.comparisonsWithOne.contains { mark in
            var start = 0
            while let found = ByteSearch.offset(of: mark, in: before, from: start) {
                let next = found + mark.count
                // `== 1`, not `== 10`.
                if next >= before.count || !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(before[next]) { return true }
                start = next
            }
            return false
        }
    }

    /// How code compares a count with one.
    private static let comparisonsWithOne = ["== 1", "==1", "!= 1", "!=1", "> 1", ">1", "<= 1", "<=1"].map { Array($0.utf8) }

    /// What the code tells of a key.
    enum Outcome {
        /// The code passes a default value: the person sees it.
        case defaultValue
        /// The code compares the lookup's result with the key, and does without the text when they are equal (leaves
        /// an action out, shows another text): the person never reads the key.
        case comparedWithKey
        /// No string literal of the code is the key: unused, or built at run time.
        case unnamed
        /// An `Info.plist` names the key as a text the system looks up in the `InfoPlist` table and shows as written
        /// where the table lacks it (`InfoPlistShownTexts`): a quick action's title, a document type's name.
        case infoPlistText
    }

    /// Stands in `openedBundles` for code that retries a lookup in the development localization, whichever it is
    /// (no folder can be named so: a localization name has no spaces).
    private static let developmentLocalization = "development localization"

    /// No code: every outcome is left to the keys themselves.
    init() {}

    /// What the code does with the text of each key it looks up (formats it, replaces placeholders, writes it
    /// beside other text), over all its Swift lookups.
    private(set) var uses: [String: KeyUse] = [:]
    /// The first Swift lookup of each key that `uses` holds, where a finding can point.
    private(set) var usePlaces: [String: (file: String, offset: Int)] = [:]
    /// The app's own lookup helpers found in its Swift code.
    private(set) var helpers: [LookupFunction] = []
    /// The searches of one looked-up text in another (`text.range(of: terms)`), in file order.
    private(set) var searches: [CodeLookups.Search] = []
    /// The keys only Swift files that count a StoreKit subscription period's units (`trialPeriod.numberOfUnits`)
    /// name: a count of days, weeks, months or years of a trial or a subscription, which StoreKit keeps from 1 to 11
    /// (6 days, 4 weeks, 11 months, 1 year), so never 0, 21 or 101.
    private(set) var keysCountingPeriodUnits: Set<String> = []
    /// The Swift lookups of Apple's that name no bundle, in file order: they read the app's main bundle wherever
    /// their code is (`CodeLookups.Lookup.readsMainBundle`).
    private(set) var mainBundleLookups: [(key: String, file: String, offset: Int)] = []
    /// The static members whose value is a key's lookup (SwiftGen's accessors), by key.
    private var accessors: [String: Set<String>] = [:]
    /// The keys some Swift code looks up other than as a static member's value.
    private var lookedUpDirectly: Set<String> = []
    /// Every `Name.member` the Swift sources write (`FrequentUpdates.footer` of
    /// `L10n.LiveActivity.FrequentUpdates.footer`).
    private var memberReferences: Set<String> = []

    /// Reads the source files `sources` (`AppFileTree.sources`, in path order), on the cores there are, and the
    /// keys the storyboards and XIBs `interfaceFiles` have the app look up (`InterfaceFile.lookedUpKeys`), and the
    /// quick actions the property lists `infoPlists` declare; the projects' files `projectFiles` (`project.pbxproj`,
    /// `.xcconfig`) tell the macros a build defines. A Swift file `cache` knows unchanged is not parsed
    /// again, and the cache keeps what was read. The names whose text the code sets (`interfaceTextSetters`) are
    /// read when `readingTextSetters` (an app with no outlet has no use for them).
    init(
        files sources: [String], interfaceFiles: [String] = [], infoPlists: [String] = [], projectFiles: [String] = [],
        readingTextSetters: Bool = true, cache: SwiftFactsCache? = nil
    ) {
        self.init(
            read: sources, readingTextSetters: readingTextSetters,
            contents: { path in try? LocalizationFileSearch.contents(of: path) },
            projectTexts: projectFiles.compactMap { try? LocalizationFileSearch.contents(of: $0) }
        ) { path, bytes in
            if let known = cache?.facts(ofFileAt: path) { return known }
            let facts = SwiftSourceReader.facts(of: String(decoding: bytes, as: UTF8.self))
            cache?.keep(facts, ofFileAt: path)
            return facts
        }
        addLookups(ofInterfaceFiles: interfaceFiles)
        infoPlistTexts = InfoPlistShownTexts.read(infoPlists)
    }

    /// Adds the keys the storyboards and XIBs at `paths` look up through a runtime attribute, as lookups without a
    /// default whose text is shown as written; only a document that has such an attribute is parsed.
    private mutating func addLookups(ofInterfaceFiles paths: [String]) {
        let found = Parallel.map(paths) { _, path -> [(key: String, offset: Int)] in
            guard let bytes = try? LocalizationFileSearch.contents(of: path),
                ByteSearch.offset(of: Self.runtimeAttributeMark, in: bytes, from: 0) != nil,
                let document = InterfaceFile.read(bytes, file: path)
            else { return [] }
            return document.lookedUpKeys
        }
        for (path, keys) in zip(paths, found) {
            for (key, offset) in keys {
                literals.insert(key)
                if lookups[key] == nil { lookups[key] = (path, offset) }
                // The attribute's setter shows the text as it is: nothing formats it (its `%` is a percent sign),
                // unless code that looks it up as well does.
                note(KeyUse(shownAsWritten: true), of: key)
            }
        }
    }

    /// Adds `use`, one more use of `key`'s text, to what the code does with it.
    private mutating func note(_ use: KeyUse, of key: String) {
        if var known = uses[key] {
            known.formUnion(use)
            uses[key] = known
        } else {
            uses[key] = use
        }
    }

    /// What marks code that may render Markdown: SwiftUI, or Markdown named (`markdown:`, `Markdown`).
    private static let markdownRendererMarks = [Array("SwiftUI".utf8), Array("arkdown".utf8)]

    /// What marks a Swift file that calls R.swift's string accessors.
    static let rSwiftMark = Array("R.string.".utf8)

    /// What marks a storyboard or XIB that may have the app look a key up.
    private static let runtimeAttributeMark = Array("<userDefinedRuntimeAttribute type=\"string\"".utf8)

    /// Reads sources given as text, by path: `.swift` files with swift-syntax, others (Objective-C) as bytes.
    init(contents: [(path: String, text: String)]) {
        let texts = Dictionary(contents.map { ($0.path, Array($0.text.utf8)) }, uniquingKeysWith: { first, _ in first })
        self.init(read: contents.map(\.path), readingTextSetters: true, contents: { texts[$0] }) { _, bytes in
            SwiftSourceReader.facts(of: String(decoding: bytes, as: UTF8.self))
        }
    }

    /// Reads `sources` with `contents`: every file's literals and bundles; Objective-C's lookups from its bytes;
    /// Swift's from its syntax (`facts`, given a file's path and bytes), for the files that may look a text up
    /// (`mayLookUp`) and then those that name one of the helpers these declare; and, when `readingTextSetters`,
    /// the names whose text the code sets.
    private init(
        read sources: [String], readingTextSetters: Bool, contents: @Sendable (String) -> [UInt8]?,
        projectTexts: [[UInt8]] = [], facts: @Sendable (String, [UInt8]) -> SwiftSourceFacts
    ) {
        let read = Parallel.map(sources) { _, path -> (SourceCodeKeys, SwiftSourceFacts?) in
            var found = SourceCodeKeys()
            guard let bytes = contents(path) else { return (found, nil) }
            found.fileCount = 1
            let isSwift = path.hasSuffix(".swift")
            found.add(source: bytes, file: path, lookups: !isSwift)
            if readingTextSetters { found.interfaceTextSetters = InterfaceTextSetters.names(in: bytes) }
            if !isSwift {
                found.objectiveCHelpers = ObjectiveCLookupHelpers.declared(in: bytes)
                if ByteSearch.offset(of: Self.conditionalMark, in: bytes, from: 0) != nil {
                    (found.macroDefinitions, found.conditionalRegions) = ObjectiveCConditionals.scan(bytes)
                }
            }
            found.declaresLocalized = isSwift && Self.declaresLocalized(bytes)
            found.namesMarkdownRenderer = Self.markdownRendererMarks.contains { ByteSearch.offset(of: $0, in: bytes, from: 0) != nil }
            found.callsRSwiftStrings = isSwift && ByteSearch.offset(of: Self.rSwiftMark, in: bytes, from: 0) != nil
            if isSwift, ByteSearch.offset(of: Self.periodUnitsMark, in: bytes, from: 0) != nil {
                found.keysCountingPeriodUnits = found.literals
            }
            guard isSwift,
                Self.mayLookUp(bytes) || Self.maySearch(bytes)
            else {
                return (found, nil)
            }
            return (found, facts(path, bytes))
        }
        var swift: [(path: String, facts: SwiftSourceFacts)] = []
        var unread: [String] = []
        var literalsCountingOther: Set<String> = []
        for (path, (found, facts)) in zip(sources, read) {
            // The first file in path order names a key's place.
            lookups.merge(found.lookups) { first, _ in first }
            // What Objective-C code does with a text (`ObjectiveCLookupUse`); Swift's is added below.
            for (key, use) in found.uses { note(use, of: key) }
            defaultValues.merge(found.defaultValues) { first, _ in first }
            keysWithDefaults.formUnion(found.keysWithDefaults)
            keysComparedWithResult.formUnion(found.keysComparedWithResult)
            keysTestedForLength.formUnion(found.keysTestedForLength)
            literals.formUnion(found.literals)
            interfaceTextSetters.formUnion(found.interfaceTextSetters)
            interpolations.formUnion(found.interpolations)
            openedBundles.formUnion(found.openedBundles)
            declaresLocalized = declaresLocalized || found.declaresLocalized
            namesMarkdownRenderer = namesMarkdownRenderer || found.namesMarkdownRenderer
            objectiveCHelpers += found.objectiveCHelpers
            callsRSwiftStrings = callsRSwiftStrings || found.callsRSwiftStrings
            if found.keysCountingPeriodUnits.isEmpty {
                literalsCountingOther.formUnion(found.literals)
            } else {
                keysCountingPeriodUnits.formUnion(found.keysCountingPeriodUnits)
            }
            fileCount += found.fileCount
            if let facts { swift.append((path, facts)) } else if path.hasSuffix(".swift") { unread.append(path) }
        }
        keysCountingPeriodUnits.subtract(literalsCountingOther)
        // Swift code the app never runs: its lookups are no lookups, and the literals only it names are never shown.
        let unshipped = UnshippedSwiftCode(files: swift, sources: sources, contents: contents)
        for index in swift.indices { unshipped.markUnreachable(&swift[index].facts, at: swift[index].path) }
        noteCompiledOut(
            read.map(\.0), paths: sources, projectTexts: projectTexts, unshipped: unshipped, contents: contents)
        // Calls of the app's Objective-C helpers, from Objective-C or Swift, look their literal up.
        let helpers = Set(objectiveCHelpers).sorted().map { Array($0.utf8) }
        if !helpers.isEmpty {
            let calls = Parallel.map(sources) { _, path -> SourceCodeKeys in
                var found = SourceCodeKeys()
                guard let bytes = contents(path) else { return found }
                for helper in helpers where Self.names(helper, in: bytes) {
                    found.addLookups(calling: helper + [UInt8(ascii: "(")], hasDefault: false, in: bytes, file: path)
                }
                return found
            }
            for found in calls { lookups.merge(found.lookups) { first, _ in first } }
        }
        // Helpers the first files declare, called from files that never say "localized": those files too, and the
        // lookups resolved again over all of them.
        var code = CodeLookups(files: swift, declaresLocalized: declaresLocalized)
        let names = Set(code.helpers.map(\.name)).map { Array($0.utf8) }
        let more = names.isEmpty ? [] : Parallel.map(unread) { _, path -> (String, SwiftSourceFacts)? in
            guard let bytes = contents(path), names.contains(where: { Self.names($0, in: bytes) }) else { return nil }
            var read = facts(path, bytes)
            unshipped.markUnreachable(&read, at: path)
            return (path, read)
        }.compactMap { $0 }
        if !more.isEmpty {
            swift += more
            swift.sort { $0.path < $1.path }
            code = CodeLookups(files: swift, declaresLocalized: declaresLocalized)
        }
        add(code)
        noteFormattedCases(swift.flatMap(\.facts.formattedMembers), in: sources, contents: contents)
        // Which accessors the code names, where some key is looked up as one.
        let wanted = Set(accessors.values.joined())
        if !wanted.isEmpty {
            let named = Parallel.map(sources.filter { $0.hasSuffix(".swift") }) { _, path in
                contents(path).map { Self.memberReferences(in: $0, among: wanted) } ?? AccessorReferences()
            }
            let references = named.reduce(into: AccessorReferences()) { $0.formUnion($1) }
            memberReferences = references.named
            noteArgumentsPassedTwice(references)
        }
    }

    /// Notes what the code does with the keys that are enum cases' raw values, where a case is read as text and
    /// formatted (`String(format: LocalizableVault.deleteFiles.localized, count)` for `case deleteFiles =
    /// "Vault_DeleteFiles"`): the format's arguments are passed to that key's text. A case name given different raw
    /// values in the app's Swift files tells no key, and is left alone.
    private mutating func noteFormattedCases(
        _ members: [SwiftSourceFacts.FormattedMember], in sources: [String], contents: @Sendable (String) -> [UInt8]?
    ) {
        guard !members.isEmpty else { return }
        let names = Set(members.map(\.name))
        let found = Parallel.map(sources.filter { $0.hasSuffix(".swift") }) { _, path -> [String: Set<String>] in
            guard let bytes = contents(path), ByteSearch.offset(of: Self.caseMark, in: bytes, from: 0) != nil else { return [:] }
            return Self.caseRawValues(in: bytes, among: names)
        }
        let rawValues = found.reduce(into: [String: Set<String>]()) { all, file in all.merge(file) { $0.union($1) } }
        for member in members {
            guard let values = rawValues[member.name], values.count == 1, let key = values.first else { continue }
            note(member.use, of: key)
        }
    }

    /// What starts an enum case's declaration.
    private static let caseMark = Array("case ".utf8)

    /// The string raw values Swift source `bytes` give the enum cases named in `names` (`case deleteFiles =
    /// "Vault_DeleteFiles"`), by name.
    static func caseRawValues(in bytes: [UInt8], among names: Set<String>) -> [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        var start = 0
        while let mark = ByteSearch.offset(of: caseMark, in: bytes, from: start) {
            start = mark + caseMark.count
            guard mark == 0 || !isIdentifier(bytes[mark - 1]) else { continue }
            let nameStart = skipSpaces(bytes, from: start)
            var nameEnd = nameStart
            while nameEnd < bytes.count, isIdentifier(bytes[nameEnd]) { nameEnd += 1 }
            guard nameEnd > nameStart else { continue }
            let equals = skipSpaces(bytes, from: nameEnd)
            guard equals < bytes.count, bytes[equals] == UInt8(ascii: "=") else { continue }
            let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
            guard names.contains(name), let literal = stringLiteral(in: bytes, at: skipSpaces(bytes, from: equals + 1)) else {
                continue
            }
            found[name, default: []].insert(literal.value)
        }
        return found
    }

    /// Notes, in each key's `KeyUse`, the arguments its accessors are passed the same value for at every call
    /// (`T.Tokens.signInNotPossibleTitle(serviceName, serviceName)`): a key no code looks up directly, whose
    /// accessors are only ever called, each with its arguments written out. SwiftGen's accessor passes its
    /// parameters to the format in their order.
    private mutating func noteArgumentsPassedTwice(_ references: AccessorReferences) {
        for (key, names) in accessors where !lookedUpDirectly.contains(key) && uses[key] != nil {
            let named = names.filter(references.named.contains)
            guard !named.isEmpty, named.allSatisfy({ !references.notCalled.contains($0) }) else { continue }
            let calls = named.flatMap { references.calls[$0] ?? [] }
            guard let count = calls.first?.count, count > 1, calls.allSatisfy({ $0.count == count }) else { continue }
            var same: [Int: Int] = [:]
            for later in 1..<count {
                for earlier in 0..<later
                where calls.allSatisfy({ $0[earlier] == $0[later] && ArgumentText.isStable($0[later]) }) {
                    same[later] = earlier
                    break
                }
            }
            uses[key]?.sameValueAs = same
        }
    }

    /// Whether Swift source `bytes` declare a `localized` property or function (`var localized`, `func localized`).
    private static func declaresLocalized(_ bytes: [UInt8]) -> Bool {
        ["var localized", "func localized"].contains { declaration in
            names(Array(declaration.utf8), in: bytes)
        }
    }

    /// Whether the literal opening at `quote` follows a `comment:` label (`comment: "next"`, a lookup's note for
    /// translators): it names no key.
    private static func isComment(_ bytes: [UInt8], before quote: Int) -> Bool {
        var end = quote
        if end > 0, bytes[end - 1] == UInt8(ascii: "@") { end -= 1 }
        while end > 0, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        let label = Array("comment:".utf8)
        return end >= label.count && bytes[(end - label.count)..<end].elementsEqual(label)
    }

    /// Whether `byte` may be part of an identifier: a letter, a digit, `_`, or a byte of a non-ASCII character.
    static func isIdentifier(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
            || byte >= 0x80
    }

    /// Whether `bytes` hold the identifier `name` as a whole word (`tr` in `L10n.tr(`, not in `attr(`).
    private static func names(_ name: [UInt8], in bytes: [UInt8]) -> Bool {
        var start = 0
        while let found = ByteSearch.offset(of: name, in: bytes, from: start) {
            let end = found + name.count
            if (found == 0 || !isIdentifier(bytes[found - 1])) && (end == bytes.count || !isIdentifier(bytes[end])) {
                return true
            }
            start = found + 1
        }
        return false
    }

    /// Whether Swift source `bytes` may look a text up or declare a helper that does: Apple's lookups and the
    /// `localized` that names most helpers (`"key".localized`, `localized("key")`), all of them spelling
    /// "ocalized"; a `defaultValue:`; or SwiftUI given a literal key (`Text("`, a name of `swiftUINames` right
    /// before `("`, found in one pass over the file's `("`).
    private static func mayLookUp(_ bytes: [UInt8]) -> Bool {
        if ByteSearch.offset(of: localizedMark, in: bytes) != nil,
            localizedMarks.contains(where: { ByteSearch.offset(of: $0, in: bytes) != nil })
        {
            return true
        }
        if ByteSearch.offset(of: defaultValueMark, in: bytes) != nil { return true }
        var start = 0
        while let call = ByteSearch.offset(of: literalCallMark, in: bytes, from: start) {
            start = call + 1
            if swiftUINames.contains(where: { name in
                name.count <= call && bytes[(call - name.count)..<call].elementsEqual(name)
            }) {
                return true
            }
        }
        // A choice of two literals given to SwiftUI (`Text(isList ? "List" : "Widget Preview")`), on one line.
        start = 0
        while let choice = ByteSearch.offset(of: choiceMark, in: bytes, from: start) {
            start = choice + 1
            var lineStart = choice
            while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
            let line = Array(bytes[lineStart..<choice])
            if swiftUINames.contains(where: { ByteSearch.offset(of: $0 + [UInt8(ascii: "(")], in: line) != nil }) { return true }
        }
        return false
    }

    /// What starts the second operand of a choice that is a literal.
    private static let choiceMark = Array("? \"".utf8)

    private static let localizedMark = Array("ocalized".utf8)
    private static let localizedMarks = [
        "NSLocalizedString", "String(localized", "LocalizedStringResource", "LocalizedStringKey", "localizedString(",
        "ocalized(", ".localized", "LocalizedString(", "localizedStringWithFormat",
    ].map { Array($0.utf8) }
    private static let defaultValueMark = Array("defaultValue:".utf8)
    private static let literalCallMark = Array("(\"".utf8)
    private static let swiftUINames = LookupFunction.swiftUINames.map { Array($0.utf8) }

    /// Whether Swift source `bytes` that name no lookup may still search one looked-up text in another
    /// (`range(of:`): a method that searches its parameter in the text it extends (`extension
    /// NSMutableAttributedString`), or a search of SwiftGen's accessors (`L10n.Agreement.terms`)
    /// (`SearchedTextMissingRule`). Other files that search text are not parsed for it.
    private static func maySearch(_ bytes: [UInt8]) -> Bool {
        ByteSearch.offset(of: searchMark, in: bytes, from: 0) != nil
            && searchContextMarks.contains { ByteSearch.offset(of: $0, in: bytes, from: 0) != nil }
    }

    private static let searchMark = Array("range(of:".utf8)
    private static let searchContextMarks = [
        "extension NSMutableAttributedString", "extension NSAttributedString", "extension String",
        "extension AttributedString", "L10n.",
    ].map { Array($0.utf8) }

    /// What marks a Swift file that counts a subscription period's units.
    private static let periodUnitsMark = Array("numberOfUnits".utf8)

    /// Adds the Swift lookups resolved across the app's files.
    private mutating func add(_ code: CodeLookups) {
        helpers = code.helpers
        searches = code.searches
        for lookup in code.interpolatedLookups {
            let pieces = lookup.pieces.joined(separator: "\u{0}")
            if interpolatedLookups[pieces] == nil { interpolatedLookups[pieces] = (lookup.file, lookup.offset) }
        }
        for lookup in code.lookups {
            if lookup.hasDefault {
                keysWithDefaults.insert(lookup.key)
                if defaultValues[lookup.key] == nil, let value = lookup.defaultValue { defaultValues[lookup.key] = value }
            } else if lookups[lookup.key] == nil {
                lookups[lookup.key] = (lookup.file, lookup.offset)
            }
            note(lookup.use, of: lookup.key)
            if usePlaces[lookup.key] == nil { usePlaces[lookup.key] = (lookup.file, lookup.offset) }
            if lookup.readsMainBundle { mainBundleLookups.append((lookup.key, lookup.file, lookup.offset)) }
            if let accessor = lookup.accessor {
                accessors[lookup.key, default: []].insert(accessor)
            } else {
                lookedUpDirectly.insert(lookup.key)
            }
        }
    }

    /// Adds the string literals and the bundles opened by name of one source file's bytes (UTF-8), found at `file`,
    /// and, when `readsLookups`, the keys its calls look up with and without a default value (Objective-C's, read
    /// from the bytes).
    mutating func add(source bytes: [UInt8], file: String? = nil, lookups readsLookups: Bool = true) {
        for (name, hasDefault) in Self.objectiveCLookups where readsLookups {
            addLookups(calling: name, hasDefault: hasDefault, in: bytes, file: file)
        }
        if readsLookups { addBundleLookups(in: bytes, file: file) }
        // Swift's `forResource:` and Objective-C's `pathForResource:`.
        var start = 0
        while let found = Self.find(Array("orResource:".utf8), in: bytes, from: start) {
            start = found + 11
            guard let name = Self.resourceName(in: bytes, at: Self.skipSpaces(bytes, from: start)) else { continue }
            var next = Self.skipSpaces(bytes, from: name.end)
            if next < bytes.count, bytes[next] == UInt8(ascii: ",") { next = Self.skipSpaces(bytes, from: next + 1) }
            // `ofType:` (`path(forResource:ofType:)`) or `withExtension:` (`url(forResource:withExtension:)`).
            let label = ["ofType:", "withExtension:"].map { Array($0.utf8) }.first { label in
                bytes.count >= next + label.count && bytes[next..<next + label.count].elementsEqual(label)
            }
            guard let label,
                Self.stringLiteral(in: bytes, at: Self.skipSpaces(bytes, from: next + label.count))?.value == "lproj"
            else { continue }
            openedBundles.insert(name.value)
        }
        // A path into a localization's folder, written whole (`@"en.lproj/Localizable.strings"`, Dopamine's fallback
        // table): the code reads that localization's table itself.
        start = 0
        while let found = Self.find(Array(".lproj".utf8), in: bytes, from: start) {
            start = found + 6
            var first = found
            while first > 0, Self.isIdentifier(bytes[first - 1]) || bytes[first - 1] == UInt8(ascii: "-") { first -= 1 }
            guard first < found, first > 0, bytes[first - 1] == UInt8(ascii: "\"") || bytes[first - 1] == UInt8(ascii: "/"),
                start < bytes.count, bytes[start] == UInt8(ascii: "/") || bytes[start] == UInt8(ascii: "\"")
            else { continue }
            openedBundles.insert(String(decoding: bytes[first..<found], as: UTF8.self))
        }
        // A fallback language the app sets itself (MatrixKit's `[NSBundle mxk_setFallbackLanguage:@"en"]`, whose
        // bundle answers a key the chosen localization lacks with that language's text; `fallbackLanguage = "en"`).
        start = 0
        while let found = Self.find(Array("allbackLanguage".utf8), in: bytes, from: start) {
            start = found + 15
            var next = start
            while next < bytes.count, Self.isIdentifier(bytes[next]) { next += 1 }
            next = Self.skipSpaces(bytes, from: next)
            guard next < bytes.count, [UInt8(ascii: ":"), UInt8(ascii: "("), UInt8(ascii: "=")].contains(bytes[next]),
                let language = Self.stringLiteral(in: bytes, at: Self.skipSpaces(bytes, from: next + 1)),
                (2...3).contains(language.value.prefix { $0 != "-" && $0 != "_" }.count),
                language.value.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "-" || $0 == "_") })
            else { continue }
            openedBundles.insert(language.value)
        }
        // A lookup helper that retries in the bundle's development localization (`Bundle.developmentLocalization`,
        // as Element's generated `L10n.tr` does when the chosen one returns the key) shows that language's text.
        if Self.find(Array("developmentLocalization".utf8), in: bytes, from: 0) != nil {
            openedBundles.insert(Self.developmentLocalization)
        }
        var index = 0
        // The line the last literal was on, and whether it is commented out, found once per line: a generated
        // header's one long line holds thousands of literals.
        var line = (end: -1, commentedOut: false)
        // Where the last run of adjacent literals (C's `"one " "two"`) ends: only the run's first literal starts the
        // joined text, since joining from each literal of a run of thousands copies the rest of it each time.
        var runEnd = 0
        while let quote = Self.find([UInt8(ascii: "\"")], in: bytes, from: index) {
            // A multi-line literal is one text; a literal on one line is read once, and joined with the literals
            // written right after it (C's) only when there are some.
            let literal = Self.multilineLiteral(in: bytes, at: quote) ?? Self.lineLiteral(in: bytes, at: quote)
            if let literal, literal.pieces.count == 1 {
                if quote > line.end {
                    line.end = Self.find([0x0A], in: bytes, from: quote) ?? bytes.count
                    line.commentedOut = Self.isCommentedOut(bytes, at: quote)
                }
                // A lookup's comment for translators (`comment: "next"`) names no key; nor does code commented out
                // (Orbot's `//  : String(format: NSLocalizedString("Install %@", ...))`).
                let isComment = line.commentedOut || Self.isComment(bytes, before: quote)
                if !isComment { literals.insert(literal.pieces[0]) }
                index = literal.end
                let next = Self.skipSpaces(bytes, from: literal.end)
                if !isComment, quote >= runEnd, next < bytes.count,
                    bytes[next] == UInt8(ascii: "\"") || bytes[next] == UInt8(ascii: "@"),
                    let joined = Self.literal(in: bytes, at: quote), joined.end > literal.end
                {
                    // Each of adjacent literals is read on its own too, as it would be without the others.
                    literals.insert(joined.pieces[0])
                    runEnd = joined.end
                }
            } else {
                // The literals inside an interpolation are read too: the scan goes on after the opening quote.
                if let literal { interpolations.insert(literal.pieces.joined(separator: "\u{0}")) }
                index = quote + 1
            }
        }
    }

    /// Adds the keys Objective-C code looks up by sending a bundle `localizedStringForKey:value:table:`, the key a
    /// literal or a string constant of the file (GrandPerspective's `localizedStringForKey: NumTaglines value: @"1"
    /// table: TaglineTable`): with a default value when `value:` is not empty (a literal with text, or an expression,
    /// which the lint cannot read: the person sees it where the table lacks the key), else (`@""`, `nil`) as a lookup.
    private mutating func addBundleLookups(in bytes: [UInt8], file: String?) {
        var start = 0
        var constants: [String: String]?
        while let found = Self.find(Self.bundleLookupMark, in: bytes, from: start) {
            start = found + Self.bundleLookupMark.count
            let argument = Self.skipSpaces(bytes, from: start)
            var key = Self.stringLiteral(in: bytes, at: argument)
            if key == nil, let (constant, end) = ObjectiveCLookupUse.identifier(in: bytes, at: argument) {
                if constants == nil { constants = ObjectiveCLookupUse.stringConstants(in: bytes) }
                key = constants?[constant].map { ($0, end) }
            }
            guard let key else { continue }
            let label = Self.skipSpaces(bytes, from: key.end)
            guard bytes[label...].starts(with: Self.valueLabel) else { continue }
            let valueStart = Self.skipSpaces(bytes, from: label + Self.valueLabel.count)
            let value = Self.stringLiteral(in: bytes, at: valueStart)
            let isNil = bytes[valueStart...].starts(with: Self.nilWord)
            if let value, !value.value.isEmpty {
                keysWithDefaults.insert(key.value)
                if defaultValues[key.value] == nil { defaultValues[key.value] = value.value }
            } else if value == nil, !isNil {
                keysWithDefaults.insert(key.value)
            } else if let file, lookups[key.value] == nil, !Self.isCommentedOut(bytes, at: found) {
                lookups[key.value] = (file, found)
            }
        }
    }

    /// The message a bundle is sent to look a text up, and its default value's label.
    private static let bundleLookupMark = Array("localizedStringForKey:".utf8)
    private static let valueLabel = Array("value:".utf8)
    private static let nilWord = Array("nil".utf8)

    /// Adds the literal keys that calls of `name` (which ends in `(`) look up in the source `bytes` of `file`: with a
    /// default value (`hasDefault`), or as lookups. A longer name ending in `name` is another function's.
    private mutating func addLookups(calling name: [UInt8], hasDefault: Bool, in bytes: [UInt8], file: String?) {
        var start = 0
        var constants: [String: String]?
        while let found = Self.find(name, in: bytes, from: start) {
            start = found + name.count
            guard found == 0 || !Self.isIdentifier(bytes[found - 1]) else { continue }
            let argument = Self.skipSpaces(bytes, from: start)
            // A literal key, or a string constant of the file's that names one (`NSLocalizedString(TitleKey, nil)`).
            var literal = Self.stringLiteral(in: bytes, at: argument)
            if literal == nil, let (constant, end) = ObjectiveCLookupUse.identifier(in: bytes, at: argument) {
                if constants == nil { constants = ObjectiveCLookupUse.stringConstants(in: bytes) }
                literal = constants?[constant].map { ($0, end) }
            }
            guard let key = literal else { continue }
            if let arguments = ObjectiveCLookupUse.formatArguments(ofCallAt: found, openingAt: start, in: bytes) {
                note(KeyUse(formatted: true, formatArguments: arguments), of: key.value)
            }
            if ObjectiveCLookupUse.testsLength(ofCallAt: found, in: bytes) { keysTestedForLength.insert(key.value) }
            if hasDefault {
                keysWithDefaults.insert(key.value)
            } else if ObjectiveCLookupUse.comparesResult(withKey: bytes[argument..<key.end], after: key.end, in: bytes) {
                keysComparedWithResult.insert(key.value)
            } else if let file, lookups[key.value] == nil, Self.endsArgument(bytes, at: key.end),
                !Self.isCommentedOut(bytes, at: found)
            {
                lookups[key.value] = (file, found)
            }
        }
    }

    /// What marks a source with a conditional of the preprocessor.
    private static let conditionalMark = Array("#if".utf8)

    /// Notes the literals named only in code the shipped app never runs (`compiledOut`), given what each source
    /// read (`found`, in the order of `paths`), the projects' settings (`projectTexts`, where a build defines a
    /// macro) and the Swift code never run (`unshipped`). Objective-C's region needs a macro no source `#define`s
    /// and no project names, written as an app names its own (`ObjectiveCConditionals.isAppMacro`), or `DEBUG`, or
    /// is `#if 0`. Their lookups are no lookups.
    private mutating func noteCompiledOut(
        _ found: [SourceCodeKeys], paths: [String], projectTexts: [[UInt8]], unshipped: UnshippedSwiftCode,
        contents: @Sendable (String) -> [UInt8]?
    ) {
        let hasObjectiveCRegions = found.contains { !$0.conditionalRegions.isEmpty }
        guard hasObjectiveCRegions || !unshipped.regions.isEmpty else { return }
        let defined = found.reduce(into: Set<String>()) { $0.formUnion($1.macroDefinitions) }
        func isLeftOut(_ name: String) -> Bool {
            name == "DEBUG" || name == "0"
                || (ObjectiveCConditionals.isAppMacro(name) && !defined.contains(name)
                    && !projectTexts.contains { Self.names(Array(name.utf8), in: $0) })
        }
        // In each file with regions left out, the literals it writes only there, with why they are never run.
        var onlyLeftOut: [Int: [String: String]] = [:]
        for (index, file) in found.enumerated() {
            let leftOut = file.conditionalRegions.filter { isLeftOut($0.name) }.map { region in
                UnshippedSwiftCode.Region(
                    range: region.range,
                    reason: "the build leaves out (\(region.directive)\(region.directive.hasSuffix(" 0") ? "" : ", which nothing defines"))")
            }
            let regions = leftOut + (unshipped.regions[paths[index]] ?? []).map { region in
                UnshippedSwiftCode.Region(range: region.range, reason: "the shipped app never runs (\(region.reason))")
            }
            guard !regions.isEmpty, let bytes = contents(paths[index]) else { continue }
            var inside: [String: String] = [:]
            var outside: Set<String> = []
            var start = 0
            while let quote = bytes[start...].firstIndex(of: UInt8(ascii: "\"")) {
                guard let literal = Self.literal(in: bytes, at: quote), literal.end > quote else { start = quote + 1; continue }
                let text = literal.pieces.joined()
                if let region = regions.first(where: { $0.range.contains(quote) }) {
                    if inside[text] == nil { inside[text] = region.reason }
                } else {
                    outside.insert(text)
                }
                start = literal.end
            }
            onlyLeftOut[index] = inside.filter { !outside.contains($0.key) }
        }
        let candidates = onlyLeftOut.values.reduce(into: [String: String]()) { all, file in all.merge(file) { first, _ in first } }
        for (literal, reason) in candidates
        where found.indices.allSatisfy({ !found[$0].literals.contains(literal) || onlyLeftOut[$0]?[literal] != nil }) {
            compiledOut[literal] = reason
            lookups[literal] = nil
        }
    }

    /// Why the code never shows the text of `key`, as the end of a sentence: the static accessor that looks it up
    /// is used nowhere (`unusedAccessor(of:)`), or every literal naming it is in code the preprocessor leaves out;
    /// `nil` when it may be shown.
    func neverShownReason(of key: String) -> String? {
        if let accessor = unusedAccessor(of: key) { return "\(accessor), the accessor that looks it up, is used nowhere" }
        return compiledOut[key].map { reason in "every lookup of it is in code \(reason)" }
    }

    /// The resource name written at `start`: a string literal, or a variable a literal is given in the 300 bytes
    /// before (`let language = "en"` or `NSString *language = @"en";`, then `forResource: language`).
    private static func resourceName(in bytes: [UInt8], at start: Int) -> (value: String, end: Int)? {
        if let literal = stringLiteral(in: bytes, at: start) { return literal }
        var end = start
        while end < bytes.count, isIdentifier(bytes[end]) { end += 1 }
        guard end > start else { return nil }
        let assignment = Array(bytes[start..<end]) + Array(" = ".utf8)
        var found = start - assignment.count
        while found >= max(0, start - 300) {
            if bytes[found] == assignment[0], bytes[found..<(found + assignment.count)].elementsEqual(assignment),
                found == 0 || !isIdentifier(bytes[found - 1])
            {
                return stringLiteral(in: bytes, at: found + assignment.count).map { ($0.value, end) }
            }
            found -= 1
        }
        return nil
    }

    /// Objective-C's lookups, and whether each passes a default value: `NSLocalizedString(@"key", comment)`, its
    /// forms naming a table (`NSLocalizedStringFromTable(@"key", @"Table", comment)`) and a bundle too, and
    /// `NSLocalizedStringWithDefaultValue(@"key", table, bundle, @"Text", comment)`, whose default is positional.
    private static let objectiveCLookups: [(name: [UInt8], hasDefault: Bool)] = [
        (Array("NSLocalizedString(".utf8), false), (Array("NSLocalizedStringFromTable(".utf8), false),
        (Array("NSLocalizedStringFromTableInBundle(".utf8), false), (Array("NSLocalizedStringWithDefaultValue(".utf8), true),
    ]

    /// Whether the literal that ends at `offset` is the whole argument: `,` or `)` follows it, not `+` or a method
    /// call that builds the key (`"menu." + name`).
    private static func endsArgument(_ bytes: [UInt8], at offset: Int) -> Bool {
        let next = skipSpaces(bytes, from: offset)
        return next < bytes.count && (bytes[next] == UInt8(ascii: ",") || bytes[next] == UInt8(ascii: ")"))
    }

    /// Whether the line holding `offset` starts with `//` (code commented out), or with `*` inside a block comment.
    private static func isCommentedOut(_ bytes: [UInt8], at offset: Int) -> Bool {
        var start = offset
        while start > 0, bytes[start - 1] != 0x0A, bytes[start - 1] != 0x0D { start -= 1 }
        let line = skipSpaces(bytes, from: start)
        return line < offset
            && (bytes[line] == UInt8(ascii: "*") || (bytes[line] == UInt8(ascii: "/") && bytes[line + 1] == UInt8(ascii: "/")))
    }

    /// The `window` bytes of code before a lookup's offset in its file, read again from the file; `nil` when the file
    /// cannot be read or is shorter than the offset.
    static func code(before lookup: (file: String, offset: Int), window: Int) -> [UInt8]? {
        guard let bytes = try? LocalizationFileSearch.contents(of: lookup.file), lookup.offset <= bytes.count else {
            return nil
        }
        return Array(bytes[max(0, lookup.offset - window)..<lookup.offset])
    }

    /// The line and column of a lookup's offset in its file (columns in Unicode scalars), read again from the file.
    static func location(of lookup: (file: String, offset: Int)) -> SourceLocation? {
        guard let bytes = try? LocalizationFileSearch.contents(of: lookup.file), lookup.offset <= bytes.count else {
            return nil
        }
        return location(in: bytes, at: lookup.offset)
    }

    /// The line and column of each of `places`, or the first line's start where its file cannot be read: each file
    /// read once, its lines counted in one pass over the places in it (an app's hundreds of lookups no table has
    /// are in a few files).
    static func locations(of places: [(file: String, offset: Int)]) -> [SourceLocation] {
        var found = [SourceLocation](repeating: SourceLocation(line: 1, column: 1, offset: 0), count: places.count)
        for (file, indices) in Dictionary(grouping: places.indices, by: { places[$0].file }) {
            guard let bytes = try? LocalizationFileSearch.contents(of: file) else { continue }
            var line = 1
            var lineStart = 0
            var scanned = 0
            for index in indices.sorted(by: { places[$0].offset < places[$1].offset }) {
                let offset = places[index].offset
                guard offset <= bytes.count else { continue }
                while scanned < offset {
                    if bytes[scanned] == 0x0A {
                        line += 1
                        lineStart = scanned + 1
                    }
                    scanned += 1
                }
                let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).unicodeScalars.count + 1
                found[index] = SourceLocation(line: line, column: column, offset: offset)
            }
        }
        return found
    }

    private static func location(in bytes: [UInt8], at offset: Int) -> SourceLocation {
        var line = 1
        var lineStart = 0
        for index in 0..<offset where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).unicodeScalars.count + 1
        return SourceLocation(line: line, column: column, offset: offset)
    }

    /// The offset of the next occurrence of `pattern` at or after `start`.
    private static func find(_ pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        ByteSearch.offset(of: pattern, in: bytes, from: start)
    }

    static func skipSpaces(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D {
            index += 1
        }
        return index
    }

    /// The string literal (`"..."`, or `@"..."` in Objective-C) starting at `start` without interpolation,
    /// unescaped for `\"` and `\\` only, and where it ends; `nil` when there is none or it interpolates (`\(`), whose
    /// key is not known here.
    static func stringLiteral(in bytes: [UInt8], at start: Int) -> (value: String, end: Int)? {
        guard let literal = literal(in: bytes, at: start), literal.pieces.count == 1 else { return nil }
        return (literal.pieces[0], literal.end)
    }

    /// The characters Swift's and C's one-letter escapes write (`\n`, `\r`, `\0`...); any other escaped byte is
    /// itself (`\"`, `\\`, `\'`).
    private static let escaped: [UInt8: UInt8] = [
        UInt8(ascii: "n"): 0x0A, UInt8(ascii: "t"): 0x09, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "0"): 0x00,
        UInt8(ascii: "a"): 0x07, UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "v"): 0x0B,
    ]

    /// The character a Unicode escape starting at the backslash at `start` writes, and where the escape ends: C's
    /// and Objective-C's `\u00A0` (four hex digits) and `\U0001F600` (eight), Swift's `\u{A0}`. `nil` for any other
    /// escape.
    private static func unicodeEscape(in bytes: [UInt8], at start: Int) -> (Unicode.Scalar, end: Int)? {
        guard start + 2 < bytes.count, bytes[start + 1] | 0x20 == UInt8(ascii: "u") else { return nil }
        let isSwift = bytes[start + 1] == UInt8(ascii: "u") && bytes[start + 2] == UInt8(ascii: "{")
        let digits = start + (isSwift ? 3 : 2)
        let end: Int
        if isSwift {
            guard let close = bytes[digits...].prefix(9).firstIndex(of: UInt8(ascii: "}")) else { return nil }
            end = close
        } else {
            end = digits + (bytes[start + 1] == UInt8(ascii: "u") ? 4 : 8)
        }
        guard end <= bytes.count, end > digits,
            let value = UInt32(String(decoding: bytes[digits..<end], as: UTF8.self), radix: 16),
            let scalar = Unicode.Scalar(value)
        else { return nil }
        return (scalar, isSwift ? end + 1 : end)
    }

    /// Names the keys whose generated accessors (`GeneratedStringSymbols`, by symbol) the Swift files at `paths`
    /// write as a member (`.renameCertificateLabel`, `.Discover.landmarks`, R.swift's
    /// `R.string.localizable.settingsTitle()`): the code looks them up. Xcode's accessors pass the catalog's source
    /// text as the default value (`withDefaults`); R.swift's do not. With `prefix` (`R.string.`), only a member
    /// written right after it and a table's name counts (`R.string.localizable.` then the symbol).
    mutating func nameKeys(
        bySymbol keys: [String: [String]], in paths: [String], withDefaults: Bool, after prefix: String? = nil
    ) {
        guard !keys.isEmpty else { return }
        let wanted = Set(keys.keys)
        let prefix = prefix.map { Array($0.utf8) }
        let found = Parallel.map(paths) { _, path -> Set<String> in
            guard let bytes = try? LocalizationFileSearch.contents(of: path) else { return [] }
            var found: Set<String> = []
            var index = 0
            if let prefix {
                while let start = ByteSearch.offset(of: prefix, in: bytes, from: index) {
                    var table = start + prefix.count
                    while table < bytes.count, Self.isIdentifier(bytes[table]) { table += 1 }
                    index = table
                    guard table < bytes.count, bytes[table] == UInt8(ascii: "."), table > start + prefix.count else { continue }
                    var end = table + 1
                    while end < bytes.count, Self.isIdentifier(bytes[end]) { end += 1 }
                    let name = String(decoding: bytes[(table + 1)..<end], as: UTF8.self)
                    if wanted.contains(name) { found.insert(name) }
                }
                return found
            }
            while let dot = Self.find([UInt8(ascii: ".")], in: bytes, from: index) {
                var end = dot + 1
                while end < bytes.count, Self.isIdentifier(bytes[end]) { end += 1 }
                index = end
                guard end > dot + 1 else { continue }
                let name = String(decoding: bytes[(dot + 1)..<end], as: UTF8.self)
                if wanted.contains(name) { found.insert(name) }
            }
            return found
        }
        for symbol in found.reduce(into: Set<String>(), { $0.formUnion($1) }) {
            for key in keys[symbol] ?? [] {
                literals.insert(key)
                if withDefaults { keysWithDefaults.insert(key) }
            }
        }
    }

    /// The `Name.member`s among `wanted` that Swift source bytes write (an identifier, a dot, an identifier), and
    /// the arguments of those called.
    private static func memberReferences(in bytes: [UInt8], among wanted: Set<String>) -> AccessorReferences {
        var found = AccessorReferences()
        var index = 0
        while let dot = find([UInt8(ascii: ".")], in: bytes, from: index) {
            index = dot + 1
            var start = dot
            while start > 0, isIdentifier(bytes[start - 1]) { start -= 1 }
            var end = dot + 1
            while end < bytes.count, isIdentifier(bytes[end]) { end += 1 }
            guard start < dot, end > dot + 1 else { continue }
            let name = String(decoding: bytes[start..<end], as: UTF8.self)
            guard wanted.contains(name) else { continue }
            found.named.insert(name)
            if let arguments = ArgumentText.arguments(in: bytes, at: end) {
                found.calls[name, default: []].append(arguments)
            } else {
                found.notCalled.insert(name)
            }
        }
        return found
    }

    /// The string literal starting at `start` (`@` first in Objective-C) as the pieces between its interpolations
    /// (one piece when it has none; `"\(count) files"` has two, "" and " files"), unescaped for `\"`, `\\`, `\n` and
    /// `\t`, and where it ends: on one line, adjacent literals joined (C's), or Swift's multi-line literal; `nil`
    /// for anything else.
    private static func literal(in bytes: [UInt8], at start: Int) -> (pieces: [String], end: Int)? {
        if let multiline = multilineLiteral(in: bytes, at: start) { return multiline }
        guard let first = lineLiteral(in: bytes, at: start), first.pieces.count == 1 else {
            return lineLiteral(in: bytes, at: start)
        }
        // C and Objective-C join adjacent literals (`@"<p>One." @" Two.</p>"`, over several lines) into one; appended
        // in place, since a header may hold a whole document so (HandBrake's 700 kB `preset_builtin.h`).
        var joined = first.pieces[0]
        var end = first.end
        var next = skipSpaces(bytes, from: end)
        while next < bytes.count, bytes[next] == UInt8(ascii: "\"") || bytes[next] == UInt8(ascii: "@"),
            let more = lineLiteral(in: bytes, at: next), more.pieces.count == 1
        {
            joined += more.pieces[0]
            end = more.end
            next = skipSpaces(bytes, from: end)
        }
        return ([joined], end)
    }

    /// Swift's multi-line string literal starting at `start` (`"""`, a line break, lines, then `"""` on a line of
    /// its own): its lines with the closing delimiter's indentation taken off each, joined by line breaks, a `\`
    /// at a line's end joining it to the next; unescaped and split at interpolations as `lineLiteral` does. `nil`
    /// for anything else.
    private static func multilineLiteral(in bytes: [UInt8], at start: Int) -> (pieces: [String], end: Int)? {
        let quote = UInt8(ascii: "\"")
        guard start + 3 < bytes.count, bytes[start] == quote, bytes[start + 1] == quote, bytes[start + 2] == quote,
            start == 0 || bytes[start - 1] != UInt8(ascii: "#")
        else { return nil }
        var index = start + 3
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0D { index += 1 }
        guard index < bytes.count, bytes[index] == 0x0A else { return nil }
        index += 1
        var lines: [ArraySlice<UInt8>] = []
        while index < bytes.count {
            var end = index
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            var line = bytes[index..<end]
            if line.last == 0x0D { line = line.dropLast() }
            let indentation = line.prefix { $0 == 0x20 || $0 == 0x09 }
            let rest = line.dropFirst(indentation.count)
            if rest.starts(with: [quote, quote, quote]) {
                let body = lines.map { $0.starts(with: indentation) ? $0.dropFirst(indentation.count) : $0 }
                var text: [UInt8] = []
                for (number, line) in body.enumerated() {
                    if number > 0 {
                        // A backslash that ends the previous line joins the lines.
                        if text.last == UInt8(ascii: "\\"), text.reversed().prefix(while: { $0 == UInt8(ascii: "\\") }).count % 2 == 1 {
                            text.removeLast()
                        } else {
                            text.append(0x0A)
                        }
                    }
                    text += line
                }
                // Written as one line's literal: line breaks as `\n`, quotes escaped.
                var written: [UInt8] = [quote]
                var position = 0
                while position < text.count {
                    let byte = text[position]
                    if byte == UInt8(ascii: "\\"), position + 1 < text.count {
                        written += [byte, text[position + 1]]
                        position += 2
                        continue
                    }
                    written += byte == 0x0A ? [UInt8(ascii: "\\"), UInt8(ascii: "n")] : byte == quote ? [UInt8(ascii: "\\"), quote] : [byte]
                    position += 1
                }
                written.append(quote)
                guard let read = lineLiteral(in: written, at: 0) else { return nil }
                return (read.pieces, rest.startIndex + 3)
            }
            lines.append(line)
            index = end + 1
        }
        return nil
    }

    /// The string literal on one line starting at `start` (`"..."`, `@"..."`), as `literal` reads it.
    private static func lineLiteral(in bytes: [UInt8], at start: Int) -> (pieces: [String], end: Int)? {
        var index = start
        if index < bytes.count && bytes[index] == UInt8(ascii: "@") { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        var pieces: [String] = []
        var piece: [UInt8] = []
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A { return nil }
            if byte == UInt8(ascii: "\"") {
                pieces.append(String(decoding: piece, as: UTF8.self))
                return (pieces, index + 1)
            }
            if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                let next = bytes[index + 1]
                if let (scalar, end) = unicodeEscape(in: bytes, at: index) {
                    piece.append(contentsOf: Array(String(Character(scalar)).utf8))
                    index = end
                    continue
                }
                guard next == UInt8(ascii: "(") else {
                    piece.append(Self.escaped[next] ?? next)
                    index += 2
                    continue
                }
                // An interpolation: up to its closing parenthesis, string literals inside it skipped.
                var depth = 1
                var cursor = index + 2
                var inString = false
                while cursor < bytes.count, depth > 0 {
                    let inner = bytes[cursor]
                    if inner == 0x0A { return nil }
                    if inString {
                        if inner == UInt8(ascii: "\\") { cursor += 1 } else if inner == UInt8(ascii: "\"") { inString = false }
                    } else if inner == UInt8(ascii: "\"") {
                        inString = true
                    } else if inner == UInt8(ascii: "(") {
                        depth += 1
                    } else if inner == UInt8(ascii: ")") {
                        depth -= 1
                    }
                    cursor += 1
                }
                guard depth == 0 else { return nil }
                pieces.append(String(decoding: piece, as: UTF8.self))
                piece.removeAll()
                index = cursor
                continue
            }
            piece.append(byte)
            index += 1
        }
        return nil
    }
}
