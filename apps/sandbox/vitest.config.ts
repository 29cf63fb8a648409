import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Files share their worker's module cache instead of each importing the engine again: half the
    // CPU of the run. Each file works in tenants of its own and closes the servers it starts.
    isolate: false,
  },
});
