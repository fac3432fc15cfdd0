import ReactiveSwift
import UIKit

final class FooterViewModel {
    // Never written after its declaration.
    let font = MutableProperty(UIFont.systemFont(ofSize: 16))
    // Written by the list screen (ListScreen.swift), in code without a reactive word.
    let message = MutableProperty("")
    let unreadCount = MutableProperty(0)
    let names = MutableProperty<[String]>([])
}
