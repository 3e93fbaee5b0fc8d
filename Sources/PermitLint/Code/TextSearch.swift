import SwiftSyntax

extension SwiftSourceFacts {
    /// A search of one text in another that the code makes (`(text as NSString).range(of: terms)`,
    /// `attributed.setAttributes(style, for: terms)`): where both texts are lookups, every translation of the first
    /// must hold the translation of the second, or what the code does with the range found (a link, a colour, a tap
    /// target) is lost.
    struct Search: Sendable, Equatable {
        /// A text as the search names it.
        enum Operand: Sendable, Equatable {
            /// A call of `SwiftSourceFacts.calls`, by index: a lookup when it resolves to one.
            case call(Int)
            /// A static member read (`L10n.Onboarding.terms`), as `Type.member`: a lookup when a generated accessor
            /// of that name is one.
            case member(String)
            /// A parameter of the enclosing function, by the name its body uses.
            case parameter(String)
            /// `self` (the text, or an attributed text's characters, in an extension).
            case selfValue
        }

        /// The text searched in.
        var text: Operand
        /// The text searched for.
        var target: Operand
        /// What is called: `range` (`range(of:)`, `ranges(of:)`), or the base name of a method that may search
        /// (`setAttributes` of `attributed.setAttributes(style, for: terms)`).
        var name: String
        /// The label of the argument that passes `target` (`of` for `range(of:)`).
        var label: String?
        /// Whether the search ignores case (`options: .caseInsensitive`, or both texts lowercased).
        var ignoresCase: Bool
        /// Which function of `SwiftSourceFacts.functions` holds it, if any.
        var enclosingFunction: Int?
        /// Where it starts, in UTF-8 bytes from the start of the file.
        var offset: Int
    }
}

/// What `SwiftSourceReader` needs to find a search's texts: the calls it recorded, by syntax node, and the names
/// bound to them (`let terms = "terms".localized`) in the scopes being read (a type's stored properties, a
/// function's locals), innermost last.
struct SearchOperands {
    /// The index in `SwiftSourceFacts.calls` of each recorded call, by its node.
    var calls: [SyntaxIdentifier: Int] = [:]
    /// Names bound to a text, per scope.
    private var scopes: [[String: SwiftSourceFacts.Search.Operand]] = [[:]]

    mutating func enterScope() { scopes.append([:]) }
    mutating func leaveScope() { if scopes.count > 1 { scopes.removeLast() } }

    /// Binds `name` to what `value` is, when it is a text the search can name.
    mutating func bind(_ name: String, to value: ExprSyntax, parameters: [String]) {
        if let operand = operand(of: value, parameters: parameters).operand { scopes[scopes.count - 1][name] = operand }
    }

    /// What `expression` is as a searched text, and whether it was lowercased or uppercased on the way: seen
    /// through parentheses, `as NSString`, `!`, `NSMutableAttributedString(string:)` and its `.string` or
    /// `.mutableString`, `.lowercased()`.
    func operand(of expression: ExprSyntax, parameters: [String]) -> (operand: SwiftSourceFacts.Search.Operand?, folded: Bool) {
        var expression = expression
        var folded = false
        while true {
            if let id = calls[expression.id] { return (.call(id), folded) }
            if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
                only.label == nil
            {
                expression = only.expression
            } else if let cast = expression.as(AsExprSyntax.self) {
                expression = cast.expression
            } else if let unwrap = expression.as(ForceUnwrapExprSyntax.self) {
                expression = unwrap.expression
            } else if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                let first = sequence.elements.first, sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true
            {
                // `text as NSString`, not yet folded.
                expression = first
            } else if let call = expression.as(FunctionCallExprSyntax.self) {
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                    call.arguments.isEmpty,
                    ["lowercased", "uppercased", "localizedLowercase", "localizedUppercase"].contains(member.declName.baseName.text)
                {
                    folded = true
                    expression = base
                } else if let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                    Self.textWrappers.contains(type), let first = call.arguments.first,
                    first.label == nil || first.label?.text == "string"
                {
                    expression = first.expression
                } else {
                    return (nil, folded)
                }
            } else if let member = expression.as(MemberAccessExprSyntax.self) {
                let name = member.declName.baseName.text
                guard let base = member.base else { return (nil, folded) }
                if ["string", "mutableString", "localizedLowercase", "localizedUppercase"].contains(name) {
                    folded = folded || name.hasPrefix("localized")
                    expression = base
                } else if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
                    // `self.terms`: a stored property.
                    return (scopes.reversed().lazy.compactMap { $0[name] }.first, folded)
                } else if let typeName = Self.typeName(of: base) {
                    // `L10n.Onboarding.terms`: SwiftGen's accessor, named as `Type.member`.
                    return (.member(typeName + "." + name), folded)
                } else {
                    return (nil, folded)
                }
            } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                if name == "self" { return (.selfValue, folded) }
                for scope in scopes.reversed() {
                    if let bound = scope[name] { return (bound, folded) }
                }
                if parameters.contains(name) { return (.parameter(name), folded) }
                // `mutableString` in an extension of an attributed text: its own characters.
                return (name == "mutableString" || name == "string" ? .selfValue : nil, folded)
            } else {
                return (nil, folded)
            }
        }
    }

    /// The types that hold a text as it is: `NSMutableAttributedString(string: text)` searches `text`.
    private static let textWrappers: Set<String> = [
        "NSMutableAttributedString", "NSAttributedString", "AttributedString", "NSString", "NSMutableString", "String",
    ]

    /// The last name of a capitalized type reference (`Onboarding` of `L10n.Onboarding`), or `nil`.
    private static func typeName(of expression: ExprSyntax) -> String? {
        let name =
            expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let name, name.first?.isUppercase == true else { return nil }
        return name
    }
}
