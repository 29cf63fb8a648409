import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const sdk = fileURLToPath(new URL('../../packages/sdk/src', import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@tzsb\/sdk\/(validators|schemas|cipher|constants)$/, replacement: `${sdk}/$1.ts` },
      { find: /^@tzsb\/sdk$/, replacement: `${sdk}/index.ts` },
    ],
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // One jsdom per worker, each test file still in a context of its own (as the web app's tests):
    // the default pool builds jsdom again for every file.
    pool: 'vmThreads',
  },
});
