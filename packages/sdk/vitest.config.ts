import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const { version } = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig({
  // As tsup defines it for the build: the version in the client's User-Agent.
  define: { __TZSB_SDK_VERSION__: JSON.stringify(version) },
  test: {
    include: ['src/**/*.test.ts'],
    // Unit tests run in Node; files that need a DOM say `// @vitest-environment jsdom` themselves.
    environment: 'node',
    // Files share their worker's module cache instead of each importing everything again: half the
    // CPU of the run. Every file cleans up what it sets (timers, globals, servers) in its own hooks.
    isolate: false,
    // integration.test.ts starts Prism (up to a minute on a cold machine) and sets its own timeouts.
    testTimeout: 10_000,
  },
});
