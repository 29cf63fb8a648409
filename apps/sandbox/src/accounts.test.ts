// Accounts for real: the seeded logins, the contract's refusals (wrong password, captcha, lock),
// sessions that end after idle tenant time, password changes, and registration through audit.
import { describe, expect, test } from 'vitest';
import { des } from '../../../packages/sdk/src/cipher.ts';
import {
  type Applicant,
  applicant,
  client,
  type Client,
  register as registerApplicant,
  sandboxForFile,
} from './test-kit.ts';

const run = sandboxForFile();

const loginExample = (name: string) =>
  run.sandbox.app.contract.example(run.sandbox.app.contract.byId.get('login')!, name)!.value;

/** A login with the captcha given as is (none, or a wrong one). */
const loginWith = (c: Client, loginName: string, password: string, validateCode?: string) =>
  c.form('/a/login', {
    username: des.encode(loginName),
    password: des.encode(password),
    ...(validateCode === undefined ? {} : { validateCode }),
  });

describe('seeded accounts', () => {
  test.each(['qiye01', 'weibao01', 'admin01'])('%s logs in with Tzsb@2026 and sees itself', async (name) => {
    const c = client(run.url);
    const r = await c.login(name);
    expect(r.success).toBe(true);
    expect(c.sid).toMatch(/^[0-9a-f]{32}$/);
    const me = await c.get('/a/stone/user/info');
    expect(me.status).toBe(200);
    expect(me.json.data.user.loginName).toBe(name);
  });

  test('qiye01 holds two roles of its company, switches to the other and is refused one it lacks', async () => {
    const c = client(run.url);
    await c.login('qiye01');
    const me = (await c.get('/a/stone/user/info')).json.data;
    expect(me.roleList.map((r: { name: string }) => r.name)).toEqual(['使用单位管理员', '维保单位用户']);
    expect(me.user.roleList).toEqual(me.roleList);
    expect(me.user.currentRole.name).toBe('使用单位管理员');
    const maint = me.roleList[1];
    expect((await c.form('/a/stone/user/changeRole', { id: maint.id })).json.success).toBe(true);
    expect((await c.get('/a/stone/user/info')).json.data.user.currentRole.id).toBe(maint.id);
    expect((await c.form('/a/stone/user/changeRole', { id: '5c9d2e7f3a1b48c6d0e4f8a2b6c1d3e7' })).json.success).toBe(
      false,
    );
  });

  test("a wrong password gets the contract's wrongPassword answer", async () => {
    const c = client(run.url);
    expect(await c.login('qiye01', 'Tzsb@2025')).toEqual(loginExample('wrongPassword'));
    expect(c.sid).toBeNull();
  });

  test('after one failure a missing or wrong captcha is wrongCaptcha, and does not count as a failure', async () => {
    const c = client(run.url);
    expect(await c.login('weibao01', 'nope')).toEqual(loginExample('wrongPassword'));
    expect((await loginWith(c, 'weibao01', 'Tzsb@2026')).json).toEqual(loginExample('wrongCaptcha'));
    await c.get('/a/stone/common/validCode');
    expect((await loginWith(c, 'weibao01', 'Tzsb@2026', 'zzzz')).json).toEqual(loginExample('wrongCaptcha'));
    expect((await c.login('weibao01')).success).toBe(true);
  });

  test('five failures lock the account, even for the right password', async () => {
    const c = client(run.url);
    for (let i = 1; i <= 4; i++) expect(await c.login('qiye01', `wrong${i}`)).toEqual(loginExample('wrongPassword'));
    expect(await c.login('qiye01', 'wrong5')).toEqual(loginExample('accountLocked'));
    expect(await c.login('qiye01')).toEqual(loginExample('accountLocked'));
    expect(c.sid).toBeNull();
    // Thirty minutes of tenant time later the lock is over.
    await c.admin('POST', '/clock', { advance: 'PT31M' });
    expect((await c.login('qiye01')).success).toBe(true);
  });
});

describe('sessions', () => {
  test('a secured call without a session is 401', async () => {
    const c = client(run.url);
    const r = await c.form('/a/stone/eqm/list', {});
    expect(r.status).toBe(401);
    const bogus = await c.form('/a/stone/eqm/list', {}, { query: { __sid: 'f'.repeat(32) } });
    expect(bogus.status).toBe(401);
  });

  test('a session lives while used and ends after 31 idle minutes of tenant time', async () => {
    const c = client(run.url);
    await c.login('qiye01');
    await c.admin('POST', '/clock', { advance: 'PT29M' });
    const alive = await c.form('/a/stone/eqm/list', {});
    expect(alive.status).toBe(200);
    expect(alive.headers.get('x-session-expires-in')).toBe('1800');
    await c.admin('POST', '/clock', { advance: 'PT29M' });
    expect((await c.form('/a/stone/eqm/list', {})).status).toBe(200);
    await c.admin('POST', '/clock', { advance: 'PT31M' });
    const ended = await c.form('/a/stone/eqm/list', {});
    expect(ended.status).toBe(401);
    expect(ended.json.result).toBe('login');
  });

  test('a password change persists: the old password is then refused', async () => {
    const c = client(run.url);
    await c.login('qiye01');
    const wrongOld = await c.form('/a/stone/user/updatePwd', {
      oldPassword: des.encode('not-it'),
      newPassword: des.encode('Neu#2027pw'),
    });
    expect(wrongOld.json.success).toBe(false);
    const changed = await c.form('/a/stone/user/updatePwd', {
      oldPassword: des.encode('Tzsb@2026'),
      newPassword: des.encode('Neu#2027pw'),
    });
    expect(changed.json.success).toBe(true);
    const again = client(run.url, c.tenant);
    expect(await again.login('qiye01')).toEqual(loginExample('wrongPassword'));
    expect((await again.login('qiye01', 'Neu#2027pw')).success).toBe(true);
  });
});

describe('registration', () => {
  const register = (c: Client, a: Applicant) => registerApplicant(run.url, c, a);

  const result = async (c: Client, a: Applicant, code: string) =>
    (await c.form(`/a/stone/common/ogmUnitRegistCheck/${a.creditCode}/${a.mobile}/${code}`)).json;

  test('a pending account is refused until admin01 approves it; then it logs in with its own password', async () => {
    const c = client(run.url);
    const a = applicant();
    const { id, smsCode } = await register(c, a);
    const pending = await result(c, a, smsCode);
    expect(pending.success).toBe(true);
    expect(pending.data).toMatchObject({ id, status: '0', orgname: a.orgname });
    const refused = await client(run.url, c.tenant).login(a.loginName, a.password);
    expect(refused).toEqual(loginExample('businessRefused'));
    expect(refused.errorMsg).toContain('尚未通过注册审核');

    const admin = client(run.url, c.tenant);
    await admin.login('admin01');
    const approved = await admin.form('/a/stone/account/audit', { id, opinion: '材料齐全' });
    expect(approved.json.success).toBe(true);
    expect((await result(c, a, smsCode)).data).toMatchObject({ status: '1' });
    const user = client(run.url, c.tenant);
    expect((await user.login(a.loginName, a.password)).success).toBe(true);
    expect((await user.form('/a/stone/eqm/list', {})).status).toBe(200);
    // The approval is texted to the applicant.
    const texts = (await c.admin('GET', '/outbox')).json.messages
      .filter((m: { mobile: string }) => m.mobile === a.mobile)
      .map((m: { text: string }) => m.text);
    expect(texts.join()).toContain('审核通过');
  });

  test("a rejected registration's login is refused naming the reason", async () => {
    const c = client(run.url);
    const a = applicant();
    const { id, smsCode } = await register(c, a);
    const admin = client(run.url, c.tenant);
    await admin.login('admin01');
    const reason = '营业执照照片不清晰，请重新上传';
    expect((await admin.form('/a/stone/account/disagree', { id, opinion: reason })).json.success).toBe(true);
    const refused = await client(run.url, c.tenant).login(a.loginName, a.password);
    expect(refused.success).toBe(false);
    expect(refused.errorMsg).toContain(reason);
    expect((await result(c, a, smsCode)).data).toMatchObject({ status: '2', auditOpinion: reason });
    // Auditing it a second time is refused.
    const resultFalse = run.sandbox.app.contract.example(
      run.sandbox.app.contract.byId.get('approveAccountRegistration')!,
      'resultFalse',
    )!.value;
    expect((await admin.form('/a/stone/account/audit', { id })).json).toEqual(resultFalse);
    expect(await client(run.url, c.tenant).login(a.loginName, a.password)).toEqual(refused);
  });

  test('a wrong SMS code is refused with smsCodeWrong', async () => {
    const c = client(run.url);
    const a = applicant();
    await register(c, a);
    const r = await result(c, a, '000000');
    const ex = run.sandbox.app.contract.example(
      run.sandbox.app.contract.byId.get('queryAccountRegistrationResult')!,
      'smsCodeWrong',
    )!.value;
    expect(r).toEqual(ex);
  });
});
