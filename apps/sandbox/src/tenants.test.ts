// Tenants: isolated from each other, kept across restarts, and back to the seed on reset.
import { describe, expect, test, vi } from 'vitest';
import { client, runSandbox, type Client, sandboxForFile } from './test-kit.ts';

const run = sandboxForFile();

let serial = 0;
function newDevice(tag = String(Date.now())) {
  serial += 1;
  const code = `3110330212${String(Date.now() % 1e6).padStart(6, '0')}${String(serial % 100).padStart(2, '0')}`;
  return {
    equclacode: '3000',
    eqpVarietyCode: '3110',
    eqpName: `测试客梯${tag}`,
    eqpCode: code,
    factoryNo: `F${tag}`,
    areaCode: '330212',
    useAddress: '宁波市鄞州区测试路 1 号',
    'param.ratedLoad': 1000,
    'param.ratedSpeed': 1.75,
  };
}

async function names(c: Client, eqpName: string): Promise<string[]> {
  const r = await c.form('/a/stone/eqm/list', { pageNo: 1, pageSize: 50, eqpName });
  expect(r.status).toBe(200);
  return r.json.data.list.map((row: { eqpName: string }) => row.eqpName);
}

describe('tenants', () => {
  test('a device saved in one tenant is absent in another', async () => {
    const a = client(run.url);
    const b = client(run.url);
    await a.login('qiye01');
    await b.login('qiye01');
    const device = newDevice('甲');
    const saved = await a.form('/a/stone/eqm/addEqm', device);
    expect(saved.status).toBe(200);
    expect(saved.json.success).toBe(true);
    expect(await names(a, device.eqpName)).toEqual([device.eqpName]);
    expect(await names(b, device.eqpName)).toEqual([]);
  });

  test('state survives a restart on the same data folder', async () => {
    // The same data folder as the suite's server (its seed is built already), a tenant of its own.
    const first = await runSandbox({}, run.dir);
    const tenant = `restart${Math.random().toString(36).slice(2, 8)}`;
    const device = newDevice('重启');
    try {
      const c = client(first.url, tenant);
      await c.login('qiye01');
      expect((await c.form('/a/stone/eqm/addEqm', device)).json.success).toBe(true);
      await c.admin('POST', '/clock', { advance: 'P7D' });
    } finally {
      await first.stop();
    }
    const second = await runSandbox({}, first.dir);
    try {
      const c = client(second.url, tenant);
      expect((await c.login('qiye01')).success).toBe(true);
      expect(await names(c, device.eqpName)).toEqual([device.eqpName]);
      const clock = await c.admin('GET', '/clock');
      expect(clock.json.offsetMs).toBeGreaterThanOrEqual(7 * 86_400_000);
    } finally {
      await second.stop();
    }
  });

  test("a reset after midnight in Shanghai gets that day's seed: its dates move on a day", async () => {
    // 23:58 in Shanghai, then 00:02 the next day: only Date is faked (the server's sockets run as ever).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T15:58:00Z') });
    try {
      const c = client(run.url);
      const nextInspection = async () => {
        await c.admin('POST', '/reset');
        await c.login('qiye01');
        const r = await c.form('/a/stone/eqm/list', { pageNo: 1, pageSize: 10, eqpName: '2号燃气蒸汽锅炉' });
        return Date.parse(r.json.data.list[0].nextInspDate);
      };
      const before = await nextInspection();
      vi.setSystemTime(new Date('2026-11-27T16:02:00Z'));
      expect((await nextInspection()) - before).toBe(86_400_000);
    } finally {
      vi.useRealTimers();
    }
  });

  test('reset brings the seed back: the saved device is gone and the clock is back', async () => {
    const c = client(run.url);
    await c.login('qiye01');
    const seedCount = (await c.form('/a/stone/eqm/list', { pageNo: 1, pageSize: 10 })).json.data.count;
    const device = newDevice('重置');
    expect((await c.form('/a/stone/eqm/addEqm', device)).json.success).toBe(true);
    expect((await c.form('/a/stone/eqm/list', { pageNo: 1, pageSize: 10 })).json.data.count).toBe(seedCount + 1);
    await c.admin('POST', '/clock', { advance: 'P1Y' });
    const reset = await c.admin('POST', '/reset');
    expect(reset.status).toBe(200);
    expect(Math.abs(Date.parse(reset.headers.get('x-sandbox-now')!) - Date.now())).toBeLessThan(60_000);
    expect((await c.admin('GET', '/clock')).json.offsetMs).toBe(0);
    // The sessions went with the data: sign in again.
    expect((await c.login('qiye01')).success).toBe(true);
    expect(await names(c, device.eqpName)).toEqual([]);
    expect((await c.form('/a/stone/eqm/list', { pageNo: 1, pageSize: 10 })).json.data.count).toBe(seedCount);
  });

  test('reset with keepSessions brings the seed back and the signed-in client stays signed in', async () => {
    const c = client(run.url, `keep${Math.random().toString(36).slice(2, 8)}`);
    await c.login('qiye01');
    const device = newDevice('保留会话');
    expect((await c.form('/a/stone/eqm/addEqm', device)).json.success).toBe(true);
    const reset = await c.admin('POST', '/reset', { keepSessions: true });
    expect(reset.status).toBe(200);
    // No new login: the same token still reads, and the data is the seed's.
    const list = await c.form('/a/stone/eqm/list', { pageNo: 1, pageSize: 50, eqpName: device.eqpName });
    expect(list.status).toBe(200);
    expect(list.json.success).toBe(true);
    expect(list.json.data.list).toEqual([]);
    expect((await c.admin('POST', '/reset', { keepSession: true })).status).toBe(400);
  });

  test('a session kept by a reset is judged by the seed clock, not the moved one it was last seen on', async () => {
    const c = client(run.url, `keepclock${Math.random().toString(36).slice(2, 8)}`);
    await c.login('qiye01');
    // Last seen a day back on the tenant clock; the reset brings the clock back to now.
    expect((await c.admin('POST', '/clock', { advance: '-P1D' })).status).toBe(200);
    expect((await c.form('/a/stone/eqm/list', { pageNo: 1, pageSize: 1 })).json.success).toBe(true);
    expect((await c.admin('POST', '/reset', { keepSessions: true })).status).toBe(200);
    const list = await c.form('/a/stone/eqm/list', { pageNo: 1, pageSize: 1 });
    expect(list.status).toBe(200);
    expect(list.json.success).toBe(true);
  });
});
