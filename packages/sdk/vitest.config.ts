import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Unit tests run in Node; files that need a DOM say `// @vitest-environment jsdom` themselves.
    environment: 'node',
    // integration.test.ts starts Prism (up to a minute on a cold machine) and sets its own timeouts.
    testTimeout: 10_000,
  },
});
