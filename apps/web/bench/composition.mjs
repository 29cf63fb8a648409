// What a page's JavaScript is made of: the build's source maps attribute every byte of every file to
// the module it came from; a file's gzipped size is shared among its modules in proportion to their
// minified bytes (what source-map-explorer does). Needs a build with source maps
// (`vite build --sourcemap hidden`: the same files, no sourceMappingURL comment).
//
//   node bench/composition.mjs [dist] [manifest key…]   (default: apps/web/dist, the login page)
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const B64 = Object.fromEntries(
  [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]),
);

/** The segments of one line of a source map's `mappings`, as [column, source index | -1]. */
function* segments(line, state) {
  let col = 0;
  for (const seg of line.split(',')) {
    if (!seg) continue;
    const values = [];
    let value = 0;
    let shift = 0;
    for (const ch of seg) {
      const digit = B64[ch];
      value += (digit & 31) << shift;
      if (digit & 32) shift += 5;
      else {
        values.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    col += values[0];
    if (values.length >= 4) {
      state.source += values[1];
      yield [col, state.source];
    } else yield [col, -1];
  }
}

/** Minified bytes of `code` per source module (by its map's `sources`), the unmapped bytes under ''. */
export function bytesBySource(code, map, mapDir = '') {
  const sources = map.sources.map((s) => (mapDir ? resolve(mapDir, map.sourceRoot ?? '', s) : s));
  const out = new Map();
  const add = (k, n) => {
    if (n > 0) out.set(k, (out.get(k) ?? 0) + n);
  };
  const lines = code.split('\n');
  const mapLines = map.mappings.split(';');
  const state = { source: 0 };
  lines.forEach((text, i) => {
    const bytesOf = (from, to) => Buffer.byteLength(text.slice(from, to));
    const segs = [...segments(mapLines[i] ?? '', state)];
    if (!segs.length) return add('', bytesOf(0) + 1);
    add('', bytesOf(0, segs[0][0]));
    segs.forEach(([col, src], j) =>
      add(src < 0 ? '' : sources[src], bytesOf(col, j + 1 < segs.length ? segs[j + 1][0] : text.length)),
    );
    add('', 1); // the newline
  });
  return out;
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** A module's path in its package (`react-dom/cjs/…`) or in the repository (`apps/web/src/…`). */
export function moduleName(source) {
  if (!source) return '(glue)';
  const nm = source.lastIndexOf('node_modules/');
  return nm >= 0
    ? source.slice(nm + 'node_modules/'.length)
    : source.startsWith('/')
      ? relative(repoRoot, source)
      : source;
}

/** A module's package (`react-dom`, `@mantine/core`) or, for the workspace's own code, its folder. */
export function ownerOf(source) {
  if (!source) return '(bundler glue)';
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = source.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const rel = moduleName(source);
  const m = /^(apps\/[^/]+\/src|packages\/[^/]+\/src)\/(.*)$/.exec(rel);
  if (!m) return rel.startsWith('\0') || rel.includes('vite/') ? '(bundler glue)' : rel;
  const [dir] = m[2].split('/');
  // src/features/<domain>/…: by domain; other layers by folder; top-level files by name.
  if (dir === 'features') return `${m[1]}/features/${m[2].split('/')[1]}`;
  return `${m[1]}/${dir}`;
}

/** The files a visit loads for `keys` (manifest keys): the entry and everything imported statically. */
export function closureFiles(manifest, keys) {
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const seen = new Set();
  const walk = (k) => {
    if (seen.has(k) || !manifest[k]) return;
    seen.add(k);
    for (const i of manifest[k].imports ?? []) walk(i);
  };
  [entry, ...keys].forEach(walk);
  return [...seen].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
}

/**
 * The gzipped JavaScript of `files` by owner (package or source folder) and by module, largest first:
 * `{ totalKb, owners: [{ owner, kb, rawKb, modules: [{ module, kb }] }] }`.
 */
export function composition(dist, files) {
  const owners = new Map();
  let total = 0;
  for (const file of files) {
    const path = join(dist, file);
    const code = readFileSync(path, 'utf8');
    const gz = gzipSync(code, { level: 9 }).length;
    total += gz;
    // The bundler's own runtime has no map: it is glue.
    const bytes = existsSync(`${path}.map`)
      ? bytesBySource(code, JSON.parse(readFileSync(`${path}.map`, 'utf8')), dirname(path))
      : new Map([['', code.length]]);
    const raw = [...bytes.values()].reduce((s, n) => s + n, 0);
    for (const [source, n] of bytes) {
      const owner = ownerOf(source);
      const o = owners.get(owner) ?? { owner, gz: 0, raw: 0, modules: new Map() };
      o.gz += (gz * n) / raw;
      o.raw += n;
      const module = moduleName(source);
      o.modules.set(module, (o.modules.get(module) ?? 0) + (gz * n) / raw);
      owners.set(owner, o);
    }
  }
  return {
    totalKb: total / 1024,
    owners: [...owners.values()]
      .map((o) => ({
        owner: o.owner,
        kb: o.gz / 1024,
        rawKb: o.raw / 1024,
        modules: [...o.modules].map(([module, gz]) => ({ module, kb: gz / 1024 })).sort((a, b) => b.kb - a.kb),
      }))
      .sort((a, b) => b.kb - a.kb),
  };
}

/** Printable lines: one per owner down to `minKb`, the rest summed, with the largest modules of the largest owners. */
export function formatComposition({ totalKb, owners }, { minKb = 1, modulesOf = 0, indent = '   ' } = {}) {
  const lines = [];
  const shown = owners.filter((o) => o.kb >= minKb);
  const rest = owners.filter((o) => o.kb < minKb);
  for (const o of shown) {
    lines.push(
      `${indent}${o.kb.toFixed(1).padStart(6)} KB  ${((100 * o.kb) / totalKb).toFixed(0).padStart(3)} %  ${o.owner}`,
    );
    if (modulesOf && o.modules.length > 1) {
      for (const m of o.modules.slice(0, modulesOf))
        lines.push(
          `${indent}           ${m.kb.toFixed(1).padStart(6)} KB  ${m.module.replace(/^.*node_modules\//, '')}`,
        );
    }
  }
  if (rest.length)
    lines.push(
      `${indent}${rest
        .reduce((s, o) => s + o.kb, 0)
        .toFixed(1)
        .padStart(
          6,
        )} KB  ${String(Math.round((100 * rest.reduce((s, o) => s + o.kb, 0)) / totalKb)).padStart(3)} %  ${rest.length} more below ${minKb} KB each`,
    );
  lines.push(`${indent}${totalKb.toFixed(1).padStart(6)} KB  total`);
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2] ?? fileURLToPath(new URL('../dist/', import.meta.url));
  const keys = process.argv.length > 3 ? process.argv.slice(3) : ['src/features/session/outside/LoginPage.tsx'];
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  console.log(
    formatComposition(composition(dist, closureFiles(manifest, keys)), {
      minKb: 0.5,
      modulesOf: Number(process.env.MODULES ?? 5),
    }).join('\n'),
  );
}
