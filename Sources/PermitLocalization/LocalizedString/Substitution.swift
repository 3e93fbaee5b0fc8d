/// A named part of a localized string that varies with one argument, referenced from text as `%#@name@`: a
/// `.stringsdict` variable dictionary or a String Catalog substitution.
public struct Substitution: Hashable, Sendable {
    /// The name the text references.
    public var name: String
    /// The 1-based number of the format argument the substitution formats, when the file says (String Catalogs
    /// give `argNum`; `.stringsdict` files leave it to the reference's position).
    public var argumentNumber: Int?
    /// The printf conversion of the argument without its `%`, such as `ld` or `lld`, when the file gives one.
    public var formatSpecifier: String?
    /// The variants, usually `.plural`.
    public var variant: LocalizedString.Variant
    /// Where the substitution is defined, when the format has places.
    public var location: SourceLocation?

    /// Creates a substitution.
    package init(
        name: String, argumentNumber: Int? = nil, formatSpecifier: String? = nil, variant: LocalizedString.Variant,
        at location: SourceLocation? = nil
    ) {
        self.name = name
        self.argumentNumber = argumentNumber
        self.formatSpecifier = formatSpecifier
        self.variant = variant
        self.location = location
    }
}
