import Testing

@testable import PrestyleExport

@Suite("Text tables")
struct TextTableTests {
    @Test func columnsAreAsWideAsTheirWidestCell() {
        var table = TextTable(header: ["t", "call", "target"], alignments: [.right, .left, .left])
        table.append(["0.5", "viewDidAppear", "presented"])
        table.append(["10", "completion", "presenting"])
        #expect(table.lines() == [
            "  t  call           target",
            "0.5  viewDidAppear  presented",
            " 10  completion     presenting",
        ])
    }

    @Test func aCellPastItsColumnsLimitRunsOnWithoutWideningTheOthers() {
        var table = TextTable(alignments: [.left, .left])
        table.maximumWidths = [6, nil]
        table.append(["short", "a"])
        table.append(["a very long call", "b"])
        #expect(table.lines() == [
            "short   a",
            "a very long call  b",
        ])
    }
}
