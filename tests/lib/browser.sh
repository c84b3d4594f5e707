# Sourced by scripts that drive the web page: installs Debian's Chromium
# when it is missing and the browser tests' npm packages (playwright-core;
# Playwright's own browser download is not used).
prepare_browser() {
    command -v chromium >/dev/null || {
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium
    }
    (cd tests/browser && npm ci --no-audit --no-fund --loglevel=error)
}
