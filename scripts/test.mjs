// `pnpm test`: every check of the repository, in two lanes that run at the same time (the suite's
// wall time on 2-core machines). The web app's end-to-end tests keep both cores busy with Chromium
// and are the longest step: their lane builds the two front ends and starts them at once. The
// other lane takes everything else (the contract, SDK, sandbox, format, lint and unused-export
// checks, the unit tests, the phone page's tests, the pass through nginx), much of which waits
// (time-outs the SDK's tests wait for, a packed install); the apps lane, its own steps done, takes
// what the checks lane has not started yet from the other end. Steps run one after another in each
// lane; a step may wait for a named step of the other lane (the builds it tests). The first failing
// step fails its lane (the other lane finishes first, so its failures are reported too). Lines are
// prefixed with the lane that runs them. A failed step's lines that name failures, and its last
// lines, are printed again at the very end, where a CI log cut to its tail still shows why it failed.
import { spawn } from 'node:child_process';
import { SHARED_PRISM_ENV, startPrism } from './lib/prism.mjs';

const pnpm = process.platform === 'win32' ? 'pnpm.cmd' : 'pnpm';
const lanes = {
  apps: [
    { args: ['--filter', '@tzsb/mobile-upload', 'build'] },
    { args: ['--filter', '@tzsb/web', 'build:check'], name: 'builds' },
    { args: ['--filter', '@tzsb/web', 'test:e2e'] },
  ],
  // In this order from the front; the apps lane, once its own steps are done, takes them from the
  // back (see `nextStep`), so the steps there are those that use both cores.
  checks: [
    { args: ['contract:lint'] },
    { args: ['contract:roundtrip'] },
    { args: ['--filter', '@tzsb/sdk', 'test'] },
    { args: ['--filter', '@tzsb/mobile-upload', 'test:checks'], after: 'builds' },
    // The same builds once more through Debian's nginx with the deployment's configuration: its
    // headers, caching, precompression, history fallback and proxy, every file and address.
    { args: ['--filter', '@tzsb/web', 'test:nginx'], after: 'builds' },
    { args: ['contract:drift:sandbox', '--no-build'] },
    { args: ['format:check'] },
    { args: ['--filter', '@tzsb/lint', 'test'] },
    { args: ['unused'] },
    { args: ['--filter', '@tzsb/sandbox', 'test'] },
    { args: ['--filter', '@tzsb/web', 'test:unit'] },
  ],
};
// Named steps: a promise of each one's success, for the steps that wait for it.
const done = new Map();
for (const steps of Object.values(lanes))
  for (const step of steps)
    if (step.name) {
      let resolve;
      done.set(step.name, Object.assign(new Promise((r) => (resolve = r)), { resolve }));
    }
// Built once before the lanes: the web app's journeys and the drift check both run its build.
const before = [['--filter', '@tzsb/sandbox', 'build']];
// The checks lane's steps wait in one queue: the checks lane takes them from the front, the apps lane
// from the back once its own are done (after a failure anywhere, it takes no more). Whichever lane
// is done first helps the other, so neither core idles while steps are left.
const queue = lanes.checks;
let anyFailed = false;
function nextStep(lane, own) {
  if (lane === 'checks') return queue.shift();
  return own.shift() ?? (anyFailed ? undefined : queue.pop());
}

const width = Math.max(...[...Object.keys(lanes), 'setup'].map((l) => l.length));

/** The last lines each step printed, for the summary of a failed one. */
const TAIL = 30;
/** Lines that name a failure (a failed test, an error), wherever in a step's output they were. */
const FAILURE = /✘|×|✗|FAIL|Error:|failed|flaky|timed out/i;
const FAILURE_LINES = 40;

function run(lane, args, env = {}) {
  const tail = [];
  const failures = [];
  const keep = (line) => {
    tail.push(line);
    if (tail.length > TAIL) tail.shift();
    if (FAILURE.test(line) && failures.length < FAILURE_LINES) failures.push(line);
  };
  return new Promise((resolve) => {
    const prefix = `[${lane.padEnd(width)}] `;
    console.log(`${prefix}$ pnpm ${args.join(' ')}`);
    const child = spawn(pnpm, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0', ...env },
    });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (d) => {
        const lines = (rest + d).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          keep(line);
          out.write(`${prefix}${line}\n`);
        }
      });
      stream.on('end', () => {
        if (rest) {
          keep(rest);
          out.write(`${prefix}${rest}\n`);
        }
      });
    }
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), tail: [...failures, '…', ...tail] }));
  });
}

const started = Date.now();
// One Prism on the contract for every step that mocks with it (the round trip, the SDK's tests and
// example, the phone page's tests): each start of its own costs seconds of CPU.
const prismStarting = startPrism({ quiet: true }).catch((e) => e);
for (const step of before) {
  const { code, tail } = await run('setup', step);
  if (code !== 0) {
    console.log(tail.join('\n'));
    console.log(`pnpm test: failed: pnpm ${step.join(' ')}`);
    await prismStarting.then((p) => p.stop?.());
    process.exit(1);
  }
}
const prism = await prismStarting;
if (prism instanceof Error) {
  console.log(`pnpm test: failed: Prism did not start: ${prism.message}`);
  process.exit(1);
}
console.log(`[${'setup'.padEnd(width)}] Prism for the steps that mock with it: ${prism.url}`);
const results = await Promise.all(
  Object.entries(lanes).map(async ([lane, steps]) => {
    const fail = (failed, tail = []) => {
      anyFailed = true;
      for (const step of steps) if (step.name) done.get(step.name).resolve(false);
      return { lane, failed, tail };
    };
    const own = lane === 'checks' ? [] : [...steps];
    for (let step = nextStep(lane, own); step; step = nextStep(lane, own)) {
      const { args, name, after } = step;
      if (after && !(await done.get(after))) return fail(`${args.join(' ')} (not run: ${after} failed)`);
      const t0 = Date.now();
      const { code, tail } = await run(lane, args, { [SHARED_PRISM_ENV]: prism.url });
      console.log(
        `[${lane.padEnd(width)}] ${code === 0 ? 'ok' : `FAILED (exit ${code})`}: pnpm ${args.join(' ')} in ${((Date.now() - t0) / 1000).toFixed(0)} s`,
      );
      if (code !== 0) return fail(args.join(' '), tail);
      if (name) done.get(name).resolve(true);
    }
    return { lane };
  }),
);
await prism.stop();
const failed = results.filter((r) => r.failed);
for (const { lane, failed: step, tail } of failed)
  if (tail.length)
    console.log(`\n--- what pnpm ${step} (${lane}) said of failures, then its last lines ---\n${tail.join('\n')}`);
console.log(
  `\npnpm test: ${((Date.now() - started) / 60_000).toFixed(1)} min; ${failed.length ? `failed: ${failed.map((f) => `pnpm ${f.failed}`).join(', ')}` : 'every lane passed'}`,
);
process.exit(failed.length ? 1 : 0);
