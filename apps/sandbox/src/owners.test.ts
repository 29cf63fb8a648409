// Each company's records are its own: in one tenant the demo company (qiye01) and a company
// registered and approved through the sandbox's own calls do not see, count, open, change or
// delete each other's equipment, applications, people, charges or files; the new company starts
// with an empty desk, and what it makes is listed for it alone.
import { mkdtempSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, test } from 'vitest';
import { Store, openDatabase } from './store.ts';
import { approvedCompany, cleanup, client, type Client, sandboxForFile } from './test-kit.ts';

const run = sandboxForFile();

const example = (operationId: string, name: string) =>
  run.sandbox.app.contract.example(run.sandbox.app.contract.byId.get(operationId)!, name)!.value;
const hex32 = () => crypto.randomUUID().replace(/-/g, '');

/** The company lists of the desk's menus, each with the request that pages it. */
const LISTS: [name: string, path: string][] = [
  ['equipment', '/a/stone/eqm/list'],
  ['due for inspection', '/a/stone/eqm/detectDueList'],
  ['overdue', '/a/stone/eqm/detectExtendedList'],
  ['waiting for inspection', '/a/stone/appOnline/findWaitInspectEquList'],
  ['use registrations', '/a/stone/epPemUseregistApply/list'],
  ['use registrations (by device)', '/a/stone/eqmBcwBasic/list'],
  ['inspection applications', '/a/stone/appOnline/list'],
  ['terminations', '/a/stone/pemEqmRlvBasic/list'],
  ['operators', '/a/stone/operator/list'],
  ['safety staff', '/a/epsafemgeperson/list'],
  ['charges', '/api/chamain/charge/list'],
  ['invoices', '/api/chamain/invoice/list'],
  ['inspection reports', '/a/stone/report/list'],
  ['maintenance records', '/a/stone/maintenance/recordList'],
];

const count = async (c: Client, path: string, body: Record<string, unknown> = {}) => {
  const r = await c.form(path, { pageNo: 1, pageSize: 10, ...body });
  expect(r.status, path).toBe(200);
  expect(r.json.errorMsg ?? null, path).toBeNull();
  return r.json.data.count as number;
};

/** Every number in an answer's data (the desk's counts, nested by kind). */
function numbers(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(numbers);
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbers);
  return [];
}

const desk = async (c: Client) => ({
  todo: (await c.form('/a/stone/index/getTodoCounts')).json.data,
  statistics: (await c.form('/a/stone/index/getEqustatisticNums')).json.data,
  overview: (await c.form('/a/stone/index/getEqmOverview')).json.data,
  operators: (await c.form('/a/stone/operator/overview')).json.data,
});

/** A use-registration form for a device of the signed-in company. */
const useRegistration = (oidno: string) => ({
  applyType: '1',
  equclacode: '3000',
  oidnos: oidno,
  useAddress: '宁波市鄞州区测试路 9 号',
  safetyManager: '孙伟',
  safetyManagerPhone: '13805746677',
  contactPerson: '孙伟',
  contactPhone: '13805746677',
  attrefsysid: hex32(),
});

/** A call on a record the company does not hold, answered as for a record that does not exist. */
function expectMissing(r: { status: number; json: any }) {
  expect(r.status).toBe(200);
  expect(r.json).toMatchObject({ success: false, errorMsg: expect.stringContaining('不存在') });
}

let tenant: string;
let demo: Client;
let other: Client;

beforeAll(async () => {
  tenant = `own${hex32().slice(0, 10)}`;
  demo = client(run.url, tenant);
  expect((await demo.login('qiye01')).success).toBe(true);
  other = (await approvedCompany(run.url, tenant)).client;
});

describe('a newly approved company', () => {
  test('starts with a desk of zeros and every list empty, beside the demo company’s full ones', async () => {
    const mine = await desk(other);
    expect(numbers(mine).length).toBeGreaterThan(20);
    expect(numbers(mine).filter((n) => n !== 0)).toEqual([]);
    // The same tenant holds the demo company's records: its desk counts them.
    expect(numbers(await desk(demo)).some((n) => n > 0)).toBe(true);
    for (const [name, path] of LISTS) {
      expect(await count(other, path), name).toBe(0);
      if (!/overdue|due for|waiting/.test(name)) expect(await count(demo, path), name).toBeGreaterThan(0);
    }
  });

  test('the maintenance unit’s account sees none of the demo company’s equipment either', async () => {
    const weibao = client(run.url, tenant);
    expect((await weibao.login('weibao01')).success).toBe(true);
    expect(await count(weibao, '/a/stone/eqm/list')).toBe(0);
    expect(await count(weibao, '/a/stone/epPemUseregistApply/list')).toBe(0);
  });
});

describe('another company’s record is, to a company, one that does not exist', () => {
  test('details, saves, deletes and commits of the demo company’s records are refused as not found', async () => {
    const device = (await demo.form('/a/stone/eqm/list', { pageNo: 1, pageSize: 1 })).json.data.list[0];
    const deviceBefore = (await demo.get('/a/stone/eqm/getDetailBy', { __ajax: 'json', oidno: device.oidno })).json;
    expect((await other.get('/a/stone/eqm/getDetailBy', { __ajax: 'json', oidno: device.oidno })).json).toEqual(
      example('getEquipmentDetail', 'notFound'),
    );
    const resave = await other.form('/a/stone/eqm/addEqm', {
      oidno: device.oidno,
      equclacode: '3000',
      eqpVarietyCode: '3110',
      eqpName: '被改名的设备',
      eqpCode: device.eqpCode,
      areaCode: '330212',
      useAddress: '宁波市鄞州区测试路 9 号',
    });
    expectMissing(resave);

    const drafts = (await demo.form('/a/stone/eqmBcwBasic/list', { pageNo: 1, pageSize: 50 })).json.data.list.filter(
      (r: { status: string }) => ['0', '4'].includes(r.status),
    );
    expect(drafts.length).toBeGreaterThan(0);
    const draft = drafts[0];
    for (const path of ['/a/stone/eqmBcwBasic/commit', '/a/stone/eqmBcwBasic/delete'])
      expectMissing(await other.form(path, { id: draft.id }));

    const apply = (await demo.form('/a/stone/epPemUseregistApply/list', { pageNo: 1, pageSize: 1 })).json.data.list[0];
    expect((await other.get(`/a/stone/epPemUseregistApply/detail/${apply.id}`, { __ajax: 'json' })).json).toEqual(
      example('getUseRegistApplyDetail', 'notFound'),
    );
    expectMissing(await other.form('/a/stone/epPemUseregistApply/save', { ...useRegistration(''), id: apply.id }));
    expectMissing(await other.form('/a/stone/epPemUseregistApply/delete', { id: apply.id }));
    const operator = (await demo.form('/a/stone/operator/list', { pageNo: 1, pageSize: 1 })).json.data.list[0];
    expect((await other.get('/a/stone/operator/get', { __ajax: 'json', id: operator.id })).json).toEqual(
      example('getOperator', 'notFound'),
    );
    expectMissing(await other.form('/a/stone/operator/del', { id: operator.id }));
    expectMissing(
      await other.form('/a/stone/operator/update', { id: operator.id, name: '改名', mobile: '13805741234' }),
    );
    const charge = (await demo.form('/api/chamain/charge/list', { pageNo: 1, pageSize: 1 })).json.data.list[0];
    expect((await other.get('/api/chamain/charge/detail', { chargesysid: charge.chargesysid })).json).toEqual(
      example('getChargeDetail', 'notFound'),
    );
    // A fee trial of the demo company's device has nothing to charge.
    const trial = await other.form('/a/stone/appOnline/getChargeInspectionFee', { oidnos: device.oidno });
    expect(trial.json.data).toMatchObject({ items: [], total: 0 });

    // The demo company's records are as they were.
    expect((await demo.get('/a/stone/eqm/getDetailBy', { __ajax: 'json', oidno: device.oidno })).json).toEqual(
      deviceBefore,
    );
    const still = (await demo.form('/a/stone/eqmBcwBasic/list', { pageNo: 1, pageSize: 50 })).json.data.list;
    expect(still.find((r: { id: string }) => r.id === draft.id)).toMatchObject({ status: draft.status });
    expect((await demo.get('/a/stone/operator/get', { __ajax: 'json', id: operator.id })).json.data.name).toBe(
      operator.name,
    );
  });

  test('files are listed and downloaded for the company that holds them only', async () => {
    const opinion = (await demo.get('/a/stone/report/opinionDetail', { id: '3b6d9f2e8a1c47d5b0e4f7a2c9d6e1b8' })).json
      .data;
    const list = (c: Client, attrefsysid: string) =>
      c.form('/a/stone/common/attachment/list', { attrefsysid }).then((r) => r.json.data as { attsysid: string }[]);
    const seeded = await list(demo, opinion.attrefsysid);
    expect(seeded.length).toBeGreaterThan(0);
    expect(await list(other, opinion.attrefsysid)).toEqual([]);
    expect((await other.get(`/a/stone/common/attachment/download/${seeded[0]!.attsysid}`)).status).toBe(404);

    const ref = hex32();
    const fd = new FormData();
    fd.set('file', new Blob([Buffer.from('营业执照')], { type: 'application/pdf' }), '营业执照.pdf');
    fd.set('attrefsysid', ref);
    const up = await fetch(`${run.url}/a/stone/common/attachment/upload?__ajax=json&__sid=${other.sid}`, {
      method: 'POST',
      headers: { 'x-sandbox-tenant': tenant },
      body: fd,
    });
    expect((await up.json()).success).toBe(true);
    const mine = await list(other, ref);
    expect(mine).toHaveLength(1);
    expect(await list(demo, ref)).toEqual([]);
    expect((await demo.get(`/a/stone/common/attachment/download/${mine[0]!.attsysid}`)).status).toBe(404);
    expect((await demo.form('/a/stone/common/attachment/delete', { attsysid: mine[0]!.attsysid })).json).toEqual(
      example('deleteAttachment', 'resultFalse'),
    );
    expect(await list(other, ref)).toHaveLength(1);

    // A photo sent from the phone through the new company's code is the new company's too.
    const qr = await other.get('/a/stone/common/attachment/qrcode', { attrefsysid: ref, attType: 'license' });
    const token = new URL(qr.headers.get('x-upload-url')!).searchParams.get('token')!;
    const photo = new FormData();
    photo.set('file', new Blob([Buffer.from([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' }), '现场照片.jpg');
    const sent = await fetch(`${run.url}/api/mobileUpload/upload?${new URLSearchParams({ token, id: ref })}`, {
      method: 'POST',
      headers: { 'x-sandbox-tenant': tenant },
      body: photo,
    });
    expect(await sent.json()).toMatchObject({ isSuccess: true });
    const phone = await client(run.url, tenant).get('/api/mobileUpload/list', { token, id: ref });
    expect(phone.json.data).toHaveLength(2);
    expect(await list(other, ref)).toHaveLength(2);
    expect(await list(demo, ref)).toEqual([]);
  });
});

describe('what a company makes is its own', () => {
  test('its device, operator and application appear in its lists, counts and export only', async () => {
    const before = await desk(demo);
    const demoDevices = await count(demo, '/a/stone/eqm/list');
    const eqpName = `隔离测试梯${Date.now() % 100000}`;
    const saved = await other.form('/a/stone/eqm/addEqm', {
      equclacode: '3000',
      eqpVarietyCode: '3110',
      eqpName,
      eqpCode: `3110330212${String(Date.now() % 1e8).padStart(8, '0')}`,
      areaCode: '330212',
      useAddress: '宁波市鄞州区测试路 9 号',
    });
    expect(saved.json.success).toBe(true);
    const rows = (await other.form('/a/stone/eqm/list', { pageNo: 1, pageSize: 10 })).json.data.list;
    expect(rows.map((r: { eqpName: string }) => r.eqpName)).toEqual([eqpName]);
    const oidno: string = rows[0].oidno;
    expect(await count(demo, '/a/stone/eqm/list', { eqpName })).toBe(0);
    expect((await demo.get('/a/stone/eqm/getDetailBy', { __ajax: 'json', oidno })).json).toEqual(
      example('getEquipmentDetail', 'notFound'),
    );

    const added = await other.form('/a/stone/operator/add', {
      name: '郑海峰',
      sex: '1',
      idCard: '330203198803120017',
      mobile: '13805741234',
    });
    expect(added.json.success ?? added.json.result).toBeTruthy();
    expect(await count(other, '/a/stone/operator/list')).toBe(1);
    expect(await count(demo, '/a/stone/operator/list', { name: '郑海峰' })).toBe(0);

    const draft = await other.form('/a/stone/epPemUseregistApply/save', useRegistration(oidno));
    expect(draft.json.success).toBe(true);
    const id: string = typeof draft.json.data === 'string' ? draft.json.data : draft.json.data.id;
    expect(await count(other, '/a/stone/epPemUseregistApply/list')).toBe(1);
    expect((await demo.get(`/a/stone/epPemUseregistApply/detail/${id}`, { __ajax: 'json' })).json).toEqual(
      example('getUseRegistApplyDetail', 'notFound'),
    );

    const mine = await desk(other);
    expect(mine.statistics).toMatchObject({ totalCount: 1, nonUseCount: 1, inUseCount: 0 });
    expect(mine.todo.drafts.useRegistration).toBe(1);
    expect(mine.operators.operatorCount).toBe(1);
    // The demo company's desk did not move.
    expect(await desk(demo)).toEqual(before);
    expect(await count(demo, '/a/stone/eqm/list')).toBe(demoDevices);

    // Committed and completed by the regulator, the registration registers the company's device.
    const committed = await other.form(
      '/a/stone/epPemUseregistApply/save',
      { ...useRegistration(oidno), id },
      { query: { isCommit: 'true' } },
    );
    expect(committed.json.success).toBe(true);
    expect((await other.admin('POST', `/applications/useRegistApply/${id}/accept`)).status).toBe(200);
    expect((await other.admin('POST', `/applications/useRegistApply/${id}/complete`)).status).toBe(200);
    expect((await other.form('/a/stone/index/getEqustatisticNums')).json.data).toMatchObject({
      totalCount: 1,
      inUseCount: 1,
    });
    expect(await desk(demo)).toEqual(before);

    // The export is the company's own rows.
    const exported = await fetch(`${run.url}/a/stone/eqm/expListExcel?__ajax=json&__sid=${other.sid}`, {
      method: 'POST',
      headers: { 'x-sandbox-tenant': tenant },
      body: new URLSearchParams(),
    });
    expect(exported.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await exported.arrayBuffer());
    const names: string[] = [];
    book.worksheets[0]!.eachRow((row, n) => {
      if (n > 1) names.push(String(row.getCell(2).value));
    });
    expect(names).toEqual([eqpName]);
  });
});

describe('a tenant file kept from before records had owners', () => {
  test('opens with its company records given to the demo company, shared ones left shared', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-owners-'));
    try {
      const file = join(dir, 'tenant-old.sqlite');
      const old = new DatabaseSync(file);
      old.exec(`CREATE TABLE records (kind TEXT NOT NULL, id TEXT NOT NULL, seq INTEGER NOT NULL, data TEXT NOT NULL, PRIMARY KEY (kind, id));
        CREATE TABLE files (attsysid TEXT PRIMARY KEY, attrefsysid TEXT, name TEXT, type TEXT, size INTEGER, bytes BLOB, meta TEXT, created TEXT);`);
      const put = old.prepare('INSERT INTO records (kind, id, seq, data) VALUES (?, ?, ?, ?)');
      put.run('account', 'a1', 1, JSON.stringify({ id: 'a1', loginName: 'qiye01', unitId: 'U-DEMO' }));
      put.run('unit', 'U-DEMO', 1, JSON.stringify({ id: 'U-DEMO' }));
      put.run('equipment', 'OID1', 1, JSON.stringify({ oidno: 'OID1' }));
      old.exec(`INSERT INTO files (attsysid, attrefsysid) VALUES ('f1', 'r1')`);
      old.close();

      const db = openDatabase(file);
      const owners = db.prepare('SELECT kind, owner FROM records ORDER BY kind').all();
      expect(owners).toEqual([
        { kind: 'account', owner: null },
        { kind: 'equipment', owner: 'U-DEMO' },
        { kind: 'unit', owner: null },
      ]);
      expect(db.prepare('SELECT owner FROM files').get()).toEqual({ owner: 'U-DEMO' });
      const store = new Store(db);
      expect(store.scoped('U-DEMO').get('equipment', 'OID1')).toEqual({ oidno: 'OID1' });
      expect(store.scoped('U-OTHER').get('equipment', 'OID1')).toBeUndefined();
      expect(store.scoped('U-OTHER').get('unit', 'U-DEMO')).toEqual({ id: 'U-DEMO' });
      db.close();
    } finally {
      cleanup(dir);
    }
  });
});
