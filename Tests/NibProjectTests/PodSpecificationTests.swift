import Testing
import XcodeProject

/// A pod specification is read, not run: the quoted file patterns of the attributes that say
/// what the pod builds reach the folders before their wildcards.
@Suite struct PodSpecificationTests {
    @Test func rubyPatternsReachTheirFolders() {
        let spec = PodSpecification.parse("""
        Pod::Spec.new do |s|
          s.name         = 'Badge'
          s.version      = '1.2.0'
          s.summary      = 'A badge view. Drawn in a xib.'
          s.homepage     = 'https://example.com/badge'
          s.license      = { :type => 'MIT', :file => 'LICENSE.md' }
          s.source       = { :git => 'https://example.com/badge.git', :tag => s.version.to_s }
          s.source_files = 'Badge/Classes/**/*.{swift,h,m}', 'Badge/Extra/Helper.swift'
          s.resource_bundles = {
            'BadgeAssets' => ['Badge/Views/*.xib', 'Badge/Assets.xcassets']
          }
          s.subspec 'Core' do |core|
            core.resources = "Core/Resources/"  # a folder
          end
        end
        """, path: "Modules/Badge/Badge.podspec")
        // The code's patterns (`*.{swift,h,m}`, `Helper.swift`) and the asset catalog reach no document.
        #expect(spec.folders == ["Badge/Views", "Core/Resources"])
    }

    @Test func jsonPatternsReachTheirFolders() {
        let spec = PodSpecification.parse("""
        {
          "name": "Formatter",
          "version": "0.49.0",
          "license": {"type": "MIT", "file": "LICENSE.md"},
          "source_files": "Sources/*.swift",
          "resources": ["Resources/*.xib"]
        }
        """, path: "Formatter.podspec.json")
        #expect(spec.folders == ["Resources"])
    }

    /// A pattern naming only files that are no document reaches nothing, however its folder is
    /// written (a first run: a spec of generated classes, `"#{dir}/*.pbobjc.{h,m}"`, read as
    /// reaching the repository's root, hid every unbuilt document of the app).
    @Test func patternsOfCodeAloneReachNoDocument() {
        let generated = PodSpecification.parse("""
        Pod::Spec.new do |s|
          dir = "Pods/#{s.name}"
          s.subspec "Messages" do |ms|
            ms.source_files = "#{dir}/*.pbobjc.{h,m}", "#{dir}/Shared.swift"
          end
        end
        """, path: "Protos.podspec")
        #expect(generated.folders == [])
        func folders(_ pattern: String) -> [String] {
            PodSpecification.parse("Pod::Spec.new do |s|\n  s.resources = '\(pattern)'\nend\n", path: "Kit.podspec").folders
        }
        #expect(folders("Kit/**/*.{h,m,xib}") == ["Kit"])
        #expect(folders("Kit/Kit.bundle") == ["Kit"])
        #expect(folders("#{dir}/*") == [""])
        #expect(folders("Kit/**/*.{png,JPG}") == [])
        // A pod template's commented-out example builds nothing.
        let commented = PodSpecification.parse("Pod::Spec.new do |s|\n  s.source_files = 'Classes/*.swift'\n  # s.resources = 'Resources/*.xib'\nend\n",
                                               path: "Kit.podspec")
        #expect(commented.folders == [])
        // A `#` later on a line is no comment: a one-line JSON specification's homepage.
        let json = PodSpecification.parse(#"{"homepage": "https://example.com/#kit", "resources": ["Kit/*.xib"]}"#, path: "Kit.podspec.json")
        #expect(json.folders == ["Kit"])
    }

    /// Patterns built in Ruby, or a pattern that starts with a wildcard: the whole folder.
    @Test func whatIsNotReadReachesTheWholeFolder() {
        #expect(PodSpecification.parse("Pod::Spec.new do |s|\n  s.source_files = FILES\nend\n", path: "Kit.podspec").folders == [""])
        #expect(PodSpecification.parse("Pod::Spec.new do |s|\n  s.resources = '**/*.xib'\nend\n", path: "Kit.podspec").folders == [""])
    }

    /// A pod of vendored frameworks builds no file of the tree.
    @Test func aPodThatNamesNoFilesReachesNoFolder() {
        let spec = PodSpecification.parse("Pod::Spec.new do |s|\n  s.vendored_frameworks = 'Kit/Kit.framework'\nend\n", path: "Kit.podspec")
        #expect(spec.folders == [])
    }
}
