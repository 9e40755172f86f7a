import Testing
import NibModel

struct PathNamesTests {
    @Test(arguments: [
        ("Base.lproj/Main.storyboard", "Main.storyboard", "storyboard", "Main"),
        ("/abs/App/ComicView.xib", "ComicView.xib", "xib", "ComicView"),
        ("ComicView.xib", "ComicView.xib", "xib", "ComicView"),
        ("Folder.xcassets/", "Folder.xcassets", "xcassets", "Folder"),
        ("a/.gitignore", ".gitignore", "", ".gitignore"),
        ("a/Makefile", "Makefile", "", "Makefile"),
        ("a.b/c", "c", "", "c"),
        ("logo@2x~ipad.png", "logo@2x~ipad.png", "png", "logo@2x~ipad"),
        ("Ünïcödé/Café.xib", "Café.xib", "xib", "Café"),
        ("", "", "", ""),
        // A nib bundle's document stands for its bundle.
        ("App/Base.lproj/Panel.nib/designable.nib", "Panel.nib", "nib", "Panel"),
        ("Panel.nib/designable.nib", "Panel.nib", "nib", "Panel"),
        ("a/designable.nib", "designable.nib", "nib", "designable"),
    ])
    func fileNameParts(_ path: String, _ name: String, _ fileExtension: String, _ base: String) {
        #expect(PathNames.fileName(path) == name)
        #expect(PathNames.fileExtension(path) == fileExtension)
        #expect(PathNames.baseName(path) == base)
    }

    @Test func componentsSplitOnSlashes() {
        #expect(PathNames.components("/a//b/c.xib") == ["a", "b", "c.xib"])
        #expect(PathNames.components("/a//b/", omittingEmpty: false) == ["", "a", "", "b", ""])
    }

    /// As `NSString.deletingLastPathComponent`, which configuration loading used.
    @Test(arguments: [
        ("conf/.nibcheck.yml", "conf"), ("/a/b/c.yml", "/a/b"), ("/a.yml", "/"), ("a.yml", ""),
        ("a//b", "a"), ("/a/b/", "/a"), ("/", "/"), ("a/", ""), ("", ""),
        ("App/Base.lproj/Panel.nib/designable.nib", "App/Base.lproj"), ("Panel.nib/designable.nib", ""),
    ])
    func folderOfAPath(_ path: String, _ folder: String) {
        #expect(PathNames.folder(path) == folder)
    }

    @Test func aNibBundlesDocumentIsAXib() {
        #expect(PathNames.isXib("App/Panel.nib/designable.nib"))
        #expect(PathNames.isXib("App/Panel.xib"))
        #expect(!PathNames.isXib("App/Main.storyboard"))
        #expect(!PathNames.isNibBundleDocument("designable.nib"))
        #expect(PathNames.nibBundle(of: "App/Panel.nib/designable.nib") == "App/Panel.nib")
    }
}
