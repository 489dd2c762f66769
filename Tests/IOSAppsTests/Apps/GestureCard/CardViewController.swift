//
//  CardViewController.swift
//  GestureCard
//
//  Pan to drag the card, tap it to count, double-tap anywhere to put it back.
//

import UIKit

class CardViewController: UIViewController {

    let statusLabel = UILabel()
    let card = UIView()
    let cardLabel = UILabel()

    var cardHome = CGPoint.zero
    var tapCount = 0
    var didPlaceCard = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        statusLabel.text = "Drag the card"
        statusLabel.textAlignment = .center
        view.addSubview(statusLabel)

        card.backgroundColor = .systemBlue
        cardLabel.text = "Drag me"
        cardLabel.textAlignment = .center
        cardLabel.textColor = .white
        cardLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        card.addSubview(cardLabel)
        view.addSubview(card)

        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        card.addGestureRecognizer(pan)

        let doubleTap = UITapGestureRecognizer(target: self, action: #selector(handleDoubleTap(_:)))
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)

        let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
        tap.require(toFail: doubleTap)
        card.addGestureRecognizer(tap)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        statusLabel.sizeToFit()
        statusLabel.frame = CGRect(x: 0, y: view.safeAreaInsets.top, width: view.bounds.width, height: statusLabel.frame.height)
        if !didPlaceCard {
            didPlaceCard = true
            card.bounds = CGRect(x: 0, y: 0, width: view.bounds.width / 4, height: view.bounds.height / 4)
            card.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
            cardLabel.frame = card.bounds
            cardHome = card.center
        }
    }

    @objc func handlePan(_ gesture: UIPanGestureRecognizer) {
        guard let moved = gesture.view else { return }
        let translation = gesture.translation(in: view)
        moved.center = CGPoint(x: moved.center.x + translation.x, y: moved.center.y + translation.y)
        gesture.setTranslation(.zero, in: view)
        switch gesture.state {
        case .began:
            statusLabel.text = "Dragging"
        case .ended:
            statusLabel.text = "Card at \(Int(moved.frame.minX)), \(Int(moved.frame.minY))"
        default:
            break
        }
    }

    @objc func handleTap(_ gesture: UITapGestureRecognizer) {
        tapCount += 1
        statusLabel.text = tapCount == 1 ? "Tapped once" : "Tapped \(tapCount) times"
    }

    @objc func handleDoubleTap(_ gesture: UITapGestureRecognizer) {
        UIView.animate(withDuration: 0.3) {
            self.card.center = self.cardHome
        }
        statusLabel.text = "Back home"
    }
}
