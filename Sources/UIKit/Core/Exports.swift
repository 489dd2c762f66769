// `import UIKit` brings Foundation, as it does on iOS (UIKit re-exports Foundation there),
// so a file that imports only UIKit can use `CGRect`, `IndexPath`, `NSObject`, `Date`….
@_exported import Foundation
