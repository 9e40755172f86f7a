// NibKit: the public umbrella. `import NibKit` gives a tool or app every layer at once;
// each layer is also a module of its own for clients that want less.
@_exported import NibModel
@_exported import NibLocalization
@_exported import NibSolver
@_exported import NibLayout
@_exported import NibProject
@_exported import NibLint
@_exported import NibDiff
