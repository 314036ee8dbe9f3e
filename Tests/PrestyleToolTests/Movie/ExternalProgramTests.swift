import Foundation
import Testing

@testable import PrestyleTool

/// The programs a GIF or MP4 needs are looked for on the tool's search path; a missing one is named with the
/// package that installs it, before anything is drawn or written.
@Suite("Movie programs")
struct ExternalProgramTests {
    @Test func aMissingRasteriserIsNamedWithItsDebianAndHomebrewPackages() throws {
        let workspace = try Workspace()
        var tool = workspace.tool
        tool.programSearchPath = workspace.path("nothing-here")
        let gif = workspace.path("cool.gif")
        let result = tool.apply(ApplyRequest(style: "cool", output: gif))
        #expect(result.status == .failure)
        #expect(result.errors == "Error: rsvg-convert is not installed (or not on the PATH); prestyle needs it to draw the "
            + "frames of \(gif): install it with 'apt-get install librsvg2-bin' on Debian and Ubuntu, 'brew install librsvg' "
            + "on macOS (scripts/setup installs it)\n")
        #expect(!FileManager.default.fileExists(atPath: gif))
    }

    @Test func theFirstFolderWithAnExecutableOfThatNameWins() throws {
        let workspace = try Workspace()
        let folders = ["a", "b", "c"].map(workspace.path)
        for folder in folders { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        // a: a folder of that name; b: a file that cannot run; c: the program.
        try FileManager.default.createDirectory(atPath: folders[0] + "/ffmpeg", withIntermediateDirectories: true)
        try "not a program".write(toFile: folders[1] + "/ffmpeg", atomically: true, encoding: .utf8)
        try "#!/bin/sh\n".write(toFile: folders[2] + "/ffmpeg", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folders[2] + "/ffmpeg")
        let found = try ExternalProgram.encoder.locate(in: folders.joined(separator: ":"), purpose: "to encode x.gif")
        #expect(found.path == folders[2] + "/ffmpeg")
        #expect(throws: ToolError.self) { try ExternalProgram.encoder.locate(in: folders[0] + ":" + folders[1], purpose: "") }
    }
}
