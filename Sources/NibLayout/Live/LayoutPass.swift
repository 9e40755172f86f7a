import NibModel

/// What one layout pass of a `LayoutSession` changed: the frames that moved and the conflicts
/// the session resolved by breaking a constraint. A pass runs after every change made outside
/// `LayoutSession.batch`, and once at the end of a batch.
public struct LayoutPass: Sendable {
    /// One view's new frame.
    public struct FrameChange: Sendable, Hashable {
        /// The id of the view that moved.
        public let viewID: String
        /// In the superview's coordinates (as `LiveView.frame`).
        public let frame: Rect
    }

    /// Counts passes from 1 in each session.
    public let number: Int
    /// The views whose frame changed (in no particular order).
    public let frameChanges: [FrameChange]
    /// Conflicts resolved during the changes of this pass.
    public let conflicts: [ConstraintConflict]
}

/// Fans values out to any number of `AsyncStream`s (one per consumer); a stream unregisters
/// itself when its consumer stops (task cancelled or stream dropped).
@MainActor
final class Broadcaster<Element: Sendable> {
    private var continuations: [Int: AsyncStream<Element>.Continuation] = [:]
    private var nextKey = 0

    var hasConsumers: Bool { !continuations.isEmpty }

    /// A new stream; it receives `first` (if any), then every later `yield`. Unbounded buffer:
    /// a consumer sees every value, however slowly it reads.
    func stream(startingWith first: Element? = nil) -> AsyncStream<Element> {
        let (stream, continuation) = AsyncStream<Element>.makeStream()
        let key = nextKey
        nextKey += 1
        continuations[key] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.continuations[key] = nil }
        }
        if let first { continuation.yield(first) }
        return stream
    }

    func yield(_ value: Element) {
        for continuation in continuations.values { continuation.yield(value) }
    }
}
