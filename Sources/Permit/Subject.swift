/// Whose permissions are asked about: a device or a person's account, as a server knows it.
public struct Subject: Hashable, Sendable, Codable {
    /// A stable identifier: a device or user id. Results are cached per subject.
    public var id: String
    /// The subject's operating-system version, when known; gates services newer than it.
    public var systemVersion: SystemVersion?
    /// The kind of device, when known (`iPhone`, `iPad`...); some services differ by device.
    public var deviceKind: DeviceKind?
    /// The person's preferred languages, most preferred first (BCP 47 tags), for localized errors.
    public var preferredLanguages: [String]

    /// Creates a subject.
    public init(
        id: String, systemVersion: SystemVersion? = nil, deviceKind: DeviceKind? = nil,
        preferredLanguages: [String] = []
    ) {
        self.id = id
        self.systemVersion = systemVersion
        self.deviceKind = deviceKind
        self.preferredLanguages = preferredLanguages
    }
}

/// The kinds of Apple device whose permissions differ.
public enum DeviceKind: String, Hashable, Sendable, Codable, CaseIterable {
    /// An iPhone or iPod touch.
    case iPhone = "iphone"
    /// An iPad.
    case iPad = "ipad"
    /// A Mac.
    case mac
    /// An Apple Watch.
    case watch
    /// An Apple TV.
    case tv
    /// An Apple Vision Pro.
    case vision
}
