import StreamLint
import Testing

/// Each framework's knowledge sits in its descriptor, and the stages read it from there.
@Suite struct FrameworkDescriptorTests {
    @Test func everyFrameworkHasOneDescriptorAndItsModulesMapBack() {
        #expect(FrameworkDescriptor.all.map(\.framework) == [.combine, .rxswift, .reactiveswift])
        for descriptor in FrameworkDescriptor.all {
            for module in descriptor.modules {
                #expect(FrameworkDescriptor.framework(ofModule: module) == descriptor.framework, "\(module)")
            }
            #expect(descriptor.framework.displayName == descriptor.displayName)
        }
        #expect(FrameworkDescriptor.framework(ofModule: "Foundation") == nil)
    }

    /// A file whose only reactive word is a terminal is still parsed.
    @Test func everyTerminalGetsPastThePrefilter() {
        for descriptor in FrameworkDescriptor.all {
            for terminal in descriptor.terminals {
                #expect(ReactivePrefilter.standard.matches(Array("let x = y.\(terminal)(z)".utf8)), "\(terminal)")
            }
        }
    }

    @Test func deliveryOnMainIsReadFromTheDescriptors() {
        #expect(FrameworkDescriptor.hopsToMain("receive", argument: "DispatchQueue.main"))
        #expect(FrameworkDescriptor.hopsToMain("observe", argument: "UIScheduler()"))
        #expect(FrameworkDescriptor.hopsToMain("observe", argument: "MainScheduler.instance"))
        #expect(FrameworkDescriptor.hopsToMain("asDriver", argument: nil))
        #expect(!FrameworkDescriptor.hopsToMain("receive", argument: "DispatchQueue.global()"))
        #expect(!FrameworkDescriptor.hopsToMain("map", argument: "main"))
    }

    @Test func theGateAnswersDeliveryFromTheDescriptors() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "Model.swift",
            """
            import Combine
            import Foundation

            final class Model {
                let updates = PassthroughSubject<Int, Never>()
                var bag = Set<AnyCancellable>()
                func start() {
                    updates.receive(on: RunLoop.main).sink { print($0) }.store(in: &bag)
                    updates.receive(on: DispatchQueue.global()).sink { print($0) }.store(in: &bag)
                }
            }
            """)
        let pipelines = try LinterFactory.make().lint(paths: [folder.url.path]).pipelines
        #expect(pipelines.map(\.gate.hopsToMain) == [true, false])
        let hops = FrameworkDescriptor.all.map(\.mainThreadHop)
        #expect(hops == [".receive(on: DispatchQueue.main)", ".observe(on: MainScheduler.instance)", ".observe(on: UIScheduler())"])
    }
}
