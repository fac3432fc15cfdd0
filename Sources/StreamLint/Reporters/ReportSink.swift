import Foundation

/// Where a report is written as it is rendered, so that a large report never has to be held in
/// memory whole (a 4-million-line tree's JSON report is tens of megabytes, and its encoder's
/// value tree many times that).
public protocol ReportSink: AnyObject {
    func write(_ text: String)
}

/// Collects a report in memory: for tests, and for formats rendered as one string.
public final class StringReportSink: ReportSink {
    public private(set) var text = ""

    public init() {}

    public func write(_ text: String) {
        self.text += text
    }
}

/// Writes to a file handle (standard output) in blocks of 64 KiB.
public final class FileHandleReportSink: ReportSink {
    private let handle: FileHandle
    private var buffer: [UInt8] = []
    private static let blockSize = 64 * 1024

    public init(_ handle: FileHandle) {
        self.handle = handle
        buffer.reserveCapacity(Self.blockSize)
    }

    public func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.blockSize { flush() }
    }

    public func flush() {
        guard !buffer.isEmpty else { return }
        handle.write(Data(buffer))
        buffer.removeAll(keepingCapacity: true)
    }

    deinit {
        flush()
    }
}
