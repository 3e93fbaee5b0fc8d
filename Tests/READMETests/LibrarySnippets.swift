// The documentation's Swift snippets for the libraries, verbatim inside functions that give them their free names.
// READMESnippetTests checks that every snippet of the README, docs/ and ARCHITECTURE.md is in this folder, so that
// these files compiling means the documentation's code compiles. Nothing here runs.
import Foundation
import Permit
import PermitLocalization

/// Stands for sending a JSON answer.
private func respond(json: some Encodable) {}

/// docs/permissions-guide.md "Services, statuses, errors".
private func managerSnippet(body: [UInt8], acceptLanguageTags: [String]) async throws {
    let reports = DeviceReportProbe()
    AuthorizationManager.bootstrap(AuthorizationManager(probe: ProbeChain([SystemVersionGate(), reports])))

    // What the device reported; recording it through the manager drops what was remembered of that device.
    let subject = try await AuthorizationManager.shared.record(try DeviceReport(json: body), in: reports)
    let (granted, error) = try await AuthorizationManager.shared.authorization(
        of: .camera, for: subject, preferences: acceptLanguageTags)   // the request's languages, then the device's
    if let error, let alert = AuthorizationManager.shared.alert(for: error) {
        respond(json: alert)                                          // title, message, ok / go buttons
    }
    _ = granted
}

/// docs/permissions-guide.md "Prompt plans".
private func promptPlanSnippet(subject: Subject) async throws {
    let manager = AuthorizationManager.shared          // its softAskLedger holds the answers of recorded reports
    let flow = PromptFlow(required: [.locationAlways, .motion], optional: [.bluetooth, .camera])
        .makingMandatory([.bluetooth])                  // MOVE's option: this optional permission becomes required
    let plan = try await manager.plan(flow, for: subject)
    if let step = plan.next, let texts = manager.texts.texts(for: step, preferences: subject.preferredLanguages) {
        respond(json: texts)                            // title, message, buttons, localization
    }
    // When the person taps "Not Now": try await manager.recordSoftAskAnswer(.later(at: Date()), for: step.service, subjectID: subject.id)
}

/// docs/server-guide.md "Reading and writing localization files".
private func stringsFileSnippet(bytes: [UInt8]) {
    let file = StringsFile(bytes: bytes, path: "fr.lproj/Localizable.strings")
    for diagnostic in file.diagnostics { print(diagnostic) }
    let text = file.table["camera.denied"]          // what Permit read
    let loaded = file.appleRuntimeTable              // what Apple's runtime would load
    let canonical = StringsWriter.text(for: file.resolvedEntries)
    _ = (text, loaded, canonical)
}

/// Stands for a server's request.
private struct SnippetRequest {
    var headers: [String: String]
}

/// docs/server-guide.md "Serving localized text".
private func localizerSnippet(request: SnippetRequest) throws {
    let localizer = Localizer(
        catalogs: [try LocalizationCatalog(root: "AppResources"), try LocalizationCatalog(root: "Resources")], table: "Permit")
    let header = request.headers["Accept-Language"] ?? ""          // "fr-CA,fr;q=0.9,en;q=0.5"
    let preferences = AcceptLanguageCache.shared.acceptLanguage(forHeader: header).languageTags
    let text = localizer.text("summary.missing", preferences: preferences, arguments: [.int(2)])
    print(text.text, text.localization ?? "key itself")    // "2 autorisations requises sont manquantes fr"
}
