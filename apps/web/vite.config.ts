import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompress } from '../../scripts/lib/precompress.mjs';

// The SDK is consumed from source in this workspace, so `pnpm dev` needs no SDK build and a contract
// change shows up after `pnpm generate` alone.
const mockUrl = process.env.MOCK_URL ?? `http://127.0.0.1:${process.env.MOCK_PORT ?? 4010}`;
const sdk = fileURLToPath(new URL('../../packages/sdk/src', import.meta.url));

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: [
      { find: /^@tzsb\/sdk\/(validators|cipher|constants)$/, replacement: `${sdk}/$1.ts` },
      { find: /^@tzsb\/sdk$/, replacement: `${sdk}/index.ts` },
    ],
  },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    // The API goes to the mock (or MOCK_URL), so the browser talks to one origin as in production.
    proxy: Object.fromEntries(['/a/', '/api/', '/save_error_logger'].map((p) => [p, { target: mockUrl, changeOrigin: true }])),
  },
  preview: { host: '127.0.0.1', port: Number(process.env.WEB_PORT ?? 5173), strictPort: true },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 900,
    manifest: true,
  },
});
