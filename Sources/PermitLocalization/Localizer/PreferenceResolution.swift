/// What one list of language preferences comes to in a `Localizer`: the negotiation, and the chain a lookup walks
/// with each localization's formatting context beside it, so that a render neither rebuilds the chain nor looks
/// the contexts up again. Classes, so that taking one out of the cache or walking the chain copies a reference,
/// not the contexts.
final class PreferenceResolution: Sendable {
    /// One localization of the fallback chain and the context its strings are formatted in.
    final class Link: Sendable {
        let localization: String
        let context: FormatContext

        init(localization: String, context: FormatContext) {
            self.localization = localization
            self.context = context
        }
    }

    let negotiation: LocalizationNegotiation
    /// `negotiation.fallback`, in order, each with its context.
    let chain: [Link]

    init(negotiation: LocalizationNegotiation, chain: [Link]) {
        self.negotiation = negotiation
        self.chain = chain
    }
}
