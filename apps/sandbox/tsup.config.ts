import { copyFileSync, mkdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { main: 'src/main.ts', index: 'src/index.ts' },
  format: ['esm'],
  target: 'node22',
  platform: 'node',
  dts: false,
  clean: true,
  sourcemap: false,
  splitting: true,
  // The SDK's cipher (and crypto-js under it) are bundled in: the package needs no workspace.
  noExternal: [/packages\/sdk/, 'crypto-js'],
  removeNodeProtocol: false,
  onSuccess: async () => {
    mkdirSync('dist', { recursive: true });
    copyFileSync('src/admin/console.html', 'dist/console.html');
  },
});
