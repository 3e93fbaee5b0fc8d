import PermitLocalization

extension AuthorizationManager {
    /// The process's shared manager: what `bootstrap(_:)` installed, or until then a manager whose only probe
    /// is the system-version gate (so every other service reports `none`).
    public static var shared: AuthorizationManager { SharedManagerStorage.manager.withLock { $0.manager } }

    /// Installs the shared manager. Call it once, at start-up, before any use of `shared`; a second call is a
    /// programming error and stops the process, as swift-log's `LoggingSystem.bootstrap` does.
    public static func bootstrap(_ manager: AuthorizationManager) {
        SharedManagerStorage.manager.withLock { storage in
            precondition(!storage.isBootstrapped, "AuthorizationManager.bootstrap(_:) may be called only once")
            storage = (manager, true)
        }
    }
}

private enum SharedManagerStorage {
    static let manager = Locked<(manager: AuthorizationManager, isBootstrapped: Bool)>(
        (AuthorizationManager(probe: SystemVersionGate()), false))
}
