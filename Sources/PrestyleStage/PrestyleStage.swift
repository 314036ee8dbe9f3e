// The stage and its recorder stand on the engine, the styles and the recording model, and hand all three on: a tool
// that records a style needs `import PrestyleStage` alone.
@_exported import PresentationKit
@_exported import Prestyle
@_exported import PrestyleExport
