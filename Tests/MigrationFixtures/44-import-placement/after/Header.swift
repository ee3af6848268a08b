//
//  Header.swift
//  Remodel fixtures
//
//  Copyright © 2024 Example. All rights reserved.
//

import Combine
import Foundation
import Observation
import SwiftUI

@Observable final class HeaderModel {
    var updatedAt = Date()
}
