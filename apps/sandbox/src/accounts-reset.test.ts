// A password reset persists: the application is audited by admin01, the new password reaches the
// applicant by SMS, the old one is refused and the new one signs in.
import { expect, test } from 'vitest';
import { client, sandboxForFile } from './test-kit.ts';

const run = sandboxForFile();

test('a reset application approved by the administrator gives the account a new password', async () => {
  const visitor = client(run.url);
  const who = { creditCode: '91330212MA2GQ7XK3H', orgname: '宁波甬江置业有限公司', loginName: 'qiye01' };
  const check = await visitor.form('/a/stone/common/passwordRestApplyCheck', who);
  expect(check.json.data).toMatchObject({ accountExists: true, hasPendingApply: false, maskedMobile: '138****2368' });
  expect(
    (await visitor.form('/a/stone/common/passwordRestApplyCheck', { ...who, orgname: '别家公司' })).json.success,
  ).toBe(false);

  await visitor.form('/a/stone/common/smsAuthCode/13857412368/2');
  const { json: outbox } = await visitor.admin('GET', '/outbox');
  const smsCode = outbox.messages[0].code;
  await visitor.get('/a/stone/common/validCode');
  const { json: captcha } = await visitor.admin('GET', '/captcha');
  const applied = await visitor.form('/a/stone/common/passwordRestApply', {
    ...who,
    validateCode: captcha.code,
    applicant: '陈建国',
    mobile: '13857412368',
    smsCode,
    reason: '主账号密码遗忘',
    attrefsysid: '0f1e2d3c4b5a49687f6e5d4c3b2a1908',
  });
  expect(applied.json, JSON.stringify(applied.json)).toMatchObject({ success: true });
  expect((await visitor.form('/a/stone/common/passwordRestApplyCheck', who)).json.success).toBe(false);

  const admin = client(run.url, visitor.tenant);
  expect((await admin.login('admin01')).success).toBe(true);
  expect(
    (
      await admin.form('/a/stone/passwordRestApply/audit', {
        id: applied.json.data,
        agree: '1',
        opinion: '申请书盖章齐全，同意重置',
      })
    ).json.success,
  ).toBe(true);
  const { json: after } = await admin.admin('GET', '/outbox');
  const password = /密码已重置为 (\S+)，/.exec(after.messages[0].text)![1]!;

  const clerk = client(run.url, visitor.tenant);
  expect((await clerk.login('qiye01')).success).toBe(false);
  expect((await clerk.login('qiye01', password)).success).toBe(true);
});
