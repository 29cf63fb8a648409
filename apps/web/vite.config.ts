import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompress } from '../../scripts/lib/precompress.mjs';
import { routeInitialsPlugin } from './scripts/route-initials.mjs';

// The SDK is consumed from source in this workspace, so `pnpm dev` needs no SDK build and a contract
// change shows up after `pnpm generate` alone.
const mockUrl = process.env.MOCK_URL ?? `http://127.0.0.1:${process.env.MOCK_PORT ?? 4010}`;
const sdk = fileURLToPath(new URL('../../packages/sdk/src', import.meta.url));

/** The chunk of the shell's page loaders (shell/pages.ts, its own chunk: the router and the shell import it dynamically). */
const shellPagesChunk = /(^|\/)pages-[\w-]{8}\.js$/;

export default defineConfig({
  plugins: [react(), precompress(), routeInitialsPlugin(fileURLToPath(new URL('./src', import.meta.url)))],
  resolve: {
    alias: [
      { find: /^@tzsb\/sdk\/(validators|schemas|cipher|constants)$/, replacement: `${sdk}/$1.ts` },
      { find: /^@tzsb\/sdk$/, replacement: `${sdk}/index.ts` },
      { find: /^@\//, replacement: `${fileURLToPath(new URL('./src/', import.meta.url))}` },
    ],
  },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    // The API goes to the mock (or MOCK_URL), so the browser talks to one origin as in production.
    proxy: Object.fromEntries(
      ['/a/', '/api/', '/save_error_logger'].map((p) => [p, { target: mockUrl, changeOrigin: true }]),
    ),
  },
  preview: { host: '127.0.0.1', port: Number(process.env.WEB_PORT ?? 5173), strictPort: true },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 900,
    manifest: true,
    // A lazily loaded chunk lists only its CSS for preloading: its JS imports load as the browser
    // meets them. Listing every JS dependency of every page in the entry put a table of all chunk
    // names into what every visit (the login page too) loads. The shell's page loaders
    // (shell/pages.ts, a chunk of its own that comes with the shell) do list them: a page's code
    // arrives in one round trip of parallel requests instead of a waterfall of imports, so a list
    // opened from the menu waits for its code and then its data, not for three levels of imports.
    // No polyfill: every browser the platform supports has modulepreload.
    rolldownOptions: {
      output: {
        // Mantine's core and the components of the login page in one chunk: split by the bundler
        // into a score of small chunks they compressed badly apart. Only what the login page uses:
        // everything here is loaded before its form is usable (scripts/size-check.mjs), so Mantine's
        // utils (Floating for popovers and menus, InlineInput for checkboxes) load with the shell.
        advancedChunks: {
          groups: [
            {
              name: 'mantine-base',
              test: /@mantine\/core\/esm\/(core|components\/(Anchor|ActionIcon|Box|Button|CloseButton|Group|Image|Input|InputBase|Loader|Paper|PasswordInput|Stack|Text|TextInput|Title|Transition|UnstyledButton)\/)/,
            },
          ],
        },
      },
    },
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostId }) =>
        shellPagesChunk.test(hostId) ? deps : deps.filter((d) => d.endsWith('.css')),
    },
  },
});
