// Budget check on the production build: the gzipped JavaScript a browser must load to show a page
// (CSS is reported beside it, outside the budget), from Vite's manifest: the entry, the page's chunk and everything they import
// statically. Fails when a budget is exceeded.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

// /login at most 120 KB. A visit without a session to the login page, or
// to a shell address (sent to the login page), loads the entry and the login page alone
// (app/LoginFirst.tsx); the router comes while the page is idle (checked below: neither holds
// react-router, the shell or a page). A visit with a session loads the entry, the router, the shell
// and its page: shell + home ≤ 290 KB (the shell checks every stored value with zod and ends a
// session in every tab; the SDK's transport holds the deadlines).
const budgets = [
  { name: '/login', modules: ['src/app/LoginFirst.tsx'], limitKb: 120 },
  {
    name: 'shell + /home',
    modules: ['src/app/router.tsx', 'src/shell/Shell.tsx', 'src/features/home/pages/HomePage.tsx'],
    limitKb: 290,
  },
];

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
function closure(keys) {
  const seen = new Set();
  const walk = (k) => {
    if (seen.has(k) || !manifest[k]) return;
    seen.add(k);
    for (const i of manifest[k].imports ?? []) walk(i);
  };
  keys.forEach(walk);
  return seen;
}

let failed = false;
for (const b of budgets) {
  const missing = b.modules.filter((m) => !manifest[m]);
  if (missing.length) {
    console.error(`✗ ${b.name}: not in the build manifest: ${missing.join(', ')}`);
    failed = true;
    continue;
  }
  const files = new Set();
  const css = new Set();
  for (const k of closure([entryKey, ...b.modules])) {
    files.add(manifest[k].file);
    for (const c of manifest[k].css ?? []) css.add(c);
  }
  const gz = (set) =>
    [...set].reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0) / 1024;
  const kb = gz(files);
  const ok = kb <= b.limitKb;
  failed ||= !ok;
  console.log(
    `${ok ? '✓' : '✗'} ${b.name}: ${kb.toFixed(1)} KB of JavaScript gzipped (${files.size} files; budget ${b.limitKb} KB), CSS ${gz(css).toFixed(1)} KB`,
  );
}
// What a visit to the login page loads (the entry's static closure and the login page's) must hold
// no router, no shell and no page: those load behind the guard, once there is a session
// (app/router.tsx), or while the login page is idle.
const loginVisit = closure([entryKey, 'src/app/LoginFirst.tsx']);
// (react-router's chunks are named after its modules, `hooks`, `lib`: found by its own globals.)
const eager = [...loginVisit].filter(
  (k) =>
    k === 'src/app/router.tsx' ||
    k === 'src/shell/Shell.tsx' ||
    /^src\/features\/.*\/pages\//.test(k) ||
    (manifest[k].file.endsWith('.js') && readFileSync(join(dist, manifest[k].file), 'utf8').includes('__reactRouter')),
);
if (eager.length) {
  console.error(`✗ the login page loads router, shell or page code: ${eager.join(', ')}`);
  failed = true;
} else console.log('✓ a visit without a session loads no router, shell or page code before the login page');
// The shell's page loaders list each page's JS chunks for preloading (vite.config.ts), so a page
// opened from the menu fetches its code in one round of parallel requests, not a waterfall of imports.
const loaders = manifest['src/shell/pages.ts'];
const pageChunk = Object.values(manifest).find(
  (c) => /\/src\/features\/[^/]+\/pages\/.*\.tsx$/.test(`/${c.src ?? ''}`) && (c.imports ?? []).length,
);
const listed =
  loaders &&
  pageChunk &&
  readFileSync(join(dist, loaders.file), 'utf8').includes(`"${manifest[pageChunk.imports[0]].file}"`);
if (!listed) {
  console.error(
    `✗ the shell's page loaders (${loaders?.file ?? 'src/shell/pages.ts not in the manifest'}) do not list the pages' JS chunks: check modulePreload.resolveDependencies`,
  );
  failed = true;
} else console.log(`✓ the shell's page loaders list each page's JS chunks (${loaders.file})`);
process.exit(failed ? 1 : 0);
