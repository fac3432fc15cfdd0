import Foundation
import RxCocoa
import RxSwift

struct ExchangeRates: Decodable { let base: String; let rates: [String: Double] }

final class RatesRepository {
    private let disposeBag = DisposeBag()
    private(set) var latest: ExchangeRates?

    func refresh() {
        let request = URLRequest(url: URL(string: "https://rates.example.com/latest")!)
        URLSession.shared.rx.data(request: request)
            .map { try JSONDecoder().decode(ExchangeRates.self, from: $0) }
            .observe(on: MainScheduler.instance)
            .subscribe( // expect: pipeline source=dataTask terminal=subscribe framework=rxswift ops=map,observe context=none type=RatesRepository function=refresh
                onNext: { [weak self] rates in self?.latest = rates },
                onError: { error in print("rates failed: \(error)") }
            )
            .disposed(by: disposeBag)
    }
}
