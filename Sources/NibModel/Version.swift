/// The NibKit version, reported by `nibcheck --version` and in JSON/SARIF reports.
public enum NibKitVersion {
    public static let current = "0.1.0"
}
