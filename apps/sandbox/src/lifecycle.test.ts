// The shared application lifecycle, on a use-registration application: 草稿 → 已提交 → 受理中 →
// 已办结 (the device registered), or 已退回 with a reason → edit → resubmit; and a device in flow
// cannot be put in another application.
import { describe, expect, test } from 'vitest';
import { client, type Client, sandboxForFile } from './test-kit.ts';

const run = sandboxForFile();

const example = (operationId: string, name: string) =>
  run.sandbox.app.contract.example(run.sandbox.app.contract.byId.get(operationId)!, name)!.value;
const hex32 = () => crypto.randomUUID().replace(/-/g, '');
let serial = 0;

/** A new, unregistered elevator of the signed-in company; its oidno. */
async function newDevice(c: Client): Promise<string> {
  serial += 1;
  const eqpName = `生命周期测试梯${serial}-${Date.now() % 100000}`;
  const eqpCode = `31103302120${String(Date.now() % 1e5).padStart(5, '0')}${String(serial).padStart(2, '0')}`;
  const saved = await c.form('/a/stone/eqm/addEqm', {
    equclacode: '3000',
    eqpVarietyCode: '3110',
    eqpName,
    eqpCode,
    areaCode: '330212',
    useAddress: '宁波市鄞州区测试路 2 号',
  });
  expect(saved.json.success).toBe(true);
  const rows = (await c.form('/a/stone/eqm/list', { pageNo: 1, pageSize: 5, eqpName })).json.data.list;
  expect(rows).toHaveLength(1);
  expect(rows[0].useStatus).toBe('0');
  return rows[0].oidno;
}

const form = (oidno: string) => ({
  applyType: '1',
  equclacode: '3000',
  oidnos: oidno,
  useAddress: '宁波市鄞州区测试路 2 号',
  safetyManager: '陈立群',
  safetyManagerPhone: '13805746677',
  contactPerson: '陈立群',
  contactPhone: '13805746677',
  attrefsysid: hex32(),
});

async function save(c: Client, body: Record<string, unknown>, commit = false) {
  const r = await c.form('/a/stone/epPemUseregistApply/save', body, commit ? { query: { isCommit: 'true' } } : {});
  expect(r.status).toBe(200);
  return r.json;
}

async function detail(c: Client, id: string) {
  const r = await c.get(`/a/stone/epPemUseregistApply/detail/${id}`, { __ajax: 'json' });
  expect(r.json.errorMsg ?? null).toBeNull();
  expect(r.status).toBe(200);
  return r.json.data;
}

async function listed(c: Client, id: string) {
  const r = await c.form('/a/stone/epPemUseregistApply/list', { pageNo: 1, pageSize: 50 });
  expect(r.json.errorMsg ?? null).toBeNull();
  expect(r.status).toBe(200);
  return r.json.data.list.find((row: { id: string }) => row.id === id);
}
const todo = async (c: Client) => (await c.form('/a/stone/index/getTodoCounts')).json.data;
const idOf = (json: any): string => (typeof json.data === 'string' ? json.data : json.data.id);

describe('use-registration lifecycle', () => {
  test('draft → committed → accepted → completed registers the device', async () => {
    const c = client(run.url);
    await c.login('qiye01');
    const oidno = await newDevice(c);
    const before = await todo(c);
    const draft = await save(c, form(oidno));
    expect(draft.success).toBe(true);
    const id = idOf(draft);
    expect(await listed(c, id)).toMatchObject({ id, status: '0' });
    expect((await todo(c)).drafts.useRegistration).toBe(before.drafts.useRegistration + 1);

    const committed = await save(c, { ...form(oidno), id }, true);
    expect(committed.success).toBe(true);
    expect(idOf(committed)).toBe(id);
    expect(await detail(c, id)).toMatchObject({ id, status: '1' });
    expect((await todo(c)).drafts.useRegistration).toBe(before.drafts.useRegistration);

    const refusedDelete = await c.form('/a/stone/epPemUseregistApply/delete', { id });
    expect(refusedDelete.json.success ?? refusedDelete.json.result === 'true').toBeFalsy();
    expect(await listed(c, id)).toBeTruthy();
    // Editing a submitted application is refused too.
    expect((await save(c, { ...form(oidno), id, remarks: '改一下' })).success).toBe(false);

    const accepted = await c.admin('POST', `/applications/useRegistApply/${id}/accept`);
    expect(accepted.status).toBe(200);
    expect((await detail(c, id)).status).toBe('2');
    // Completing needs an accepted application, accepting a submitted one.
    expect((await c.admin('POST', `/applications/useRegistApply/${id}/accept`)).status).toBe(409);
    const done = await c.admin('POST', `/applications/useRegistApply/${id}/complete`);
    expect(done.status).toBe(200);
    expect(done.json.issued.registCode).toMatch(/^\d{20}$/);
    expect(await detail(c, id)).toMatchObject({ status: '3', registCode: done.json.issued.registCode });
    const opened = await c.get('/a/stone/eqm/getDetailBy', { __ajax: 'json', oidno });
    expect(opened.json.errorMsg ?? null).toBeNull();
    const device = opened.json.data;
    expect(device).toMatchObject({ oidno, useStatus: '1', registCode: done.json.issued.registCode });
  });

  test('returned with a reason → counted on the desk → edited and committed again', async () => {
    const c = client(run.url);
    await c.login('qiye01');
    const oidno = await newDevice(c);
    const id = idOf(await save(c, form(oidno), true));
    const before = await todo(c);
    expect((await c.admin('POST', `/applications/useRegistApply/${id}/return`, {})).status).toBe(400);
    const reason = '安全管理员证书已过期，请更换后重新提交';
    const returned = await c.admin('POST', `/applications/useRegistApply/${id}/return`, { reason });
    expect(returned.status).toBe(200);
    const row = await detail(c, id);
    expect(row).toMatchObject({ status: '4', returnReason: reason });
    expect((await todo(c)).returned.useRegistration).toBe(before.returned.useRegistration + 1);

    const edited = await save(c, { ...form(oidno), id, safetyManager: '沈佳慧', safetyManagerPhone: '13905748899' });
    expect(edited.success).toBe(true);
    expect(await detail(c, id)).toMatchObject({ status: '4', safetyManager: '沈佳慧' });
    expect(
      (await save(c, { ...form(oidno), id, safetyManager: '沈佳慧', safetyManagerPhone: '13905748899' }, true)).success,
    ).toBe(true);
    expect(await detail(c, id)).toMatchObject({ status: '1', safetyManager: '沈佳慧' });
    expect((await todo(c)).returned.useRegistration).toBe(before.returned.useRegistration);
  });

  test('a draft can be deleted; then it is gone', async () => {
    const c = client(run.url);
    await c.login('qiye01');
    const id = idOf(await save(c, form(await newDevice(c))));
    const r = await c.form('/a/stone/epPemUseregistApply/delete', { id });
    expect(r.json.success ?? r.json.result === 'true').toBeTruthy();
    expect(await listed(c, id)).toBeUndefined();
  });

  test('a device in flow cannot be put in another application', async () => {
    const c = client(run.url);
    await c.login('qiye01');
    const oidno = await newDevice(c);
    await save(c, form(oidno), true);
    const flow = await c.form('/a/stone/eqm/findInFlow', { oidno });
    expect(flow.json.data).toMatchObject({ inFlow: true, flowName: '使用登记', flowStatusName: '已提交' });
    expect(await save(c, form(oidno))).toEqual(example('saveUseRegistApply', 'equipmentInFlow'));
    expect(await save(c, form(oidno), true)).toEqual(example('saveUseRegistApply', 'equipmentInFlow'));
  });
});
