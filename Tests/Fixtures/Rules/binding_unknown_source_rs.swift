import ReactiveSwift
import SignUpKit

// A `<~` binding keeps a property in step with its source for as long as both live: whoever
// binds a source whose declaration is out of reach (here in a library) expects it to change
// over time, and a reviewer keeps it. A source the module shows sending once is still judged
// by what it shows.
final class SignUpForm {
    let email = MutableProperty("")
    let isValid = MutableProperty(false)
    let greeting = MutableProperty("")

    init(validator: EmailValidator) {
        isValid <~ validator.validity(of: email.producer) // expect: pipeline verdict=keep rule=continuous_stream hazards=
        greeting <~ SignalProducer(value: "Welcome") // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
    }
}
