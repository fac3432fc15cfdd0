import ReactiveSwift

final class TransferFormViewModel {
    let amount = MutableProperty<Double>(0)
    let recipient = MutableProperty<String>("")
    let isValid = MutableProperty<Bool>(false)

    init() {
        SignalProducer.combineLatest(amount.producer, recipient.producer)
            .map { amount, recipient in amount > 0 && !recipient.isEmpty }
            .skipRepeats()
            .startWithValues { [weak self] valid in self?.isValid.value = valid } // expect: pipeline source=combined terminal=startWithValues framework=reactiveswift ops=map,skipRepeats context=none type=TransferFormViewModel function=init
    }
}
