// The web app's end-to-end suite, on the sandbox. Arguments go to Playwright (e.g. --workers 1).
import { spawnSync } from 'node:child_process';

process.exit(spawnSync('playwright', ['test', ...process.argv.slice(2)], { stdio: 'inherit' }).status ?? 1);
