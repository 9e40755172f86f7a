import Testing
@testable import NibProject

/// A storyboard reference names a storyboard by name; an app's bundle holds only what its
/// targets build, so a stray copy of that name in another folder is not a candidate (a first
/// run on a real app: three references made ambiguous by an old copy).
@Suite struct BuiltStoryboardReferenceTests {
    static let main = IB.storyboard(IB.scene("sCn-Rf-001", controller: "vCo-Rf-001", extra: """
            <viewControllerPlaceholder storyboardName="Detail" id="rEf-Rf-001" sceneMemberID="viewController"/>
    """), initial: "vCo-Rf-001")
    static let detail = IB.storyboard(IB.scene("sCn-Rf-002", controller: "vCo-Rf-002"), initial: "vCo-Rf-002")

    static func files(withProject: Bool) -> [String: String] {
        var files = ["Main.storyboard": main, "Views/Detail.storyboard": detail, "Old/Detail.storyboard": detail]
        if withProject {
            files["App.xcodeproj/project.pbxproj"] = TestXcodeProject(targets: [
                .init(name: "App", resources: ["Main.storyboard", "Views/Detail.storyboard"]),
            ]).text
        }
        return files
    }

    @Test func theStoryboardATargetBuildsIsTheOneMeant() throws {
        let temp = try TemporaryProject(Self.files(withProject: true))
        defer { temp.removeAll() }
        #expect(!ConnectionChecker.check(temp.index()).codes.contains("storyboard-reference-missing"))
    }

    /// Without a project both copies are candidates, equally near: the finding lists them.
    @Test func withoutAProjectTheCopiesAreListed() throws {
        let temp = try TemporaryProject(Self.files(withProject: false))
        defer { temp.removeAll() }
        let finding = ConnectionChecker.check(temp.index()).first { $0.code == "storyboard-reference-missing" }
        #expect(finding?.message.contains("Views/Detail.storyboard") == true, "\(String(describing: finding?.message))")
        #expect(finding?.message.contains("Old/Detail.storyboard") == true)
    }
}
