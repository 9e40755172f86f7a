# Homebrew formula for nibcheck, for a tap (`brew tap OWNER/nibkit`, with this file as
# Formula/nibcheck.rb there). Before publishing a release: set OWNER to where the repository
# lives, and sha256 to `curl -sL URL | shasum -a 256` of the tag's source archive.
class Nibcheck < Formula
  desc "Lint, lay out and diff Interface Builder documents (.xib, .storyboard)"
  homepage "https://github.com/OWNER/NibKit"
  url "https://github.com/OWNER/NibKit/archive/refs/tags/0.1.0.tar.gz"
  version "0.1.0"
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  head "https://github.com/OWNER/NibKit.git", branch: "main"

  # Swift 6.3: Xcode 26.4 on macOS; the Swift toolchain formula on Linux.
  depends_on xcode: ["26.4", :build]
  depends_on macos: :sequoia
  uses_from_macos "libxml2"
  on_linux do
    depends_on "pkgconf" => :build
    depends_on "swift" => :build
  end

  def install
    args = %w[--disable-sandbox --configuration release --product nibcheck]
    # On macOS nibcheck links the SDK's libxml2, whose headers are not on the default path.
    args += ["-Xcc", "-I#{MacOS.sdk_path}/usr/include/libxml2"] if OS.mac?
    args << "--static-swift-stdlib" if OS.linux?
    system "swift", "build", *args
    bin.install ".build/release/nibcheck"
  end

  test do
    (testpath/"View.xib").write <<~XML
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
          <objects>
              <view contentMode="scaleToFill" id="iN0-l3-epB">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
              </view>
              <view contentMode="scaleToFill" id="iN0-l3-epB">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
              </view>
          </objects>
      </document>
    XML
    assert_match "nibcheck #{version}", shell_output("#{bin}/nibcheck --version")
    assert_match "[duplicate-id]", shell_output("#{bin}/nibcheck lint #{testpath}/View.xib --no-cache", 1)
  end
end
