import SwiftParser
import SwiftSyntax

/// What one Swift file says about localized lookups, read with swift-syntax: the functions and computed properties
/// it declares (which may be lookup helpers), and every call or member access whose result may be a localized text,
/// with what the code around it does to that text.
///
/// Nothing is resolved here: whether a call is a lookup depends on helpers other files may declare
/// (`CodeLookups` resolves them across the app).
struct SwiftSourceFacts: Sendable {
    /// The functions and computed properties of the file, in order.
    var functions: [Function] = []
    /// The calls (and member accesses) of the file that may look a text up, in order.
    var calls: [Call] = []
    /// The searches of one text in another whose texts may be lookups, in order.
    var searches: [Search] = []
    /// The members read through another member and formatted (`String(format: Strings.deleteFiles.localized, n)`),
    /// in order: an enum case whose raw value is a key (`case deleteFiles = "Vault_DeleteFiles"`), read as text.
    var formattedMembers: [FormattedMember] = []
    /// The code the shipped app never runs (previews, `#if DEBUG` clauses), in order.
    var unshippedRegions: [UnshippedRegion] = []
    /// The SwiftUI views the file declares (a struct that names `View` among the types it conforms to), but public
    /// ones (a library's, which code outside the app shows), in order.
    var views: [ViewDeclaration] = []
    /// The computed properties and methods those views declare (`var devSection: some View`), but `body`, in order.
    var viewMembers: [ViewDeclaration] = []

    /// Code the shipped app never runs: its bytes, and why.
    struct UnshippedRegion: Sendable, Equatable {
        /// Why the app never runs it.
        enum Reason: Int, Sendable {
            /// A SwiftUI preview (`#Preview { ... }`, a `PreviewProvider`), which only Xcode's canvas shows.
            case preview
            /// A `#if DEBUG` clause, which Xcode's release configuration leaves out.
            case debug
        }

        /// Its UTF-8 bytes in the file.
        var range: Range<Int>
        var reason: Reason
    }

    /// A SwiftUI view's declaration, or its member's: its name and its bytes in the file.
    struct ViewDeclaration: Sendable, Equatable {
        var name: String
        var range: Range<Int>
    }

    /// A member read through another and formatted: the inner member's name (`deleteFiles`) and what the code does
    /// with the text.
    struct FormattedMember: Sendable {
        var name: String
        var use: KeyUse
    }

    /// A function, initializer or computed property: a lookup helper when its body looks its parameter up.
    struct Function: Sendable {
        /// Its base name (`tr`, `localized`).
        var name: String
        /// Its parameters: argument label (`nil` for `_`) and the name the body uses.
        var parameters: [(label: String?, name: String)]
        /// Whether it is declared in an extension of `String` (or `StringProtocol`), where `self` is the text.
        var extendsString: Bool
        /// Whether it is a computed property, read without parentheses.
        var isProperty: Bool
        /// Whether its body formats with `String(format:)` outside any condition: every text it returns is formatted.
        var alwaysFormats: Bool
        /// The app placeholders its body replaces (`replacingOccurrences(of: "{name}", with:)`).
        var replaces: [AppPlaceholder]
        /// Its parameters declared as a localized key, by the name the body uses: a literal a caller passes there
        /// is a key (Xcode extracts it), looked up where the value is shown.
        var keyParameters: [KeyParameter] = []
    }

    /// A parameter declared as a localized key: `LocalizedStringKey` (SwiftUI shows a literal without
    /// interpolation as written), `LocalizedStringResource` or `String.LocalizationValue`; or a stored property of
    /// such a type, which a struct's memberwise initializer takes.
    struct KeyParameter: Sendable, Equatable {
        /// The name the body uses.
        var name: String
        /// Whether it is a `LocalizedStringKey`.
        var isSwiftUIKey: Bool

        /// The parameter a declaration of `type` makes, or `nil` when `type` is no localized key (an optional one
        /// is: `title: LocalizedStringKey? = nil`).
        init?(name: String, type: TypeSyntax?) {
            guard var type else { return nil }
            if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
            // The type's last name (`LocalizedStringKey`, `SwiftUI.LocalizedStringKey`, `String.LocalizationValue`),
            // read from its token rather than its whole text: every parameter of every function is asked.
            let last = type.as(IdentifierTypeSyntax.self)?.name.text ?? type.as(MemberTypeSyntax.self)?.name.text
            switch last {
            case "LocalizedStringKey": isSwiftUIKey = true
            case "LocalizedStringResource", "LocalizationValue": isSwiftUIKey = false
            default: return nil
            }
            self.name = name
        }

        init(name: String, isSwiftUIKey: Bool) {
            self.name = name
            self.isSwiftUIKey = isSwiftUIKey
        }
    }

    /// A value passed to a call, as far as the lookup needs it.
    enum Value: Sendable, Equatable {
        /// A string literal without interpolation.
        case literal(String)
        /// A reference to a parameter of the enclosing function, by the name its body uses.
        case parameter(String)
        /// `self` (the text, in an extension of `String`).
        case selfValue
        /// `nil`.
        case nilLiteral
        /// A string literal with interpolation, as its literal pieces between the interpolations (`"Hi \(name)!"`
        /// is `["Hi ", "!"]`): a localized key where a `LocalizedStringKey` or `LocalizedStringResource` is
        /// declared (`Hi %@!`), a text built at run time elsewhere.
        case interpolated([String])
        /// Anything else: built at run time.
        case other
    }

    /// A call (`NSLocalizedString("key", comment: "")`, `L10n.tr("Localizable", "key")`) or a member access
    /// (`"key".localized`).
    struct Call: Sendable {
        /// The base name called (`NSLocalizedString`, `tr`, `localized`; `String` for `String(localized:)`).
        var name: String
        /// Whether it is written on a value (`x.name(...)`, `"key".localized`) rather than alone.
        var isMember: Bool
        /// What it is called on, for a member (`"key"` of `"key".localized`).
        var base: Value?
        /// Whether it is a property read (`"key".localized`), not a call.
        var isPropertyRead: Bool
        /// Its arguments, with their labels.
        var arguments: [(label: String?, value: Value)]
        /// Which function of `SwiftSourceFacts.functions` holds it, if any.
        var enclosingFunction: Int?
        /// Where it starts, in UTF-8 bytes from the start of the file.
        var offset: Int
        /// The static member whose value it makes, as the code names it from outside (`FrequentUpdates.footer` for
        /// SwiftGen's `static let footer = L10n.tr(...)` in `enum FrequentUpdates`), if it is in one.
        var accessor: String?
        /// What the code does with its result.
        var use: KeyUse
        /// Whether it is inside a `private` declaration that nothing else in its file names (a view no code shows,
        /// a helper no code calls): code no one runs.
        var isUnreachable = false
    }
}

/// Reads a Swift file's `SwiftSourceFacts`.
enum SwiftSourceReader {
    /// The facts of the Swift source `text`.
    static func facts(of text: String) -> SwiftSourceFacts {
        let tree = Parser.parse(source: text)
        let visitor = Visitor()
        visitor.walk(tree)
        var facts = visitor.facts
        markUnreachable(&facts, privateNames: visitor.privateNamesOfCalls, in: Array(text.utf8))
        return facts
    }

    /// Marks the calls inside a `private` declaration whose name the file's `bytes` write nowhere else, comments
    /// left out (`privateNames`: for each call, the names of the private declarations around it).
    private static func markUnreachable(_ facts: inout SwiftSourceFacts, privateNames: [[String]], in bytes: [UInt8]) {
        let names = Set(privateNames.joined())
        guard !names.isEmpty else { return }
        var counts: [String: Int] = [:]
        for found in SwiftIdentifierScan.occurrences(in: bytes, among: SwiftIdentifierScan.NameIndex(names)) {
            counts[found.name, default: 0] += 1
        }
        for (index, enclosing) in privateNames.enumerated() where enclosing.contains(where: { counts[$0, default: 0] <= 1 }) {
            facts.calls[index].isUnreachable = true
        }
    }

    private final class Visitor: SyntaxVisitor {
        var facts = SwiftSourceFacts()
        /// The functions being read, innermost last, with the extension that holds them.
        private var functionStack: [Int] = []
        private var extendsString: [Bool] = []
        /// The calls recorded, and the names bound to them, for the searches' texts.
        private var operands = SearchOperands()
        /// The `private` declarations being read, innermost last (`nil` for one that is not private).
        private var privateStack: [String?] = []
        /// For each call recorded, the names of the `private` declarations around it.
        private(set) var privateNamesOfCalls: [[String]] = []
        /// The types being read, innermost last: the name (`nil` for an extension of a type not named plainly)
        /// and, for a struct, its memberwise initializer.
        private var types: [(name: String?, memberwise: MemberwiseInitializer?)] = []

        /// A struct's memberwise initializer, recorded among the functions, and the names its members use for the
        /// stored properties it takes.
        struct MemberwiseInitializer {
            var function: Int
            var storedProperties: Set<String>
        }

        /// The name of a declaration written `private` without attributes (an `@IBAction`, `@objc` or property
        /// wrapper may be reached from outside the file's text), or `nil`. `fileprivate` members may be a private
        /// type's protocol witnesses, which no code names.
        private static func privateName(_ name: String?, modifiers: DeclModifierListSyntax, attributes: AttributeListSyntax) -> String? {
            guard attributes.isEmpty,
                modifiers.contains(where: { $0.name.tokenKind == .keyword(.private) && $0.detail == nil })
            else { return nil }
            return name
        }

        init() { super.init(viewMode: .sourceAccurate) }

        /// Whether the innermost function being read is declared on `String`.
        private var currentExtendsString: Bool {
            functionStack.last.map { facts.functions[$0].extendsString } ?? false
        }

        // Code the shipped app never runs: a SwiftUI preview (`#Preview { ... }`, a `PreviewProvider`) and a
        // `#if DEBUG` clause (Xcode's release configuration does not define `DEBUG`). Its lookups are asked for by
        // no one using the app.

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            skipsUnshipped(Syntax(node), if: node.macroName.text == "Preview", reason: .preview)
        }

        override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
            skipsUnshipped(Syntax(node), if: node.macroName.text == "Preview", reason: .preview)
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            operands.enterScope()
            privateStack.append(Self.privateName(node.name.text, modifiers: node.modifiers, attributes: node.attributes))
            types.append((node.name.text, memberwiseInitializer(of: node)))
            if Self.inherits("View", node.inheritanceClause), !Self.isPublic(node.modifiers) {
                facts.views.append(SwiftSourceFacts.ViewDeclaration(name: node.name.text, range: Self.bytes(of: Syntax(node))))
            }
            return skipsUnshipped(Syntax(node), if: Self.inherits("PreviewProvider", node.inheritanceClause), reason: .preview)
        }

        /// Records `node` as code the app never runs, and skips it, when `isUnshipped`.
        private func skipsUnshipped(
            _ node: Syntax, if isUnshipped: Bool, reason: SwiftSourceFacts.UnshippedRegion.Reason
        ) -> SyntaxVisitorContinueKind {
            guard isUnshipped else { return .visitChildren }
            facts.unshippedRegions.append(SwiftSourceFacts.UnshippedRegion(range: Self.bytes(of: node), reason: reason))
            return .skipChildren
        }

        /// The UTF-8 bytes `node` spans in the file, its leading trivia (comments) left out.
        private static func bytes(of node: Syntax) -> Range<Int> {
            node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
        }

        override func visitPost(_ node: StructDeclSyntax) {
            operands.leaveScope()
            privateStack.removeLast()
            types.removeLast()
        }

        /// The memberwise initializer Swift gives a struct that declares no initializer: a labeled parameter per
        /// stored property (`UMButton(title:background:action:)`), recorded as a function whose body is the
        /// struct's members, so that a member looking a stored property up (`Text(LocalizedStringKey(title))`)
        /// makes it a helper, and a stored `LocalizedStringKey` makes a literal passed there a key.
        private func memberwiseInitializer(of node: StructDeclSyntax) -> MemberwiseInitializer? {
            var names: [String] = []
            var keys: [SwiftSourceFacts.KeyParameter] = []
            for member in node.memberBlock.members {
                if member.decl.is(InitializerDeclSyntax.self) { return nil }
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                    !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
                else { continue }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        // A computed property takes no value; nor does a constant given one.
                        binding.accessorBlock == nil,
                        !(variable.bindingSpecifier.tokenKind == .keyword(.let) && binding.initializer != nil)
                    else { continue }
                    names.append(name)
                    if let key = SwiftSourceFacts.KeyParameter(name: name, type: binding.typeAnnotation?.type) {
                        keys.append(key)
                    }
                }
            }
            guard !names.isEmpty else { return nil }
            facts.functions.append(
                SwiftSourceFacts.Function(
                    name: node.name.text, parameters: names.map { (label: $0, name: $0) }, extendsString: false,
                    isProperty: false, alwaysFormats: false, replaces: [], keyParameters: keys))
            return MemberwiseInitializer(function: facts.functions.count - 1, storedProperties: Set(names))
        }

        // A type's stored properties are names its functions' searches may use (`let terms = "terms".localized`).

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            operands.enterScope()
            privateStack.append(Self.privateName(node.name.text, modifiers: node.modifiers, attributes: node.attributes))
            types.append((node.name.text, nil))
            return .visitChildren
        }

        override func visitPost(_ node: ClassDeclSyntax) {
            operands.leaveScope()
            privateStack.removeLast()
            types.removeLast()
        }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            operands.enterScope()
            privateStack.append(Self.privateName(node.name.text, modifiers: node.modifiers, attributes: node.attributes))
            types.append((node.name.text, nil))
            return .visitChildren
        }

        override func visitPost(_ node: EnumDeclSyntax) {
            operands.leaveScope()
            privateStack.removeLast()
            types.removeLast()
        }

        override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
            let isDebugOnly =
                node.poundKeyword.tokenKind != .poundElse
                && node.condition?.as(DeclReferenceExprSyntax.self)?.baseName.text == "DEBUG"
            return skipsUnshipped(Syntax(node), if: isDebugOnly, reason: .debug)
        }

        /// Whether a declaration is `public` or `open`: a library's API, which code outside the app may use.
        private static func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
            modifiers.contains { $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open) }
        }

        /// Whether a type's inheritance clause names `name` (`View`, `SwiftUI.View`).
        private static func inherits(_ name: String, _ clause: InheritanceClauseSyntax?) -> Bool {
            clause?.inheritedTypes.contains { inherited in
                inherited.type.as(IdentifierTypeSyntax.self)?.name.text == name
                    || inherited.type.as(MemberTypeSyntax.self)?.name.text == name
            } ?? false
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let type = node.extendedType.as(IdentifierTypeSyntax.self)?.name.text
                ?? node.extendedType.as(MemberTypeSyntax.self)?.name.text
            extendsString.append(type == "String" || type == "StringProtocol" || type == "StringLiteralType")
            operands.enterScope()
            types.append((type, nil))
            return .visitChildren
        }

        override func visitPost(_ node: ExtensionDeclSyntax) {
            extendsString.removeLast()
            operands.leaveScope()
            types.removeLast()
        }

        /// Records `node`, named `name`, when it is a member a view declares in its own body, other than `body`.
        private func noteViewMember(_ node: some SyntaxProtocol, named name: String?, modifiers: DeclModifierListSyntax) {
            guard let name, name != "body", !Self.isPublic(modifiers),
                let type = node.parent?.parent?.parent?.parent?.as(StructDeclSyntax.self),
                Self.inherits("View", type.inheritanceClause), !Self.isPublic(type.modifiers)
            else { return }
            facts.viewMembers.append(SwiftSourceFacts.ViewDeclaration(name: name, range: Self.bytes(of: Syntax(node))))
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            noteViewMember(node, named: node.name.identifier?.name, modifiers: node.modifiers)
            begin(name: node.name.text, parameters: node.signature.parameterClause.parameters, isProperty: false)
            privateStack.append(Self.privateName(node.name.identifier?.name, modifiers: node.modifiers, attributes: node.attributes))
            return .visitChildren
        }

        override func visitPost(_ node: FunctionDeclSyntax) {
            end()
            privateStack.removeLast()
        }

        /// An initializer, named as its callers name it: by its type (`Row("Title")`).
        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let type = types.last?.name else { return .visitChildren }
            begin(name: type, parameters: node.signature.parameterClause.parameters, isProperty: false)
            return .visitChildren
        }

        override func visitPost(_ node: InitializerDeclSyntax) {
            if types.last?.name != nil { end() }
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            noteViewMember(node, named: Self.computedPropertyName(node), modifiers: node.modifiers)
            if let name = Self.computedPropertyName(node) { begin(name: name, parameters: [], isProperty: true) }
            let name = node.bindings.count == 1 ? node.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifier?.name : nil
            privateStack.append(Self.privateName(name, modifiers: node.modifiers, attributes: node.attributes))
            return .visitChildren
        }

        override func visitPost(_ node: VariableDeclSyntax) {
            if Self.computedPropertyName(node) != nil { end() }
            privateStack.removeLast()
        }

        /// The name of a computed property (`var localized: String { NSLocalizedString(self, comment: "") }`), or
        /// `nil` for any other variable declaration.
        private static func computedPropertyName(_ node: VariableDeclSyntax) -> String? {
            guard node.bindings.count == 1, let binding = node.bindings.first, binding.accessorBlock != nil else {
                return nil
            }
            return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }

        private func begin(name: String, parameters: FunctionParameterListSyntax, isProperty: Bool) {
            var names: [(label: String?, name: String)] = []
            var keys: [SwiftSourceFacts.KeyParameter] = []
            for parameter in parameters {
                let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
                let name = (parameter.secondName ?? parameter.firstName).text
                names.append((label: label, name: name))
                if let key = SwiftSourceFacts.KeyParameter(name: name, type: parameter.type) { keys.append(key) }
            }
            facts.functions.append(
                SwiftSourceFacts.Function(
                    name: name, parameters: names, extendsString: extendsString.last ?? false, isProperty: isProperty,
                    alwaysFormats: false, replaces: [], keyParameters: keys))
            functionStack.append(facts.functions.count - 1)
            operands.enterScope()
        }

        /// Ends the innermost function.
        private func end() {
            functionStack.removeLast()
            operands.leaveScope()
        }

        /// The names the innermost function's body gives its parameters.
        private var parameterNames: [String] {
            functionStack.last.map { facts.functions[$0].parameters.map(\.name) } ?? []
        }

        override func visitPost(_ node: PatternBindingSyntax) {
            guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let value = node.initializer?.value
            else { return }
            operands.bind(name, to: value, parameters: parameterNames)
        }

        override func visitPost(_ node: FunctionCallExprSyntax) {
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return }
            let name = member.declName.baseName.text
            let parameters = parameterNames
            let text = operands.operand(of: base, parameters: parameters)
            guard let searched = text.operand else { return }
            let offset = member.declName.positionAfterSkippingLeadingTrivia.utf8Offset
            let ignoresCase = node.arguments.contains { argument in
                argument.label?.text == "options" && argument.expression.description.contains("caseInsensitive")
            }
            if name == "range" || name == "ranges" {
                guard let of = node.arguments.first(where: { $0.label?.text == "of" }) else { return }
                let target = operands.operand(of: of.expression, parameters: parameters)
                guard let sought = target.operand else { return }
                facts.searches.append(
                    SwiftSourceFacts.Search(
                        text: searched, target: sought, name: "range", label: "of",
                        ignoresCase: ignoresCase || (text.folded && target.folded), enclosingFunction: functionStack.last,
                        offset: offset))
                return
            }
            // A method that may search its argument in the text it is called on (a helper `SwiftSourceFacts`
            // finds elsewhere): recorded only where both are texts that may be lookups.
            guard Self.mayBeLookup(searched) else { return }
            for argument in node.arguments {
                guard let sought = operands.operand(of: argument.expression, parameters: parameters).operand,
                    Self.mayBeLookup(sought)
                else { continue }
                facts.searches.append(
                    SwiftSourceFacts.Search(
                        text: searched, target: sought, name: name, label: argument.label?.text, ignoresCase: false,
                        enclosingFunction: functionStack.last, offset: offset))
            }
        }

        /// Whether a searched text may be a lookup: a recorded call or a static member.
        private static func mayBeLookup(_ operand: SwiftSourceFacts.Search.Operand) -> Bool {
            switch operand {
            case .call, .member: true
            case .parameter, .selfValue: false
            }
        }

        /// A literal a property or function declared as a `LocalizedStringKey` (or `LocalizedStringResource`)
        /// returns (`var localizedName: LocalizedStringKey { switch self { case .ona: "ONA" ... } }`): a key, looked
        /// up where SwiftUI shows the value, recorded as that type's initializer.
        override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
            guard let text = StringLiteralText.of(node), let type = Self.returnedType(of: Syntax(node)),
                type == "LocalizedStringKey" || type == "LocalizedStringResource"
            else { return .visitChildren }
            record(name: type, isMember: false, base: nil, arguments: [(nil, .literal(text))], node: Syntax(node))
            return .visitChildren
        }

        /// The declared type of the property or function that returns `node`'s value as it is: reached through
        /// `return`, a body's single expression, the branches of `if` and `switch`; `nil` for a value used any other
        /// way.
        static func returnedType(of node: Syntax) -> String? {
            var current = node
            while let parent = current.parent {
                if let function = parent.as(FunctionDeclSyntax.self) {
                    return function.signature.returnClause?.type.trimmedDescription
                }
                if let binding = parent.as(PatternBindingSyntax.self) {
                    return binding.initializer == nil ? binding.typeAnnotation?.type.trimmedDescription : nil
                }
                guard parent.is(ReturnStmtSyntax.self) || parent.is(CodeBlockItemSyntax.self)
                    || parent.is(CodeBlockItemListSyntax.self) || parent.is(CodeBlockSyntax.self)
                    || parent.is(SwitchCaseSyntax.self) || parent.is(SwitchCaseListSyntax.self)
                    || parent.is(SwitchExprSyntax.self) || parent.is(ExpressionStmtSyntax.self)
                    || parent.is(IfExprSyntax.self) || parent.is(AccessorBlockSyntax.self)
                    || parent.is(AccessorDeclSyntax.self) || parent.is(AccessorDeclListSyntax.self)
                else { return nil }
                current = parent
            }
            return nil
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let called = node.calledExpression
            let arguments = node.arguments.map { argument in
                (label: argument.label?.text, value: Self.value(of: argument.expression))
            }
            if let reference = called.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                // In an extension of `String`, `localized(language)` is a method called on the text itself.
                let onSelf = currentExtendsString && name.first?.isLowercase == true
                    && !LookupFunction.system.contains { $0.name == name }
                record(
                    name: name, isMember: onSelf, base: onSelf ? .selfValue : nil, arguments: arguments,
                    node: Syntax(node))
                // SwiftUI given a choice of two literals (`Text(isList ? "List" : "Widget Preview")`) takes each as a
                // `LocalizedStringKey`: both are looked up.
                if LookupFunction.swiftUINames.contains(name), let first = node.arguments.first, first.label == nil {
                    for literal in Self.choiceOfLiterals(first.expression) {
                        guard let text = StringLiteralText.of(literal) else { continue }
                        record(
                            name: name, isMember: false, base: nil,
                            arguments: [(nil, .literal(text))] + arguments.dropFirst(), node: Syntax(literal))
                    }
                }
            } else if let member = called.as(MemberAccessExprSyntax.self), member.base == nil,
                member.declName.baseName.text == "init", arguments.contains(where: { $0.label == "defaultValue" })
            {
                // `.init("key", defaultValue: "Text")` where a `LocalizedStringResource` (or a
                // `String.LocalizationValue`) is expected: Xcode extracts it as it extracts the type's own initializer.
                record(
                    name: "LocalizedStringResource", isMember: false, base: nil, arguments: arguments, node: Syntax(node))
            } else if let member = called.as(MemberAccessExprSyntax.self) {
                record(
                    name: member.declName.baseName.text, isMember: true, base: member.base.map(Self.value(of:)),
                    arguments: arguments, node: Syntax(node), place: Syntax(member.declName))
            }
            noteWhatTheFunctionDoes(with: node)
            return .visitChildren
        }

        /// The two literals of a choice written `condition ? "A" : "B"` (unfolded, as the parser leaves it), if it
        /// is one.
        private static func choiceOfLiterals(_ expression: ExprSyntax) -> [StringLiteralExprSyntax] {
            guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                let ternary = sequence.elements.dropFirst().first?.as(UnresolvedTernaryExprSyntax.self),
                let then = ternary.thenExpression.as(StringLiteralExprSyntax.self),
                let otherwise = sequence.elements.last?.as(StringLiteralExprSyntax.self)
            else { return [] }
            return [then, otherwise]
        }

        /// What a call does to every text of the function that holds it (should the function be a helper): formats
        /// it (`String(format:)` not under a condition), or replaces a placeholder in it.
        private func noteWhatTheFunctionDoes(with call: FunctionCallExprSyntax) {
            guard let function = functionStack.last else { return }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "replacingOccurrences",
                let of = call.arguments.first(where: { $0.label?.text == "of" }),
                let placeholder = AppPlaceholder(expression: of.expression)
            {
                facts.functions[function].replaces.append(placeholder)
            } else if KeyUse.formats(call, firstLabel: call.arguments.first?.label?.text),
                !SwiftSourceReader.isConditional(Syntax(call))
            {
                facts.functions[function].alwaysFormats = true
            }
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            // `"key".localized`: a property read on a literal (a method call is read as a call).
            guard let base = node.base, !(node.parent?.is(FunctionCallExprSyntax.self) ?? false) else {
                return .visitChildren
            }
            let value = Self.value(of: base)
            if value != .other {
                record(name: node.declName.baseName.text, isMember: true, base: value, arguments: [], node: Syntax(node))
            } else if let inner = base.as(MemberAccessExprSyntax.self), node.parent?.is(LabeledExprSyntax.self) == true {
                let use = KeyUse.of(Syntax(node))
                if use.formatted {
                    facts.formattedMembers.append(.init(name: inner.declName.baseName.text, use: use))
                }
            }
            return .visitChildren
        }

        /// Records a call (or member read) `node`, found at `place` (the member's name for a call on a value, so
        /// that `Text(...).accessibilityLabel("key")` points at its modifier), or the node itself.
        private func record(
            name: String, isMember: Bool, base: SwiftSourceFacts.Value?,
            arguments: [(label: String?, value: SwiftSourceFacts.Value)], node: Syntax, place: Syntax? = nil
        ) {
            // Only calls that could name a key: a string literal, or a parameter of the function they are in (or,
            // on `String`, `self`) among what they are given.
            let candidates = arguments.map(\.value) + (base.map { [$0] } ?? [])
            let parameters = functionStack.last.map { facts.functions[$0].parameters } ?? []
            var enclosingFunction = functionStack.last
            let couldNameKey = candidates.contains { value in
                switch value {
                case .literal: true
                case .parameter(let name):
                    parameters.contains { $0.name == name } || (name == "description" && currentExtendsString)
                case .selfValue: currentExtendsString
                // An interpolated literal makes a key only where a localized key's type is declared: Apple's
                // lookups, and initializers (a view's `LocalizedStringKey` property); `print("\(x)")` and the
                // like are not kept.
                case .interpolated: Self.lookupNames.contains(name) || name.first?.isUppercase == true
                case .nilLiteral, .other: false
                }
            }
            if !couldNameKey {
                // A struct's member giving a stored property to one of Apple's lookups or to a `localized` helper
                // (`Text(LocalizedStringKey(title))`, `title.localized`): a call of the memberwise initializer's body,
                // whose callers pass the value. Other calls given a stored property, a view's every modifier, are
                // not kept.
                guard let memberwise = types.last?.memberwise,
                    Self.lookupNames.contains(name) || name == LookupFunction.conventionalName,
                    candidates.contains(where: { value in
                        if case .parameter(let stored) = value { memberwise.storedProperties.contains(stored) } else { false }
                    })
                else { return }
                enclosingFunction = memberwise.function
            }
            operands.calls[node.id] = facts.calls.count
            privateNamesOfCalls.append(privateStack.compactMap { $0 })
            facts.calls.append(
                SwiftSourceFacts.Call(
                    name: name, isMember: isMember, base: base, isPropertyRead: node.is(MemberAccessExprSyntax.self),
                    arguments: arguments, enclosingFunction: enclosingFunction,
                    offset: (place ?? node).positionAfterSkippingLeadingTrivia.utf8Offset,
                    accessor: Self.accessor(of: node), use: KeyUse.of(Syntax(node))))
        }

        /// The names of Apple's lookups.
        private static let lookupNames = Set(LookupFunction.system.map(\.name))

        /// The static member of an enum (or an extension) whose declaration holds `node`, as `Type.member`: how
        /// SwiftGen's generated accessors are named from outside (`L10n.LiveActivity.FrequentUpdates.footer`).
        static func accessor(of node: Syntax) -> String? {
            var current = node.parent
            while let syntax = current {
                let member: String?
                let modifiers: DeclModifierListSyntax
                if let variable = syntax.as(VariableDeclSyntax.self) {
                    // A keyword as a name is written in backticks (SwiftGen's `` static let `continue` ``) and
                    // named without them (`Strings.Editor.Confirm.continue`).
                    member = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifier?.name
                    modifiers = variable.modifiers
                } else if let function = syntax.as(FunctionDeclSyntax.self) {
                    member = function.name.identifier?.name ?? function.name.text
                    modifiers = function.modifiers
                } else {
                    current = syntax.parent
                    continue
                }
                guard let member, modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
                    // Member item, member list, member block, then the type.
                    let type = syntax.parent?.parent?.parent?.parent
                else { return nil }
                let typeName =
                    type.as(EnumDeclSyntax.self)?.name.text
                    ?? type.as(ExtensionDeclSyntax.self)?.extendedType.as(IdentifierTypeSyntax.self)?.name.text
                return typeName.map { "\($0).\(member)" }
            }
            return nil
        }

        /// A string literal's text (or its pieces, when it interpolates), a parameter or `self` by name, else
        /// `.other`.
        static func value(of expression: ExprSyntax) -> SwiftSourceFacts.Value {
            if let literal = expression.as(StringLiteralExprSyntax.self) {
                if let text = StringLiteralText.of(literal) { return .literal(text) }
                return StringLiteralText.pieces(of: literal).map { .interpolated($0) } ?? .other
            }
            if let reference = expression.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                return name == "self" ? .selfValue : .parameter(name)
            }
            if expression.is(NilLiteralExprSyntax.self) { return .nilLiteral }
            return .other
        }
    }

    /// Whether `node` runs only under a condition of the function that holds it: inside an `if`, `guard`,
    /// `switch`, ternary, `??` or a closure before the function's own declaration (or computed property) is reached.
    static func isConditional(_ node: Syntax) -> Bool {
        var current = node.parent
        while let syntax = current {
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(AccessorBlockSyntax.self) { return false }
            if syntax.is(IfExprSyntax.self) || syntax.is(GuardStmtSyntax.self) || syntax.is(SwitchExprSyntax.self)
                || syntax.is(TernaryExprSyntax.self) || syntax.is(ClosureExprSyntax.self)
                || syntax.is(UnresolvedTernaryExprSyntax.self)
            {
                return true
            }
            // `a ?? String(format: ...)`, `c ? a : String(format: ...)` (a sequence not yet folded).
            if let list = syntax.as(ExprListSyntax.self),
                list.contains(where: { element in
                    element.is(UnresolvedTernaryExprSyntax.self)
                        || element.as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
                })
            {
                return true
            }
            current = syntax.parent
        }
        return false
    }
}

/// The text of a Swift string literal without interpolation, its escapes resolved.
enum StringLiteralText {
    static func of(_ literal: StringLiteralExprSyntax) -> String? {
        var text = ""
        for segment in literal.segments {
            guard let piece = segment.as(StringSegmentSyntax.self) else { return nil }
            guard let resolved = resolve(piece.content.text, raw: literal.openingPounds != nil) else { return nil }
            text += resolved
        }
        // A multi-line literal's indentation and line breaks are not undone here.
        return literal.openingQuote.tokenKind == .multilineStringQuote ? nil : text
    }

    /// The literal pieces of a one-line literal that interpolates, its escapes resolved, between and around its
    /// interpolations (empty where two meet or one ends the literal); `nil` for one without interpolation, a
    /// multi-line literal or an escape not resolved.
    static func pieces(of literal: StringLiteralExprSyntax) -> [String]? {
        guard literal.openingQuote.tokenKind != .multilineStringQuote else { return nil }
        var pieces = [""]
        for segment in literal.segments {
            if let piece = segment.as(StringSegmentSyntax.self) {
                guard let resolved = resolve(piece.content.text, raw: literal.openingPounds != nil) else { return nil }
                pieces[pieces.count - 1] += resolved
            } else {
                pieces.append("")
            }
        }
        return pieces.count > 1 ? pieces : nil
    }

    /// `text` with Swift's escapes (`\n`, `\t`, `\"`, `\\`, `\u{...}`) resolved; raw literals keep theirs.
    private static func resolve(_ text: String, raw: Bool) -> String? {
        guard !raw, text.contains("\\") else { return text }
        var result = ""
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalars.next() {
            case "n": result += "\n"
            case "t": result += "\t"
            case "r": result += "\r"
            case "0": result += "\0"
            case "\"": result += "\""
            case "'": result += "'"
            case "\\": result += "\\"
            case "u":
                guard scalars.next() == "{" else { return nil }
                var hex = ""
                while let digit = scalars.next(), digit != "}" { hex.unicodeScalars.append(digit) }
                guard let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) else { return nil }
                result.unicodeScalars.append(decoded)
            default: return nil
            }
        }
        return result
    }
}
