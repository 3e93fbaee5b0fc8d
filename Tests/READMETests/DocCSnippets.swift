// The Swift snippets of the DocC articles of Permit and PermitLocalization (Sources/*/*.docc), verbatim inside
// functions that give them their free names. READMESnippetTests checks that each is here. Nothing here runs.
import Foundation
import Permit
import PermitDoctor
import PermitLocalization

/// Permit.docc "Permit": the overview.
private func managerArticleSnippet(body: [UInt8]) async throws {
    let reports = DeviceReportProbe()
    AuthorizationManager.bootstrap(AuthorizationManager(probe: ProbeChain([SystemVersionGate(), reports])))

    // A device's report (JSON bytes); recording it makes the manager forget what it remembered of that device.
    let subject = try await AuthorizationManager.shared.record(try DeviceReport(json: body), in: reports)

    let (granted, error) = try await AuthorizationManager.shared.authorization(
        of: .camera, for: subject, preferences: ["fr-CA"])   // the request's languages, then the device's
    if let error, let alert = AuthorizationManager.shared.alert(for: error) {
        print(alert)   // the title, the advice, then [OK] [Ouvrir Réglages]
    }
    _ = granted
}

/// Permit.docc "Permit": errors and alerts, JYAuthorization's completion form.
private func completionArticleSnippet(subject: Subject) {
    AuthorizationManager.shared.authorize(.microphone, for: subject) { granted, error in
        // error: an NSError in JYAuthErrorDomain, or nil
    }
}

/// Permit.docc "Permit": requirements.
private func verdictArticleSnippet(subject: Subject) async throws {
    let verdict = try await AuthorizationManager.shared.verdict(
        on: RequirementSet(required: [.camera, .microphone], optional: [.photo]), for: subject)
    if !verdict.isSatisfied {
        print(verdict.summary.text)   // "2 required permissions are missing", in the subject's language
    }
}

/// Permit.docc "Permit": prompt plans.
private func promptPlanArticleSnippet(subject: Subject) async throws {
    let manager = AuthorizationManager.shared
    let flow = PromptFlow(required: [.locationAlways, .motion], optional: [.bluetooth, .camera])
        .makingMandatory([.bluetooth])
    let plan = try await manager.plan(flow, for: subject)
    if let step = plan.next, let texts = manager.texts.texts(for: step, preferences: subject.preferredLanguages) {
        print(texts.title, texts.message, texts.buttons.map(\.title))
    }
}

/// Permit.docc "Permit": texts layered over the shipped translations.
private func textsArticleSnippet(reports: DeviceReportProbe) throws {
    let texts = try PermitTexts(overrides: [
        Localizer.Layer(catalog: try LocalizationCatalog(root: "JYAuthorization.bundle"), table: "JYAuthorization"),
    ])
    let manager = AuthorizationManager(probe: ProbeChain([SystemVersionGate(), reports]), texts: texts)
    _ = manager
}

/// PermitDoctor.docc "PermitDoctor".
private func doctorArticleSnippet(data: Data) {
    let report = InfoPlistDoctor.examine(
        plist: Array(data), plistPath: "App/Info.plist", services: [.camera, .locationAlways], stringsRoot: "App")
    for diagnostic in report.diagnostics { print(diagnostic) }   // App/Info.plist:3:5: error: ...
}

/// Permit.docc "Running several instances".
private func severalInstancesArticleSnippet(store: any DeviceReportStore) {
    let reports = DeviceReportProbe(store: store)
    let manager = AuthorizationManager(
        probe: ProbeChain([SystemVersionGate(), reports]), softAskLedger: SoftAskLedger(store: store))
    let following = Task { await manager.follow(reports) }
    following.cancel()
}

/// Permit.docc "Localized errors in a Hummingbird or Vapor server": a request error of a server's own.
extension PermitProblem.Code {
    static let quotaExceeded = PermitProblem.Code(
        name: "quota-exceeded", httpStatus: 429, titleKey: "problem.quota.title", detailKey: "problem.quota.detail")
}

private func quotaArticleSnippet() throws {
    throw PermitProblem(.quotaExceeded, arguments: [.number(100)], description: "more than 100 reports an hour")
}

/// Permit.docc "Localized errors in a Hummingbird or Vapor server": without a framework.
private func problemArticleSnippet() {
    let texts = AuthorizationManager.shared.texts
    if let error = texts.error(for: .camera, status: .denied, preferences: ["fr-CA"]) {
        let document = texts.problem(for: error, instance: "/camera")
        for (name, value) in document.headers { print("\(name): \(value)") }
        // Content-Type: application/problem+json
        // Content-Language: fr
        // Vary: Accept-Language
        print(document.status, document.body.count)  // 403, and the bytes of the JSON above, compact
    }
    let notFound = texts.problem(
        for: PermitProblem.unknownService("telepathy"), preferences: ["de"], instance: "/v1/explain/telepathy/denied")
    _ = notFound
}

/// PermitLocalization.docc: reading a `.strings` file.
private func stringsFileArticleSnippet(bytes: [UInt8]) {
    let file = StringsFile(bytes: bytes, path: "fr.lproj/Localizable.strings")
    for diagnostic in file.diagnostics { print(diagnostic) }
    // fr.lproj/Localizable.strings:2:1: error: '#' (U+0023) cannot start a key; Apple's runtime silently stops
    // reading here and drops the 2 entries after this point, with no error (plutil -lint reports OK) [silent-truncation]
    let text = file.table["camera.denied"]          // what Permit read
    let loaded = file.appleRuntimeTable              // what Apple's runtime would load
    let canonical = StringsWriter.text(for: file.resolvedEntries)
    _ = (text, loaded, canonical)
}

/// PermitLocalization.docc: reading a String Catalog.
private func catalogArticleSnippet(bytes: [UInt8]) {
    let catalog = StringCatalogReader.read(bytes, file: "Localizable.xcstrings")
    print(catalog.sourceLanguage ?? "no source language")
    for entry in catalog.entries {
        if let french = entry.localizations["fr"] { print(entry.key, french.variant) }
    }
}

/// PermitLocalization.docc: choosing localizations.
private func negotiationArticleSnippet() {
    let matcher = LocalizationMatcher(available: ["en", "en-GB", "zh-TW", "Base", "fr"])
    let negotiation = matcher.negotiate(preferences: AcceptLanguage(parsing: "en-AU, fr;q=0.5").languageTags)
    print(negotiation.localizations.map(\.localization))   // ["en-GB", "en"]
    print(negotiation.fallback.map(\.localization))        // ["en-GB", "en", "Base"]
}

/// PermitLocalization.docc: serving localized text.
private func localizerArticleSnippet() throws {
    let localizer = Localizer(
        catalogs: [try LocalizationCatalog(root: "AppResources"), try LocalizationCatalog(root: "Resources")], table: "Permit")
    let preferences = AcceptLanguageCache.shared.acceptLanguage(forHeader: "fr-CA,fr;q=0.9,en;q=0.5").languageTags
    let text = localizer.text("summary.missing", preferences: preferences, arguments: [.int(2)])
    print(text.text, text.localization ?? "key itself")    // "2 autorisations requises sont manquantes fr"
}

/// PermitLocalization.docc: formatting a string.
private func formattingArticleSnippet() throws {
    let string = LocalizedString(.text("%@ a importé %ld photos", at: nil))
    let result = string.formatted(arguments: [.object("Léa"), .int(1234)], context: try FormatContext.localized(for: "fr"))
    print(result.text)   // "Léa a importé 1 234 photos", grouped with a narrow no-break space
}
