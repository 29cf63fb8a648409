import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// End-to-end tests in Debian's Chromium (no browser download here) against the production build
// served on the sandbox by scripts/start.mjs, or with E2E_VIA=nginx through Debian's nginx
// (scripts/start-nginx.mjs: the deployment's configuration, the sandbox behind it). E2E_WEB_PORT and
// E2E_MOCK_PORT name the nginx pass's ports; the sandbox pass serves two below each.
const viaNginx = process.env.E2E_VIA === 'nginx';
const webPort = Number(process.env.E2E_WEB_PORT ?? 5199);
const mockPort = Number(process.env.E2E_MOCK_PORT ?? 4099);
// The journeys (e2e/sandbox) run there too, each test in a tenant of its own (e2e/sandbox/kit.ts).
const sandboxWebPort = Number(process.env.E2E_SANDBOX_WEB_PORT ?? webPort - 2);
const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? mockPort - 2);
export const sandboxOrigin = `http://127.0.0.1:${sandboxWebPort}`;
// The suite runs on the sandbox (real accounts, a tenant per worker: see e2e/fixtures.ts).
const suiteOrigin = viaNginx ? `http://127.0.0.1:${webPort}` : sandboxOrigin;
// Where the fixtures reach the sandbox's admin API (tenant resets, the captcha): the web server
// proxies it, nginx (the deployment's configuration) does not, so that pass asks the sandbox itself.
// Workers load this file too: they read it from the environment.
process.env.E2E_SANDBOX_ADMIN ??= viaNginx ? `http://127.0.0.1:${mockPort}` : suiteOrigin;
// Debian's Chromium headless shell (`chromium-headless-shell`, the same engine without the browser's
// windows and UI: less CPU for the same tests) runs the tests; without it installed, Chromium does.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const shellPath = process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
const lightPath = existsSync(shellPath) ? shellPath : executablePath;
// What the suite's CPU goes to is mostly Chromium's own processes:
// - the full browser starts a renderer for its omnibox popup's WebUI (chrome://omnibox-popup),
//   which no test uses: the two features are off;
// - the GPU process (with --disable-gpu it only composites in software) runs inside the browser
//   process instead: one process and its IPC less per browser.
// - V8's optimising tiers (Maglev, TurboFan) compile the app's hot functions again on every load, on
//   the renderer's worker threads, for pages a test leaves within seconds: a fifth of the renderer's
//   CPU. Ignition and Sparkplug only (`--max-opt=1`) run the same tests in about 13 % less CPU.
// Chromium keeps only the last --disable-features it is given, so the list repeats the one Playwright
// passes (playwright-core's chromiumSwitches.ts: PaintHolding, the beforeunload check, HTTPS
// upgrades…) and adds the omnibox popup's two features.
const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--in-process-gpu',
  `--disable-features=${[...playwrightDisabledFeatures, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',')}`,
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--js-flags=--max-opt=1',
];

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  // Fails the run if the sandbox answered any call against the contract (its servers still run then).
  globalTeardown: './e2e/global-teardown.ts',
  // Two workers on the 2-core machines (one Chromium page each); each worker has a tenant of its own,
  // so any test may run beside any other. The pass through nginx is short and runs beside the other
  // checks: one worker (one browser, one login, no two Chromiums contending) does it in less CPU
  // and no more time.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? (viaNginx ? 1 : 2)),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 8_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: suiteOrigin,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // Recording a trace of every test costs about a third of the suite's CPU: CI (which retries once)
    // records only the retry of a failed test; locally a failure keeps its trace. E2E_TRACE overrides.
    trace:
      (process.env.E2E_TRACE as 'on' | 'off' | 'retain-on-failure' | 'on-first-retry' | undefined) ??
      (process.env.CI ? 'on-first-retry' : 'retain-on-failure'),
    screenshot: 'only-on-failure',
    viewport: { width: 1440, height: 900 },
    // The app honours reduced motion (no dialog, menu or scroll animations): tests wait less.
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions: { executablePath: lightPath, args: chromiumArgs },
      },
    },
  ],
  webServer: [
    // The deployment pass (E2E_VIA=nginx): Debian's nginx with the deployment's configuration in front
    // of the sandbox.
    ...(viaNginx
      ? [
          {
            // Run from the repository root: the scripts serve `apps/web/dist` relative to their working directory.
            command: 'node scripts/start-nginx.mjs --no-build',
            cwd: '../..',
            url: `http://127.0.0.1:${webPort}/config.json`,
            reuseExistingServer: false,
            timeout: 120_000,
            env: {
              WEB_PORT: String(webPort),
              NGINX_PORT: String(webPort),
              MOCK_PORT: String(mockPort),
              SANDBOX_PORT: String(mockPort),
              SANDBOX_STRICT: '1',
              SANDBOX_DATA: '.sandbox/e2e-nginx',
            },
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
    ...(!viaNginx
      ? [
          {
            command: 'node scripts/start.mjs --no-build',
            cwd: '../..',
            url: `${sandboxOrigin}/config.json`,
            reuseExistingServer: false,
            timeout: 120_000,
            // Strict: an answer that breaks the contract is a 500 the test sees. Tenants live in a folder of their own.
            env: {
              WEB_PORT: String(sandboxWebPort),
              SANDBOX_PORT: String(sandboxPort),
              SANDBOX_STRICT: '1',
              SANDBOX_DATA: '.sandbox/e2e',
            },
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
  ],
});
