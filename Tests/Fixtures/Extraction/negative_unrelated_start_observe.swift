import Foundation

final class Engine {
    private(set) var running = false
    func start() { running = true }
    func observe(_ handler: @escaping (Bool) -> Void) { handler(running) }
}

final class Dashboard {
    private let engine = Engine()
    private var values: [String: Double] = [:]

    func boot() {
        engine.start()
        engine.observe { running in print("engine running: \(running)") }
        let metrics = values.values.filter { $0 > 0 }
        print(metrics)
        let timer = Timer(timeInterval: 1, repeats: true) { _ in }
        RunLoop.main.add(timer, forMode: .common)
    }
}
