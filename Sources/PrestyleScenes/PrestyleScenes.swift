// The scene runner stands on the engine, the styles and the recording model, and hands all three on: a tool
// that records a style needs `import PrestyleScenes` alone.
@_exported import PresentationKit
@_exported import Prestyle
@_exported import PrestyleExport
