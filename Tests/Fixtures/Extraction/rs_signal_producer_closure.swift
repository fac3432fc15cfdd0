import Foundation
import ReactiveSwift

enum ExportError: Error { case diskFull }

final class ReportExporter {
    private(set) var exportedURL: URL?

    func export(rows: [String]) {
        SignalProducer<URL, ExportError> { observer, lifetime in
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("report.csv")
            guard !lifetime.hasEnded else { return }
            if (try? rows.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)) != nil {
                observer.send(value: url)
                observer.sendCompleted()
            } else {
                observer.send(error: .diskFull)
            }
        }
        .observe(on: UIScheduler())
        .startWithResult { [weak self] result in // expect: pipeline source=create terminal=startWithResult framework=reactiveswift ops=observe context=none type=ReportExporter function=export
            if case let .success(url) = result { self?.exportedURL = url }
        }
    }
}
