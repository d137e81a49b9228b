import Foundation

/// Seat orders for a whole planned event, chosen together so seats rotate fairly.
///
/// The rounds are taken in blocks of `s` rounds, `s` the largest table. In a block, people and
/// tables form a bipartite graph (an edge for each person at each table) in which nobody has
/// more than `s` edges, so its edges can be coloured with `s` colours, no two edges at a person
/// or a table sharing one (König's theorem). A table seats its people in the order of their
/// edges' colours. So, within a block, nobody sits in the same seat twice; when every table
/// seats `s`, the colours at each table are exactly seats 1...s, and:
/// - over each full block of `s` rounds everyone sits once in every seat, seat 1 included;
/// - after any number of rounds, the times any two people sat in a given seat differ by at most 1.
/// With tables of different sizes, a smaller table's people keep their colours' order, so seat
/// counts are close but not guaranteed within 1.
enum TableSeatRotation {
    /// `rounds` (tables of people numbered from 0 to `people` − 1) with each table in seat order.
    static func seated(_ rounds: [[[Int]]], people: Int) -> [[[Int]]] {
        let seats = rounds.flatMap { $0.map(\.count) }.max() ?? 0
        guard seats > 0 else { return rounds }
        var result: [[[Int]]] = []
        var start = 0
        while start < rounds.count {
            let block = Array(rounds[start..<min(start + seats, rounds.count)])
            result += seatedBlock(block, people: people, colours: seats)
            start += seats
        }
        return result
    }

    /// One block, by colouring its edges one at a time: when the edge's person and table have no
    /// free colour in common, swapping two colours along an alternating path makes one free.
    private static func seatedBlock(_ block: [[[Int]]], people: Int, colours: Int) -> [[[Int]]] {
        let tableNodes = block.flatMap { $0 }
        // Nodes: people 0..<people, then every table of the block in order.
        let nodes = people + tableNodes.count
        var neighbour = Array(repeating: Array(repeating: -1, count: colours), count: nodes)

        func freeColour(_ node: Int) -> Int {
            neighbour[node].firstIndex(of: -1)!
        }

        for (offset, table) in tableNodes.enumerated() {
            let tableNode = people + offset
            for person in table {
                let a = freeColour(person)
                let b = freeColour(tableNode)
                if neighbour[tableNode][a] != -1 {
                    // Walk from the table along colours a, b, a, ... and swap them on the path;
                    // the path cannot reach `person` (a is free there), so a becomes free at the table.
                    var path: [(Int, Int, Int)] = []
                    var node = tableNode
                    var colour = a
                    while neighbour[node][colour] != -1 {
                        let next = neighbour[node][colour]
                        path.append((node, next, colour))
                        node = next
                        colour = colour == a ? b : a
                    }
                    for (from, to, colour) in path {
                        neighbour[from][colour] = -1
                        neighbour[to][colour] = -1
                    }
                    for (from, to, colour) in path {
                        let swapped = colour == a ? b : a
                        neighbour[from][swapped] = to
                        neighbour[to][swapped] = from
                    }
                }
                neighbour[person][a] = tableNode
                neighbour[tableNode][a] = person
            }
        }

        var offset = 0
        return block.map { round in
            round.map { _ in
                defer { offset += 1 }
                return neighbour[people + offset].filter { $0 != -1 }
            }
        }
    }
}
