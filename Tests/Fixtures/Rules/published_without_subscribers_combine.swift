import Combine
import SwiftUI

final class CheckoutViewModel: ObservableObject {
    @Published var isProcessing = false // expect: finding rule=published_without_subscribers
    @Published var errorMessage: String? // expect: finding rule=published_without_subscribers
    @Published var promoCode = ""
    @Published private(set) var total: Decimal = 0
    @Published var giftWrap = false
    @Published private(set) var discount: Decimal = 0 // expect: finding rule=published_without_subscribers
    private let validator = PromoValidator()
    private var cancellables = Set<AnyCancellable>()

    init(prices: AnyPublisher<Decimal, Never>) {
        $promoCode
            .removeDuplicates()
            .sink { [weak self] code in self?.discount = code.isEmpty ? 0 : 5 } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
        prices
            .assign(to: &$total) // expect: pipeline verdict=keep rule=continuous_stream hazards=
        validator.watch($giftWrap.eraseToAnyPublisher())
    }

    func pay() {
        isProcessing = true
        errorMessage = nil
    }
}

final class PromoValidator {
    private(set) var wrapped = false
    private var cancellables = Set<AnyCancellable>()

    func watch(_ flags: AnyPublisher<Bool, Never>) {
        flags.sink { [weak self] on in self?.wrapped = on }.store(in: &cancellables) // expect: pipeline verdict=keep rule=continuous_stream hazards=
    }
}

struct CheckoutView: View {
    @ObservedObject var model: CheckoutViewModel

    var body: some View {
        VStack {
            if model.isProcessing { ProgressView() }
            Text(model.errorMessage ?? "")
            Text("Total: \(model.total as NSDecimalNumber)")
            Button("Pay") { model.pay() }
        }
    }
}
