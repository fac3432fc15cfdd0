import Combine
import Foundation

// The form Xcode completes: the completion handler as the unlabelled trailing closure and
// the value handler as `receiveValue:`. Every line of both handlers must survive the rewrite.
// The model is on the main actor, so the Task runs the handlers on the thread the sink did.

enum UploadError: Error {
    case rejected
}

final class UploadService {
    func upload(_ data: Data) -> AnyPublisher<Int, UploadError> {
        Future { promise in
            promise(data.isEmpty ? .failure(.rejected) : .success(data.count))
        }
        .eraseToAnyPublisher()
    }
}

@MainActor
final class UploadModel {
    private let service = UploadService()
    private(set) var isLoading = false
    private(set) var uploaded: Int?
    private(set) var failure: String?
    private var cancellables = Set<AnyCancellable>()

    func send(_ data: Data) {
        isLoading = true
        service.upload(data)
            .sink { [weak self] completion in
                self?.isLoading = false
                switch completion {
                case .finished:
                    self?.failure = nil
                case .failure(let error):
                    self?.failure = "Upload failed: \(error)"
                }
            } receiveValue: { [weak self] count in
                self?.uploaded = count
            }
            .store(in: &cancellables)
    }
}
