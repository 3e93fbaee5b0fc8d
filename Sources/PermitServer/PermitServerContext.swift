public import Hummingbird
public import Permit
public import PermitHummingbird

/// permit-server's request context: Hummingbird's core context, the request's languages and the server's texts.
public struct PermitServerContext: PermitRequestContext {
    public var coreContext: CoreRequestContextStorage
    public var languagePreferences: [String] = []
    public var permitTexts: PermitTexts = .shipped

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
    }
}
