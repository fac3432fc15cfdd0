import Foundation
import ReactiveSwift

struct Invoice: Decodable {
    var id: Int
}

final class InvoiceViewModel {
    let invoices = MutableProperty<[Invoice]>([])
    let cached = MutableProperty<Data?>(nil)

    func load(page: Int) {
        InvoiceEndpoint.list(page: page).answer([Invoice].self)
            .startWithValues { [weak self] list in // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
                self?.invoices.value = list ?? []
            }
    }

    func watch(id: Int) {
        InvoiceEndpoint.detail(id: id).cachedCopies()
            .observeValues { [weak self] data in // expect: pipeline verdict=keep rule=continuous_stream hazards=
                self?.cached.value = data
            }
    }
}
