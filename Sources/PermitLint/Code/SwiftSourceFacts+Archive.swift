/// `SwiftSourceFacts` in a `FactsArchive`, as `SwiftFactsCache` keeps them: every field in the order its type
/// declares it.
extension SwiftSourceFacts {
    func write(to archive: inout FactsArchive) {
        archive.write(functions) { archive, function in
            archive.write(function.name)
            archive.write(function.parameters) { archive, parameter in
                archive.write(parameter.label) { $0.write($1) }
                archive.write(parameter.name)
            }
            archive.write(function.extendsString)
            archive.write(function.isProperty)
            archive.write(function.alwaysFormats)
            archive.write(function.replaces) { $1.write(to: &$0) }
            archive.write(function.keyParameters) { archive, parameter in
                archive.write(parameter.name)
                archive.write(parameter.isSwiftUIKey)
            }
        }
        archive.write(calls) { archive, call in
            archive.write(call.name)
            archive.write(call.isMember)
            archive.write(call.base) { $1.write(to: &$0) }
            archive.write(call.isPropertyRead)
            archive.write(call.arguments) { archive, argument in
                archive.write(argument.label) { $0.write($1) }
                argument.value.write(to: &archive)
            }
            archive.write(call.enclosingFunction) { $0.write($1) }
            archive.write(call.offset)
            archive.write(call.accessor) { $0.write($1) }
            call.use.write(to: &archive)
            archive.write(call.isUnreachable)
        }
        archive.write(searches) { archive, search in
            search.text.write(to: &archive)
            search.target.write(to: &archive)
            archive.write(search.name)
            archive.write(search.label) { $0.write($1) }
            archive.write(search.ignoresCase)
            archive.write(search.enclosingFunction) { $0.write($1) }
            archive.write(search.offset)
        }
        archive.write(formattedMembers) { archive, member in
            archive.write(member.name)
            member.use.write(to: &archive)
        }
        archive.write(unshippedRegions) { archive, region in
            archive.write(region.range.lowerBound)
            archive.write(region.range.upperBound)
            archive.write(region.reason.rawValue)
        }
        for declarations in [views, viewMembers] {
            archive.write(declarations) { archive, declaration in
                archive.write(declaration.name)
                archive.write(declaration.range.lowerBound)
                archive.write(declaration.range.upperBound)
            }
        }
    }

    init(from archive: inout FactsArchiveReader) throws {
        functions = try archive.list { archive in
            Function(
                name: try archive.string(),
                parameters: try archive.list { archive in
                    (label: try archive.optional { try $0.string() }, name: try archive.string())
                },
                extendsString: try archive.bool(), isProperty: try archive.bool(), alwaysFormats: try archive.bool(),
                replaces: try archive.list(AppPlaceholder.init(from:)),
                keyParameters: try archive.list { archive in
                    KeyParameter(name: try archive.string(), isSwiftUIKey: try archive.bool())
                })
        }
        calls = try archive.list { archive in
            Call(
                name: try archive.string(), isMember: try archive.bool(), base: try archive.optional(Value.init(from:)),
                isPropertyRead: try archive.bool(),
                arguments: try archive.list { archive in
                    (label: try archive.optional { try $0.string() }, value: try Value(from: &archive))
                },
                enclosingFunction: try archive.optional { try $0.int() }, offset: try archive.int(),
                accessor: try archive.optional { try $0.string() }, use: try KeyUse(from: &archive),
                isUnreachable: try archive.bool())
        }
        searches = try archive.list { archive in
            Search(
                text: try Search.Operand(from: &archive), target: try Search.Operand(from: &archive),
                name: try archive.string(), label: try archive.optional { try $0.string() },
                ignoresCase: try archive.bool(), enclosingFunction: try archive.optional { try $0.int() },
                offset: try archive.int())
        }
        formattedMembers = try archive.list { archive in
            FormattedMember(name: try archive.string(), use: try KeyUse(from: &archive))
        }
        unshippedRegions = try archive.list { archive in
            let range = try Self.range(from: &archive)
            guard let reason = UnshippedRegion.Reason(rawValue: try archive.int()) else { throw FactsArchiveReader.Damaged() }
            return UnshippedRegion(range: range, reason: reason)
        }
        (views, viewMembers) = (try Self.declarations(from: &archive), try Self.declarations(from: &archive))
    }

    /// A list of `ViewDeclaration`s, each as its name and its range.
    private static func declarations(from archive: inout FactsArchiveReader) throws -> [ViewDeclaration] {
        try archive.list { archive in ViewDeclaration(name: try archive.string(), range: try range(from: &archive)) }
    }

    /// A range written as its two bounds.
    private static func range(from archive: inout FactsArchiveReader) throws -> Range<Int> {
        let (lower, upper) = (try archive.int(), try archive.int())
        guard lower <= upper else { throw FactsArchiveReader.Damaged() }
        return lower..<upper
    }
}

extension SwiftSourceFacts.Value {
    func write(to archive: inout FactsArchive) {
        switch self {
        case .literal(let text):
            archive.write(0)
            archive.write(text)
        case .parameter(let name):
            archive.write(1)
            archive.write(name)
        case .selfValue: archive.write(2)
        case .nilLiteral: archive.write(3)
        case .other: archive.write(4)
        case .interpolated(let pieces):
            archive.write(5)
            archive.write(pieces) { $0.write($1) }
        }
    }

    init(from archive: inout FactsArchiveReader) throws {
        switch try archive.int() {
        case 0: self = .literal(try archive.string())
        case 1: self = .parameter(try archive.string())
        case 2: self = .selfValue
        case 3: self = .nilLiteral
        case 4: self = .other
        case 5: self = .interpolated(try archive.list { try $0.string() })
        default: throw FactsArchiveReader.Damaged()
        }
    }
}

extension SwiftSourceFacts.Search.Operand {
    func write(to archive: inout FactsArchive) {
        switch self {
        case .call(let index):
            archive.write(0)
            archive.write(index)
        case .member(let name):
            archive.write(1)
            archive.write(name)
        case .parameter(let name):
            archive.write(2)
            archive.write(name)
        case .selfValue: archive.write(3)
        }
    }

    init(from archive: inout FactsArchiveReader) throws {
        switch try archive.int() {
        case 0: self = .call(try archive.int())
        case 1: self = .member(try archive.string())
        case 2: self = .parameter(try archive.string())
        case 3: self = .selfValue
        default: throw FactsArchiveReader.Damaged()
        }
    }
}

extension AppPlaceholder {
    func write(to archive: inout FactsArchive) {
        switch self {
        case .token(let token):
            archive.write(0)
            archive.write(token)
        case .numbered(let prefix, let suffix):
            archive.write(1)
            archive.write(prefix)
            archive.write(suffix)
        }
    }

    init(from archive: inout FactsArchiveReader) throws {
        switch try archive.int() {
        case 0: self = .token(try archive.string())
        case 1: self = .numbered(prefix: try archive.string(), suffix: try archive.string())
        default: throw FactsArchiveReader.Damaged()
        }
    }
}

extension KeyUse {
    func write(to archive: inout FactsArchive) {
        archive.write(formatted)
        archive.write(replaces) { $1.write(to: &$0) }
        archive.write(wordBefore)
        archive.write(wordAfter)
        archive.write(shownAsWritten)
        archive.write(formatArguments ?? -1)
        archive.write(keyBefore) { $0.write($1) }
        archive.write(keyAfter) { $0.write($1) }
    }

    init(from archive: inout FactsArchiveReader) throws {
        self.init(
            formatted: try archive.bool(), replaces: try archive.list(AppPlaceholder.init(from:)),
            wordBefore: try archive.bool(), wordAfter: try archive.bool(), shownAsWritten: try archive.bool())
        let arguments = try archive.int()
        formatArguments = arguments < 0 ? nil : arguments
        keyBefore = try archive.optional { try $0.string() }
        keyAfter = try archive.optional { try $0.string() }
    }
}
