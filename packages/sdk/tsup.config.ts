import { readFileSync, rmSync } from 'node:fs';
import { defineConfig } from 'tsup';

// The two builds run side by side: clean once here rather than in each (one could wipe the other).
rmSync('dist', { recursive: true, force: true });

// The version in the User-Agent the client sends from Node.
const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
const define = { __TZSB_SDK_VERSION__: JSON.stringify(version) };

export default defineConfig([
  {
    entry: {
      index: 'src/index.ts',
      validators: 'src/validators.ts',
      schemas: 'src/schemas.ts',
      cipher: 'src/cipher.ts',
      constants: 'src/constants.ts',
      testing: 'src/testing/index.ts',
    },
    format: ['esm', 'cjs'],
    dts: true,
    clean: false,
    sourcemap: true,
    target: 'es2022',
    platform: 'neutral',
    treeshake: true,
    splitting: true,
    define,
  },
  {
    // The `tzsb` CLI: Node only, one file with its own copy of the client (and the example catalogue,
    // which the library entries do not carry).
    entry: { tzsb: 'src/bin.ts' },
    format: ['esm'],
    dts: false,
    clean: false,
    sourcemap: false,
    target: 'node20',
    platform: 'node',
    splitting: false,
    define,
  },
]);
