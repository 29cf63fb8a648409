#!/usr/bin/env node
// `tzsb-sandbox` / `pnpm sandbox`: the stateful sandbox server (see the package README).
import { main } from '../dist/main.js';

main(process.argv.slice(2)).catch((e) => {
  console.error(e?.message ?? e);
  process.exit(1);
});
