import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { routeInitialsPlugin } from './scripts/route-initials.mjs';

const sdk = fileURLToPath(new URL('../../packages/sdk/src', import.meta.url));

export default defineConfig({
  plugins: [routeInitialsPlugin(fileURLToPath(new URL('./src', import.meta.url)))],
  resolve: {
    alias: [
      { find: /^@tzsb\/sdk\/(validators|cipher|constants)$/, replacement: `${sdk}/$1.ts` },
      { find: /^@tzsb\/sdk$/, replacement: `${sdk}/index.ts` },
      { find: /^@\//, replacement: `${fileURLToPath(new URL('./src/', import.meta.url))}` },
    ],
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
  },
});
