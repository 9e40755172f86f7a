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
/// identity is what it was when its bytes were hashed. Likewise the folders a run walked, by
/// each folder's identity (git's untracked cache): adding, removing or renaming an entry
/// changes a folder's modification and status-change times, so a folder whose identity is the
/// remembered one holds the remembered entries. A listing that looked an entry's kind up
/// through a link is not remembered (the link's target may change alone).
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
/// written more recently is hashed on every run until it has settled; a folder, listed.
///
/// One file per configuration key, read in one go, written like the cache's other files (to a
/// temporary file, renamed over the old one). A file that does not read back (cut short,
/// changed, another format) is ignored as a whole and rewritten: every file is hashed.
///
/// Lookups may run on worker threads (`lookUp` reads only); `remember` and `list` run on the
/// calling thread between them.
struct StatMemo: Sendable {
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
            modified < moment - StatMemo.racyWindow && changed < moment - StatMemo.racyWindow
        }
    }

    /// A file's identity when its bytes were read, and their digest.
    struct Entry: Equatable, Sendable {
        var identity: Identity
        var digest: ContentDigest
    }

    /// A folder's identity when it was listed, and its entries.
    struct Listing: Equatable, Sendable {
        var identity: Identity
        var entries: [FolderEntry]
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
    /// The files' digests as the memo file holds them, looked up there in place.
    private var stored = StoredDigests()
    /// The digests this run remembered (an entry) or forgot (nil), by path, over `stored`.
    private var updates: [String: Entry?] = [:]
    /// The folders' listings, by path; every one settled when it was written.
    private(set) var listings: [String: Listing] = [:]
    /// When the run began (nanoseconds since 1970): files stamped since may change unseen.
    let begun: Int64
    private(set) var changed = false

    /// (2: the files sorted by their paths' bytes, for `StoredDigests`' binary search.)
    static let magic = "nibcheck stat memo 2"

    /// Reads the memo at `file` (absent: empty).
    /// - Parameter now: the moment the run begins, before it hashes anything.
    init(file: String, now: Int64 = StatMemo.now()) {
        self.file = file
        begun = now
        guard let bytes = try? XMLReader.readFile(path: file, limit: .max) else { return }
        if let decoded = Self.decode(bytes) {
            (stored, listings) = decoded
        } else {
            note = "ignoring the lint cache \(file) (not a memo of file digests); it is rewritten"
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
        remembered(path).map { Lookup(digest: $0, read: nil) } ?? Self.readAndHash(path)
    }

    /// The remembered digest of the file at `path` when the file's identity is the remembered
    /// one (one `stat`); nil otherwise.
    func remembered(_ path: String) -> ContentDigest? {
        guard let entry = entry(path), Self.identity(ofFile: path) == entry.identity else { return nil }
        return entry.digest
    }

    /// The entry remembered for `path`: this run's, else the memo file's.
    private func entry(_ path: String) -> Entry? {
        if let update = updates[path] { return update }
        return stored.entry(path)
    }

    /// Every file's entry, by path (made whole: for saving, and for tests).
    var digests: [String: Entry] {
        var all = stored.all
        for (path, update) in updates { all[path] = update }
        return all
    }

    /// Takes in what `lookUp` read of `path`: its digest is remembered once the file has settled
    /// (see `racyWindow`); a remembered digest of other bytes is forgotten.
    mutating func remember(_ path: String, _ lookup: Lookup) {
        guard let read = lookup.read else { return }
        let remembered = entry(path)
        if read.identity.isSettled(before: begun) {
            guard remembered != read else { return }
            updates[path] = read
        } else {
            guard remembered != nil else { return }
            updates[path] = .some(nil)
        }
        changed = true
    }

    /// The entries of the folder at `path` whose status (taken before listing) is `status`:
    /// the remembered ones when its identity is the remembered one, else listed and remembered
    /// (once the folder has settled, and when no entry's kind came through a link).
    mutating func list(_ path: String, status: stat) -> [FolderEntry]? {
        let identity = Identity(status)
        if let listing = listings[path], listing.identity == identity { return listing.entries }
        guard let listed = VisitedFolders.list(path) else { return nil }
        if identity.isSettled(before: begun) && !listed.followsLinks {
            let listing = Listing(identity: identity, entries: listed.entries)
            if listings[path] != listing {
                listings[path] = listing
                changed = true
            }
        } else if listings.removeValue(forKey: path) != nil {
            changed = true
        }
        return listed.entries
    }

    /// The identity of the regular file at `path` (links followed; one `stat`), nil for
    /// anything else. Taken before a file is read and compared with another taken after, it
    /// tells whether the bytes read are those of that identity (`LintCache.rememberDigests`).
    static func identity(ofFile path: String) -> Identity? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Identity(info)
    }

    /// The file's identity as open reads it (links followed), its bytes, read through the same
    /// descriptor so that the identity is that of the bytes; for a file that is not a regular
    /// one, FileManager's answer and no entry.
    static func readAndHash(_ path: String) -> Lookup {
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

    /// A header line (`magic`, the body's digest and length), then the number of files, each
    /// file (sorted by the path's UTF-8 bytes: the path, the identity's five numbers, the
    /// digest's two halves),
    /// and each folder to the end (sorted by path: the path, the identity, the number of
    /// entries, and each entry's kind and name). Every number is 8 bytes little-endian; a path
    /// or name is its length, then its UTF-8 bytes.
    func encoded() -> [UInt8] {
        var body: [UInt8] = []
        let digests = self.digests
        Self.append(UInt64(digests.count), to: &body)
        for path in digests.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let entry = digests[path]!
            Self.append(path, entry.identity, to: &body)
            Self.append(entry.digest.high, to: &body)
            Self.append(entry.digest.low, to: &body)
        }
        for path in listings.keys.sorted() {
            let listing = listings[path]!
            Self.append(path, listing.identity, to: &body)
            Self.append(UInt64(listing.entries.count), to: &body)
            for entry in listing.entries {
                Self.append(Self.kindNumbers.firstIndex(of: entry.kind).map(UInt64.init)!, to: &body)
                Self.append(entry.name, to: &body)
            }
        }
        return Array("\(Self.magic) \(ContentDigest(body)) \(body.count)\n".utf8) + body
    }

    /// Entry kinds by their number in the file.
    private static let kindNumbers: [FolderEntry.Kind] = [.file, .folder, .missing]

    private static func append(_ number: UInt64, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: number.littleEndian) { bytes += $0 }
    }

    private static func append(_ text: String, to bytes: inout [UInt8]) {
        append(UInt64(text.utf8.count), to: &bytes)
        bytes += text.utf8
    }

    private static func append(_ path: String, _ identity: Identity, to bytes: inout [UInt8]) {
        append(path, to: &bytes)
        for number in [identity.device, identity.inode, UInt64(bitPattern: identity.size),
                       UInt64(bitPattern: identity.modified), UInt64(bitPattern: identity.changed)] {
            append(number, to: &bytes)
        }
    }

    /// The tables of an encoded memo; nil for bytes `encoded` did not write whole. The files'
    /// records are only found (`StoredDigests`); the folders' listings are decoded.
    static func decode(_ bytes: [UInt8]) -> (digests: StoredDigests, listings: [String: Listing])? {
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let prefix = Array("\(magic) ".utf8)
        let header = bytes[..<newline]
        guard header.starts(with: prefix) else { return nil }
        let fields = header.dropFirst(prefix.count).split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        let bodyStart = newline + 1
        guard fields.count == 2, Int(String(decoding: fields[1], as: UTF8.self)) == bytes.count - bodyStart,
              let digest = ContentDigest(hex: Substring(String(decoding: fields[0], as: UTF8.self))) else { return nil }
        return bytes.withUnsafeBytes { whole in
            let body = UnsafeRawBufferPointer(rebasing: whole[bodyStart...])
            guard digest == ContentDigest(body) else { return nil }
            var reader = StoredDigests.Reader(body)
            guard var count = reader.number() else { return nil }
            var files: [Int] = []
            files.reserveCapacity(Int(min(count, UInt64(body.count / 64))))
            var previous: UnsafeRawBufferPointer?
            while count > 0 {
                let record = reader.offset
                // In strictly increasing order of the paths' bytes, as `encoded` writes them
                // (the binary search relies on it).
                guard let path = reader.bytes(), reader.skip(7 * 8), previous.map({ StoredDigests.order($0, path) < 0 }) ?? true
                else { return nil }
                files.append(record)
                previous = path
                count -= 1
            }
            var listings: [String: Listing] = [:]
            while !reader.atEnd {
                guard let path = reader.text(), let identity = reader.identity(), var count = reader.number() else { return nil }
                var entries: [FolderEntry] = []
                while count > 0 {
                    guard let kind = reader.number(), kind < UInt64(kindNumbers.count), let name = reader.text() else { return nil }
                    entries.append(FolderEntry(name: name, kind: kindNumbers[Int(kind)]))
                    count -= 1
                }
                listings[path] = Listing(identity: identity, entries: entries)
            }
            return (StoredDigests(bytes: bytes, bodyStart: bodyStart, files: files), listings)
        }
    }
}

/// The files' records of a memo file, looked up where the file's bytes hold them: a binary
/// search over the records' offsets, comparing the paths' bytes. Decoding every record into a
/// table keyed by Strings was a tenth of a warm lint run's instructions, for files most of which
/// it then looked up once.
struct StoredDigests: Sendable {
    /// The memo file's bytes.
    private let bytes: [UInt8]
    /// Where its body starts (after the header line).
    private let bodyStart: Int
    /// Where each file's record starts in the body, in the order of the paths' bytes.
    private let files: [Int]

    init(bytes: [UInt8] = [], bodyStart: Int = 0, files: [Int] = []) {
        self.bytes = bytes
        self.bodyStart = bodyStart
        self.files = files
    }

    /// The entry recorded for `path`, if any.
    func entry(_ path: String) -> StatMemo.Entry? {
        guard !files.isEmpty else { return nil }
        var path = path
        return path.withUTF8 { wanted in
            withBody { body in
                var low = 0, high = files.count
                while low < high {
                    let middle = (low + high) / 2
                    let order = Self.order(Self.path(at: files[middle], in: body), UnsafeRawBufferPointer(wanted))
                    if order == 0 { return Self.entry(at: files[middle], in: body).entry }
                    if order < 0 { low = middle + 1 } else { high = middle }
                }
                return nil
            }
        }
    }

    /// Every recorded entry, by path.
    var all: [String: StatMemo.Entry] {
        withBody { body in
            // Two paths of other bytes can be equal Strings (a name in NFC and in NFD): either entry.
            Dictionary(files.map { offset in
                let record = Self.entry(at: offset, in: body)
                return (String(decoding: record.path, as: UTF8.self), record.entry)
            }, uniquingKeysWith: { first, _ in first })
        }
    }

    private func withBody<T>(_ body: (UnsafeRawBufferPointer) -> T) -> T {
        bytes.withUnsafeBytes { whole in body(UnsafeRawBufferPointer(rebasing: whole[bodyStart...])) }
    }

    /// How `a` sorts against `b`, byte by byte (negative: before; zero: the same bytes).
    static func order(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Int32 {
        let common = min(a.count, b.count)
        let order = common == 0 ? 0 : memcmp(a.baseAddress!, b.baseAddress!, common)
        return order != 0 ? order : a.count < b.count ? -1 : a.count > b.count ? 1 : 0
    }

    /// The path's bytes of the record at `offset`, which `decode` found whole: read without
    /// bounds checks (the binary search reads some ten a lookup).
    private static func path(at offset: Int, in body: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
        let length = Int(UInt64(littleEndian: body.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
        return UnsafeRawBufferPointer(start: body.baseAddress! + offset + 8, count: length)
    }

    private static func entry(at offset: Int, in body: UnsafeRawBufferPointer) -> (path: UnsafeRawBufferPointer, entry: StatMemo.Entry) {
        var reader = Reader(body, at: offset)
        let path = reader.bytes()!
        let identity = reader.identity()!
        let digest = ContentDigest(high: reader.number()!, low: reader.number()!)
        return (path, StatMemo.Entry(identity: identity, digest: digest))
    }

    /// Reads a memo's body from an offset on: every read is bounded by the body, nil past it.
    struct Reader {
        private let body: UnsafeRawBufferPointer
        private(set) var offset: Int

        init(_ body: UnsafeRawBufferPointer, at offset: Int = 0) {
            self.body = body
            self.offset = offset
        }

        var atEnd: Bool { offset >= body.count }

        /// 8 bytes little-endian.
        mutating func number() -> UInt64? {
            guard body.count - offset >= 8 else { return nil }
            defer { offset += 8 }
            return UInt64(littleEndian: body.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }

        /// Skips `count` bytes, if there are that many.
        mutating func skip(_ count: Int) -> Bool {
            guard body.count - offset >= count else { return false }
            offset += count
            return true
        }

        /// A length, then that many bytes.
        mutating func bytes() -> UnsafeRawBufferPointer? {
            guard let length = number(), length <= UInt64(body.count - offset) else { return nil }
            defer { offset += Int(length) }
            return UnsafeRawBufferPointer(rebasing: body[offset ..< offset + Int(length)])
        }

        mutating func text() -> String? { bytes().map { String(decoding: $0, as: UTF8.self) } }

        mutating func identity() -> StatMemo.Identity? {
            guard let device = number(), let inode = number(), let size = number(), let modified = number(),
                  let changed = number() else { return nil }
            return StatMemo.Identity(device: device, inode: inode, size: Int64(bitPattern: size),
                                     modified: Int64(bitPattern: modified), changed: Int64(bitPattern: changed))
        }
    }
}
