public import Permit
/// What ``InfoPlistDoctor/examine(_:)`` checks: an app's `Info.plist`, the permissions it asks for, and the files
/// that say whether it has the capabilities those permissions need (its entitlements, its app extensions).
///
/// ```swift
/// let input = DoctorInput(
///     infoPlist: DoctorInput.File(path: "App/Info.plist", bytes: Array(plist)), services: [.health, .notifications],
///     entitlements: [DoctorInput.File(path: "App/App.entitlements", bytes: Array(entitlements))])
/// let report = InfoPlistDoctor.examine(input)
/// ```
public struct DoctorInput: Hashable, Sendable {
    /// A property list the doctor reads, XML or binary: its name in diagnostics and its bytes.
    public struct File: Hashable, Sendable {
        /// The file's name in diagnostics, usually its path.
        public var path: String
        /// The file's bytes.
        public var bytes: [UInt8]

        /// Creates a file.
        public init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
        }
    }

    /// The app's `Info.plist`.
    public var infoPlist: File
    /// The permissions the app asks for.
    public var services: [Service]
    /// Whether the app asks for critical alerts (`UNAuthorizationOptions.criticalAlert`), which need an
    /// entitlement Apple grants on request.
    public var asksForCriticalAlerts: Bool
    /// The app target's entitlements files, each checked on its own (one per platform or configuration, such as an
    /// iOS file and a Mac Catalyst one); `nil` when they are not known, and the entitlement checks are then not
    /// run (a `capabilities-not-checked` note says so). An empty list says the app has no entitlements at all.
    public var entitlements: [File]?
    /// The `Info.plist` of every app extension the app embeds, together; `nil` when they are not known, and the
    /// app-extension checks are then not run (a `capabilities-not-checked` note says so). An empty list says the
    /// app embeds no extension.
    public var extensionInfoPlists: [File]?
    /// A folder whose `<localization>.lproj/InfoPlist.strings` files are checked, or `nil` to check none.
    public var stringsRoot: String?

    /// Creates the input of an examination.
    public init(
        infoPlist: File, services: [Service], asksForCriticalAlerts: Bool = false, entitlements: [File]? = nil,
        extensionInfoPlists: [File]? = nil, stringsRoot: String? = nil
    ) {
        self.infoPlist = infoPlist
        self.services = services
        self.asksForCriticalAlerts = asksForCriticalAlerts
        self.entitlements = entitlements
        self.extensionInfoPlists = extensionInfoPlists
        self.stringsRoot = stringsRoot
    }
}
