import Foundation

/// Where Permit's shipped translations are at run time.
///
/// SwiftPM copies every `.lproj` folder of `Resources/` into this target's resource bundle, which sits beside the
/// built products: `swift run`, `swift test` and an installed `permit` (with its `Permit_PermitResources.resources`
/// folder copied beside it) all find it with no configuration.
public enum PermitResources {
    /// The folder holding the shipped `.lproj` folders.
    public static var path: String { Bundle.module.bundlePath }
}
