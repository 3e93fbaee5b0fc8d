/// A kind of device that a device variant of a string is for, as named in `.stringsdict`
/// `NSStringDeviceSpecificRuleType` dictionaries and String Catalog `device` variations.
public enum DeviceClass: String, Hashable, Sendable, CaseIterable {
    /// iPhone.
    case iPhone = "iphone"
    /// iPod touch.
    case iPod = "ipod"
    /// iPad.
    case iPad = "ipad"
    /// Apple Watch.
    case appleWatch = "applewatch"
    /// Apple TV.
    case appleTV = "appletv"
    /// Apple Vision Pro.
    case appleVision = "applevision"
    /// Mac, including iPad apps running on a Mac.
    case mac
    /// Every device no other variant names.
    case other
}
