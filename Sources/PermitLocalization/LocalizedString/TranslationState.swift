/// How far a String Catalog translation has come, from its `stringUnit`'s `state`.
public enum TranslationState: String, Hashable, Sendable, CaseIterable {
    /// Added and not yet translated.
    case new
    /// Translated.
    case translated
    /// Translated, but the source changed or a translator flagged it for review.
    case needsReview = "needs_review"
    /// The key is no longer found in the source code.
    case stale
}
