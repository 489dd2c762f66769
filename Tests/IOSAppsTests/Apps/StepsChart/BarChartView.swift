//
//  BarChartView.swift
//  StepsChart
//
//  Draws a title, two axes, one bar per value with the value above it, and the labels
//  under the axis, all in draw(_:).
//

import UIKit

class BarChartView: UIView {

    var title = "" { didSet { setNeedsDisplay() } }
    var labels: [String] = [] { didSet { setNeedsDisplay() } }
    var values: [CGFloat] = [] { didSet { setNeedsDisplay() } }
    var barColor: UIColor = .systemBlue { didSet { setNeedsDisplay() } }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }

        let titleAttributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.boldSystemFont(ofSize: 17),
        ]
        let titleSize = (title as NSString).size(withAttributes: titleAttributes)
        (title as NSString).draw(at: CGPoint(x: (bounds.width - titleSize.width) / 2, y: 0),
                                 withAttributes: titleAttributes)

        let chartRect = bounds.insetBy(dx: bounds.width * 0.1, dy: bounds.height * 0.125)

        context.saveGState()
        context.setStrokeColor(UIColor.darkGray.cgColor)
        context.setLineWidth(1)
        context.move(to: CGPoint(x: chartRect.minX, y: chartRect.minY))
        context.addLine(to: CGPoint(x: chartRect.minX, y: chartRect.maxY))
        context.addLine(to: CGPoint(x: chartRect.maxX, y: chartRect.maxY))
        context.strokePath()
        context.restoreGState()

        guard let maxValue = values.max(), maxValue > 0 else { return }
        let slot = chartRect.width / CGFloat(values.count)
        let barWidth = slot * 0.5
        let textAttributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 12),
            .foregroundColor: UIColor.darkGray,
        ]

        for (index, value) in values.enumerated() {
            let height = chartRect.height * value / maxValue
            let x = chartRect.minX + slot * CGFloat(index) + (slot - barWidth) / 2
            let bar = CGRect(x: x, y: chartRect.maxY - height, width: barWidth, height: height)
            barColor.setFill()
            context.fill(bar)

            let valueText = "\(Int(value))" as NSString
            let valueSize = valueText.size(withAttributes: textAttributes)
            valueText.draw(at: CGPoint(x: bar.midX - valueSize.width / 2, y: bar.minY - valueSize.height),
                           withAttributes: textAttributes)

            if index < labels.count {
                let label = labels[index] as NSString
                let labelSize = label.size(withAttributes: textAttributes)
                label.draw(at: CGPoint(x: bar.midX - labelSize.width / 2, y: chartRect.maxY + 1),
                           withAttributes: textAttributes)
            }
        }
    }
}
