// swift-tools-version:6.3
// NibKit: reads, checks, lays out and diffs Interface Builder documents, on Linux and macOS.
//
// Layers, lowest first; a module imports only modules above it in this list:
//   CLibXML2    system library: libxml2 (pkg-config libxml-2.0, Debian libxml2-dev)
//   ParallelMap an order-keeping map over all cores (the one way files are fanned out)
//   SourceLocations  file:line:column, the one location type (NibModel and SourceScan re-export it),
//               and the UTF-8 check the readers of source files and string tables share
//   NibModel    reader, lossless document model, source locations, diagnostics
//   NibLocalization  a Base document's localizable strings (ibtool's .strings), .strings and
//               .xcstrings readers, the translations beside a document
//   NibSolver   Cassowary-class constraint solver (knows nothing of IB)
//   SourceScan  Swift / Objective-C source scanner (knows nothing of IB)
//   YAMLSubset  the YAML subset that configuration files use (knows nothing of IB)
//   XcodeProject Xcode projects and workspaces: targets, modules, their files (knows nothing of IB)
//   NibLayout   IB constraints on the solver, static analysis, live sessions, bindings
//   NibProject  component library, storyboard references, connection checks against sources
//   NibLint     rules, configuration, baselines, reporters
//   NibDiff     semantic diff, impact, SVG rendering
//   NibKit      the public umbrella
//   nibcheck    the command-line tool
import PackageDescription

let package = Package(
    name: "NibKit",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "NibKit", targets: ["NibKit"]),
        .executable(name: "nibcheck", targets: ["nibcheck"]),
        .executable(name: "nibbench", targets: ["nibbench"]),
        .plugin(name: "NibcheckPlugin", targets: ["NibcheckPlugin"]),
        .plugin(name: "NibcheckBuildToolPlugin", targets: ["NibcheckBuildToolPlugin"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .target(name: "ParallelMap"),
        .target(name: "SourceLocations"),
        .target(name: "NibModel", dependencies: ["CLibXML2", "SourceLocations"]),
        .target(name: "NibLocalization", dependencies: ["NibModel"]),
        .target(name: "NibSolver"),
        .target(name: "SourceScan", dependencies: ["ParallelMap", "SourceLocations"]),
        .target(name: "YAMLSubset"),
        .target(name: "XcodeProject"),
        .target(name: "NibLayout", dependencies: ["NibModel", "NibSolver", "ParallelMap"]),
        .target(name: "NibProject", dependencies: ["NibModel", "SourceScan", "ParallelMap", "NibLayout", "XcodeProject"]),
        .target(name: "NibLint", dependencies: ["NibModel", "NibLocalization", "NibLayout", "NibProject", "SourceScan", "YAMLSubset", "ParallelMap",
                                                  "XcodeProject"]),
        .target(name: "NibDiff", dependencies: ["NibModel", "NibLocalization", "NibLayout", "NibProject"]),
        .target(name: "NibKit", dependencies: ["NibModel", "NibLocalization", "NibSolver", "NibLayout", "NibProject", "NibLint", "NibDiff"]),
        .executableTarget(name: "nibcheck", dependencies: ["NibKit"]),
        .executableTarget(name: "nibbench", dependencies: ["NibKit", "ParallelMap", "SourceScan"], path: "Tools/nibbench"),
        // `swift package nibcheck …` for packages and Xcode projects that depend on NibKit.
        .plugin(
            name: "NibcheckPlugin",
            capability: .command(
                intent: .custom(verb: "nibcheck", description: "Lint the package's .xib and .storyboard files with nibcheck"),
                permissions: []),
            dependencies: ["nibcheck"]
        ),
        // Lints a target's IB files on every build; findings become Xcode issues.
        .plugin(name: "NibcheckBuildToolPlugin", capability: .buildTool(), dependencies: ["nibcheck"]),

        .testTarget(name: "NibModelTests", dependencies: ["NibModel"]),
        .testTarget(name: "NibLocalizationTests", dependencies: ["NibLocalization"]),
        .testTarget(name: "ParallelMapTests", dependencies: ["ParallelMap"]),
        .testTarget(name: "NibSolverTests", dependencies: ["NibSolver"]),
        .testTarget(name: "SourceScanTests", dependencies: ["SourceScan"]),
        .testTarget(name: "YAMLSubsetTests", dependencies: ["YAMLSubset"]),
        .testTarget(name: "XcodeProjectTests", dependencies: ["XcodeProject"]),
        .testTarget(name: "NibLayoutTests", dependencies: ["NibLayout", "NibLint"]),
        .testTarget(name: "NibProjectTests", dependencies: ["NibProject"]),
        // Golden reports are read from the source tree by path (see ReporterTests), not bundled.
        .testTarget(name: "NibLintTests", dependencies: ["NibLint"], exclude: ["Golden"]),
        .testTarget(name: "NibDiffTests", dependencies: ["NibDiff"]),
        .testTarget(name: "nibcheckTests", dependencies: ["NibKit", "YAMLSubset"]),
        .testTarget(name: "HardeningTests", dependencies: ["NibKit"]),
    ],
    swiftLanguageModes: [.v6]
)
