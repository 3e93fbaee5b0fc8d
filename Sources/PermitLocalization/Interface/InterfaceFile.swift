/// What an Interface Builder document (a storyboard or XIB) holds for its strings tables: the ids of its objects,
/// and the texts its table keys name (`kYn-pW-tq6.title`), as Xcode's string extraction names them: an object's
/// `title`, `text`, `placeholder`, `placeholderString`, `headerTitle`, `footerTitle`, `prompt`, `label` and
/// `paletteLabel` attributes, its `toolTip` as `ibShadowedToolTip`, its `<accessibility
/// key="accessibilityConfiguration">`'s `label` and `hint` as `accessibilityLabel` and `accessibilityHint`, a button's
/// `<state key="normal" title="...">` as `normalTitle` and its `<buttonConfiguration key="configuration">`'s `title`
/// as `configuration.title`, a `<string key="text">` element as `text`, and a segmented control's segments as
/// `segmentTitles[N]`.
///
/// A translated table of the document translates these: a key whose object is gone is shown to no one, and a key
/// the table lacks shows the document's own text.
package struct InterfaceFile: Sendable {
    /// The `id` of every element.
    package private(set) var objectIDs: Set<String> = []
    /// The texts by table key.
    package private(set) var texts: [String: String] = [:]
    /// The keys the document has the app look up itself, with the offsets of their tags: a string runtime attribute
    /// whose key path names localization (`<userDefinedRuntimeAttribute type="string" keyPath="localizableString"
    /// value="scanner.tab-bar.item"/>`, IBLocalizable's; `localizeTitle`, `localizationKey`), which a property of
    /// the app's class sets as the object's text, looked up as `NSLocalizedString` does.
    package private(set) var lookedUpKeys: [(key: String, offset: Int)] = []
    /// The outlets the document connects, by the `id` of the object they point at: the property of the app's class
    /// (`<outlet property="dataLabel" destination="mRH-Ie-0qb"/>`), through which the code may set the object's text.
    package private(set) var outlets: [String: String] = [:]
    /// The control each cell belongs to, by the cell's `id`: an outlet connects the control (`<textField id="10">`),
    /// while the text is its cell's (`<textFieldCell key="cell" title="From: Joe Smith" id="11">`).
    package private(set) var cellControls: [String: String] = [:]
    /// Where each text stands (its element's start tag), by table key; read only when asked for (`read(_:file:locatingTexts:)`).
    package private(set) var textLocations: [String: SourceLocation] = [:]
    /// Whether the document is an intent definition (`IntentDefinition`), whose table's keys are its texts' ids: a
    /// key that is none of them names a text the definition no longer has.
    package private(set) var isIntentDefinition = false

    /// A document of the texts `texts` by table key: an intent definition's (`IntentDefinition`).
    package init(intentDefinitionTexts texts: [String: String]) {
        self.texts = texts
        objectIDs = Set(texts.keys)
        isIntentDefinition = true
    }

    private init() {}

    /// Reads the document's XML; `nil` when it is not well-formed (Xcode cannot build it either). With
    /// `locatingTexts`, the place of each text is read as well (`textLocations`).
    package static func read(_ bytes: [UInt8], file: String?, locatingTexts: Bool = false) -> InterfaceFile? {
        let (text, _) = TextDecoder.decode(bytes, file: file)
        return text.bytes.withUnsafeBufferPointer { buffer -> InterfaceFile? in
            var scanner = XMLScanner(buffer: buffer, text: text, file: file)
            var document = InterfaceFile()
            // The ids of the open elements, innermost last (`nil` for an element without one), and the segments seen
            // in each open segmented control.
            var ids: [String?] = []
            var segments: [Int] = []
            var characterData: [UInt8] = []
            var pendingString: (key: String, id: String, offset: Int)?
            while true {
                switch scanner.next(characterData: &characterData) {
                case .startTag(let tag):
                    let id = tag.attribute("id")
                    if let id {
                        document.objectIDs.insert(id)
                        for property in Self.textProperties {
                            guard let text = tag.attribute(property) else { continue }
                            document.add(text, forKey: id + "." + property, at: tag.offset, locating: locatingTexts, &scanner)
                        }
                        if let toolTip = tag.attribute("toolTip") {
                            document.add(
                                toolTip, forKey: id + ".ibShadowedToolTip", at: tag.offset, locating: locatingTexts, &scanner)
                        }
                    }
                    let owner = ids.last { $0 != nil } ?? nil
                    if let id, let owner, tag.attribute("key") == "cell" { document.cellControls[id] = owner }
                    switch tag.localName {
                    case "state" where tag.attribute("key") == "normal":
                        if let owner, let title = tag.attribute("title") {
                            document.add(title, forKey: owner + ".normalTitle", at: tag.offset, locating: locatingTexts, &scanner)
                        }
                    case "accessibility" where tag.attribute("key") == "accessibilityConfiguration":
                        // What VoiceOver reads of its object.
                        for (attribute, property) in [("label", "accessibilityLabel"), ("hint", "accessibilityHint")] {
                            guard let owner, let text = tag.attribute(attribute) else { continue }
                            document.add(
                                text, forKey: owner + "." + property, at: tag.offset, locating: locatingTexts, &scanner)
                        }
                    case "buttonConfiguration" where tag.attribute("key") == "configuration":
                        // A button's configuration (iOS 15), whose title is what the button shows.
                        if let owner, let title = tag.attribute("title") {
                            document.add(
                                title, forKey: owner + ".configuration.title", at: tag.offset, locating: locatingTexts,
                                &scanner)
                        }
                    case "string":
                        if let owner, let key = tag.attribute("key"), key == "text" || key == "title" {
                            pendingString = (key, owner, tag.offset)
                            characterData = []
                        }
                    case "userDefinedRuntimeAttribute":
                        if tag.attribute("type") == "string", let path = tag.attribute("keyPath"),
                            path.lowercased().contains("locali"), let key = tag.attribute("value"), !key.isEmpty
                        {
                            document.lookedUpKeys.append((key, tag.offset))
                        }
                    case "outlet":
                        if let property = tag.attribute("property"), let destination = tag.attribute("destination") {
                            document.outlets[destination] = property
                        }
                    case "segment":
                        if let owner, !segments.isEmpty, let title = tag.attribute("title") {
                            document.add(
                                title, forKey: owner + ".segmentTitles[\(segments[segments.count - 1])]", at: tag.offset,
                                locating: locatingTexts, &scanner)
                            segments[segments.count - 1] += 1
                        }
                    default: break
                    }
                    if tag.localName == "segmentedControl" || tag.localName == "segmentedCell" { segments.append(0) }
                    ids.append(id)
                case .endTag(let tag):
                    if let pending = pendingString, tag.name == "string" {
                        document.add(
                            String(decoding: characterData, as: UTF8.self), forKey: pending.id + "." + pending.key,
                            at: pending.offset, locating: locatingTexts, &scanner)
                        pendingString = nil
                    }
                    if (tag.name == "segmentedControl" || tag.name == "segmentedCell"), !segments.isEmpty {
                        segments.removeLast()
                    }
                    if !ids.isEmpty { ids.removeLast() }
                case .characterData:
                    if pendingString == nil { characterData = [] }
                case .endOfDocument:
                    return document
                case .failed:
                    return nil
                }
            }
        }
    }

    /// The outlet that connects the object of `id`, or the control it is the cell of: the property of the app's class
    /// through which the code may set its text.
    package func outlet(of id: String) -> String? {
        outlets[id] ?? cellControls[id].flatMap { outlets[$0] }
    }

    /// Adds `text` under `key`, read in the tag at `offset`, with its place when `locating`.
    private mutating func add(_ text: String, forKey key: String, at offset: Int, locating: Bool, _ scanner: inout XMLScanner) {
        texts[key] = text
        if locating { textLocations[key] = scanner.location(at: offset) }
    }

    /// The attributes that hold an object's texts, by the names its table keys use.
    private static let textProperties = [
        "title", "text", "placeholder", "placeholderString", "headerTitle", "footerTitle", "prompt", "label",
        "paletteLabel",
    ]
}
