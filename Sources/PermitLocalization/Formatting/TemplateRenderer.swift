/// Formats one template against typed arguments, never reading an argument that is missing or of the wrong
/// kind: a specifier that does not fit is recorded as a problem and printed as written.
struct TemplateRenderer {
    private let arguments: [FormatArgument]
    private let context: FormatContext
    /// The problems found, each with the place of the text that holds it.
    private(set) var problems: [(problem: FormatProblem, location: SourceLocation?)] = []

    init(arguments: [FormatArgument], context: FormatContext) {
        self.arguments = arguments
        self.context = context
    }

    /// The text of `template`: its variants chosen, its substitutions resolved, its specifiers formatted.
    mutating func render(_ template: LocalizedString) -> String {
        // A string that is one text has no variant to choose (most strings).
        if case .text(let text, let location) = template.variant {
            return render(text, at: location, substitutions: template.substitutions, boundArgument: nil, depth: 0)
        }
        let firstNumber = arguments.first { $0.fits(.substitutionReference(name: "")) }
        guard
            let (text, location, substitutions) = chooseText(
                template, substitutions: [:], pluralArgument: firstNumber, name: "the string", range: 0..<0,
                location: nil)
        else { return "" }
        return render(text, at: location, substitutions: substitutions, boundArgument: nil, depth: 0)
    }

    /// The text of a prepared string, from its parse, made once (see `PreparedString`).
    mutating func render(_ prepared: PreparedString) -> String {
        render(
            prepared.formatString, at: prepared.location, substitutions: prepared.string.substitutions,
            boundArgument: nil, depth: 0)
    }

    /// The result of a render that gave `text`: the template's when every specifier fitted, else the template's
    /// with the unfit specifiers left as written and one diagnostic per problem.
    func result(_ text: String) -> FormattingResult {
        guard !problems.isEmpty else { return FormattingResult(text: text, source: .template) }
        return FormattingResult(
            text: text, source: .templateWithUnfitSpecifiers,
            diagnostics: problems.map { Diagnostic(.unfitFormatSpecifier, $0.problem.description, at: $0.location) },
            problems: problems.map(\.problem))
    }

    /// Walks down the variant tree to a text, choosing by the plural argument and the context's device and width.
    private mutating func chooseText(
        _ string: LocalizedString, substitutions inherited: [String: Substitution], pluralArgument: FormatArgument?,
        name: String, range: Range<Int>, location: SourceLocation?
    ) -> (String, SourceLocation?, [String: Substitution])? {
        let substitutions = inherited.merging(string.substitutions) { _, inner in inner }
        let chosen: LocalizedString?
        switch string.variant {
        case .text(let text, let textLocation):
            return (text, textLocation, substitutions)
        case .plural(let cases):
            chosen = cases[pluralCategory(of: pluralArgument, among: Set(cases.keys))] ?? cases[.other]
        case .device(let cases):
            chosen =
                cases[context.device ?? .other] ?? cases[.other]
                ?? DeviceClass.allCases.lazy.compactMap { cases[$0] }.first
        case .width(let cases):
            chosen = cases[Self.chosenWidth(among: cases.keys, presentationWidth: context.presentationWidth) ?? 0]
        }
        guard let chosen else {
            problems.append((.missingVariant(name: name, range: range), location))
            return nil
        }
        return chooseText(
            chosen, substitutions: substitutions, pluralArgument: pluralArgument, name: name, range: range,
            location: location)
    }

    /// Apple's choice: `zero` for an integer 0 whenever the variants define `zero`, in every language; otherwise
    /// the language's category (the caller falls back to `other` when the variants lack it).
    private func pluralCategory(of argument: FormatArgument?, among available: Set<PluralCategory>) -> PluralCategory {
        guard let argument else { return .other }
        if available.contains(.zero), argument == .int(0) || argument == .uint(0) { return .zero }
        return context.pluralCategory(argument)
    }

    private static func chosenWidth(among widths: Dictionary<Int, LocalizedString>.Keys, presentationWidth: Int?)
        -> Int?
    {
        guard let presentationWidth else { return widths.max() }
        return widths.filter { $0 <= presentationWidth }.max() ?? widths.min()
    }

    /// Formats one text. `boundArgument` is the argument of the substitution whose variant the text is: its
    /// sequential specifiers format that argument.
    private mutating func render(
        _ text: String, at location: SourceLocation?, substitutions: [String: Substitution], boundArgument: Int?,
        depth: Int
    ) -> String {
        // Most strings hold no specifier at all: they are their own output, with no parse and no cache lookup.
        guard text.containsUTF8Byte(UInt8(ascii: "%")) else { return text }
        return render(
            FormatString.parsed(text), at: location, substitutions: substitutions, boundArgument: boundArgument,
            depth: depth)
    }

    /// Formats the text `formatString` was parsed from.
    private mutating func render(
        _ formatString: borrowing FormatString, at location: SourceLocation?, substitutions: [String: Substitution],
        boundArgument: Int?, depth: Int
    ) -> String {
        if !formatString.problems.isEmpty { problems += formatString.problems.map { ($0, location) } }
        var output = ""
        // Made when a specifier is first printed as written, which most renders never do.
        var slicer: ScalarSlicer?
        let segments = formatString.segments
        for index in segments.indices {
            switch segments[index] {
            case .literal(let literal, _), .malformed(let literal, _):
                output += literal
            case .specifier(let specifier):
                let rendered =
                    if case .substitutionReference(let name) = specifier.conversion {
                        renderReference(
                            name, specifier, at: location, substitutions: substitutions, boundArgument: boundArgument,
                            depth: depth)
                    } else {
                        renderSpecifier(specifier, at: location, boundArgument: boundArgument)
                    }
                if let rendered {
                    output += rendered
                } else {
                    output += Self.text(of: specifier.range, in: formatString.text, slicer: &slicer)
                }
            }
        }
        return output
    }

    /// The piece `range` (in Unicode scalars) of `text`, cut by `slicer`, which is made on first use.
    private static func text(of range: Range<Int>, in text: String, slicer: inout ScalarSlicer?) -> String {
        var current = slicer ?? ScalarSlicer(text)
        let piece = current.text(of: range)
        slicer = current
        return piece
    }

    /// The chosen variant of the substitution a `%#@name@` reference names, formatted; `nil` when the reference
    /// does not fit (the problem is recorded, and the caller prints the reference as written).
    private mutating func renderReference(
        _ name: String, _ specifier: FormatSpecifier, at location: SourceLocation?,
        substitutions: [String: Substitution], boundArgument: Int?, depth: Int
    ) -> String? {
        guard depth < FormatProblem.deepestNesting else {
            problems.append((.substitutionNestingTooDeep(name: name, range: specifier.range), location))
            return nil
        }
        guard let substitution = substitutions[name] else {
            problems.append((.undefinedSubstitution(name: name, range: specifier.range), location))
            return nil
        }
        let index =
            substitution.argumentNumber.map { $0 - 1 }
            ?? (specifier.isPositional ? specifier.argumentIndex : boundArgument ?? specifier.argumentIndex) ?? 0
        guard let argument = checkedArgument(at: index, for: specifier, at: location) else { return nil }
        let variantString = LocalizedString(substitution.variant)
        guard
            let (text, variantLocation, innerSubstitutions) = chooseText(
                variantString, substitutions: substitutions, pluralArgument: argument, name: "the substitution \(name)",
                range: specifier.range, location: location)
        else { return nil }
        let argumentSpecifier = "%\(index + 1)$" + Self.withoutPercent(substitution.formatSpecifier ?? "lld")
        return render(
            Self.replacingArgumentPlaceholder(in: text, with: argumentSpecifier), at: variantLocation ?? location,
            substitutions: innerSubstitutions, boundArgument: index, depth: depth + 1)
    }

    private static func withoutPercent(_ specifier: String) -> Substring {
        specifier.hasPrefix("%") ? specifier.dropFirst() : Substring(specifier)
    }

    /// Replaces String Catalogs' `%arg` placeholder (the substitution's own argument) with a positional specifier;
    /// `%%arg` stays a literal.
    static func replacingArgumentPlaceholder(in text: String, with specifier: String) -> String {
        let scalars = Array(text.unicodeScalars)
        let placeholder: [Unicode.Scalar] = ["a", "r", "g"]
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "%" && index + 1 < scalars.count && scalars[index + 1] == "%" {
                result.append(contentsOf: scalars[index...(index + 1)])
                index += 2
            } else if scalar == "%" && index + 3 < scalars.count
                && Array(scalars[(index + 1)...(index + 3)]) == placeholder
            {
                result.append(contentsOf: specifier.unicodeScalars)
                index += 4
            } else {
                result.append(scalar)
                index += 1
            }
        }
        return String(result)
    }

    /// The argument at `index` if it exists and fits the specifier; otherwise records why not.
    private mutating func checkedArgument(at index: Int, for specifier: FormatSpecifier, at location: SourceLocation?)
        -> FormatArgument?
    {
        guard arguments.indices.contains(index) else {
            problems.append((.missingArgument(index: index, range: specifier.range), location))
            return nil
        }
        let argument = arguments[index]
        guard argument.fits(specifier.conversion) else {
            problems.append(
                (
                    .wrongArgumentType(
                        index: index, expected: specifier.conversion, found: argument, range: specifier.range),
                    location
                ))
            return nil
        }
        return argument
    }

    /// The value of a width or precision, reading a `*` argument if it exists and is an integer.
    private mutating func amount(
        _ amount: FormatSpecifier.Amount?, for specifier: FormatSpecifier, at location: SourceLocation?
    )
        -> (value: Int?, fits: Bool)
    {
        switch amount {
        case nil: return (nil, true)
        case .fixed(let value): return (value, true)
        case .argument(let index):
            let asInteger = FormatSpecifier(
                conversion: .signedInteger(.int), conversionCharacter: "d", argumentIndex: index, range: specifier.range
            )
            guard let value = checkedArgument(at: index, for: asInteger, at: location)?.integerAmount else {
                return (nil, false)
            }
            guard abs(value) <= FormatProblem.largestAmount else {
                problems.append((.excessiveAmount(value, range: specifier.range), location))
                return (nil, false)
            }
            return (value, true)
        }
    }

    /// The argument of `specifier` formatted; `nil` when the specifier does not fit (the problem is recorded, and
    /// the caller prints the specifier as written).
    private mutating func renderSpecifier(
        _ specifier: FormatSpecifier, at location: SourceLocation?, boundArgument: Int?
    ) -> String? {
        guard specifier.conversion != .percentLiteral else { return "%" }
        let width = amount(specifier.width, for: specifier, at: location)
        let precision = amount(specifier.precision, for: specifier, at: location)
        let index = (specifier.isPositional ? specifier.argumentIndex : boundArgument ?? specifier.argumentIndex) ?? 0
        guard let argument = checkedArgument(at: index, for: specifier, at: location), width.fits, precision.fits else {
            return nil
        }
        var flags = specifier.flags
        var minimumWidth = width.value
        if let value = minimumWidth, value < 0 {
            flags.insert(.leftJustify)
            minimumWidth = -value
        }
        let effectivePrecision = precision.value.flatMap { $0 < 0 ? nil : $0 }
        let formatted = SpecifierFormatting(
            specifier: specifier, flags: flags, width: minimumWidth, precision: effectivePrecision
        ).format(argument, in: context)
        return context.isolatesArguments ? "\u{2068}" + formatted + "\u{2069}" : formatted
    }
}
