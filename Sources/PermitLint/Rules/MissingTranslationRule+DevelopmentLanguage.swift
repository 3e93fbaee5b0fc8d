import PermitLocalization

/// A target that ships translations but no localization of its development language: CoreFoundation gives a person
/// whose languages the bundle lacks its development language when the bundle has it, else English, else the first
/// localization it lists (`_CFBundleCopyLanguageSearchListInBundle` in swift-corelibs-foundation's
/// `CFBundle_Locale.c`). With no `en.lproj` (nor `Base.lproj`) in an English app, the people reading English, and
/// every language the app lacks, read one of its translations (Nervio's main app: German, Spanish or Romanian for
/// its English code).
extension MissingTranslationRule {
    /// One error per target of `app` that copies translations of `files` in two localizations or more and none in its
    /// project's development language nor `Base` (`AppModel.targetsLackingTheDevelopmentLanguage`), unless its
    /// `Info.plist` names that language among `CFBundleLocalizations` (then CoreFoundation lists it, and the code's
    /// own texts show).
    static func reportTargetsLackingTheDevelopmentLanguage(
        files: [String], app: AppModel, into accumulator: inout LintAccumulator
    ) {
        for (project, target, localizations) in app.targetsLackingTheDevelopmentLanguage(among: files) {
            guard let region = project.developmentRegion,
                !target.infoPlists.contains(where: { plist in
                    AppModel.declaredLocalizations(inInfoPlist: plist).contains {
                        UntranslatedText.language(of: $0)
                            == UntranslatedText.language(of: LegacyLocalizationName.tags[region] ?? region)
                    }
                })
            else { continue }
            let named = localizations.prefix(5).joined(separator: ", ")
                + (localizations.count > 5 ? " and \(localizations.count - 5) more" : "")
            accumulator.report(
                Diagnostic(
                    .missingTranslation,
                    "the target \"\(target.name)\" ships translations in \(named) but no localization of its "
                        + "development language \(region), nor Base: people reading \(region), and any language the "
                        + "app lacks, are given one of its translations (the first the system lists) instead of the "
                        + "app's \(region) texts",
                    file: project.path.hasSuffix(".xcodeproj") ? project.path + "/project.pbxproj" : project.path,
                    at: nil, severity: .error),
                for: nil)
        }
    }
}
