/// What one list of language preferences comes to in a `Localizer`: the negotiation, and the chain a lookup walks
/// with each localization's formatting context and tables beside it, so that a render neither rebuilds the chain
/// nor looks the contexts and tables up again. Classes, so that taking one out of the cache or walking the chain
/// copies a reference, not the contexts.
final class PreferenceResolution: Sendable {
    /// One localization of the fallback chain, the context its strings are formatted in, and its tables, in the
    /// order of the layers that have one.
    final class Link: Sendable {
        let localization: String
        let context: FormatContext
        let tables: [PreparedTable]

        init(localization: String, context: FormatContext, tables: [PreparedTable]) {
            self.localization = localization
            self.context = context
            self.tables = tables
        }
    }

    let negotiation: LocalizationNegotiation
    /// `negotiation.fallback`, in order.
    let chain: [Link]
    /// The first localization of the chain, the one negotiated.
    let negotiated: String?
    /// Each layer's catalog snapshot the tables were read from: once a catalog has been rescanned, the tables are
    /// looked up afresh.
    let snapshots: [CatalogSnapshot]

    init(negotiation: LocalizationNegotiation, chain: [Link], snapshots: [CatalogSnapshot]) {
        self.negotiation = negotiation
        self.chain = chain
        self.negotiated = chain.first?.localization
        self.snapshots = snapshots
    }
}
