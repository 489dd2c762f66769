//
//  ChartViewController.swift
//  StepsChart
//

import UIKit

class ChartViewController: UIViewController {

    private let chartView = BarChartView()

    override func loadView() {
        chartView.backgroundColor = .systemBackground
        chartView.contentMode = .redraw
        view = chartView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        chartView.title = "Steps this week"
        chartView.labels = ["Mon", "Tue", "Wed", "Thu", "Fri"]
        chartView.values = [4, 8, 3, 7, 5]
    }
}
