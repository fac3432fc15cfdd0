/// A unified diff (`diff -u` style, three lines of context) between two texts. Lines are
/// matched by longest common subsequence only inside the regions that changed, so a diff of a
/// long file with thousands of small fixes takes time and memory in proportion to the file,
/// not to its square.
public enum UnifiedDiff {
    public static func make(old: String, new: String, path: String, context: Int = 3) -> String {
        let oldLines = lines(old)
        let newLines = lines(new)
        // Trim the common prefix and suffix: what is left is the one region that changed.
        var prefix = 0
        while prefix < oldLines.count, prefix < newLines.count, oldLines[prefix] == newLines[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < oldLines.count - prefix, suffix < newLines.count - prefix,
              oldLines[oldLines.count - 1 - suffix] == newLines[newLines.count - 1 - suffix]
        {
            suffix += 1
        }
        let region = ChangedLines(old: prefix..<(oldLines.count - suffix), new: prefix..<(newLines.count - suffix))
        return render(diff(oldLines, newLines, regions: [region]), path: path, context: context)
    }

    /// The diff of a rewrite, from the byte ranges its edits replaced (in the old text) and
    /// wrote (in the new one), in order.
    static func make(
        old: [UInt8], new: [UInt8], changes: [(old: Range<Int>, new: Range<Int>)], path: String, context: Int = 3
    ) -> String {
        let (oldLines, newLines) = (lines(String(decoding: old, as: UTF8.self)), lines(String(decoding: new, as: UTF8.self)))
        let (oldStarts, newStarts) = (lineStarts(old), lineStarts(new))
        func line(at boundary: Int, _ starts: [Int], _ bytes: [UInt8], count: Int) -> Int {
            boundary == bytes.count ? count : lineIndex(of: boundary, in: starts)
        }
        // Whole lines around each edit, in the old text: back to its line's start and on to the
        // next line start after its end. Edits whose lines touch are one region, so a region's
        // ends lie outside every edit, where the old and new texts differ only by the length
        // the edits before them added.
        var spans: [(start: Int, end: Int, grownBefore: Int, grownInside: Int)] = []
        var grown = 0
        for change in changes {
            let start = oldStarts[lineIndex(of: change.old.lowerBound, in: oldStarts)]
            let endsAtLineStart = change.old.upperBound > change.old.lowerBound && old[change.old.upperBound - 1] == UInt8(ascii: "\n")
            var end = change.old.upperBound
            if !endsAtLineStart {
                while end < old.count, old[end] != UInt8(ascii: "\n") { end += 1 }
                end = min(end + 1, old.count)
            }
            let growth = change.new.count - change.old.count
            if let last = spans.last, start <= last.end {
                spans[spans.count - 1] = (last.start, max(last.end, end), last.grownBefore, last.grownInside + growth)
            } else {
                spans.append((start, end, grown, growth))
            }
            grown += growth
        }
        let regions = spans.map { span in
            ChangedLines(
                old: line(at: span.start, oldStarts, old, count: oldLines.count)..<line(at: span.end, oldStarts, old, count: oldLines.count),
                new: line(at: span.start + span.grownBefore, newStarts, new, count: newLines.count)
                    ..< line(at: span.end + span.grownBefore + span.grownInside, newStarts, new, count: newLines.count))
        }
        return render(diff(oldLines, newLines, regions: regions), path: path, context: context)
    }

    private static func render(_ operations: [Operation], path: String, context: Int) -> String {
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

    private static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
        return starts
    }

    private static func lineIndex(of offset: Int, in starts: [Int]) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Line ranges of a region that changed; outside every region both texts are the same.
    struct ChangedLines {
        var old: Range<Int>
        var new: Range<Int>
    }

    /// Regions larger than this many line pairs are shown as removed and added whole instead of
    /// matched line by line: the match table would take too much memory.
    static let largestMatchedRegion = 4_000_000

    static func diff(_ old: [String], _ new: [String], regions: [ChangedLines]) -> [Operation] {
        var operations: [Operation] = []
        var (i, j) = (0, 0)
        func same(until oldEnd: Int) {
            while i < oldEnd {
                operations.append(Operation(kind: .same, text: old[i], oldIndex: i, newIndex: j))
                i += 1
                j += 1
            }
        }
        for region in regions {
            same(until: region.old.lowerBound)
            operations += matched(Array(old[region.old]), Array(new[region.new]), oldStart: i, newStart: j)
            (i, j) = (region.old.upperBound, region.new.upperBound)
        }
        same(until: old.count)
        return operations
    }

    /// One region, matched by longest common subsequence.
    private static func matched(_ old: [String], _ new: [String], oldStart: Int, newStart: Int) -> [Operation] {
        guard old.count * new.count <= largestMatchedRegion else {
            return old.enumerated().map { Operation(kind: .delete, text: $1, oldIndex: oldStart + $0, newIndex: newStart) }
                + new.enumerated().map { Operation(kind: .insert, text: $1, oldIndex: oldStart + old.count, newIndex: newStart + $0) }
        }
        var table = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var operations: [Operation] = []
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                operations.append(Operation(kind: .same, text: old[i], oldIndex: oldStart + i, newIndex: newStart + j))
                i += 1
                j += 1
            } else if j < new.count, i == old.count || table[i][j + 1] > table[i + 1][j] {
                operations.append(Operation(kind: .insert, text: new[j], oldIndex: oldStart + i, newIndex: newStart + j))
                j += 1
            } else {
                operations.append(Operation(kind: .delete, text: old[i], oldIndex: oldStart + i, newIndex: newStart + j))
                i += 1
            }
        }
        return operations
    }
}
