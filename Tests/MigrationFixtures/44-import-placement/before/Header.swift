//
//  Header.swift
//  Remodel fixtures
//
//  Copyright © 2024 Example. All rights reserved.
//

import Combine
import Foundation
import SwiftUI

final class HeaderModel: ObservableObject {
    @Published var updatedAt = Date()
}
