/// The texts of an intent definition (`.intentdefinition`, a property list), as Xcode names them in its strings
/// tables: every text beside its id (`INIntentTitle` and `INIntentTitleID`, `INEnumValueDisplayName` and
/// `INEnumValueDisplayNameID`...), keyed by the id; and each text that writes a parameter of an enum type
/// (`${theme}`, in a prompt or a combination's title) once per value of the enum, keyed `TEXTID-VALUEID`, with the
/// value's name in its place ("There are ${count} options matching ‘Dark’.").
package enum IntentDefinition {
    /// The document of the definition in `bytes`; `nil` when it is not a property list of a dictionary.
    package static func read(_ bytes: [UInt8], file: String?) -> InterfaceFile? {
        guard let root = PropertyListReader.read(bytes, file: file).root, case .dictionary = root.value else { return nil }
        var texts: [String: String] = [:]
        var parameterEnums: [String: String] = [:]
        collect(root, texts: &texts, parameterEnums: &parameterEnums)
        var enums: [String: [(id: String, name: String)]] = [:]
        for item in array(root, "INEnums") {
            guard let name = string(item, "INEnumName") else { continue }
            enums[name] = array(item, "INEnumValues").compactMap { value in
                guard let id = string(value, "INEnumValueDisplayNameID"), let shown = string(value, "INEnumValueDisplayName")
                else { return nil }
                return (id, shown)
            }
        }
        // A text that writes an enum parameter (`${theme}`) is also one text per value of the enum.
        for (id, text) in texts where text.contains("${") {
            guard let parameter = parameterEnums.keys.sorted().first(where: { text.contains("${" + $0 + "}") }),
                let values = parameterEnums[parameter].flatMap({ enums[$0] })
            else { continue }
            for value in values {
                texts[id + "-" + value.id] = text.replacingOccurrences(of: "${" + parameter + "}", with: value.name)
            }
        }
        return InterfaceFile(intentDefinitionTexts: texts)
    }

    /// Every text of `node` and below written beside its id (`NAME` and `NAMEID`), and the enum type of each
    /// parameter that has one, by the parameter's name.
    private static func collect(
        _ node: PropertyListNode, texts: inout [String: String], parameterEnums: inout [String: String]
    ) {
        switch node.value {
        case .dictionary(let entries):
            if let type = string(node, "INIntentParameterEnumType"), let name = string(node, "INIntentParameterName") {
                parameterEnums[name] = type
            }
            for entry in entries {
                if entry.key.hasSuffix("ID"), case .string(let id) = entry.value.value,
                    let text = entries.last(where: { $0.key == String(entry.key.dropLast(2)) })?.value,
                    case .string(let shown) = text.value
                {
                    texts[id] = shown
                }
                collect(entry.value, texts: &texts, parameterEnums: &parameterEnums)
            }
        case .array(let items):
            for item in items { collect(item, texts: &texts, parameterEnums: &parameterEnums) }
        default:
            break
        }
    }

    private static func string(_ node: PropertyListNode, _ key: String) -> String? {
        guard case .dictionary(let entries) = node.value, let value = entries.last(where: { $0.key == key })?.value,
            case .string(let text) = value.value
        else { return nil }
        return text
    }

    private static func array(_ node: PropertyListNode, _ key: String) -> [PropertyListNode] {
        guard case .dictionary(let entries) = node.value, let value = entries.last(where: { $0.key == key })?.value,
            case .array(let items) = value.value
        else { return [] }
        return items
    }
}
