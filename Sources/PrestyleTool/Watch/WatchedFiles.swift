import Foundation
import Prestyle

/// The style files a watch follows, and what each held at one moment.
///
/// A file that is not there at a look is *missing*, not changed: an editor that saves by removing the file
/// and writing it again, or a folder being replaced, leaves a moment with no file, and running the style then
/// would show an error the user never made. The watch waits for the file to come back and compares what it
/// holds then with what the last run read. A file that is there but cannot be read — not a regular file,
/// over the size cap — is a change: the run that follows says why. A look the system could not make (no file
/// descriptor left) counts as nothing seen.
struct WatchedFiles {
    var files: [String] = []

    /// What one file held at a look.
    enum Content: Equatable {
        /// The file's bytes.
        case bytes(Data)
        /// Nothing is there, or a symbolic link to nothing (a link whose target is being saved).
        case missing
        /// Something is there that is not read: why (``InputFile/Refusal``).
        case refused(InputFile.Refusal)
        /// The file could not be looked at now (no descriptor left): neither a change nor a save.
        case unknown
    }

    /// Each file's content now, read the way the registry reads a style (``InputFile``, within its cap).
    func snapshot() -> [String: Content] {
        Dictionary(files.map { ($0, Self.content(of: $0)) }, uniquingKeysWith: { first, _ in first })
    }

    /// The files whose content differs from `snapshot`, in order, and the files missing now.
    func changes(since snapshot: [String: Content]) -> (changed: [String], missing: [String]) {
        let now = self.snapshot()
        let missing = files.filter { now[$0] == .missing }
        let changed = files.filter { file in
            guard let content = now[file], content != .missing, content != .unknown else { return false }
            return content != snapshot[file]
        }
        return (changed, missing)
    }

    private static func content(of file: String) -> Content {
        switch InputFile.bytes(atPath: file, cap: StyleRegistry.maximumStyleFileSize) {
        case .success(let bytes): .bytes(Data(bytes))
        case .failure(.missing), .failure(.danglingSymbolicLink): .missing
        case .failure(.outOfDescriptors): .unknown
        case .failure(let refusal): .refused(refusal)
        }
    }
}
