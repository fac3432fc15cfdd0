import Moya
import ReactiveSwift

enum BookingAPI { case bookings, rooms }
struct Booking: Decodable { let id: Int }
struct Room: Decodable { let id: Int }

final class BookingsViewModel {
    private let provider: MoyaProvider<BookingAPI>
    private(set) var bookings: [Booking] = []
    private(set) var rooms: [Room] = []

    init(provider: MoyaProvider<BookingAPI>) {
        self.provider = provider
    }

    // Getters that run a request on every read: each read is a new request, as with a function.
    var bookingsRequest: SignalProducer<[Booking], MoyaError> {
        provider.requestOnMain(.bookings).map([Booking].self)
    }

    var roomsRequest: SignalProducer<[Room], MoyaError> {
        return provider.reactive.request(.rooms).map([Room].self)
    }

    // A getter over a call nobody in the module declares: its failing type reads as a request.
    var profileRequest: SignalProducer<Data, MoyaError> {
        provider.profileProducer()
    }

    func load() {
        bookingsRequest.zip(with: roomsRequest)
            .on(value: { [weak self] bookings, rooms in
                self?.bookings = bookings
                self?.rooms = rooms
            })
            .start() // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
        roomsRequest
            .startWithValues { [weak self] rooms in self?.rooms = rooms } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
        profileRequest
            .startWithResult { [weak self] _ in self?.rooms = [] } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
    }
}
