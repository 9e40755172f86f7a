extension Double {
    /// The nearest value on the pixel grid of a device with `scale` pixels per point (or the
    /// one `rule` picks). Auto Layout rounds frames to whole pixels, so NibLayout compares
    /// lengths and positions there (an @2x frame edge at 10.3 is drawn at 10.5).
    func roundedToPixel(scale: Double, _ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Double {
        (self * scale).rounded(rule) / scale
    }
}
