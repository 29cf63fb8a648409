// Where an application stands: each regulator step shows in its flow with who and when, the current
// step names who holds it and what comes next, for kinds that keep steps in their record and for
// those that do not (a declaration); another company's application is not found.
import { describe, expect, test } from 'vitest';
import { approvedCompany, client, type Client, sandboxForFile } from './test-kit.ts';

const run = sandboxForFile();

async function flow(c: Client, bizType: string, id: string) {
  const r = await c.get('/a/stone/flow/progress', { __ajax: 'json', bizType, id });
  expect(r.status).toBe(200);
  return r.json;
}
const steps = (f: any) => f.data.steps.map((s: any) => `${s.stepName}:${s.statusName}`);

async function inFlow(c: Client, kind: string, status: string) {
  const { items } = (await c.admin('GET', '/applications')).json;
  return items.find((a: any) => a.kind === kind && a.status === status) as { id: string; no: string };
}

describe('application flow', () => {
  test('a declaration: submitted, accepted, returned — each step with its handler and what comes next', async () => {
    const c = client(run.url);
    await c.login('qiye01');
    const app = await inFlow(c, 'onlineApply', '1');
    let f = await flow(c, 'onlineApply', app.id);
    expect(f.data).toMatchObject({
      applyNo: app.no,
      statusName: '已提交',
      currentStepName: '受理',
      currentHandler: '宁波市特种设备检验研究院',
      nextStepName: '审核办理',
      finished: false,
    });
    expect(steps(f)).toEqual(['申请提交:已完成', '受理:处理中', '审核办理:未开始']);

    await c.admin('POST', `/applications/onlineApply/${app.id}/accept`);
    f = await flow(c, 'onlineApply', app.id);
    expect(f.data).toMatchObject({ currentStepName: '审核办理', currentHandler: '李文静（宁波市特种设备检验研究院）' });
    expect(f.data.steps[1]).toMatchObject({ stepName: '受理', handler: '李文静', opinion: '材料齐全，予以受理' });
    expect(f.data.steps[1].handleTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const reason = '检验联系人电话无法接通，请核实后重新提交';
    await c.admin('POST', `/applications/onlineApply/${app.id}/return`, { reason });
    f = await flow(c, 'onlineApply', app.id);
    expect(f.data).toMatchObject({
      statusName: '已退回',
      currentStepName: '修改申请',
      currentHandler: '宁波甬江置业有限公司（本单位）',
      nextStepName: '重新提交',
    });
    expect(steps(f)).toEqual(['申请提交:已完成', '受理:已完成', '退回:已退回', '修改申请:处理中', '重新提交:未开始']);
    expect(f.data.steps[2].opinion).toBe(reason);
  });

  test('a completed use registration is finished: no current step; another company does not find it', async () => {
    const c = client(run.url);
    await c.login('qiye01');
    const app = await inFlow(c, 'useRegistApply', '2');
    await c.admin('POST', `/applications/useRegistApply/${app.id}/complete`);
    const f = await flow(c, 'useRegistApply', app.id);
    expect(f.data).toMatchObject({ statusName: '已办结', finished: true, currentStepName: null, nextStepName: null });
    expect(f.data.steps.at(-1)).toMatchObject({ stepName: '办结', statusName: '已完成' });

    const { client: other } = await approvedCompany(run.url, c.tenant);
    const refused = await flow(other, 'useRegistApply', app.id);
    expect(refused).toMatchObject({ success: false, errorMsg: '申请不存在或已删除' });
  });
});

describe('which equipment may be declared online', () => {
  const check = (c: Client, oidno: string, inspectioncategory: string) =>
    c.form('/a/stone/appOnline/checkOnline', { oidno, inspectioncategory }, { query: { __ajax: 'json' } });

  test('equipment not registered yet only for 首次检验; each of several devices is checked', async () => {
    const c = client(run.url);
    await c.login('qiye01');
    // 3吨电动叉车 is not registered (and in no application); 1号燃气热水锅炉 is in use and due within 60 days.
    const periodic = await check(c, 'OID3302060008133', '1');
    expect(periodic.json.data).toMatchObject({ allowed: false, reason: expect.stringContaining('尚未办理使用登记') });
    expect((await check(c, 'OID3302060008133', '4')).json.data).toEqual({ allowed: true, reason: null });
    expect((await check(c, 'OID3302030004511', '1')).json.data).toEqual({ allowed: true, reason: null });
    const both = await check(c, 'OID3302030004511,OID3302060008133', '1');
    expect(both.json.data).toMatchObject({ allowed: false, reason: expect.stringContaining('尚未办理使用登记') });
  });

  test('the equipment waiting for inspection names the flow that holds a device, and its number', async () => {
    const c = client(run.url);
    await c.login('qiye01');
    const { list } = (
      await c.form(
        '/a/stone/appOnline/findWaitInspectEquList',
        { pageNo: 1, pageSize: 100 },
        { query: { __ajax: 'json' } },
      )
    ).json.data;
    const byName = (name: string) => list.find((r: { eqpName: string }) => r.eqpName === name);
    expect(byName('16吨桥式起重机')).toMatchObject({
      inFlow: true,
      inFlowOnlinelsh: 'BJ20261120000248',
      inFlowName: '定期检验报检',
    });
    expect(byName('3吨内燃叉车')).toMatchObject({
      inFlow: true,
      inFlowOnlinelsh: 'SYDJ2026112000007',
      inFlowName: '使用登记',
    });
    expect(byName('1号燃气热水锅炉')).toMatchObject({ inFlow: false, inFlowOnlinelsh: null, inFlowName: null });
  });

  test('a refusal names the device refused, not the example’s 1号客梯', async () => {
    const c = client(run.url);
    await c.login('qiye01');
    const { eqpCode, eqpName } = (
      await c.get('/a/stone/eqm/getDetailBy', { __ajax: 'json', oidno: 'OID3302060008133' })
    ).json.data;
    const refused = (await check(c, 'OID3302060008133', '1')).json.data;
    expect(refused.allowed).toBe(false);
    expect(refused.reason).toContain(`设备 ${eqpCode}（${eqpName}）`);
    expect(refused.reason).not.toContain('1号客梯');
  });
});
