import Combine
import Foundation

struct Coupon {
    var code: String
}

enum CouponError: Error {
    case expired
}

final class CouponService {
    func coupon(for code: String) -> AnyPublisher<Coupon, Error> {
        Just(Coupon(code: code)).setFailureType(to: Error.self).eraseToAnyPublisher()
    }
}

final class CheckoutModel {
    private let service = CouponService()
    private(set) var coupon: Coupon?
    private(set) var message: String?
    private var cancellables = Set<AnyCancellable>()

    func apply(code: String) {
        // FIXME(streamlint): single-shot sink; await it in a Task (`for try await value in publisher.values`).
        service.coupon(for: code)
            .receive(on: DispatchQueue.main)
            .sink(
                receiveCompletion: { [weak self] completion in
                    if case .failure(let error) = completion {
                        self?.message = "Could not apply: \(error)"
                    }
                },
                receiveValue: { [weak self] coupon in
                    self?.coupon = coupon
                }
            )
            .store(in: &cancellables)
    }

    func greet() {
        // FIXME(streamlint): single-shot sink; use the value directly.
        Just("Welcome back").sink { [weak self] text in self?.message = text }.store(in: &cancellables)
    }
}
