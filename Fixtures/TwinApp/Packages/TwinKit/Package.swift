// swift-tools-version:6.0
import PackageDescription

// A local package: both apps link its product TwinKit (whose target depends on TwinKitCore),
// the Mac app also TwinKitResources, whose xib is a package resource.
let package = Package(
    name: "TwinKit",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "TwinKit", targets: ["TwinKit"]),
        .library(name: "TwinKitResources", type: .static, targets: ["TwinKitResources"]),
    ],
    targets: [
        .target(name: "TwinKit", dependencies: ["TwinKitCore"]),
        .target(name: "TwinKitCore", dependencies: []),
        .target(
            name: "TwinKitResources",
            resources: [.process("Resources/ProgressWindow.xib")]
        ),
    ]
)
