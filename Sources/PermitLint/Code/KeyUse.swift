import SwiftSyntax

/// What the code does with a looked-up text, read from the expression around the lookup: formats it
/// (`String(format: NSLocalizedString(...), n)`), replaces placeholders in it (`.replacingOccurrences(of: "{0}",
/// with: name)`), or writes it beside other text (`name + " " + label`, `"\(count) \(label)"`).
struct KeyUse: Sendable, Equatable {
    /// Whether the text is formatted: every `%` in it is read as a specifier.
    var formatted = false
    /// The placeholders the code replaces in the text.
    var replaces: [AppPlaceholder] = []
    /// Whether the code writes a word right before the text: a value, or a literal that does not end in whitespace.
    var wordBefore = false
    /// Whether the code writes a word right after the text.
    var wordAfter = false
    /// The key of the lookup the code writes right before the text, where that word is one (`Text("terms") +
    /// Text("of_app")`), at every use that writes a word there: its translation may end with the space this one's
    /// base text starts with.
    var keyBefore: String?
    /// The key of the lookup the code writes right after the text, where that word is one.
    var keyAfter: String?
    /// Whether every use shows the text as written: a SwiftUI literal key without interpolation, which is never
    /// formatted (its `%` is a percent sign).
    var shownAsWritten = false
    /// The arguments the code passes where it formats the text, the fewest of its formatting uses (`String(format:
    /// text, name)` passes one; `[NSString stringWithFormat:text, name]` too); `nil` when not formatted, or when a use
    /// passes them in a way not counted (`arguments:`, a helper's list).
    var formatArguments: Int? = nil
    /// The arguments the code passes the same value as an earlier one, at every call of the key's accessors: the
    /// later argument's index, then the earlier one's (0-based). Read from the calls, not from one lookup.
    var sameValueAs: [Int: Int] = [:]

    /// Adds what another use of the same text does.
    mutating func formUnion(_ other: KeyUse) {
        if other.formatted {
            formatArguments = formatted ? formatArguments.flatMap { mine in other.formatArguments.map { min(mine, $0) } } : other.formatArguments
        }
        formatted = formatted || other.formatted
        for placeholder in other.replaces where !replaces.contains(placeholder) { replaces.append(placeholder) }
        // A neighbour's key stands only where every use that writes a word there writes that lookup.
        if other.wordBefore { keyBefore = !wordBefore || keyBefore == other.keyBefore ? other.keyBefore : nil }
        if other.wordAfter { keyAfter = !wordAfter || keyAfter == other.keyAfter ? other.keyAfter : nil }
        wordBefore = wordBefore || other.wordBefore
        wordAfter = wordAfter || other.wordAfter
        shownAsWritten = shownAsWritten && other.shownAsWritten
        sameValueAs = sameValueAs.filter { other.sameValueAs[$0.key] == $0.value }
    }

    /// What the code around `node` (a lookup's call or member access) does with its result.
    static func of(_ node: Syntax) -> KeyUse {
        var use = KeyUse()
        var current = node
        // Up through the calls made on the text (`.replacingOccurrences(of:with:)`, `.uppercased()`...), to where it
        // is used.
        while let parent = current.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
                let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
            {
                if member.declName.baseName.text == "replacingOccurrences",
                    let of = call.arguments.first(where: { $0.label?.text == "of" }),
                    let placeholder = AppPlaceholder(expression: of.expression)
                {
                    use.replaces.append(placeholder)
                }
                current = Syntax(call)
                continue
            }
            // `(lookup)`: a parenthesized expression is a tuple of one element.
            if let element = parent.as(LabeledExprSyntax.self), element.label == nil,
                let tuple = element.parent?.parent?.as(TupleExprSyntax.self), tuple.elements.count == 1
            {
                current = Syntax(tuple)
                continue
            }
            if let element = parent.as(LabeledExprSyntax.self), element.expression.id == current.id {
                note(argument: element, in: &use)
            } else if let list = parent.as(ExprListSyntax.self) {
                note(operand: current, in: list, use: &use)
            }
            break
        }
        return use
    }

    /// A text passed as an argument: to `String(format:)` (formatted) or into an interpolation (written between the
    /// literal's other pieces).
    private static func note(argument: LabeledExprSyntax, in use: inout KeyUse) {
        guard let list = argument.parent?.as(LabeledExprListSyntax.self) else { return }
        if let call = list.parent?.as(FunctionCallExprSyntax.self) {
            if list.first?.id == argument.id, formats(call, firstLabel: argument.label?.text) {
                use.formatted = true
                // The arguments after the format: `String(format: text, a, b)` passes two; `arguments: list` is not
                // counted.
                let rest = list.dropFirst()
                use.formatArguments = rest.contains { $0.label?.text == "arguments" } ? nil : rest.filter { $0.label == nil }.count
            }
            if argument.label?.text == "string", makesAttributedString(call) { noteAppends(of: call, in: &use) }
            return
        }
        guard let segment = list.parent?.as(ExpressionSegmentSyntax.self),
            let segments = segment.parent?.as(StringLiteralSegmentListSyntax.self)
        else { return }
        // Empty pieces between two interpolations are no text.
        let pieces = Array(segments).filter { segment in
            segment.as(StringSegmentSyntax.self).map { !$0.content.text.isEmpty } ?? true
        }
        guard let at = pieces.firstIndex(where: { $0.id == segment.id }) else { return }
        if at > 0 { use.wordBefore = meetsWithWord(pieces[at - 1], atEnd: true) }
        if at + 1 < pieces.count { use.wordAfter = meetsWithWord(pieces[at + 1], atEnd: false) }
    }

    /// Whether `call` makes an attributed string of its `string:` argument: `NSAttributedString(string:)`,
    /// `NSMutableAttributedString(string:attributes:)`.
    private static func makesAttributedString(_ call: FunctionCallExprSyntax) -> Bool {
        var called = call.calledExpression
        if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
            let base = member.base
        {
            called = base
        }
        guard let name = called.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return name == "NSAttributedString" || name == "NSMutableAttributedString"
    }

    /// An attributed string of the text, appended to another or another appended to it in the statements that
    /// follow (`message.append(bold)`, Criptext's and breadwallet's sentences built in pieces): the pieces meet with
    /// no space between but the texts' own.
    private static func noteAppends(of call: FunctionCallExprSyntax, in use: inout KeyUse) {
        // `target.append(NSAttributedString(string: text))`: written after what `target` holds.
        if let appended = call.parent?.as(LabeledExprSyntax.self),
            let append = appended.parent?.parent?.as(FunctionCallExprSyntax.self),
            let target = appendTarget(of: append)
        {
            use.wordBefore = true
            if laterStatements(after: append).contains(where: { $0.contains(target + ".append(") }) { use.wordAfter = true }
            return
        }
        // `let piece = NSMutableAttributedString(string: text)`, then `piece.append(...)` or `whole.append(piece)`.
        guard let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return }
        let later = laterStatements(after: binding)
        if later.contains(where: { $0.contains(name + ".append(") }) { use.wordAfter = true }
        guard let appendedAt = later.firstIndex(where: { $0.contains(".append(" + name + ")") }) else { return }
        use.wordBefore = true
        let target = later[appendedAt].prefix { $0 != "." }
        if later[(appendedAt + 1)...].contains(where: { $0.hasPrefix(target + ".append(") }) { use.wordAfter = true }
    }

    /// The variable an `x.append(...)` call appends to, or `nil` for another call.
    private static func appendTarget(of call: FunctionCallExprSyntax) -> String? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "append"
        else { return nil }
        return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// The statements of the block that holds `node` after the one that holds it, as written (trimmed).
    private static func laterStatements(after node: some SyntaxProtocol) -> [String] {
        var current = Syntax(node)
        while let parent = current.parent {
            if let item = current.as(CodeBlockItemSyntax.self), let list = parent.as(CodeBlockItemListSyntax.self) {
                return list.drop { $0.id != item.id }.dropFirst().map(\.trimmedDescription)
            }
            current = parent
        }
        return []
    }

    /// Whether `call` formats its first argument: `String(format:...)` or `String.localizedStringWithFormat(...)`.
    static func formats(_ call: FunctionCallExprSyntax, firstLabel: String?) -> Bool {
        let called = call.calledExpression
        if let reference = called.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text == "String" && firstLabel == "format"
        }
        guard let member = called.as(MemberAccessExprSyntax.self) else { return false }
        let name = member.declName.baseName.text
        return name == "localizedStringWithFormat"
            || (name == "init" && firstLabel == "format"
                && member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "String")
    }

    /// A text that is an operand of `+` (or the right side of `+=`).
    private static func note(operand: Syntax, in list: ExprListSyntax, use: inout KeyUse) {
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == operand.id }) else { return }
        func isPlus(_ at: Int) -> Bool {
            guard elements.indices.contains(at), let name = elements[at].as(BinaryOperatorExprSyntax.self)?.operator.text
            else { return false }
            return name == "+" || name == "+="
        }
        if isPlus(index - 1), index >= 2 {
            use.wordBefore = meetsWithWord(elements[index - 2], atEnd: true)
            use.keyBefore = lookedUpKey(elements[index - 2])
        }
        if isPlus(index + 1), index + 2 < elements.count {
            use.wordAfter = meetsWithWord(elements[index + 2], atEnd: false)
            use.keyAfter = lookedUpKey(elements[index + 2])
        }
    }

    /// The literal key `expression` looks up as `Text("key")` or `NSLocalizedString("key", ...)`, through the
    /// modifiers called on it (`Text("terms").underline().bold()`); `nil` for anything else.
    private static func lookedUpKey(_ expression: ExprSyntax) -> String? {
        var expression = expression
        while let call = expression.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                expression = base
                continue
            }
            guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                name == "Text" || name == "NSLocalizedString", let first = call.arguments.first, first.label == nil,
                let literal = first.expression.as(StringLiteralExprSyntax.self)
            else { return nil }
            return StringLiteralText.of(literal)
        }
        return nil
    }

    /// Whether `piece` meets the text with a word: at its end (`atEnd`, a piece written before the text) or at its
    /// start (one written after it). Anything but a literal that is empty or has whitespace there does.
    private static func meetsWithWord(_ piece: some SyntaxProtocol, atEnd: Bool) -> Bool {
        if let literal = piece.as(StringLiteralExprSyntax.self) {
            guard let segment = atEnd ? literal.segments.last : literal.segments.first else { return false }
            return meetsWithWord(segment, atEnd: atEnd)
        }
        if let segment = piece.as(StringSegmentSyntax.self) {
            let text = segment.content.text
            guard let edge = atEnd ? text.last : text.first else { return false }
            let escapes = ["\\n", "\\t", "\\r"]
            return !edge.isWhitespace && !escapes.contains(where: atEnd ? text.hasSuffix : text.hasPrefix)
        }
        return true
    }
}
