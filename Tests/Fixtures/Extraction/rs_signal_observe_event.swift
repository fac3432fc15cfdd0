import ReactiveSwift

enum UploadEvent { case progress(Double), finished }

final class UploadProgressLogger {
    let (uploads, uploadsInput) = Signal<UploadEvent, Never>.pipe()
    private(set) var lines: [String] = []

    func attach() {
        uploads.observe { [weak self] event in // expect: pipeline source=subject terminal=observe framework=reactiveswift ops= context=none type=UploadProgressLogger function=attach
            switch event {
            case let .value(.progress(fraction)):
                self?.lines.append("progress \(fraction)")
            case .value(.finished), .completed, .interrupted:
                self?.lines.append("done")
            }
        }
    }
}
