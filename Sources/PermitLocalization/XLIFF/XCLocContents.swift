/// The `contents.json` of an `.xcloc` bundle (Xcode's localization catalog): which language the project is
/// developed in and which one the bundle is for. The bundle's translations are in `Localized Contents/<target
/// locale>.xliff`.
///
/// Xcode writes `{"developmentRegion": "en", "targetLocale": "de", "toolInfo": {...}, "version": "1.0"}`, and
/// sometimes `project`; fields other than the two languages are not read.
package struct XCLocContents: Sendable, Hashable {
    /// The project's development language, such as `en`.
    package var developmentRegion: String?
    /// The language the bundle holds translations for, such as `de`.
    package var targetLocale: String?

    /// Reads `contents.json` from `bytes`; `file` names it in diagnostics. The contents are `nil` when the JSON is
    /// malformed or not an object; a language that is missing or not a string is `nil` and reported.
    package static func read(_ bytes: [UInt8], file: String?) -> (contents: XCLocContents?, diagnostics: [Diagnostic]) {
        var (root, diagnostics) = JSONParser.parse(bytes, file: file)
        guard let root else { return (nil, diagnostics) }
        guard case .object = root.content else {
            let message = "contents.json holds a \(root.kindName), not an object"
            return (nil, diagnostics + [Diagnostic(.invalidStructure, message, file: file, at: root.location)])
        }
        /// The string value of the member `name`, reporting one that is missing or of another kind.
        func language(_ name: String) -> String? {
            guard let member = root.member(name) else {
                let message = "contents.json has no \"\(name)\""
                diagnostics.append(Diagnostic(.invalidStructure, message, file: file, at: root.location))
                return nil
            }
            guard case .string(let value) = member.value.content else {
                let message = "\"\(name)\" in contents.json is a \(member.value.kindName), not a string"
                diagnostics.append(Diagnostic(.invalidStructure, message, file: file, at: member.value.location))
                return nil
            }
            return value
        }
        let contents = XCLocContents(
            developmentRegion: language("developmentRegion"), targetLocale: language("targetLocale"))
        return (contents, diagnostics)
    }
}
