# make install [PREFIX=/usr/local]: a release build of `remodel` and `remodel-mcp` (the MCP server
# `remodel mcp` runs) into $(PREFIX)/bin, with shell completions for bash, zsh and fish under
# $(PREFIX)/share.
PREFIX ?= /usr/local
BUILD := .build-install
# On Linux the Swift runtime and Foundation are linked into `remodel`: nothing for the dynamic loader
# to bind at each start (1 % of five apps touched: 0.87x the time). `remodel-mcp` cannot be (the MCP
# SDK needs Foundation's networking, which needs curl): it is built apart, in its own folder.
STATIC := $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib,)
MCP_BUILD := $(BUILD)$(if $(STATIC),-mcp,)

.PHONY: build install uninstall

build:
	swift build -c release --product remodel --scratch-path $(BUILD) $(STATIC)
	swift build -c release --product remodel-mcp --scratch-path $(MCP_BUILD)

install: build
	install -d "$(PREFIX)/bin" "$(PREFIX)/share/bash-completion/completions" "$(PREFIX)/share/zsh/site-functions" "$(PREFIX)/share/fish/vendor_completions.d"
	install -m 755 "$(BUILD)/release/remodel" "$(PREFIX)/bin/remodel"
	install -m 755 "$(MCP_BUILD)/release/remodel-mcp" "$(PREFIX)/bin/remodel-mcp"
	"$(PREFIX)/bin/remodel" --generate-completion-script bash > "$(PREFIX)/share/bash-completion/completions/remodel"
	"$(PREFIX)/bin/remodel" --generate-completion-script zsh > "$(PREFIX)/share/zsh/site-functions/_remodel"
	"$(PREFIX)/bin/remodel" --generate-completion-script fish > "$(PREFIX)/share/fish/vendor_completions.d/remodel.fish"

uninstall:
	rm -f "$(PREFIX)/bin/remodel" "$(PREFIX)/bin/remodel-mcp" "$(PREFIX)/share/bash-completion/completions/remodel" \
	      "$(PREFIX)/share/zsh/site-functions/_remodel" "$(PREFIX)/share/fish/vendor_completions.d/remodel.fish"
