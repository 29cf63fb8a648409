// Precompressed copies of a build's text assets (`x.js.gz`, `x.js.br`) beside the originals, so a web
// server sends them without compressing per request (nginx: gzip_static, brotli_static). Node's zlib
// does both; nothing to install. config.json is left alone on purpose: a deployment edits it in
// place, and a stale config.json.gz would be served instead of the edited file.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|map)$/;
const SKIP = new Set(['config.json']);
/** Below this, compression saves too little to be worth a second file. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield { name, path };
  }
}

/** Writes .gz and .br beside each compressible file of `dir`; returns how many files were compressed. */
export function precompressDir(dir) {
  let count = 0;
  for (const { name, path } of files(dir)) {
    if (!TEXT.test(name) || SKIP.has(name) || path.includes('/.vite/')) continue;
    const data = readFileSync(path);
    if (data.length < MIN_BYTES) continue;
    writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      }),
    );
    count++;
  }
  return count;
}

/** Vite plugin: precompresses the output directory once the bundle is written (builds only). */
export function precompress() {
  let outDir = 'dist';
  return {
    name: 'tzsb-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}
