extension Messages {
    static func compareNeedsTwo(_ references: [String], found styles: [String]) -> String {
        guard !references.isEmpty else { return "compare shows two styles, A and B: name two styles, or a folder holding two" }
        let named = styles.isEmpty ? "none" : field(styles.joined(separator: ", "))
        return "compare shows two styles, A and B, and \(field(references.joined(separator: " "))) "
            + "\(styles.count == 1 ? "names one" : "names \(styles.count)"): \(named)"
            + " (name two styles, or a folder holding two)"
    }
}
