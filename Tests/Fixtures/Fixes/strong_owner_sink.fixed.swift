import Combine

final class CartViewModel {
    var count = 0
    var cancellables = Set<AnyCancellable>()
}

final class CartController {
    func bind(counts: AnyPublisher<Int, Never>, viewModel: CartViewModel) {
        counts
            .sink { [weak viewModel] count in guard let viewModel else { return }; viewModel.count = count }
            .store(in: &viewModel.cancellables)
        counts
            .sink { [weak viewModel] count in
                guard let viewModel else { return }
                viewModel.count += count
            }
            .store(in: &viewModel.cancellables)
    }
}
