import Foundation

struct AudioBuffer { var samples: [Float] }

final class AudioGraph {
    private var pending: [AudioBuffer] = []
    func sink(_ buffer: AudioBuffer) { pending.append(buffer) }
}

final class Logger {
    func sink(to file: URL) { print("logging to \(file.path)") }
}

final class Recorder {
    private let audioGraph = AudioGraph()
    private let logger = Logger()

    func record(buffer: AudioBuffer, logFile: URL) {
        logger.sink(to: logFile)
        audioGraph.sink(buffer)
        audioGraph
            .sink(AudioBuffer(samples: buffer.samples.map { $0 * 0.5 }))
    }
}
