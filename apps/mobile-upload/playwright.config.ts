import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// End-to-end tests of the phone page in Debian's Chromium (no browser download here), at a phone's
// size, against the production build served with the Prism mock by scripts/start.mjs. Build first:
// `pnpm --filter @tzsb/mobile-upload build` (the package's `test` script does).
// Its own ports, so it runs beside the web app's end-to-end tests (5199 / 4099).
const webPort = Number(process.env.E2E_MOBILE_WEB_PORT ?? 5198);
const mockPort = Number(process.env.E2E_MOBILE_MOCK_PORT ?? 4098);
// Debian's Chromium headless shell (the same engine without the browser's windows: less CPU for the
// same tests) when installed, else Chromium itself.
const shellPath = process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync(shellPath) ? shellPath : '/usr/bin/chromium');

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 8_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${webPort}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'phone',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        launchOptions: {
          executablePath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            // Without V8's optimising tiers: short-lived test pages do not pay for compiling hot code.
            '--js-flags=--max-opt=1',
          ],
        },
      },
    },
  ],
  webServer: {
    // Run from the repository root: start.mjs serves apps/*/dist relative to its working directory.
    // On Prism's named examples: these tests ask for failures with Prefer.
    command: 'node scripts/start.mjs --no-build --prism',
    cwd: '../..',
    url: `http://127.0.0.1:${webPort}/attachmentUploadMobile/config.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { WEB_PORT: String(webPort), MOCK_PORT: String(mockPort), START_API: 'prism' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
