// @tzsb/sandbox as a library: start it in-process (tests, `pnpm start`).
export { startSandbox, createApp } from './server.ts';
export type { Sandbox, SandboxOptions, SandboxApp, JournalEntry } from './server.ts';
export { DEMO_PASSWORD } from './resources/session.ts';
export { DEMO_ACCOUNTS } from './resources/index.ts';
export { main } from './main.ts';
