import type { LaunchOptions } from '@playwright/test'

/**
 * How every browser of the project is launched: the browser tests (playwright.config.ts), the
 * bench, and the seed's tile pictures, which are drawn in the browser the tests drive.
 *
 * Debian's Chromium headless shell (package chromium-headless-shell): no browser download, the
 * same binary in CI and on a developer's machine. The full browser (`/usr/bin/chromium`, which
 * CHROMIUM_PATH selects, for a headed run) builds a browser window for every context, its omnibox
 * popups included: about 0.75 s of CPU per test against 0.09 s for the shell, on a 2-core machine
 * where the pages under test need that CPU (docs/decisions.md). The flags keep it off the network
 * this machine does not have.
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
}
