#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NibModel

/// The content digests earlier runs computed, by each file's identity, so that a warm run reads
/// and hashes a file again only when it may have changed (what git's index and ccache's inode
/// cache do). The cache's keys stay content digests: the memo only spares reading a file whose
/// identity is what it was when its bytes were hashed.
///
/// A file's identity is its device, inode, size, and modification and status-change times to
/// the nanosecond. The kernel sets the status-change time (ctime) on every write, rename and
/// change of attributes, and nothing sets it back (`touch -d` and `utimes` set the modification
/// and access times only), so an edit that restores a file's size and modification time still
/// changes its identity; a file replaced by another (an editor saving through a rename, a
/// checkout) has another inode as well.
///
/// Racy files (git's term): a file written again within the clock tick that stamped it keeps
/// both times, and, at the same size, its identity. So a digest is remembered only for a file
/// whose modification and status-change times are `racyWindow` older than the moment the run
/// began, before it hashed anything: a write after the hashing then stamps a later time. A file
/// written more recently is hashed on every run until it has settled.
///
/// One file per configuration key, read in one go, written like the cache's other files (to a
/// temporary file, renamed over the old one). A file that does not read back (cut short,
/// changed, another format) is ignored as a whole and rewritten: every file is hashed.
///
/// Lookups may run on worker threads (`lookUp` reads only); `remember` runs on the calling
/// thread between them.
struct FileDigestMemo: Sendable {
    /// What the file system says of a file, all of which an edit changes.
    struct Identity: Equatable, Sendable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        /// Nanoseconds since 1970.
        var modified: Int64
        var changed: Int64

        init(device: UInt64, inode: UInt64, size: Int64, modified: Int64, changed: Int64) {
            self.device = device
            self.inode = inode
            self.size = size
            self.modified = modified
            self.changed = changed
        }

        init(_ info: stat) {
            #if canImport(Darwin)
            let modified = info.st_mtimespec, changed = info.st_ctimespec
            #else
            let modified = info.st_mtim, changed = info.st_ctim
            #endif
            self.init(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                      modified: Self.nanoseconds(modified), changed: Self.nanoseconds(changed))
        }

        static func nanoseconds(_ time: timespec) -> Int64 { Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec) }

        /// Whether no write at or after `moment` can leave these times as they are.
        func isSettled(before moment: Int64) -> Bool {
            modified < moment - FileDigestMemo.racyWindow && changed < moment - FileDigestMemo.racyWindow
        }
    }

    /// A file's identity when its bytes were read, and their digest.
    struct Entry: Equatable, Sendable {
        var identity: Identity
        var digest: ContentDigest
    }

    /// What `lookUp` found: the file's digest (nil when it cannot be read), and the entry to
    /// remember when the bytes were read and hashed (nil when the memo answered, or for a file
    /// that is not a regular one).
    struct Lookup: Sendable {
        var digest: ContentDigest?
        var read: Entry?
    }

    /// Two seconds, in nanoseconds: the coarsest timestamp granularity among the file systems a
    /// project lives on (FAT and exFAT store modification times in 2-second steps; HFS+ and
    /// ext3 in seconds; ext4, APFS, Btrfs, XFS and tmpfs in nanoseconds, but the kernel stamps
    /// them from a clock that advances by ticks of up to 10 ms), and room for a clock that
    /// stamps files slightly behind the one the run reads (a file server's).
    static let racyWindow: Int64 = 2_000_000_000

    let file: String
    /// Why the file was ignored, when it was there but did not read back.
    private(set) var note: String?
    /// The entries, by path; every one settled when it was written.
    private(set) var entries: [String: Entry] = [:]
    /// When the run began (nanoseconds since 1970): files stamped since may change unseen.
    let begun: Int64
    private(set) var changed = false

    static let magic = "nibcheck file digests 1"

    /// Reads the memo at `file` (absent: empty).
    /// - Parameter now: the moment the run begins, before it hashes anything.
    init(file: String, now: Int64 = FileDigestMemo.now()) {
        self.file = file
        begun = now
        guard let data = FileManager.default.contents(atPath: file) else { return }
        if let entries = data.withUnsafeBytes(Self.decode) {
            self.entries = entries
        } else {
            note = "ignoring the lint cache \(file) (not a file of digests); it is rewritten"
            changed = true
        }
    }

    /// The wall clock, in nanoseconds since 1970.
    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Identity.nanoseconds(time)
    }

    /// The digest of the file at `path`: the memo's when the file's identity is the remembered
    /// one, else its bytes read and hashed.
    func lookUp(_ path: String) -> Lookup {
        var info = stat()
        if let entry = entries[path], stat(path, &info) == 0, Identity(info) == entry.identity {
            return Lookup(digest: entry.digest, read: nil)
        }
        return Self.readAndHash(path)
    }

    /// Takes in what `lookUp` read of `path`: its digest is remembered once the file has settled
    /// (see `racyWindow`); a remembered digest of other bytes is forgotten.
    mutating func remember(_ path: String, _ lookup: Lookup) {
        guard let read = lookup.read else { return }
        if read.identity.isSettled(before: begun) {
            guard entries[path] != read else { return }
            entries[path] = read
        } else {
            guard entries.removeValue(forKey: path) != nil else { return }
        }
        changed = true
    }

    /// The file's identity as open reads it (links followed), its bytes, read through the same
    /// descriptor so that the identity is that of the bytes; for a file that is not a regular
    /// one, FileManager's answer and no entry.
    private static func readAndHash(_ path: String) -> Lookup {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return Lookup(digest: nil, read: nil) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            return Lookup(digest: LintCache.digest(ofFile: path), read: nil)
        }
        let identity = Identity(info)
        // One byte more than the size, to find a file that grew since `fstat` (its identity then
        // is not that of the bytes read: no entry).
        let capacity = Int(max(identity.size, 0)) + 1
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 8)
        defer { buffer.deallocate() }
        var count = 0
        while count < capacity {
            let got = read(descriptor, buffer.baseAddress! + count, capacity - count)
            if got == 0 { break }
            if got < 0 {
                if errno == EINTR { continue }
                return Lookup(digest: nil, read: nil)
            }
            count += got
        }
        guard count < capacity else { return Lookup(digest: LintCache.digest(ofFile: path), read: nil) }
        let digest = ContentDigest(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
        return Lookup(digest: digest, read: count == Int(identity.size) ? Entry(identity: identity, digest: digest) : nil)
    }

    /// Writes the memo if it changed.
    /// - Returns: why it could not, for a note.
    mutating func save() -> String? {
        guard changed else { return nil }
        if let reason = LintCache.replaceFile(file, with: encoded()) { return reason }
        changed = false
        return nil
    }

    /// A header line (`magic`, the body's digest and length), then per entry, sorted by path: the
    /// path's length and bytes, the identity's five numbers and the digest's two halves, each
    /// number 8 bytes little-endian.
    func encoded() -> [UInt8] {
        var body: [UInt8] = []
        for path in entries.keys.sorted() {
            let entry = entries[path]!
            Self.append(UInt64(path.utf8.count), to: &body)
            body += path.utf8
            for number in [entry.identity.device, entry.identity.inode, UInt64(bitPattern: entry.identity.size),
                           UInt64(bitPattern: entry.identity.modified), UInt64(bitPattern: entry.identity.changed),
                           entry.digest.high, entry.digest.low] {
                Self.append(number, to: &body)
            }
        }
        return Array("\(Self.magic) \(ContentDigest(body)) \(body.count)\n".utf8) + body
    }

    private static func append(_ number: UInt64, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: number.littleEndian) { bytes += $0 }
    }

    /// The entries of an encoded memo; nil for bytes `encoded` did not write whole.
    static func decode(_ bytes: UnsafeRawBufferPointer) -> [String: Entry]? {
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let header = String(decoding: bytes[..<newline], as: UTF8.self).split(separator: " ")
        let body = UnsafeRawBufferPointer(rebasing: bytes[(newline + 1)...])
        guard header.count == 6, header[..<4].joined(separator: " ") == magic, Int(header[5]) == body.count,
              let digest = ContentDigest(hex: header[4]), digest == ContentDigest(body) else { return nil }
        var entries: [String: Entry] = [:]
        var offset = 0
        func number() -> UInt64? {
            guard body.count - offset >= 8 else { return nil }
            defer { offset += 8 }
            return UInt64(littleEndian: body.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }
        while offset < body.count {
            guard let length = number(), length <= UInt64(body.count - offset) else { return nil }
            let path = String(decoding: body[offset ..< offset + Int(length)], as: UTF8.self)
            offset += Int(length)
            guard let device = number(), let inode = number(), let size = number(), let modified = number(),
                  let changed = number(), let high = number(), let low = number() else { return nil }
            let identity = Identity(device: device, inode: inode, size: Int64(bitPattern: size),
                                    modified: Int64(bitPattern: modified), changed: Int64(bitPattern: changed))
            entries[path] = Entry(identity: identity, digest: ContentDigest(high: high, low: low))
        }
        return entries
    }
}
