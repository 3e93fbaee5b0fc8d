/// Compares the specifiers of two format strings, as a linter compares a translation with its source.
package enum FormatSpecifiers {
    /// A way in which two format strings read their arguments differently.
    package enum Incompatibility: Hashable, Sendable, CustomStringConvertible {
        /// Only the first string reads the argument at this 0-based index.
        case argumentOnlyInFirst(index: Int)
        /// Only the second string reads the argument at this 0-based index.
        case argumentOnlyInSecond(index: Int)
        /// Both read the argument, as different kinds.
        case argumentTypeDiffers(index: Int, first: FormatConversion, second: FormatConversion)
        /// One string reads the argument as two different kinds itself.
        case conflictingUses(index: Int, inFirst: Bool)
        /// The strings hold different numbers of `%%` literals.
        case percentLiteralCountDiffers(first: Int, second: Int)
        /// A string holds a malformed specifier.
        case malformed(FormatProblem, inFirst: Bool)
        /// A string reads later arguments by position but no specifier reads this 0-based index: the runtime
        /// cannot know its size, and the specifiers after it print the wrong arguments.
        case unreadArgument(index: Int, inFirst: Bool)

        /// A sentence for a person.
        package var description: String { description(first: "the first string", second: "the second string") }

        /// A sentence for a person that names the two strings (`the en text`, `the fr text`).
        package func description(first: String, second: String) -> String {
            switch self {
            case .argumentOnlyInFirst(let index): "\(first) reads argument \(index + 1) and \(second) does not"
            case .argumentOnlyInSecond(let index): "\(second) reads argument \(index + 1) and \(first) does not"
            case .argumentTypeDiffers(let index, let a, let b):
                "argument \(index + 1) is \(a) in \(first) and \(b) in \(second)"
            case .conflictingUses(let index, let inFirst):
                "\(inFirst ? first : second) reads argument \(index + 1) as two different kinds"
            case .percentLiteralCountDiffers(let a, let b): "\(first) has \(a) %% and \(second) \(b)"
            case .malformed(let problem, let inFirst): "\(inFirst ? first : second): \(problem)"
            case .unreadArgument(let index, let inFirst):
                "\(inFirst ? first : second) reads no argument \(index + 1) though it reads later ones by position, so "
                    + "those print the wrong arguments"
            }
        }
    }

    /// How `a` and `b` differ in the arguments they read: which argument positions, read as which kind. Order
    /// does not matter (`%1$@ %2$@` and `%2$@ %1$@` are compatible); kinds compare by what the runtime reads,
    /// so `%d`, `%ld`, `%lu` and `%@` all differ while `%x` and `%u`, `%f` and `%e`, or `%ld` and `%lld` (both
    /// 64-bit) agree, and `%#@name@` references agree whatever their names. An empty list means compatible.
    package static func compatible(_ a: String, _ b: String) -> [Incompatibility] {
        // Text without a percent sign has no specifier: nothing to compare (most strings of a table).
        guard a.containsUTF8Byte(UInt8(ascii: "%")) || b.containsUTF8Byte(UInt8(ascii: "%")) else { return [] }
        return compatible(FormatString.parsed(a), FormatString(b))
    }

    /// The defects of one format string in itself: malformed specifiers and arguments read as two kinds, as
    /// `.malformed(_, inFirst: true)` and `.conflictingUses(_, inFirst: true)`. Empty for a sound string.
    package static func defects(of text: String) -> [Incompatibility] {
        guard text.containsUTF8Byte(UInt8(ascii: "%")) else { return [] }
        return defects(of: FormatString.parsed(text))
    }

    /// The defects of a parsed format string in itself (see `defects(of:)` for a text).
    package static func defects(of parsed: FormatString) -> [Incompatibility] {
        let (kinds, conflicts) = argumentKinds(of: parsed)
        return parsed.problems.map { Incompatibility.malformed($0, inFirst: true) }
            + conflicts.map { .conflictingUses(index: $0, inFirst: true) }
            + unreadArguments(kinds, of: parsed).map { .unreadArgument(index: $0, inFirst: true) }
    }

    /// Whether `text` is written to be formatted: it holds a well-formed specifier that reads an argument (other
    /// than a `%` followed by a space in prose: "100% guaranteed" reads `% g`) or a `%%`. A text that is not
    /// ("Save 50%") is shown as it is.
    package static func isFormatString(_ text: String) -> Bool {
        guard text.containsUTF8Byte(UInt8(ascii: "%")) else { return false }
        return isFormatString(FormatString.parsed(text))
    }

    /// Whether `text`, formatted, reads an argument: a specifier other than `%%`.
    package static func readsArguments(_ text: String) -> Bool {
        guard text.containsUTF8Byte(UInt8(ascii: "%")) else { return false }
        return FormatString.parsed(text).segments.contains { segment in
            guard case .specifier(let specifier) = segment else { return false }
            return specifier.conversion.consumesArgument
        }
    }

    /// Whether a parsed text is written to be formatted (see `isFormatString(_:)` for a text).
    package static func isFormatString(_ parsed: FormatString) -> Bool {
        parsed.segments.contains { segment in
            guard case .specifier(let specifier) = segment else { return false }
            return specifier.conversion == .percentLiteral
                || (specifier.conversion.consumesArgument
                    && !(specifier.flags.contains(.spaceForPositive) && !specifier.isPositional))
        }
    }

    /// The argument positions below the highest one read that no specifier reads, when specifiers name positions
    /// (`%1$@ %3$@` skips argument 2). Sequential specifiers read every position up to the last by themselves.
    static func unreadArguments(_ kinds: [Int: FormatConversion], of formatString: FormatString) -> [Int] {
        guard formatString.specifiers.contains(where: \.isPositional), let highest = kinds.keys.max() else { return [] }
        return (0..<highest).filter { kinds[$0] == nil }
    }

    /// How two parsed format strings differ in the arguments they read (see `compatible(_:_:)` for strings; the
    /// first string is taken from the shared parse cache, as it is usually a base text compared with many
    /// translations).
    package static func compatible(_ first: FormatString, _ second: FormatString) -> [Incompatibility] {
        var incompatibilities = first.problems.map { Incompatibility.malformed($0, inFirst: true) }
        incompatibilities += second.problems.map { Incompatibility.malformed($0, inFirst: false) }
        let (firstKinds, firstConflicts) = argumentKinds(of: first)
        let (secondKinds, secondConflicts) = argumentKinds(of: second)
        incompatibilities += firstConflicts.map { .conflictingUses(index: $0, inFirst: true) }
        incompatibilities += secondConflicts.map { .conflictingUses(index: $0, inFirst: false) }
        for index in Set(firstKinds.keys).union(secondKinds.keys).sorted() {
            switch (firstKinds[index], secondKinds[index]) {
            case (let firstKind?, let secondKind?) where !firstKind.readsLike(secondKind):
                incompatibilities.append(.argumentTypeDiffers(index: index, first: firstKind, second: secondKind))
            case (_?, nil): incompatibilities.append(.argumentOnlyInFirst(index: index))
            case (nil, _?): incompatibilities.append(.argumentOnlyInSecond(index: index))
            default: break
            }
        }
        let firstPercents = first.specifiers.count { $0.conversion == .percentLiteral }
        let secondPercents = second.specifiers.count { $0.conversion == .percentLiteral }
        if firstPercents != secondPercents {
            incompatibilities.append(.percentLiteralCountDiffers(first: firstPercents, second: secondPercents))
        }
        return incompatibilities
    }

    /// The kind each argument is read as, and the arguments read as two different kinds. A plural variable
    /// (`%#@files@`) reads a number, so an argument that a specifier reads as a number and a variable chooses by
    /// (`%1$d %#@files@`) is read as one kind: the number's.
    package static func argumentKinds(of formatString: FormatString) -> ([Int: FormatConversion], [Int]) {
        var kinds: [Int: FormatConversion] = [:]
        var conflicts: [Int] = []
        for specifier in formatString.specifiers {
            var uses: [(Int, FormatConversion)] = []
            for case .argument(let index) in [specifier.width, specifier.precision].compactMap({ $0 }) {
                uses.append((index, .signedInteger(.int)))
            }
            if let index = specifier.argumentIndex { uses.append((index, comparable(specifier.conversion))) }
            for (index, kind) in uses {
                guard let known = kinds[index], known != kind else {
                    kinds[index] = kind
                    continue
                }
                if !known.readsLike(kind) {
                    if !conflicts.contains(index) { conflicts.append(index) }
                } else if known.isPluralReference {
                    // The number's own conversion says more than the variable that chooses by it.
                    kinds[index] = kind
                }
            }
        }
        return (kinds, conflicts)
    }

    /// The conversion reduced to what decides the bytes read: 64-bit lengths are one, references are one.
    private static func comparable(_ conversion: FormatConversion) -> FormatConversion {
        switch conversion {
        case .signedInteger(let length): .signedInteger(length.bitWidth == 64 ? .long : length)
        case .unsignedInteger(let length): .unsignedInteger(length.bitWidth == 64 ? .long : length)
        case .substitutionReference: .substitutionReference(name: "")
        default: conversion
        }
    }
}
