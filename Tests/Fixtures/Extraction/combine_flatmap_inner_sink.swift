import Combine
import Foundation

final class UploadCoordinator {
    let pendingUploads = PassthroughSubject<URL, Never>()
    let progress = CurrentValueSubject<Double, Never>(0)
    func report(_ fraction: Double) { progress.send(fraction) }
    private var bag = Set<AnyCancellable>()

    func start() {
        pendingUploads
            .map { [weak self] fileURL -> URL in
                guard let self else { return fileURL }
                self.progress
                    .filter { $0 >= 1.0 }
                    .sink { _ in print("finished \(fileURL.lastPathComponent)") } // expect: pipeline source=currentValueSubject terminal=sink framework=combine ops=filter context=none type=UploadCoordinator function=start
                    .store(in: &self.bag)
                return fileURL
            }
            .sink { url in print("queued \(url)") } // expect: pipeline source=subject terminal=sink framework=combine ops=map context=none type=UploadCoordinator function=start
            .store(in: &bag)
    }
}
