// The web app's end-to-end suite: everything on the sandbox, then the files still listed in
// e2e/on-prism.ts on Prism's named examples (E2E_API=prism). Both passes run even when the first
// fails, so one run reports every failure. Arguments go to both passes (e.g. --workers 1).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const list = readFileSync(new URL('../e2e/on-prism.ts', import.meta.url), 'utf8');
const onPrism = [...list.matchAll(/'([\w.-]+\.spec\.ts)'/g)].map((m) => `e2e/${m[1]}`);
const args = process.argv.slice(2);
const run = (env, extra) =>
  spawnSync('playwright', ['test', ...args, ...extra], { stdio: 'inherit', env: { ...process.env, ...env } }).status ??
  1;

const sandbox = run({ E2E_API: 'sandbox' }, []);
const prism = onPrism.length ? run({ E2E_API: 'prism' }, ['--project=chromium', '--project=browser', ...onPrism]) : 0;
process.exit(sandbox || prism);
