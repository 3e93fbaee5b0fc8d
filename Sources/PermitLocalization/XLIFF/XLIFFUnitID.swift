/// The kind of table a `<file>` was exported from, which decides how its unit ids name keys and variants.
enum XLIFFTableKind {
    /// A `.strings` table (and anything else Xcode exports, such as storyboards): the id is the key.
    case strings
    /// A `.stringsdict` table: the id is a path into the property list, `/KEY:dict/VARIABLE:dict/one:dict/:string`.
    case stringsDictionary
    /// A String Catalog: the id is the key, with `|==|` and the variant's path for variants.
    case stringCatalog

    /// The kind of the table named by a `<file>`'s `original` attribute, by its extension.
    init(original: String) {
        if original.hasSuffix(".xcstrings") {
            self = .stringCatalog
        } else if original.hasSuffix(".stringsdict") {
            self = .stringsDictionary
        } else {
            self = .strings
        }
    }
}

/// One choice on the way from a string to one of its variants.
enum XLIFFVariationStep {
    /// The variant for a plural category.
    case plural(PluralCategory)
    /// The variant for a kind of device.
    case device(DeviceClass)
}

/// Which part of a key's string a unit gives.
enum XLIFFUnitPart {
    /// The string's text: the whole of a plain string, or the text that references substitutions.
    case text
    /// A variant of the string, reached by plural and device choices, outermost first.
    case variant([XLIFFVariationStep])
    /// A variant of one of the string's substitutions.
    case substitution(name: String, steps: [XLIFFVariationStep])
}

/// A unit id read as the key it belongs to and the part of the key's string it gives.
///
/// The forms Xcode writes:
/// - `.strings`: `KEY`.
/// - `.stringsdict`: `/KEY:dict/NSStringLocalizedFormatKey:dict/:string` for the format text and
///   `/KEY:dict/VARIABLE:dict/CATEGORY:dict/:string` for a plural variant of a variable. Keys may hold `/` and
///   `:`, so the id is read from its end, where the structure is known.
/// - String Catalogs: `KEY`, `KEY|==|plural.one`, `KEY|==|device.ipad`, `KEY|==|device.iphone.plural.one` and
///   `KEY|==|substitutions.NAME.plural.one`, with a name holding dots written `@NAME@`. Keys may hold `|==|`, so
///   the id is split at its last `|==|`; a suffix that is no variant path (`literal|==|text`) is part of the key.
///   A key whose own text ends like a variant path (`ambiguous|==|plural.one`) cannot be told from a variant:
///   Xcode's import has the same ambiguity.
struct XLIFFUnitID {
    /// The key the unit belongs to.
    let key: String
    /// The part of the key's string the unit gives.
    let part: XLIFFUnitPart

    /// A problem with an id, reported as a warning: the unit is then read as a plain key or skipped.
    struct Problem: Error {
        /// The rule the id breaks.
        let rule: DiagnosticRule
        /// What is wrong, for a person.
        let message: String
    }

    /// The most choices a variant path may make. Xcode writes at most two (device, then plural); a longer path is
    /// not read as one, which also bounds the work a hostile id can cause.
    static let maximumVariationSteps = 4

    private static let catalogSeparator = Array("|==|".utf8)
    private static let substitutionsPrefix = Array("substitutions.".utf8)
    private static let dictionaryStep = Array(":dict/".utf8)
    private static let dictionaryPathEnd = Array(":dict/:string".utf8)
    private static let formatKeyStep = Array(":dict/NSStringLocalizedFormatKey".utf8)

    /// Reads `id` as a unit id of a table of `kind`: the unit's key and part, or `nil` when the unit is to be
    /// skipped, and a problem to report. A String Catalog id always reads as some key (with a problem when a
    /// variant path was meant but not understood: the whole id is then the key); a `.stringsdict` id that is not a
    /// path Xcode writes is a problem, and its unit is skipped.
    package static func read(_ id: String, in kind: XLIFFTableKind) -> (unitID: XLIFFUnitID?, problem: Problem?) {
        switch kind {
        case .strings:
            return (XLIFFUnitID(key: id, part: .text), nil)
        case .stringCatalog:
            switch readCatalogID(id) {
            case .success(let unitID): return (unitID, nil)
            case .failure(let problem): return (XLIFFUnitID(key: id, part: .text), problem)
            }
        case .stringsDictionary:
            switch readStringsDictionaryID(id) {
            case .success(let unitID): return (unitID, nil)
            case .failure(let problem): return (nil, problem)
            }
        }
    }

    // MARK: - String Catalogs

    /// Reads `KEY` or `KEY|==|PATH`.
    private static func readCatalogID(_ id: String) -> Result<XLIFFUnitID, Problem> {
        let bytes = Array(id.utf8)
        guard let separator = lastOffset(of: catalogSeparator, in: bytes[...]) else {
            return .success(XLIFFUnitID(key: id, part: .text))
        }
        let key = String(decoding: bytes[..<separator], as: UTF8.self)
        return readCatalogPath(bytes[(separator + catalogSeparator.count)...]).map { part in
            part.map { XLIFFUnitID(key: key, part: $0) } ?? XLIFFUnitID(key: id, part: .text)
        }
    }

    /// Reads the path after `|==|`: `nil` when it is no variant path at all (then `|==|` is part of the key).
    private static func readCatalogPath(_ path: ArraySlice<UInt8>) -> Result<XLIFFUnitPart?, Problem> {
        guard path.starts(with: substitutionsPrefix) else {
            let words = path.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
            let first = words.first.map { String(decoding: $0, as: UTF8.self) }
            guard first == "plural" || first == "device" else { return .success(nil) }
            return readSteps(words[...], path: path).map { .variant($0) }
        }
        // `substitutions.NAME.STEPS`, where a name with dots is written `@NAME@`.
        let afterPrefix = path.dropFirst(substitutionsPrefix.count)
        let name: ArraySlice<UInt8>
        let steps: ArraySlice<UInt8>
        if afterPrefix.first == UInt8(ascii: "@"),
            let close = firstOffset(of: Array("@.".utf8), in: afterPrefix.dropFirst())
        {
            name = afterPrefix[(afterPrefix.startIndex + 1)..<close]
            steps = afterPrefix[(close + 2)...]
        } else if let dot = afterPrefix.firstIndex(of: UInt8(ascii: ".")) {
            name = afterPrefix[..<dot]
            steps = afterPrefix[(dot + 1)...]
        } else {
            return .failure(malformedPath(path))
        }
        let words = steps.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard !name.isEmpty else { return .failure(malformedPath(path)) }
        return readSteps(words[...], path: path).map {
            .substitution(name: String(decoding: name, as: UTF8.self), steps: $0)
        }
    }

    /// Reads `plural.CATEGORY` and `device.DEVICE` pairs.
    private static func readSteps(_ words: ArraySlice<ArraySlice<UInt8>>, path: ArraySlice<UInt8>)
        -> Result<[XLIFFVariationStep], Problem>
    {
        guard !words.isEmpty, words.count % 2 == 0, words.count / 2 <= maximumVariationSteps else {
            return .failure(malformedPath(path))
        }
        var steps: [XLIFFVariationStep] = []
        var index = words.startIndex
        while index < words.endIndex {
            let kind = String(decoding: words[index], as: UTF8.self)
            let value = String(decoding: words[index + 1], as: UTF8.self)
            index += 2
            switch kind {
            case "plural":
                guard let category = PluralCategory(rawValue: value) else {
                    return .failure(
                        Problem(
                            rule: .unknownPluralCategory,
                            message: "\"\(value)\" in the unit id path \"\(string(path))\" is not a plural category "
                                + "(zero, one, two, few, many, other); the unit is read as a key of its own"))
                }
                steps.append(.plural(category))
            case "device":
                guard let device = DeviceClass(rawValue: value) else {
                    return .failure(
                        Problem(
                            rule: .unknownDeviceClass,
                            message: "\"\(value)\" in the unit id path \"\(string(path))\" is not a device Xcode "
                                + "knows; the unit is read as a key of its own"))
                }
                steps.append(.device(device))
            default:
                return .failure(malformedPath(path))
            }
        }
        return .success(steps)
    }

    /// The problem of a path after `|==|` that starts like a variant path but is not one.
    private static func malformedPath(_ path: ArraySlice<UInt8>) -> Problem {
        Problem(
            rule: .invalidXLIFF,
            message: "\"\(string(path))\" after |==| is not a variant path Xcode writes (plural.CATEGORY, "
                + "device.DEVICE, substitutions.NAME.plural.CATEGORY); the unit is read as a key of its own")
    }

    // MARK: - .stringsdict

    /// Reads `/KEY:dict/NSStringLocalizedFormatKey:dict/:string` or `/KEY:dict/VARIABLE:dict/CATEGORY:dict/:string`.
    private static func readStringsDictionaryID(_ id: String) -> Result<XLIFFUnitID, Problem> {
        let bytes = Array(id.utf8)
        let unknown = Problem(
            rule: .invalidXLIFF,
            message: "the unit id \"\(id)\" is not a .stringsdict path Xcode writes (/KEY:dict/"
                + "NSStringLocalizedFormatKey:dict/:string or /KEY:dict/VARIABLE:dict/CATEGORY:dict/:string); the "
                + "unit is skipped")
        guard bytes.first == UInt8(ascii: "/"), bytes.count > dictionaryPathEnd.count,
            bytes[1...].ends(with: dictionaryPathEnd)
        else { return .failure(unknown) }
        let path = bytes[1..<(bytes.count - dictionaryPathEnd.count)]
        if path.ends(with: formatKeyStep) {
            let key = path.dropLast(formatKeyStep.count)
            return .success(XLIFFUnitID(key: String(decoding: key, as: UTF8.self), part: .text))
        }
        guard let categoryStep = lastOffset(of: dictionaryStep, in: path),
            let category = PluralCategory(rawValue: string(path[(categoryStep + dictionaryStep.count)...])),
            let variableStep = lastOffset(of: dictionaryStep, in: path[..<categoryStep])
        else { return .failure(unknown) }
        let variable = path[(variableStep + dictionaryStep.count)..<categoryStep]
        guard !variable.isEmpty else { return .failure(unknown) }
        return .success(
            XLIFFUnitID(
                key: String(decoding: path[..<variableStep], as: UTF8.self),
                part: .substitution(name: String(decoding: variable, as: UTF8.self), steps: [.plural(category)])))
    }

    // MARK: - Bytes

    /// The offset of the first occurrence of `pattern` in `bytes`, or `nil`.
    private static func firstOffset(of pattern: [UInt8], in bytes: ArraySlice<UInt8>) -> Int? {
        guard bytes.count >= pattern.count else { return nil }
        for start in bytes.startIndex...(bytes.endIndex - pattern.count)
        where bytes[start..<(start + pattern.count)].elementsEqual(pattern) {
            return start
        }
        return nil
    }

    /// The offset of the last occurrence of `pattern` in `bytes`, or `nil`.
    private static func lastOffset(of pattern: [UInt8], in bytes: ArraySlice<UInt8>) -> Int? {
        guard bytes.count >= pattern.count else { return nil }
        for start in stride(from: bytes.endIndex - pattern.count, through: bytes.startIndex, by: -1)
        where bytes[start..<(start + pattern.count)].elementsEqual(pattern) {
            return start
        }
        return nil
    }

    /// The text of UTF-8 `bytes`, for messages.
    private static func string(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }
}

extension ArraySlice<UInt8> {
    /// Whether the slice ends with `suffix`.
    fileprivate func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && self[(endIndex - suffix.count)...].elementsEqual(suffix)
    }
}
