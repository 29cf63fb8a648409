import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompress } from '../../scripts/lib/precompress.mjs';

// The phone page reached by the QR code of 手机上传. It is served under /attachmentUploadMobile/ by the
// same origin as the web app (scripts/lib/serve.mjs), so its assets and config.json live there too.
// The SDK is consumed from source, as in apps/web.
const mockUrl = process.env.MOCK_URL ?? `http://127.0.0.1:${process.env.MOCK_PORT ?? 4010}`;
const sdk = fileURLToPath(new URL('../../packages/sdk/src', import.meta.url));
const port = Number(process.env.MOBILE_PORT ?? 5174);

export default defineConfig({
  base: '/attachmentUploadMobile/',
  plugins: [react(), precompress()],
  resolve: {
    alias: [
      { find: /^@tzsb\/sdk\/(validators|schemas|cipher|constants)$/, replacement: `${sdk}/$1.ts` },
      { find: /^@tzsb\/sdk$/, replacement: `${sdk}/index.ts` },
    ],
  },
  server: {
    host: '127.0.0.1',
    port,
    strictPort: true,
    proxy: Object.fromEntries(
      ['/a/', '/api/', '/save_error_logger'].map((p) => [p, { target: mockUrl, changeOrigin: true }]),
    ),
  },
  preview: { host: '127.0.0.1', port, strictPort: true },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 900,
  },
});
