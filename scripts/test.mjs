// `pnpm test`: every check of the repository, in two lanes that run at the same time (the suite's
// wall time on 2-core machines). The web app's end-to-end tests keep both cores busy
// with Chromium; the contract, SDK, format, lint and unused-export checks spend much of their time waiting (Prism
// starting, time-outs the SDK's tests wait for, a packed install), so they run beside them instead
// of before them. Each lane's steps run in order; the first failing step fails the run (the other
// lane finishes first, so its failures are reported too). Lines are prefixed with their lane.
//
// The web app uses the SDK's source, not its build, so it needs nothing from the other lane; the
// phone page is built (and tested) before the web app, whose server serves it.
import { spawn } from 'node:child_process';

const pnpm = process.platform === 'win32' ? 'pnpm.cmd' : 'pnpm';
const lanes = {
  apps: [
    ['--filter', '@tzsb/mobile-upload', 'test'],
    ['--filter', '@tzsb/web', 'test'],
  ],
  checks: [
    ['contract:lint'],
    ['contract:roundtrip'],
    ['--filter', '@tzsb/sdk', 'test'],
    ['--filter', '@tzsb/sandbox', 'test'],
    ['contract:drift:sandbox', '--no-build'],
    ['format:check'],
    ['--filter', '@tzsb/lint', 'test'],
    ['unused'],
  ],
};
// Built once before the lanes: the web app's journeys and the drift check both run its build.
const before = [['--filter', '@tzsb/sandbox', 'build']];

const width = Math.max(...[...Object.keys(lanes), 'setup'].map((l) => l.length));

function run(lane, args) {
  return new Promise((resolve) => {
    const prefix = `[${lane.padEnd(width)}] `;
    console.log(`${prefix}$ pnpm ${args.join(' ')}`);
    const child = spawn(pnpm, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
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
        for (const line of lines) out.write(`${prefix}${line}\n`);
      });
      stream.on('end', () => {
        if (rest) out.write(`${prefix}${rest}\n`);
      });
    }
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const started = Date.now();
for (const step of before) {
  const code = await run('setup', step);
  if (code !== 0) {
    console.log(`pnpm test: failed: pnpm ${step.join(' ')}`);
    process.exit(1);
  }
}
const results = await Promise.all(
  Object.entries(lanes).map(async ([lane, steps]) => {
    for (const step of steps) {
      const t0 = Date.now();
      const code = await run(lane, step);
      console.log(
        `[${lane.padEnd(width)}] ${code === 0 ? 'ok' : `FAILED (exit ${code})`}: pnpm ${step.join(' ')} in ${((Date.now() - t0) / 1000).toFixed(0)} s`,
      );
      if (code !== 0) return { lane, failed: step.join(' ') };
    }
    return { lane };
  }),
);
const failed = results.filter((r) => r.failed);
console.log(
  `\npnpm test: ${((Date.now() - started) / 60_000).toFixed(1)} min; ${failed.length ? `failed: ${failed.map((f) => `pnpm ${f.failed}`).join(', ')}` : 'every lane passed'}`,
);
process.exit(failed.length ? 1 : 0);
