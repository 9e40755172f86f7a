// `SourceLocation` comes from the SourceLocations module, shared with SourceScan; every client
// of NibModel sees it as NibModel's own.
@_exported import SourceLocations
