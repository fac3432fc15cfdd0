import Combine
import Foundation

struct Coupon {
    var code: String
}

enum CouponError: Error {
    case expired
}

final class CouponService {
    @available(*, renamed: "coupon(for:)")
    func coupon(for code: String) -> AnyPublisher<Coupon, Error> {
        Just(Coupon(code: code)).setFailureType(to: Error.self).eraseToAnyPublisher()
    }

    func coupon(for code: String) async throws -> Coupon {
        for try await value in (coupon(for: code) as AnyPublisher<Coupon, Error>).values {
            return value
        }
        throw CancellationError()
    }
}

final class CheckoutModel {
    private let service = CouponService()
    private(set) var coupon: Coupon?
    private(set) var message: String?
    private var cancellables = Set<AnyCancellable>()

    func apply(code: String) {
        let couponPublisher = service.coupon(for: code)
            .receive(on: DispatchQueue.main)
        let couponTask = Task { @MainActor [weak self] in
            let completion: Subscribers.Completion<Error>
            do {
                for try await coupon in couponPublisher.values {
                    guard !Task.isCancelled else { break }
                    self?.coupon = coupon
                }
                guard !Task.isCancelled else { return }
                completion = .finished
            } catch is CancellationError {
                return
            } catch where Task.isCancelled {
                return
            } catch {
                completion = .failure(error)
            }
            if case .failure(let error) = completion {
                self?.message = "Could not apply: \(error)"
            }
        }
        AnyCancellable { couponTask.cancel() }.store(in: &cancellables)
    }

    func greet() {
        do {
            let text = "Welcome back"
            self.message = text
        }
    }
}
