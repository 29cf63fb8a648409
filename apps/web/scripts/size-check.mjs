// Budget check on the production build: the gzipped JavaScript a browser must load to show a page
// (CSS is reported beside it, outside the budget), from Vite's manifest: the entry, the page's chunk and everything they import
// statically. Fails when a budget is exceeded.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

// Issue 8: /login at most 150 KB; a visitor without a session who opens a shell address is sent to
// the login page and must load no more than it does (checked below: the entry's closure holds no
// shell or page code, so such a visit loads the entry plus the login page); shell + home ≤ 280 KB.
const budgets = [
  { name: '/login', modules: ['src/features/session/outside/LoginPage.tsx'], limitKb: 150 },
  { name: 'shell + /home', modules: ['src/shell/Shell.tsx', 'src/features/home/pages/HomePage.tsx'], limitKb: 280 },
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
  if (missing.length) { console.error(`✗ ${b.name}: not in the build manifest: ${missing.join(', ')}`); failed = true; continue; }
  const files = new Set();
  const css = new Set();
  for (const k of closure([entryKey, ...b.modules])) {
    files.add(manifest[k].file);
    for (const c of manifest[k].css ?? []) css.add(c);
  }
  const gz = (set) => [...set].reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0) / 1024;
  const kb = gz(files);
  const ok = kb <= b.limitKb;
  failed ||= !ok;
  console.log(`${ok ? '✓' : '✗'} ${b.name}: ${kb.toFixed(1)} KB of JavaScript gzipped (${files.size} files; budget ${b.limitKb} KB), CSS ${gz(css).toFixed(1)} KB`);
}
// What every visit loads (the entry's static closure) must hold no shell and no page: those load
// behind the guard, once there is a session (app/router.tsx).
const eagerPages = [...closure([entryKey])].filter((k) => k === 'src/shell/Shell.tsx' || /^src\/features\/.*\/pages\//.test(k));
if (eagerPages.length) { console.error(`✗ every visit loads shell or page code: ${eagerPages.join(', ')}`); failed = true; }
else console.log('✓ a visit without a session loads no shell or page code before the login page');
process.exit(failed ? 1 : 0);
