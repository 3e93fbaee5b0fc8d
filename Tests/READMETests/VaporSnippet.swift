// The Vapor snippet of docs/server-guide.md, verbatim (see LibrarySnippets.swift).
import Permit
import PermitVapor
import Vapor

func configure(_ app: Application) {
    app.middleware.use(PermitMiddleware(rendersAbortErrors: true))
    app.get("camera") { request -> String in
        let subject = Subject(id: "device-42")
        let (granted, error) = try await AuthorizationManager.shared.authorization(
            of: .camera, for: subject, preferences: request.permit.preferences)
        if let error, !granted { throw error }
        return "ok"
    }
}
