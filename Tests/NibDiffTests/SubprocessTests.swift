import Testing
@testable import NibDiff

/// `Subprocess` runs git for `nibcheck diff --git`; these run `sh`, present wherever git is.
struct SubprocessTests {
    @Test func collectsBothStreamsAndTheExitStatus() throws {
        let result = try Subprocess.run(["sh", "-c", "printf out; printf err >&2; exit 3"])
        #expect(result.status == 3)
        #expect(String(decoding: result.output, as: UTF8.self) == "out")
        #expect(String(decoding: result.errors, as: UTF8.self) == "err")
    }

    /// More than a pipe's buffer on both streams: reading one to its end before the other
    /// would leave the program blocked on the full one.
    @Test func readsLargeOutputOnBothStreamsWithoutBlocking() throws {
        let result = try Subprocess.run(["sh", "-c", "head -c 300000 /dev/zero; head -c 200000 /dev/zero >&2"])
        #expect(result.status == 0)
        #expect(result.output.count == 300_000)
        #expect(result.errors.count == 200_000)
    }

    @Test func aProgramThatDoesNotExistIsALaunchError() {
        #expect(throws: Subprocess.LaunchError.self) { try Subprocess.run(["nibkit-no-such-program"]) }
    }

    @Test func aSignalEndsWith128PlusItsNumber() throws {
        let result = try Subprocess.run(["sh", "-c", "kill -TERM $$"])
        #expect(result.status == 128 + 15)
    }
}
