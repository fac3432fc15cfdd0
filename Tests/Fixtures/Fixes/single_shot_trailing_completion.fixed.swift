import Combine
import Foundation

// The form Xcode completes: the completion handler as the unlabelled trailing closure and
// the value handler as `receiveValue:`. Every line of both handlers must survive the rewrite.
// The model is on the main actor, so the Task runs the handlers on the thread the sink did.

enum UploadError: Error {
    case rejected
}

final class UploadService {
    @available(*, renamed: "upload(_:)")
    func upload(_ data: Data) -> AnyPublisher<Int, UploadError> {
        Future { promise in
            promise(data.isEmpty ? .failure(.rejected) : .success(data.count))
        }
        .eraseToAnyPublisher()
    }

    func upload(_ data: Data) async throws -> Int {
        for try await value in (upload(data) as AnyPublisher<Int, UploadError>).values {
            return value
        }
        throw CancellationError()
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
        let uploadPublisher = service.upload(data)
        let uploadTask = Task { [weak self] in
            let completion: Subscribers.Completion<UploadError>
            do {
                for try await count in uploadPublisher.values {
                    guard !Task.isCancelled else { break }
                    self?.uploaded = count
                }
                guard !Task.isCancelled else { return }
                completion = .finished
            } catch is CancellationError {
                return
            } catch let failure as UploadError {
                completion = .failure(failure)
            } catch {
                return
            }
            self?.isLoading = false
            switch completion {
            case .finished:
                self?.failure = nil
            case .failure(let error):
                self?.failure = "Upload failed: \(error)"
            }
        }
        AnyCancellable { uploadTask.cancel() }.store(in: &cancellables)
    }
}
