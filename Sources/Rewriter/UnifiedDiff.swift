/// A unified diff (`diff -u` style, three lines of context) between two texts, computed on
/// lines with the longest common subsequence.
public enum UnifiedDiff {
    public static func make(old: String, new: String, path: String, context: Int = 3) -> String {
        let oldLines = lines(old)
        let newLines = lines(new)
        let operations = diff(oldLines, newLines)
        guard operations.contains(where: { $0.kind != .same }) else { return "" }
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        var index = 0
        while index < operations.count {
            guard let firstChange = operations[index...].firstIndex(where: { $0.kind != .same }) else { break }
            let hunkStart = max(index, firstChange - context)
            var hunkEnd = firstChange
            var lastChange = firstChange
            while hunkEnd < operations.count {
                if operations[hunkEnd].kind != .same { lastChange = hunkEnd }
                if hunkEnd - lastChange > context * 2 { break }
                hunkEnd += 1
            }
            hunkEnd = min(operations.count, lastChange + context + 1)
            let hunk = operations[hunkStart..<hunkEnd]
            let oldStart = hunk.first.map { $0.oldIndex } ?? 0
            let newStart = hunk.first.map { $0.newIndex } ?? 0
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            output += "@@ -\(oldStart + (oldCount > 0 ? 1 : 0)),\(oldCount) +\(newStart + (newCount > 0 ? 1 : 0)),\(newCount) @@\n"
            for operation in hunk {
                switch operation.kind {
                case .same: output += " " + operation.text + "\n"
                case .delete: output += "-" + operation.text + "\n"
                case .insert: output += "+" + operation.text + "\n"
                }
            }
            index = hunkEnd
        }
        return output
    }

    struct Operation {
        enum Kind { case same, delete, insert }
        var kind: Kind
        var text: String
        /// Position in the old and new texts before this line.
        var oldIndex: Int
        var newIndex: Int
    }

    private static func lines(_ text: String) -> [String] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if result.last == "" { result.removeLast() }
        return result
    }

    static func diff(_ old: [String], _ new: [String]) -> [Operation] {
        // Trim the common prefix and suffix first: fixes change a few lines of long files.
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])
        var table = Array(repeating: Array(repeating: 0, count: newMiddle.count + 1), count: oldMiddle.count + 1)
        for i in stride(from: oldMiddle.count - 1, through: 0, by: -1) {
            for j in stride(from: newMiddle.count - 1, through: 0, by: -1) {
                table[i][j] = oldMiddle[i] == newMiddle[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var operations: [Operation] = []
        for k in 0..<prefix { operations.append(Operation(kind: .same, text: old[k], oldIndex: k, newIndex: k)) }
        var i = 0
        var j = 0
        while i < oldMiddle.count || j < newMiddle.count {
            if i < oldMiddle.count, j < newMiddle.count, oldMiddle[i] == newMiddle[j] {
                operations.append(Operation(kind: .same, text: oldMiddle[i], oldIndex: prefix + i, newIndex: prefix + j))
                i += 1
                j += 1
            } else if j < newMiddle.count, i == oldMiddle.count || table[i][j + 1] >= table[i + 1][j] {
                operations.append(Operation(kind: .insert, text: newMiddle[j], oldIndex: prefix + i, newIndex: prefix + j))
                j += 1
            } else {
                operations.append(Operation(kind: .delete, text: oldMiddle[i], oldIndex: prefix + i, newIndex: prefix + j))
                i += 1
            }
        }
        for k in 0..<suffix {
            let oldIndex = old.count - suffix + k
            let newIndex = new.count - suffix + k
            operations.append(Operation(kind: .same, text: old[oldIndex], oldIndex: oldIndex, newIndex: newIndex))
        }
        return operations
    }
}
