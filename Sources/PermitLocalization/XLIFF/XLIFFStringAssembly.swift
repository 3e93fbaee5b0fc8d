/// One side of a key's string, its source or its translation, built up from the units that give its parts.
///
/// Plural and device variants are placed into a `.plural` or `.device` tree (a device variant may itself be a
/// plural), and substitution variants into the string's substitutions. Each leaf keeps the location and state of
/// the element it came from.
struct XLIFFStringAssembly {
    /// The text or variant tree, once a unit gave part of it.
    private var root: LocalizedString?
    /// The substitutions given so far, by name.
    private var substitutions: [String: Substitution] = [:]

    /// Whether no unit gave any part yet.
    var isEmpty: Bool { root == nil && substitutions.isEmpty }

    /// Places `leaf` as `part` of the string; false, leaving the string as it was, when an earlier unit already
    /// gave that part or gave the string another shape there (text where a variant is asked for, or plural where
    /// device is). A new substitution is recorded as defined at `location`.
    mutating func place(_ leaf: LocalizedString, as part: XLIFFUnitPart, definedAt location: SourceLocation) -> Bool {
        switch part {
        case .text:
            return place(leaf, at: [], in: &root)
        case .variant(let steps):
            return place(leaf, at: steps[...], in: &root)
        case .substitution(let name, let steps):
            let existing = substitutions[name]
            var tree = existing.map { LocalizedString($0.variant) }
            guard place(leaf, at: steps[...], in: &tree), let tree else { return false }
            substitutions[name] = Substitution(name: name, variant: tree.variant, at: existing?.location ?? location)
            return true
        }
    }

    /// The string put together. When no unit gave its text (only substitution variants came), the text is empty
    /// and has no location.
    var assembled: LocalizedString {
        var string = root ?? LocalizedString(.text("", at: nil))
        string.substitutions = substitutions
        return string
    }

    /// Places `leaf` at the end of `steps` under `tree`; false when that place is taken or shaped otherwise.
    private func place(
        _ leaf: LocalizedString, at steps: ArraySlice<XLIFFVariationStep>, in tree: inout LocalizedString?
    ) -> Bool {
        guard let step = steps.first else {
            guard tree == nil else { return false }
            tree = leaf
            return true
        }
        switch step {
        case .plural(let category):
            var variants: [PluralCategory: LocalizedString] = [:]
            switch tree?.variant {
            case nil: break
            case .plural(let existing)?: variants = existing
            default: return false
            }
            var child = variants[category]
            guard place(leaf, at: steps.dropFirst(), in: &child) else { return false }
            variants[category] = child
            tree = LocalizedString(.plural(variants))
        case .device(let device):
            var variants: [DeviceClass: LocalizedString] = [:]
            switch tree?.variant {
            case nil: break
            case .device(let existing)?: variants = existing
            default: return false
            }
            var child = variants[device]
            guard place(leaf, at: steps.dropFirst(), in: &child) else { return false }
            variants[device] = child
            tree = LocalizedString(.device(variants))
        }
        return true
    }
}
