import Foundation
import NibKit

/// `nibbench calibrate [CORPUS] [--half fit|check]`: measures the canvas model's rows again on
/// the documents of a corpus that Xcode saved with no layout mark (`CanvasCalibration`), prints
/// the evidence behind each row and what the rows leave out (control insets and frame heights by
/// element, style, control size and Xcode era), then every contradiction. Exits 1 when the
/// documents contradict a checked-in row.
enum CalibrateCommand: BenchmarkCommand {
    static let name = "calibrate"
    static let usage = "calibrate [CORPUS] [--half fit|check]   the canvas model's rows measured again on unmarked documents"

    static func run(_ args: [String]) throws {
        let selection = try CorpusSelection(args, halfFlag: "--half")
        let paths = selection.documentPaths.filter { path in selection.half.map { CorpusHalf(documentPath: path) == $0 } ?? true }
        let calibration = CanvasCalibration(corpus: selection.corpus, relativePaths: paths)
        print(calibration.report)
        let contradictions = calibration.contradictions
        print("\n## Contradictions\n")
        print(contradictions.isEmpty ? "None: the documents agree with every row." : contradictions.map { "- " + $0 }.joined(separator: "\n"))
        if !contradictions.isEmpty { exit(1) }
    }
}
