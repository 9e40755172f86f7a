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
        #expect(spec.folders == ["Badge/Classes", "Badge/Extra", "Badge/Views", "Badge", "Core/Resources"])
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
        #expect(spec.folders == ["Sources", "Resources"])
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
