import Foundation
import NibKit
import XCTest

/// Files as an attacker or a failing disk hands them to the reader: huge, sparse, changing.
/// (Entity, DOCTYPE, nesting, encoding and truncation cases are in NibModelTests/XMLReaderTests.)
final class ReaderThreatTests: XCTestCase {
    /// A 1 GiB file (sparse: it costs no disk) is refused from its size alone, before a byte is
    /// read, and the message says how to raise the limit.
    func testGigabyteFileIsRefusedBeforeReading() throws {
        let path = try scratchFolder(self).appendingPathComponent("Huge.xib").path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 1 << 30)
        try handle.close()
        XCTAssertThrowsError(try IBDocument.read(path: path)) { error in
            let error = error as? DocumentReadError
            XCTAssertEqual(error?.kind, .tooLarge)
            XCTAssertEqual(error?.location, SourceLocation(file: path, line: 1, column: 1))
            XCTAssertEqual(error?.message, "file is 1073741824 bytes, over the 67108864-byte limit (raise it with --max-file-size)")
        }
    }

    /// A 100 MB attribute value: over the default file size limit; with the limit raised,
    /// libxml2's own 10 MB limit on a value stops it, with a location on the attribute's line.
    func testHundredMegabyteAttributeValueIsRefused() throws {
        var bytes = Array(#"<?xml version="1.0" encoding="UTF-8"?>"#.utf8) + [0x0A]
        bytes += Array(#"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" userLabel=""#.utf8)
        bytes += [UInt8](repeating: UInt8(ascii: "x"), count: 100_000_000)
        bytes += Array(#""/>"#.utf8)
        let path = try scratchFolder(self).appendingPathComponent("Attribute.xib").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try IBDocument.read(path: path)) { error in
            XCTAssertEqual((error as? DocumentReadError)?.kind, .tooLarge)
        }
        XCTAssertThrowsError(try IBDocument.read(path: path, options: ReadOptions(maxFileSize: 200_000_000))) { error in
            let error = error as? DocumentReadError
            XCTAssertEqual(error?.kind, .malformedXML, "\(String(describing: error))")
            XCTAssertEqual(error?.location.line, 2)
            XCTAssertLessThan(error?.message.count ?? .max, 300, "no file content in the message")
        }
    }

    /// The reader reads a file whole, once: while a writer rewrites it in place (truncating,
    /// writing a different document, appending garbage), every read gives a document that is one
    /// of the versions written, or a located error. Never a trap, never a mix reported as fine.
    func testFileRewrittenWhileReadGivesADocumentOrAnError() throws {
        let path = try scratchFolder(self).appendingPathComponent("Changing.xib").path
        func version(_ views: Int) -> [UInt8] {
            let subviews = (0..<views).map { index in
                #"<view contentMode="scaleToFill" id="Chg-aa-\#(index)"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#
            }.joined(separator: "\n")
            return Array(hardeningXib(subviews).utf8)
        }
        let versions = [version(3), version(40), version(400)]
        let validCounts: Set<Int> = [3, 40, 400]
        try Data(versions[0]).write(to: URL(fileURLWithPath: path))
        let stop = StopFlag()
        let writer = Thread {
            var round = 0
            while !stop.isSet {
                guard let handle = FileHandle(forWritingAtPath: path) else { continue }
                let bytes = versions[round % versions.count]
                try? handle.truncate(atOffset: 0)
                // In two halves, so that readers meet half-written files too.
                try? handle.write(contentsOf: bytes[..<(bytes.count / 2)])
                try? handle.write(contentsOf: bytes[(bytes.count / 2)...])
                if round % 5 == 0 { try? handle.write(contentsOf: Array("<garbage>".utf8)) }
                try? handle.close()
                round += 1
            }
        }
        writer.start()
        let outcomes = Outcomes()
        DispatchQueue.concurrentPerform(iterations: 400) { _ in
            do throws(DocumentReadError) {
                let document = try IBDocument.read(path: path)
                outcomes.record(document.objects.count, nil)
            } catch {
                outcomes.record(nil, error)
            }
        }
        stop.set()
        for count in outcomes.counts {
            XCTAssertTrue(validCounts.contains(count), "a document with \(count) objects was never written")
        }
        for error in outcomes.errors {
            XCTAssertEqual(error.location.file, path)
            XCTAssertGreaterThanOrEqual(error.location.line, 1)
            XCTAssertTrue([.empty, .malformedXML].contains(error.kind), "\(error)")
        }
        XCTAssertEqual(outcomes.counts.count + outcomes.errors.count, 400)
    }
}

private final class StopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}

private final class Outcomes: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var counts: [Int] = []
    private(set) var errors: [DocumentReadError] = []
    func record(_ count: Int?, _ error: DocumentReadError?) {
        lock.withLock {
            if let count { counts.append(count) }
            if let error { errors.append(error) }
        }
    }
}
