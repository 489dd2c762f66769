/// A value kept between a minimum and a maximum, as `UISlider` and `UIStepper` keep theirs:
/// NaN is ignored, a bound set past the other moves that one too, and the value is clamped
/// to the bounds whenever they or it change (Apple: "minimumValue", "maximumValue", "value").
struct _BoundedValue<Value: FloatingPoint> {
    private(set) var value: Value
    private(set) var minimum: Value
    private(set) var maximum: Value

    init(minimum: Value, maximum: Value) {
        self.minimum = minimum
        self.maximum = maximum
        value = minimum
    }

    /// Sets the value, clamped; returns whether it changed (false for NaN).
    @discardableResult
    mutating func set(_ newValue: Value) -> Bool {
        guard !newValue.isNaN else { return false }
        let v = max(minimum, min(maximum, newValue))
        guard v != value else { return false }
        value = v
        return true
    }

    /// Sets the minimum (raising the maximum to it when below); returns false for NaN.
    @discardableResult
    mutating func setMinimum(_ newValue: Value) -> Bool {
        guard !newValue.isNaN else { return false }
        minimum = newValue
        if maximum < newValue { maximum = newValue }
        value = max(minimum, min(maximum, value))
        return true
    }

    /// Sets the maximum (lowering the minimum to it when above); returns false for NaN.
    @discardableResult
    mutating func setMaximum(_ newValue: Value) -> Bool {
        guard !newValue.isNaN else { return false }
        maximum = newValue
        if minimum > newValue { minimum = newValue }
        value = max(minimum, min(maximum, value))
        return true
    }
}
