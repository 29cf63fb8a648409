// The pinyin initials of the route table's Chinese words, computed at build time, so the command
// palette finds 定期检验报检 by `dqjybj` (or `djbj`) without a pinyin library in any bundle: the
// palette imports `virtual:route-initials`, a map from each Chinese string literal of the route
// declarations (titles, section and group titles, keywords) to its initials.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { pinyin } from 'pinyin-pro';

const VIRTUAL_ID = 'virtual:route-initials';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const HAN = /[\u3400-\u9fff]/;

/** The files that declare routes: `src/routes.ts` (sections and groups) and every `features/<x>/routes.ts`. */
export function routeFiles(srcDir) {
  const features = join(srcDir, 'features');
  return [
    join(srcDir, 'routes.ts'),
    ...readdirSync(features)
      .map((f) => join(features, f, 'routes.ts'))
      .filter((f) => existsSync(f)),
  ];
}

/** The quoted string literals of a source file that hold Chinese. */
export function chineseLiterals(source) {
  const out = new Set();
  for (const m of source.matchAll(/'((?:[^'\\\n]|\\.)*)'|`([^`$\n]*)`/g)) {
    const s = m[1] ?? m[2];
    if (s && HAN.test(s)) out.add(s);
  }
  return out;
}

/** The initials of a string: one lower-case letter per Chinese character, other letters and digits as they are (lower-cased). */
export function initialsOf(text) {
  return pinyin(text, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'consecutive' })
    .join('')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** `{ title: initials }` for every Chinese literal of the route declarations. */
export function routeInitials(srcDir) {
  const map = {};
  for (const file of routeFiles(srcDir)) {
    for (const s of chineseLiterals(readFileSync(file, 'utf8'))) map[s] = initialsOf(s);
  }
  return map;
}

/** The Vite plugin serving `virtual:route-initials`; a change to a route file rebuilds it in `vite dev`. */
export function routeInitialsPlugin(srcDir) {
  return {
    name: 'tzsb-route-initials',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const files = routeFiles(srcDir);
      for (const f of files) this.addWatchFile(f);
      return `export default ${JSON.stringify(routeInitials(srcDir))};`;
    },
  };
}
