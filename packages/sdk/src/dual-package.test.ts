// The dual-package hazard: the ESM and CommonJS builds each define ApiError. An error thrown by a
// client loaded with `require` must be recognised by the helpers loaded with `import`, and the other
// way round. Checked in a child process on the BUILT package (the test script builds before vitest).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

const script = `
const cjs = require(${JSON.stringify(join(dist, 'index.cjs'))});
(async () => {
  const esm = await import(${JSON.stringify(join(dist, 'index.js'))});
  const answer = (body, status = 200) => async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const failWith = async (sdk, body, status) => {
    const client = sdk.createTzsbClient({ baseUrl: 'http://127.0.0.1:9', fetch: answer(body, status) });
    try { await client.GET('/a/stone/user/unit'); } catch (e) { return e; }
    throw new Error('the call did not fail');
  };
  const fromCjs = await failWith(cjs, { result: 'login', message: '未登录或登录超时' });
  const fromEsm = await failWith(esm, { success: false, errorMsg: '不允许' });
  const unauthorised = await failWith(cjs, { result: 'login' }, 401);
  console.log(JSON.stringify({
    twoClasses: cjs.ApiError !== esm.ApiError,
    cjsErrorKind: fromCjs.kind,
    esmSeesCjs: esm.isApiError(fromCjs),
    esmSessionSeesCjs: esm.isSessionError(fromCjs) && esm.isSessionError(unauthorised),
    esmInstanceofCjs: fromCjs instanceof esm.ApiError,
    cjsSeesEsm: cjs.isApiError(fromEsm),
    cjsInstanceofEsm: fromEsm instanceof cjs.ApiError,
    plainErrorIsNot: esm.isApiError(new Error('x')) || new Error('x') instanceof cjs.ApiError,
  }));
})().catch((e) => { console.error(e); process.exit(1); });
`;

describe('ApiError across the ESM and CommonJS builds', () => {
  it('an error from a required (CJS) client is an ApiError for the imported (ESM) helpers, and back', () => {
    if (!existsSync(join(dist, 'index.cjs')))
      throw new Error('dist/ is missing: run `pnpm --filter @tzsb/sdk build` first (the test script does)');
    const file = join(mkdtempSync(join(tmpdir(), 'sdk-dual-')), 'check.cjs');
    writeFileSync(file, script);
    const result = JSON.parse(execFileSync(process.execPath, [file], { encoding: 'utf8' }));
    expect(result).toEqual({
      twoClasses: true,
      cjsErrorKind: 'session',
      esmSeesCjs: true,
      esmSessionSeesCjs: true,
      esmInstanceofCjs: true,
      cjsSeesEsm: true,
      cjsInstanceofEsm: true,
      plainErrorIsNot: false,
    });
  });
});
