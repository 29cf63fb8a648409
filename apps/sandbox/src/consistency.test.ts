// One consistent world: every row of a stateful list opens its own detail, every count on the desk
// equals the rows of the list it opens (also after the clock moves), and the lists' filters filter.
import { describe, expect, test } from 'vitest';
import type { Operation } from './contract.ts';
import { RESOURCES } from './resources/index.ts';
import { APPLICATIONS } from './resources/applications.ts';
import { client, type Client, sandboxForFile } from './test-kit.ts';

const run = sandboxForFile();

async function call(c: Client, op: Operation, values: Record<string, string>) {
  let path = op.path;
  for (const p of op.pathParams) path = path.replace(`{${p}}`, encodeURIComponent(values[p] ?? ''));
  const query: Record<string, string> = { __ajax: 'json' };
  for (const p of op.parameters) if (p.in === 'query' && values[p.name] !== undefined) query[p.name] = values[p.name]!;
  if (op.method === 'GET') return c.get(path, query);
  const body = Object.fromEntries(Object.entries(values).filter(([k]) => k in op.requestProperties));
  return c.form(path, op.requestMedia ? body : {}, { query });
}

async function list(c: Client, operationId: string, filters: Record<string, string | number> = {}) {
  const r = await c.form(run.sandbox.app.contract.byId.get(operationId)!.path, { pageNo: 1, pageSize: 50, ...filters });
  expect(r.json.errorMsg ?? null, operationId).toBeNull();
  expect(r.status).toBe(200);
  return r.json.data as { list: Record<string, any>[]; count: number };
}

describe('lists and details', () => {
  test('every row of every stateful list opens its own detail with the same key', async () => {
    const { contract } = run.sandbox.app;
    const c = client(run.url);
    await c.login('qiye01');
    // A device of the user's own, next to the seeded ones.
    const saved = await c.form('/a/stone/eqm/addEqm', {
      equclacode: '3000',
      eqpVarietyCode: '3110',
      eqpName: '一致性测试梯',
      eqpCode: '311033021299000001',
      areaCode: '330212',
      useAddress: '宁波市鄞州区测试路 3 号',
    });
    expect(saved.json.success).toBe(true);
    const problems: string[] = [];
    let opened = 0;
    for (const spec of RESOURCES) {
      const details = Object.entries(spec.details ?? {}).filter(([, d]) => !d.kind);
      if (!details.length) continue;
      for (const [listId, l] of Object.entries(spec.lists ?? {})) {
        if (l.kind) continue;
        const listOp = contract.byId.get(listId)!;
        const r = await call(c, listOp, { pageNo: '1', pageSize: '50' });
        if (r.status !== 200 || !r.json?.data) {
          problems.push(`${listId}: ${r.status} ${JSON.stringify(r.json).slice(0, 200)}`);
          continue;
        }
        const rows: Record<string, any>[] = r.json.data.list ?? r.json.data;
        for (const row of rows) {
          const key = String(row[spec.key]);
          for (const [detailId] of details) {
            const op = contract.byId.get(detailId)!;
            const values = Object.fromEntries(
              [...new Set([spec.key, 'id', ...(spec.idFields ?? []), ...op.pathParams])].map((f) => [f, key]),
            );
            const d = await call(c, op, values);
            opened++;
            const got = d.json?.data?.[spec.key];
            if (d.status !== 200 || String(got) !== key)
              problems.push(
                `${listId} → ${detailId} ${key}: ${d.status} ${String(got)} ${String(d.json?.errorMsg ?? d.json?.message ?? '').slice(0, 200)}`,
              );
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(opened).toBeGreaterThan(50);
  }, 120_000);
});

describe('a list row and its detail agree', () => {
  test("each pipeline's archive shows the number, level, length and medium of its list row", async () => {
    const c = client(run.url);
    await c.login('qiye01');
    const rows = (await list(c, 'listPressurePipelines')).list;
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) {
      const d = (await c.get('/a/stone/eqm/getDetailBy', { __ajax: 'json', oidno: row.oidno })).json.data;
      expect(d.equclaname, row.oidno).toBe('压力管道');
      const p = d.pressurePipeline ?? {};
      expect([p.pipelineNo, p.pipeLevel, p.length, p.medium], row.oidno).toEqual([
        row.pipelineNo,
        row.pipeLevel,
        row.length,
        row.medium,
      ]);
    }
  });
});

describe('an application names the devices its list row counts', () => {
  // The examples give some applications as list rows only, naming their devices in words.
  const kinds = APPLICATIONS.filter((a) =>
    ['listOnlineApplies', 'listEqmBcwBasic', 'listUseRegistApply'].some((id) => a.spec.lists?.[id]),
  );
  test('every application, in a flow or not, shows as many devices as its row says, by the names it gives', async () => {
    const { contract } = run.sandbox.app;
    const c = client(run.url);
    await c.login('qiye01');
    const seen: string[] = [];
    expect(kinds).toHaveLength(3);
    for (const { spec, equipmentField, noField } of kinds) {
      const listId = Object.keys(spec.lists ?? {})[0]!;
      const detail = contract.byId.get(Object.keys(spec.details ?? {})[0]!)!;
      for (const row of (await list(c, listId)).list) {
        const named = String(row.eqpSummary ?? row.eqpName ?? '').split('、');
        const d = (await call(c, detail, { id: row.id, [spec.key]: row[spec.key] })).json.data;
        const shown = (d[equipmentField!] ?? []).map((e: { eqpName: string }) => e.eqpName);
        // A summary of several devices names the first: 3号客梯等2台.
        const summary = /^(.+)等(\d+)台$/.exec(named.join('、'));
        if (summary) {
          expect(shown[0], row[noField]).toBe(summary[1]);
          expect(shown.length, row[noField]).toBe(Number(summary[2]));
        } else expect(shown, row[noField]).toEqual(named);
        expect(shown.length, row[noField]).toBe(row.eqpCount);
        seen.push(row[noField]);
      }
    }
    // Every row, whatever its status: returned, cancelled, finished, a draft; submitted and accepted;
    // a registration of a device since cancelled (gone from the equipment lists).
    expect(seen).toEqual(
      expect.arrayContaining([
        'SYDJ2026112100009',
        'SYDJ2026100900021',
        'BJ20261020000096',
        'SYDJ2025052000007',
        'BJ20261112000196',
        'BJ20260912000043',
        'SYDJ2026090300014',
        'BJ20261120000248',
        'BJ20261105000118',
        'SYDJ2026112000007',
      ]),
    );
  });
});

describe("a record's files are its own", () => {
  test('no two applications share an attachment reference, list-only rows of the examples included', async () => {
    const { contract } = run.sandbox.app;
    const c = client(run.url);
    await c.login('qiye01');
    const owners = new Map<string, string>();
    let checked = 0;
    for (const { spec } of APPLICATIONS) {
      const listId = Object.keys(spec.lists ?? {})[0];
      const detailId = Object.keys(spec.details ?? {})[0];
      if (!listId || !detailId) continue;
      const detail = contract.byId.get(detailId)!;
      for (const row of (await list(c, listId)).list) {
        const ref = (await call(c, detail, { id: row.id, [spec.key]: row[spec.key] })).json.data?.attrefsysid;
        if (!ref) continue;
        const who = `${spec.kind} ${row[spec.key]}`;
        expect(owners.get(ref) ?? who, `attachment reference ${ref}`).toBe(who);
        owners.set(ref, who);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});

describe('money agrees', () => {
  test("a declaration's fee, its row's amount and its charge say the same; each slip has its own number and words", async () => {
    const c = client(run.url);
    await c.login('qiye01');
    const charges = (await list(c, 'listCharges')).list;
    const slips = new Set(charges.map((ch) => ch.slipNo));
    expect(slips.size).toBe(charges.length);
    const words: Record<number, string> = { 532: '伍佰叁拾贰元整', 1200: '壹仟贰佰元整', 450: '肆佰伍拾元整' };
    for (const ch of charges) if (words[ch.total]) expect(ch.amountInWords, ch.slipNo).toBe(words[ch.total]);
    const paid: string[] = [];
    for (const row of (await list(c, 'listOnlineApplies')).list) {
      const charge = charges.find((ch) => ch.onlinelsh === row.onlinelsh);
      if (!charge) continue;
      const d = (await c.get(`/a/stone/appOnline/detail/${row.id}`, { __ajax: 'json' })).json.data;
      expect(d.fee?.total, row.onlinelsh).toBe(charge.total);
      expect(row.total, row.onlinelsh).toBe(charge.total);
      // Each item is a device of the declaration.
      const codes = d.equipments.map((e: { eqpCode: string }) => e.eqpCode);
      for (const item of charge.items) expect(codes, row.onlinelsh).toContain(item.eqpCode);
      paid.push(row.onlinelsh);
    }
    // Accepted and paid, finished, cancelled and refunded.
    expect(paid).toEqual(
      expect.arrayContaining(['BJ20261118000237', 'BJ20261105000118', 'BJ20261020000096', 'BJ20260912000043']),
    );
  });
});

describe('counts equal their lists', () => {
  async function check(c: Client) {
    const stats = (await c.form('/a/stone/index/getEqustatisticNums')).json.data;
    expect(stats.timeoutCount).toBe((await list(c, 'listEquipmentOverdue')).count);
    expect(stats.aboutExpireCount).toBe((await list(c, 'listEquipmentDueForInspection', { days: 30 })).count);
    expect(stats.totalCount).toBe((await list(c, 'listEquipment')).count);
    expect(stats.nonUseCount).toBe((await list(c, 'listEquipment', { useStatus: '0' })).count);
    expect(stats.inUseCount).toBe((await list(c, 'listEquipment', { useStatus: '1' })).count);
    expect(stats.stopCount).toBe((await list(c, 'listEquipment', { useStatus: '2' })).count);
    expect(stats.faultCount).toBe((await list(c, 'listEquipment', { inspConclusion: '不合格' })).count);
    const todo = (await c.form('/a/stone/index/getTodoCounts')).json.data;
    expect(todo.unpaidSlips).toBe((await list(c, 'listCharges', { payStatus: '0' })).count);
    expect(todo.drafts.useRegistration).toBe((await list(c, 'listUseRegistApply', { status: '0' })).count);
    expect(todo.returned.useRegistration).toBe((await list(c, 'listUseRegistApply', { status: '4' })).count);
    return stats;
  }

  test("the desk's statistics equal the lists, before and after 30 days pass", async () => {
    const c = client(run.url);
    await c.login('qiye01');
    const before = await check(c);
    expect(before.timeoutCount).toBeGreaterThan(0);
    expect(before.aboutExpireCount).toBeGreaterThan(0);
    // Overdue rows are in use with a next inspection before the tenant's today.
    const today = (await c.admin('GET', '/clock')).json.now.slice(0, 10);
    for (const row of (await list(c, 'listEquipmentOverdue')).list) {
      expect(row.useStatus).toBe('1');
      expect(row.nextInspDate.slice(0, 10) < today).toBe(true);
      expect(row.daysToNextInsp).toBeLessThan(0);
    }
    await c.admin('POST', '/clock', { advance: 'P30D' });
    await c.login('qiye01');
    const after = await check(c);
    expect(after.timeoutCount).toBeGreaterThan(before.timeoutCount);
    expect(after.totalCount).toBe(before.totalCount);
  });
});

describe('filters', () => {
  test('equclacode=3000 lists only elevators', async () => {
    const c = client(run.url);
    await c.login('qiye01');
    const all = await list(c, 'listEquipment');
    const elevators = await list(c, 'listEquipment', { equclacode: '3000' });
    expect(elevators.count).toBeGreaterThan(0);
    expect(elevators.count).toBeLessThan(all.count);
    expect(elevators.list.every((r) => r.equclacode === '3000')).toBe(true);
    expect(elevators.count).toBe(all.list.filter((r) => r.equclacode === '3000').length);
  });

  test('an eqpName fragment lists the rows whose name holds it', async () => {
    const c = client(run.url);
    await c.login('qiye01');
    const all = await list(c, 'listEquipment');
    const name: string = all.list.find((r) => String(r.eqpName).length >= 3)!.eqpName;
    const fragment = name.slice(1, 3);
    const hits = await list(c, 'listEquipment', { eqpName: fragment });
    expect(hits.count).toBe(all.list.filter((r) => String(r.eqpName).includes(fragment)).length);
    expect(hits.list.map((r) => r.eqpName)).toContain(name);
  });

  test('a next-inspection date range lists the rows inside it', async () => {
    const c = client(run.url);
    await c.login('qiye01');
    const all = await list(c, 'listEquipment');
    const dates = all.list
      .map((r) => r.nextInspDate)
      .filter(Boolean)
      .map((d: string) => d.slice(0, 10))
      .sort();
    expect(dates.length).toBeGreaterThan(3);
    const [from, to] = [dates[1]!, dates[dates.length - 2]!];
    const inside = await list(c, 'listEquipment', { nextInspDateBegin: from, nextInspDateEnd: to });
    const expected = all.list.filter(
      (r) => r.nextInspDate && r.nextInspDate.slice(0, 10) >= from && r.nextInspDate.slice(0, 10) <= to,
    );
    expect(inside.count).toBe(expected.length);
    expect(inside.count).toBeLessThan(all.count);
    expect(inside.list.every((r) => r.nextInspDate.slice(0, 10) >= from && r.nextInspDate.slice(0, 10) <= to)).toBe(
      true,
    );
  });

  test('an application list filters on its status', async () => {
    const c = client(run.url);
    await c.login('qiye01');
    const all = await list(c, 'listUseRegistApply');
    for (const status of new Set(all.list.map((r) => r.status))) {
      const some = await list(c, 'listUseRegistApply', { status });
      expect(some.count).toBe(all.list.filter((r) => r.status === status).length);
    }
  });
});

describe('a device’s change history', () => {
  test('lists that device’s changes only, newest first, and none for a device without any', async () => {
    const c = client(run.url);
    await c.login('qiye01');
    const devices = (await list(c, 'listEquipment')).list;
    const boiler = devices.find((d) => d.eqpName === '2号燃气蒸汽锅炉')!;
    const lift = devices.find((d) => d.eqpName === '1号客梯')!;
    const history = await list(c, 'listEquipmentChangeHistory', { oidno: boiler.oidno });
    expect(history.count).toBeGreaterThan(0);
    expect(history.list).toHaveLength(history.count);
    expect(history.list.every((r) => r.oidno === boiler.oidno)).toBe(true);
    const times = history.list.map((r) => r.changeTime);
    expect(times).toEqual([...times].sort().reverse());
    const liftHistory = await list(c, 'listEquipmentChangeHistory', { oidno: lift.oidno });
    expect(liftHistory.count).toBeGreaterThan(0);
    expect(liftHistory.list.every((r) => r.oidno === lift.oidno)).toBe(true);
    const other = devices.find((d) => d.eqpName === '3吨电动叉车')!;
    expect((await list(c, 'listEquipmentChangeHistory', { oidno: other.oidno })).count).toBe(0);
  });
});
