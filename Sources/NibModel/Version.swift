/// The NibKit version, reported by `nibcheck --version` and in JSON/SARIF reports.
public enum NibKitVersion {
    /// The version as `MAJOR.MINOR.PATCH`; the one version stated everywhere (README, formula, action).
    public static let current = "0.1.0"
}
