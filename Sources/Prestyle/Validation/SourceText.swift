import LuaKit

/// A style file's lines, for pointing diagnostics at the right one when Lua cannot say: the line where a
/// table field is set (`duration = "fast"`), the `return` line of a hook that returned garbage.
///
/// Lines are split at `\n` bytes, as Lua counts them (a `\r\n` ends a line too, its `\r` left at the line's
/// end): splitting the text by characters was a fifth of what `prestyle list` spent on a style.
struct SourceText {
    let file: String
    let lines: [Substring]

    init(file: String, text: String) {
        self.file = file
        lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Substring.init)
    }

    /// The first line at or after `start` that assigns `key` (`key =`, not `key ==`), ignoring comments.
    func line(assigning key: String, from start: Int = 1) -> Int? {
        guard start >= 1, start <= lines.count else { return nil }
        for number in start...lines.count where Self.assigns(key, in: Self.code(of: lines[number - 1])) {
            return number
        }
        return nil
    }

    /// The line of the `return` a function at `location` returns through, when it has exactly one `return`
    /// (nested functions' returns make it ambiguous: then nil).
    func returnLine(of location: LuaSourceLocation) -> Int? {
        guard location.chunkName == file, location.line >= 1 else { return nil }
        let last = Swift.min(location.lastLine ?? location.line, lines.count)
        guard location.line <= last else { return nil }
        let candidates = (location.line...last).filter { Self.containsWord("return", in: Self.code(of: lines[$0 - 1])) }
        return candidates.count == 1 ? candidates[0] : nil
    }

    /// The line without its `--` comment (a dash pair inside a string is rare in styles; the cost of
    /// misreading one is only a less precise line).
    ///
    /// Searched byte by byte: a `-` is one byte in UTF-8 and never part of another character's bytes, and a
    /// generic substring search here was most of the time `prestyle list` spent on a style.
    static func code(of line: Substring) -> Substring {
        var previousWasDash = false
        for index in line.utf8.indices {
            let isDash = line.utf8[index] == UInt8(ascii: "-")
            if isDash, previousWasDash { return line[..<line.utf8.index(before: index)] }
            previousWasDash = isDash
        }
        return line
    }

    private static func isIdentifier(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// Whether `word` occurs in `line` with no identifier character right before or after it.
    static func containsWord(_ word: String, in line: Substring) -> Bool {
        let pattern = Array(word.utf8)
        if !pattern.isEmpty, pattern.allSatisfy({ $0 < 0x80 }),
           let searched = line.utf8.withContiguousStorageIfAvailable({ asciiContainsWord(pattern, in: $0) }),
           let found = searched {
            return found
        }
        var searchStart = line.startIndex
        while let range = line[searchStart...].firstRange(of: word) {
            let before = range.lowerBound == line.startIndex ? nil : line[line.index(before: range.lowerBound)]
            let after = range.upperBound == line.endIndex ? nil : line[range.upperBound]
            if !(before.map(isIdentifier) ?? false), !(after.map(isIdentifier) ?? false) { return true }
            searchStart = range.upperBound
        }
        return false
    }

    /// ``containsWord(_:in:)`` over bytes, for an ASCII word; nil when a neighbour of a match is not ASCII (a
    /// letter of another script is an identifier character too), which the character-wise search then decides.
    private static func asciiContainsWord(_ pattern: [UInt8], in line: UnsafeBufferPointer<UInt8>) -> Bool? {
        func isIdentifier(_ byte: UInt8) -> Bool? {
            guard byte < 0x80 else { return nil }
            return (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
        }
        var start = 0
        while start + pattern.count <= line.count {
            guard line[start] == pattern[0], (1..<pattern.count).allSatisfy({ line[start + $0] == pattern[$0] }) else {
                start += 1
                continue
            }
            let end = start + pattern.count
            guard let before = start == 0 ? false : isIdentifier(line[start - 1]),
                  let after = end == line.count ? false : isIdentifier(line[end]) else { return nil }
            if !before, !after { return true }
            start = end
        }
        return false
    }

    private static func assigns(_ key: String, in line: Substring) -> Bool {
        var searchStart = line.startIndex
        while let range = line[searchStart...].firstRange(of: key) {
            searchStart = range.upperBound
            let before = range.lowerBound == line.startIndex ? nil : line[line.index(before: range.lowerBound)]
            guard !(before.map(isIdentifier) ?? false) else { continue }
            var rest = line[range.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\"" || $0 == "'" || $0 == "]" }
            guard rest.first == "=" else { continue }
            rest = rest.dropFirst()
            if rest.first != "=" { return true }
        }
        return false
    }
}
