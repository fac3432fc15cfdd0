import Combine
import CoreData

// A publisher type that makes itself the delegate of a fetched-results controller and sends
// the fetched objects every time the store changes them.
final class FetchedItemsPublisher<Item: NSManagedObject>: NSObject, NSFetchedResultsControllerDelegate, Publisher {
    typealias Output = [Item]
    typealias Failure = Never

    private let subject = CurrentValueSubject<[Item], Never>([])
    private let controller: NSFetchedResultsController<Item>

    init(request: NSFetchRequest<Item>, context: NSManagedObjectContext) {
        controller = NSFetchedResultsController(
            fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: nil, cacheName: nil)
        super.init()
        controller.delegate = self
        try? controller.performFetch()
        subject.send(controller.fetchedObjects ?? [])
    }

    func receive<S: Subscriber>(subscriber: S) where S.Input == [Item], S.Failure == Never {
        subject.receive(subscriber: subscriber)
    }

    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
        subject.send(self.controller.fetchedObjects ?? [])
    }
}
