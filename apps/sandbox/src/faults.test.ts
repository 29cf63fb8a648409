// Armed faults (status, network reset, hang, latency) and the call journal: what QA uses to
// exercise the SDK's retries and timeouts, and to see what the app really sent.
import { describe, expect, test } from 'vitest';
import { client, type Client, sandboxForFile } from './test-kit.ts';

const run = sandboxForFile();

const list = (c: Client, init: { signal?: AbortSignal } = {}) =>
  fetch(`${run.url}/a/stone/eqm/list?__ajax=json&__sid=${c.sid}`, {
    method: 'POST',
    headers: { 'x-sandbox-tenant': c.tenant, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'pageNo=1&pageSize=5',
    ...init,
  });

async function signedIn(): Promise<Client> {
  const c = client(run.url);
  expect((await c.login('qiye01')).success).toBe(true);
  return c;
}

describe('faults', () => {
  test('status 503 for one call: the next call of that operation is 503, the one after 200', async () => {
    const c = await signedIn();
    const armed = await c.admin('POST', '/faults', { operationId: 'listEquipment', status: 503, times: 1 });
    expect(armed.status).toBe(200);
    // Another operation is not touched.
    expect((await c.form('/a/stone/index/getTodoCounts')).status).toBe(200);
    const first = await list(c);
    expect(first.status).toBe(503);
    expect(first.headers.get('x-sandbox-source')).toBe('fault');
    expect(first.headers.get('retry-after')).toBe('1');
    expect((await list(c)).status).toBe(200);
  });

  test('a network reset makes the fetch reject', async () => {
    const c = await signedIn();
    await c.admin('POST', '/faults', { operationId: 'listEquipment', network: 'reset', times: 1 });
    await expect(list(c)).rejects.toThrow();
    expect((await list(c)).status).toBe(200);
  });

  test("a hang is never answered: the caller's own timeout aborts it", async () => {
    const c = await signedIn();
    await c.admin('POST', '/faults', { operationId: 'listEquipment', network: 'hang', times: 1 });
    const error = await list(c, { signal: AbortSignal.timeout(500) }).then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(error?.name).toBe('TimeoutError');
    expect((await list(c)).status).toBe(200);
  });

  test('latencyMs holds every answer until DELETE clears the faults', async () => {
    const c = await signedIn();
    await c.admin('POST', '/faults', { operationId: 'listEquipment', latencyMs: 400 });
    for (let i = 0; i < 2; i++) {
      const t0 = performance.now();
      expect((await list(c)).status).toBe(200);
      expect(performance.now() - t0).toBeGreaterThanOrEqual(400);
    }
    expect((await c.admin('GET', '/faults')).json.faults).toHaveLength(1);
    const cleared = await c.admin('DELETE', '/faults');
    expect(cleared.json).toEqual({ cleared: 1 });
    expect((await c.admin('GET', '/faults')).json.faults).toEqual([]);
    await c.admin('POST', '/faults', { operationId: 'listEquipment', status: 502 });
    await c.admin('DELETE', '/faults');
    expect((await list(c)).status).toBe(200);
  });

  test.each([
    [{ operationId: 'noSuchOperation', status: 503 }, /契约中没有操作/],
    [{ operationId: 'listEquipment', status: 200 }, /400–599/],
    [{ operationId: 'listEquipment', network: 'drop' }, /reset 或 hang/],
    [{ operationId: 'listEquipment', latencyMs: -5 }, /latencyMs/],
    [{ operationId: 'listEquipment', status: 503, times: 0 }, /正整数/],
    [{ operationId: 'listEquipment' }, /至少给出/],
    [{ operationId: 'listEquipment', status: 500, example: 'nope' }, /没有示例/],
  ])('a bad fault %j is refused 400 in Chinese', async (body, message) => {
    const c = client(run.url);
    const r = await c.admin('POST', '/faults', body);
    expect(r.status).toBe(400);
    expect(r.json.error).toMatch(message);
    expect((await c.admin('GET', '/faults')).json.faults).toEqual([]);
  });

  test('a fault that is not JSON is refused 400', async () => {
    const res = await fetch(`${run.url}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sandbox-tenant': 'faultsbad' },
      body: '{status:',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/JSON/);
  });
});

describe('journal', () => {
  test('records method, path, operationId, status and source, with passwords masked', async () => {
    const { handlers } = run.sandbox.app;
    expect(handlers.has('getSsoLoginUrl')).toBe(false);
    const c = await signedIn();
    await c.form('/a/stone/eqm/list', { pageNo: 1, pageSize: 5 });
    await c.get('/a/stone/common/getSsoLoginUrl');
    await c.form('/a/stone/eqm/list', {}, { headers: { prefer: 'example=nonUse' } });
    await c.admin('POST', '/faults', { operationId: 'listEquipment', status: 503, times: 1 });
    await c.form('/a/stone/eqm/list', {});
    await c.form('/a/stone/operator/add', { name: '王建国', idCard: 'bad' });
    const { json } = await c.admin('GET', '/journal');
    const entries = json.entries as {
      method: string;
      path: string;
      operationId: string | null;
      status: number;
      source: string;
      body: any;
    }[];
    const login = entries.find((e) => e.operationId === 'login')!;
    expect(login).toMatchObject({ method: 'POST', path: '/a/login', status: 200, source: 'state' });
    expect(login.body.password).toBe('******');
    expect(login.body.username).not.toBe('******');
    const seen = entries
      .filter((e) => e.operationId !== 'login' && e.operationId !== 'getCaptchaImage')
      .map((e) => [e.method, e.path, e.operationId, e.status, e.source]);
    expect(seen).toEqual([
      ['POST', '/a/stone/eqm/list', 'listEquipment', 200, 'state'],
      ['GET', '/a/stone/common/getSsoLoginUrl', 'getSsoLoginUrl', 200, 'example'],
      ['POST', '/a/stone/eqm/list', 'listEquipment', 200, 'prefer'],
      ['POST', '/__sandbox/faults', null, 200, 'admin'],
      ['POST', '/a/stone/eqm/list', 'listEquipment', 503, 'fault'],
      ['POST', '/a/stone/operator/add', 'addOperator', 422, 'refused'],
    ]);
    const cleared = await c.admin('DELETE', '/journal');
    expect(cleared.status).toBe(200);
    expect((await c.admin('GET', '/journal')).json.entries).toEqual([]);
  });

  test('a password change is journaled masked too', async () => {
    const c = await signedIn();
    await c.form('/a/stone/user/updatePwd', { oldPassword: 'not-it', newPassword: 'Secret#2027' });
    const { json } = await c.admin('GET', '/journal?operationId=updateCurrentUserPassword');
    expect(json.entries).toHaveLength(1);
    expect(json.entries[0].body).toEqual({ oldPassword: '******', newPassword: '******' });
  });
});
