import Foundation

final class ScoreBoard {
    private var scores: [String: Int] = ["ana": 12, "ben": 7]

    var total: Int {
        scores.values.reduce(0, +)
    }

    func printAll() {
        for score in scores.values {
            print(score)
        }
        for score in scores.values.sorted() where score > 10 {
            print("high: \(score)")
        }
        let averages = scores.values.map { Double($0) / 2 }
        print(averages)
    }
}
