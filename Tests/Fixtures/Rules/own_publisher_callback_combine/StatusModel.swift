import Combine
import CoreData
import Network

final class StatusModel {
    private(set) var online = false
    private(set) var notes: [NSManagedObject] = []
    private var cancellables = Set<AnyCancellable>()

    init(context: NSManagedObjectContext) {
        NWPathMonitor().pathChanges()
            .map { $0.status == .satisfied }
            .sink { [weak self] in self?.online = $0 } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
        FetchedItemsPublisher(request: NSFetchRequest<NSManagedObject>(entityName: "Note"), context: context)
            .receive(on: DispatchQueue.main)
            .sink { [weak self] in self?.notes = $0 } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
    }
}
