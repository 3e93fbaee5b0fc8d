extension PermitServer {
    /// Logs a warning while the access keys hold `report:` keys and report tokens are accepted too: such a key ships
    /// inside every copy of the app, so whoever extracts it can still overwrite any device's report. They keep
    /// working, so that the app's versions that send them can record until they are gone; removing the keys from
    /// the file (then `SIGHUP`) refuses them.
    func warnOfReportKeysBesideTokens() {
        guard let tokens = configuration.reportTokenKeys, let keys = configuration.accessKeys else { return }
        let reportKeys = keys.reportOnlyCount
        guard reportKeys > 0 else { return }
        logger.warning(
            "report: keys are still accepted beside report tokens: anyone who extracts one from the app can overwrite any device's report; remove them from the keys file once the app sends tokens",
            metadata: ["path": "\(keys.path)", "reportKeys": "\(reportKeys)", "tokenKeys": "\(tokens.paths.count)"])
    }
}
