/// What `remodel mcp` and `remodel-mcp` say of themselves in `--help` (one text for both).
package enum MCPDescription {
    package static let abstract = "Serve lint, explain, plan and migrate to coding agents over the Model Context Protocol (stdio)."

    package static let discussion = """
        Speaks JSON-RPC 2.0, one message per line, on standard input and output (MCP's stdio \
        transport). Tools: lint, explain, plan, migrate_preview (never writes), migrate_apply (writes \
        like `remodel migrate --write` and refuses files with uncommitted changes unless allowDirty). \
        Relative paths are resolved against the folder the server was started in.
        """
}
