import OpenCombine
import OpenCombineDispatch

final class ThemeStore {
    enum Theme { case light, dark }

    let theme = CurrentValueSubject<Theme, Never>(.light)
    func toggle() { theme.value = theme.value == .light ? .dark : .light }
    private var cancellables = Set<AnyCancellable>()
    private(set) var applied: [Theme] = []

    func bind() {
        theme
            .removeDuplicates()
            .receive(on: DispatchQueue.main.ocombine)
            .sink { [weak self] theme in self?.applied.append(theme) } // expect: pipeline source=currentValueSubject terminal=sink framework=combine ops=removeDuplicates,receive context=none type=ThemeStore function=bind
            .store(in: &cancellables)
    }
}
