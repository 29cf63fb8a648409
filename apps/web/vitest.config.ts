import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { routeInitialsPlugin } from './scripts/route-initials.mjs';

const sdk = fileURLToPath(new URL('../../packages/sdk/src', import.meta.url));

export default defineConfig({
  plugins: [routeInitialsPlugin(fileURLToPath(new URL('./src', import.meta.url)))],
  resolve: {
    alias: [
      { find: /^@tzsb\/sdk\/(validators|schemas|cipher|constants)$/, replacement: `${sdk}/$1.ts` },
      { find: /^@tzsb\/sdk$/, replacement: `${sdk}/index.ts` },
      { find: /^@\//, replacement: `${fileURLToPath(new URL('./src/', import.meta.url))}` },
    ],
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    // One jsdom per worker, each test file still in a context of its own: far less CPU than the
    // default pool, which builds jsdom again for every file.
    pool: 'vmThreads',
  },
});
