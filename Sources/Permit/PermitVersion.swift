/// Permit's version, which `permit --version` and `permit-server --version` print and SARIF logs record: one
/// constant for every executable of the package.
package enum PermitVersion {
    /// The version, `MAJOR.MINOR.PATCH`.
    package static let current = "0.1.0"
}
