import Foundation

// Decoding a one-field response takes microseconds; not a UI stall.
@MainActor
final class AccountClient {
    private struct AccountUUID: Decodable { let account_uuid: UUID }
    private var cache: [String: UUID] = [:]

    func accountUUID(for key: String) async throws -> UUID {
        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com/uuid")!)
        let info = try JSONDecoder().decode(AccountUUID.self, from: data)
        cache[key] = info.account_uuid
        return info.account_uuid
    }
}
