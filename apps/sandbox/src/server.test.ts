// The gate every request passes: the contract's checks, the transport's refusals, `Prefer`, and
// the clock's headers. An integrator relies on each of these answering the same way as Prism.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cleanup, client, runSandbox, type Running } from './test-kit.ts';

let run: Running;
let small: Running;
beforeAll(async () => {
  [run, small] = await Promise.all([runSandbox(), runSandbox({ maxBodyBytes: 1024 })]);
});
afterAll(async () => {
  await Promise.all([run.stop(), small.stop()]);
  cleanup(run.dir);
  cleanup(small.dir);
});

const operator = {
  name: '王建国',
  sex: '1',
  idCard: '330203198803120017',
  mobile: '13805741234',
  education: '大专',
  address: '宁波市海曙区',
};

describe('the contract gate', () => {
  test("a form field breaking its pattern is refused 422 in Prism's shape, naming body.<field>", async () => {
    const c = client(run.url);
    await c.login('qiye01');
    const r = await c.form('/a/stone/operator/add', { ...operator, idCard: '12345' });
    expect(r.status).toBe(422);
    expect(r.headers.get('content-type')).toContain('application/problem+json');
    expect(r.json).toMatchObject({
      title: 'Invalid request',
      status: 422,
      type: expect.stringContaining('UNPROCESSABLE_ENTITY'),
    });
    const locations = r.json.validation.map((v: { location: string[] }) => v.location.join('.'));
    expect(locations).toContain('body.idCard');
    expect(r.json.detail).toContain('body.idCard');
    // The same call keeping the contract goes through.
    const ok = await c.form('/a/stone/operator/add', operator);
    expect(ok.status).toBe(200);
    expect(ok.json.success ?? ok.json.result).toBeTruthy();
  });

  test('bad JSON is a 400 with a message', async () => {
    const res = await fetch(`${run.url}/a/stone/common/account/apply?__ajax=json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"orgname": ',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errorMsg).toMatch(/JSON/);
  });

  test('a wrong content type is refused with a 4xx naming the media type', async () => {
    const c = client(run.url);
    await c.login('qiye01');
    const res = await fetch(`${run.url}/a/stone/operator/add?__ajax=json&__sid=${c.sid}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-sandbox-tenant': c.tenant },
      body: 'name=王建国',
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await res.text()).toMatch(/text\/plain|application\/x-www-form-urlencoded/);
  });

  test('an unknown path is a 404 naming it', async () => {
    const res = await fetch(`${run.url}/a/stone/no/such/thing`);
    expect(res.status).toBe(404);
    expect((await res.json()).errorMsg).toContain('/a/stone/no/such/thing');
  });

  test('a wrong method is a 405 with the methods that exist', async () => {
    const res = await fetch(`${run.url}/a/stone/eqm/list`, { method: 'GET' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toContain('POST');
    expect((await res.json()).errorMsg).toContain('POST');
  });

  test('a body over the limit is a 413 with a clear message, and the server still answers', async () => {
    const big = 'x'.repeat(4096);
    const res = await fetch(`${small.url}/a/stone/operator/add?__ajax=json`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `name=${big}`,
    });
    expect(res.status).toBe(413);
    expect((await res.json()).errorMsg).toMatch(/请求体超过.*上限/);
    const after = client(small.url);
    expect((await after.login('qiye01')).success).toBe(true);
    const list = await after.form('/a/stone/eqm/list', { pageNo: 1, pageSize: 5 });
    expect(list.status).toBe(200);
  });
});

describe('the answers kept to the contract', () => {
  test('an answer breaking it is a 500 naming the operation and field, counted in the status whatever the tenant', async () => {
    const c = client(small.url);
    await c.login('qiye01');
    const { handlers } = small.sandbox.app;
    const kept = handlers.get('getUseRegistChange')!;
    // A handler answering a field in the wrong shape (text where the contract says a list).
    handlers.set('getUseRegistChange', () => ({ json: { success: true, data: { id: 'x', changeItems: '[]' } } }));
    try {
      const before = (await c.admin('GET', '/status')).json.contractBreaches.count;
      const r = await c.get('/a/stone/useRegistChange/detail/x');
      expect(r.status).toBe(500);
      expect(r.json.errorMsg).toContain('getUseRegistChange');
      expect(r.json.errorMsg).toContain('data.changeItems');
      // Asked from another tenant, after a reset of this one: still counted.
      await c.admin('POST', '/reset', {});
      const status = (await client(small.url, 'another').admin('GET', '/status')).json;
      expect(status.contractBreaches.count).toBe(before + 1);
      expect(status.contractBreaches.recent.at(-1)).toMatchObject({
        tenant: c.tenant,
        operationId: 'getUseRegistChange',
        method: 'GET',
        path: '/a/stone/useRegistChange/detail/x',
        violations: expect.arrayContaining([expect.stringContaining('data.changeItems')]),
      });
    } finally {
      handlers.set('getUseRegistChange', kept);
    }
  });
});

describe('Prefer', () => {
  test('code=500, example=serverError answers that example', async () => {
    const c = client(run.url);
    await c.login('qiye01');
    const want = run.sandbox.app.contract.example(
      run.sandbox.app.contract.byId.get('listEquipment')!,
      'serverError',
      500,
    )!.value;
    const r = await c.form('/a/stone/eqm/list', {}, { headers: { prefer: 'code=500, example=serverError' } });
    expect(r.status).toBe(500);
    expect(r.json).toEqual(want);
    expect(r.headers.get('x-sandbox-source')).toBe('prefer');
  });

  test('example=unqualified on listEquipment answers that example', async () => {
    const c = client(run.url);
    await c.login('qiye01');
    const want = run.sandbox.app.contract.example(
      run.sandbox.app.contract.byId.get('listEquipment')!,
      'unqualified',
    )!.value;
    const r = await c.form('/a/stone/eqm/list', {}, { headers: { prefer: 'example=unqualified' } });
    expect(r.status).toBe(200);
    expect(r.json).toEqual(want);
  });

  test('a pair the operation lacks is a 404 listing its valid examples', async () => {
    const c = client(run.url);
    await c.login('qiye01');
    const r = await c.form('/a/stone/eqm/list', {}, { headers: { prefer: 'code=200, example=noSuchExample' } });
    expect(r.status).toBe(404);
    expect(r.json.errorMsg).toContain('noSuchExample');
    expect(r.json.errorMsg).toContain('unqualified');
    expect(r.json.examples.map((e: { name: string }) => e.name)).toEqual(
      expect.arrayContaining(['ok', 'unqualified', 'nonUse', 'serverError']),
    );
  });

  test('delay=300 holds the answer at least 300 ms', async () => {
    const c = client(run.url);
    await c.login('qiye01');
    const t0 = performance.now();
    const r = await c.form('/a/stone/eqm/list', {}, { headers: { prefer: 'delay=300' } });
    expect(r.status).toBe(200);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(300);
  });
});

describe('the clock in every answer', () => {
  test('X-Sandbox-Now and Date follow the tenant clock after advancing it 30 days', async () => {
    const c = client(run.url);
    await c.login('qiye01');
    const before = await c.form('/a/stone/eqm/list', {});
    const now0 = Date.parse(before.headers.get('x-sandbox-now')!);
    expect(Math.abs(now0 - Date.now())).toBeLessThan(60_000);
    expect(Math.abs(Date.parse(before.headers.get('date')!) - now0)).toBeLessThan(2_000);
    const moved = await c.admin('POST', '/clock', { advance: 'P30D' });
    expect(moved.status).toBe(200);
    const miss = await fetch(`${run.url}/nowhere`, { headers: { 'x-sandbox-tenant': c.tenant } });
    for (const h of [moved.headers, (await c.form('/a/stone/eqm/list', {})).headers, miss.headers]) {
      const now = Date.parse(h.get('x-sandbox-now')!);
      expect(now - now0).toBeGreaterThanOrEqual(30 * 86_400_000 - 1_000);
      expect(now - now0).toBeLessThan(30 * 86_400_000 + 60_000);
      expect(Math.abs(Date.parse(h.get('date')!) - now)).toBeLessThan(2_000);
    }
    // Another tenant's clock has not moved.
    const other = await fetch(`${run.url}/nowhere`, { headers: { 'x-sandbox-tenant': `${c.tenant}x` } });
    expect(Math.abs(Date.parse(other.headers.get('x-sandbox-now')!) - Date.now())).toBeLessThan(60_000);
  });
});
