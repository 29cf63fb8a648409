// The message centre: a unit is told of each regulator step on its applications (退回 with the
// reason), of its account's audit, and of inspections and certificates coming due (once each, and
// again as the clock moves them on); reading marks them, for that unit only.
import { describe, expect, test } from 'vitest';
import { applicant, client, type Client, register, sandboxForFile } from './test-kit.ts';

const run = sandboxForFile();

interface Message {
  id: string;
  msgType: string;
  title: string;
  content: string;
  bizType: string;
  bizId: string;
  bizNo: string | null;
  readFlag: string;
}

async function messages(c: Client, readFlag?: '0' | '1') {
  const r = await c.form('/a/stone/message/list', { pageNo: 1, pageSize: 100, ...(readFlag ? { readFlag } : {}) });
  expect(r.status).toBe(200);
  expect(r.json.success).toBe(true);
  return r.json.data as { count: number; unread: number; list: Message[] };
}
const unread = async (c: Client) => (await c.get('/a/stone/message/unreadCount', { __ajax: 'json' })).json.data.count;

/** A committed use-registration application of a new device of qiye01's company: its id and number. */
async function committedApplication(c: Client): Promise<{ id: string; applyNo: string }> {
  const tail = String(Date.now() % 1e5).padStart(5, '0');
  const eqpName = `消息测试梯${tail}`;
  expect(
    (
      await c.form('/a/stone/eqm/addEqm', {
        equclacode: '3000',
        eqpVarietyCode: '3110',
        eqpName,
        eqpCode: `31103302120${tail}01`,
        areaCode: '330212',
        useAddress: '宁波市鄞州区测试路 6 号',
      })
    ).json.success,
  ).toBe(true);
  const oidno = (await c.form('/a/stone/eqm/list', { pageNo: 1, pageSize: 5, eqpName })).json.data.list[0].oidno;
  const saved = await c.form(
    '/a/stone/epPemUseregistApply/save',
    {
      applyType: '1',
      equclacode: '3000',
      oidnos: oidno,
      useAddress: '宁波市鄞州区测试路 6 号',
      safetyManager: '陈立群',
      safetyManagerPhone: '13805746677',
      contactPerson: '陈立群',
      contactPhone: '13805746677',
      attrefsysid: crypto.randomUUID().replace(/-/g, ''),
    },
    { query: { isCommit: 'true' } },
  );
  expect(saved.json.success).toBe(true);
  const id = typeof saved.json.data === 'string' ? saved.json.data : saved.json.data.id;
  const detail = (await c.get(`/a/stone/epPemUseregistApply/detail/${id}`, { __ajax: 'json' })).json.data;
  return { id, applyNo: detail.applyNo };
}

describe('message centre', () => {
  test('due inspections and certificates are told once each; a moved clock tells the next ones', async () => {
    const c = client(run.url);
    await c.login('qiye01');
    const first = await messages(c);
    expect(first.list.every((m) => m.msgType === 'due' && m.readFlag === '0')).toBe(true);
    // The seed's overdue and soon due equipment, and certificates coming due.
    expect(first.list.map((m) => m.title)).toEqual(
      expect.arrayContaining([
        '1号空气储罐 定期检验已超期',
        '1号客梯 定期检验即将到期',
        expect.stringMatching(/证(即将到期|已过期)$/),
      ]),
    );
    expect(first.unread).toBe(first.count);
    expect(await unread(c)).toBe(first.count);
    // Asked again, nothing is told twice.
    expect((await messages(c)).count).toBe(first.count);

    await c.admin('POST', '/clock', { advance: 'P400D' });
    await c.login('qiye01');
    const later = await messages(c);
    expect(later.count).toBeGreaterThan(first.count);
    const overdueTitles = later.list.filter((m) => m.title.endsWith('定期检验已超期')).map((m) => m.title);
    expect(new Set(overdueTitles).size).toBe(overdueTitles.length);
  });

  test("a returned application is told with its reason and opens it; reading counts down, for that unit's account", async () => {
    const c = client(run.url);
    await c.login('qiye01');
    await c.form('/a/stone/message/readAll');
    expect(await unread(c)).toBe(0);
    const { id, applyNo } = await committedApplication(c);
    expect((await c.admin('POST', `/applications/useRegistApply/${id}/accept`)).status).toBe(200);
    const reason = '安全管理员证书复印件不清晰';
    expect((await c.admin('POST', `/applications/useRegistApply/${id}/return`, { reason })).status).toBe(200);

    const now = await messages(c, '0');
    expect(now.list.map((m) => m.title)).toEqual([`使用登记申请 ${applyNo} 已退回`, `使用登记申请 ${applyNo} 已受理`]);
    const returned = now.list[0]!;
    expect(returned).toMatchObject({ msgType: 'apply', bizType: 'useRegistApply', bizId: id, bizNo: applyNo });
    expect(returned.content).toContain(reason);
    expect(await unread(c)).toBe(2);

    expect((await c.form('/a/stone/message/read', { ids: returned.id })).json.success).toBe(true);
    expect(await unread(c)).toBe(1);
    expect((await messages(c, '1')).list.map((m) => m.id)).toContain(returned.id);
    // A unit reads only its own: admin01 marking every message read leaves the company's unread.
    const admin = client(run.url, c.tenant);
    await admin.login('admin01');
    await admin.form('/a/stone/message/readAll');
    expect(await unread(c)).toBe(1);
    await c.form('/a/stone/message/readAll');
    expect(await unread(c)).toBe(0);
  });

  test('a registration is told to the platform, its approval to the new company, which sees nothing of another', async () => {
    const c = client(run.url);
    const a = applicant();
    const { id: regId } = await register(run.url, c, a);

    const admin = client(run.url, c.tenant);
    await admin.login('admin01');
    const told = (await messages(admin)).list.find((m) => m.bizId === regId);
    expect(told).toMatchObject({ msgType: 'account', title: `${a.orgname} 提交了企业账号注册申请` });
    expect((await admin.form('/a/stone/account/audit', { id: regId, opinion: '材料齐全' })).json.success).toBe(true);

    const user = client(run.url, c.tenant);
    expect((await user.login(a.loginName, a.password)).success).toBe(true);
    const own = await messages(user);
    expect(own.list.map((m) => m.title)).toEqual(['企业账号注册申请已通过审核']);
    expect(own.unread).toBe(1);
  });

  test("the bell's poll does not keep an idle session alive", async () => {
    const c = client(run.url);
    await c.login('qiye01');
    await c.admin('POST', '/clock', { advance: 'PT20M' });
    const poll = () => c.get('/a/stone/message/unreadCount', { __ajax: 'json', __notUpdateSession: 'true' });
    const polled = await poll();
    expect(polled.status).toBe(200);
    // Ten of the thirty minutes are left, and the poll did not give them back.
    expect(Number(polled.headers.get('x-session-expires-in'))).toBe(600);
    await c.admin('POST', '/clock', { advance: 'PT11M' });
    expect((await poll()).status).toBe(401);
  });
});
