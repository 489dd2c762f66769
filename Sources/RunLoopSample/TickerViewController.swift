import UIKit

/// An iOS-style screen whose work all runs on the main run loop through Foundation's API, the
/// way iOS apps write it: a repeating `Timer` counting seconds, a `Timer` added to the run loop
/// by hand, `DispatchQueue.main.asyncAfter`, background work finished through
/// `OperationQueue.main`, and a `Task { @MainActor in … }` awaiting a detached computation.
/// Only iOS API (Foundation and UIKit); the labels and buttons fill a vertical stack view
/// pinned to the safe area, so the screen reads the size of the device it is given.
public final class TickerViewController: UIViewController {
    public let tickLabel = UILabel()
    public let runLoopLabel = UILabel()
    public let laterLabel = UILabel()
    public let sumLabel = UILabel()
    public let fibonacciLabel = UILabel()
    public let sumButton = UIButton(type: .system)
    public let fibonacciButton = UIButton(type: .system)
    public let stopButton = UIButton(type: .system)

    /// The repeating timer behind `tickLabel` (nil once stopped).
    public private(set) var ticker: Timer?
    private var ticks = 0

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Run loop"
        view.backgroundColor = .systemBackground
        tickLabel.text = "Ticks: 0"
        runLoopLabel.text = "Run loop timer: waiting"
        laterLabel.text = "After 0.5 s: waiting"
        sumLabel.text = "Sum: not started"
        fibonacciLabel.text = "Fibonacci: not started"
        sumButton.setTitle("Sum on a queue", for: .normal)
        fibonacciButton.setTitle("Fibonacci in a task", for: .normal)
        stopButton.setTitle("Stop the ticker", for: .normal)
        sumButton.addAction(UIAction { [weak self] _ in self?.startSum() }, for: .touchUpInside)
        fibonacciButton.addAction(UIAction { [weak self] _ in self?.startFibonacci() }, for: .touchUpInside)
        stopButton.addAction(UIAction { [weak self] _ in self?.stopTicker() }, for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [tickLabel, runLoopLabel, laterLabel, sumLabel, fibonacciLabel,
                                                   sumButton, fibonacciButton, stopButton])
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
        ])

        ticker = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.tick() }
        }
        let once = Timer(timeInterval: 0.25, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated { self?.runLoopLabel.text = "Run loop timer: fired" }
        }
        RunLoop.current.add(once, forMode: .common)
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [weak self] in
            self?.laterLabel.text = "After 0.5 s: done"
        }
    }

    private func tick() {
        ticks += 1
        tickLabel.text = "Ticks: \(ticks)"
    }

    /// Adds 1…100 on a background operation queue and shows the sum from `OperationQueue.main`.
    public func startSum() {
        sumLabel.text = "Sum: working"
        let background = OperationQueue()
        background.addOperation {
            let sum = (1...100).reduce(0, +)
            OperationQueue.main.addOperation { [weak self] in
                MainActor.assumeIsolated { self?.sumLabel.text = "Sum: \(sum)" }
            }
        }
    }

    /// Computes fib(25) in a detached task and shows it from a main-actor task.
    public func startFibonacci() {
        fibonacciLabel.text = "Fibonacci: working"
        Task { @MainActor [weak self] in
            let value = await Task.detached { TickerViewController.fibonacci(25) }.value
            self?.fibonacciLabel.text = "Fibonacci: fib(25) = \(value)"
        }
    }

    /// Invalidates the ticker: afterwards the screen has no timer left.
    public func stopTicker() {
        ticker?.invalidate()
        ticker = nil
        tickLabel.text = "Ticks: stopped at \(ticks)"
    }

    nonisolated static func fibonacci(_ n: Int) -> Int { n < 2 ? n : fibonacci(n - 1) + fibonacci(n - 2) }
}
