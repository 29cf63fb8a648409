#!/usr/bin/env node
// `tzsb-sandbox` / `npx @tzsb/sandbox` / `pnpm sandbox`: the stateful sandbox server (see the README).
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 13)) {
  console.error(
    `模拟环境需要 Node 22.13 以上（内置 node:sqlite），当前为 Node ${process.versions.node}。在本仓库中请用 pnpm sandbox。`,
  );
  process.exit(1);
}
const { main } = await import('../dist/main.js');
main(process.argv.slice(2)).catch((e) => {
  console.error(e?.message ?? e);
  process.exit(1);
});
