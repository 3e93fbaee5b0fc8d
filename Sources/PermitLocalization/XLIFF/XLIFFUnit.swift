/// One `<trans-unit>` as written, before the units of a key are put together into an entry.
struct XLIFFUnit {
    /// The `id` attribute: the key, or for variants the key with the path of the variant.
    var id: String
    /// Where the `<trans-unit>` tag stands.
    var location: SourceLocation
    /// The `<source>` text, when the unit has one.
    var source: XLIFFUnitText?
    /// The `<target>` text, when the unit has one.
    var target: XLIFFUnitText?
    /// The `<note>` text, when the unit has a non-empty one.
    var note: String?
    /// False when the unit, or a group around it, says `translate="no"`.
    var translate: Bool
}

/// The text of a `<source>` or `<target>` element.
struct XLIFFUnitText {
    /// The text as written, references resolved, inline elements replaced by their own text.
    var text: String
    /// Where the element's content starts.
    var location: SourceLocation
    /// The target's `state`, mapped to a translation state; `nil` for sources and targets without a state.
    var state: TranslationState?

    /// The text as a localized-string leaf.
    var localizedString: LocalizedString { LocalizedString(.text(text, at: location), state: state) }
}
