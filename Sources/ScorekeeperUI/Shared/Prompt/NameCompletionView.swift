import ScorekeeperStore

/// The line under a prompt that names a person (adding a player, merging people): the people Tab
/// completes to, each with their colour and marker; once the name is a person's, `found` and
/// them ("Links to ● Ann"); a name that is no one's says `missing` ("A new person").
enum NameCompletionView {
    static func draw(_ completion: NameCompletion, typed: String, found: String = "Links to", missing: String = "A new person",
                     anchorRow: Int?, rowHeight: Int, into screen: inout Screen, layout: Layout) {
        // The prompt's own box (PromptView): its hint line is this one. Prompts that complete names
        // have short hints, which keep the box at its narrowest.
        let width = PromptView.width(message: nil, layout: layout)
        let rect = DialogPlacement.rect(width: width, height: 4, anchorRow: anchorRow, rowHeight: rowHeight, layout: layout)
        let y = rect.y + 2
        var x = rect.x + 2
        let end = rect.maxX - 2
        screen.fill(Rect(x: x, y: y, width: end - x, height: 1), role: .dialog)
        func put(_ text: String, role: Role = .dialog) {
            guard x < end else { return }
            x += screen.put(text, x: x, y: y, role: role, maxWidth: end - x)
        }
        func putPerson(_ candidate: NameCompletion.Candidate) {
            put("\(candidate.colour.marker) ", role: candidate.colour.role)
            put(Sanitized.text(candidate.name), role: candidate.colour.role)
        }
        if let person = completion.person(named: typed) {
            put(found + " ")
            putPerson(person)
            if completion.matches(typed).count > 1 { put(" · Tab: the next") }
            return
        }
        let matches = completion.matches(typed)
        guard !matches.isEmpty else {
            put(typed.trimmingCharacters(in: .whitespaces).isEmpty ? "Enter saves · Esc cancels" : missing)
            return
        }
        put("Tab: ")
        for (index, candidate) in matches.enumerated() {
            if index > 0 { put("  ") }
            // Room for at least a short name, else an ellipsis says there are more.
            if end - x < 6 {
                put(Glyphs.ellipsis)
                break
            }
            putPerson(candidate)
        }
    }
}
