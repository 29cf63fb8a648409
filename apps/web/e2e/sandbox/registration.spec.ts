import type { Page } from '@playwright/test';
import type { Sandbox } from './kit';
import { test, expect, field, choose, openInApp } from './kit';
import { screen } from '../fixtures';

// Journey 1: a company registers. It fills /register (the picture's captcha and the SMS code as the
// sandbox sent them), finds its application 待审核 at /regCheackList, and admin01 audits it at
// /account/check: approved, the new account logs in with its own password to an empty desk and
// equipment list; refused with a reason, /regCheackList shows 未通过 and the reason.

const UNIT = '宁波北仑港通物流有限公司';
const CREDIT_CODE = '91330206MA2J7Q3K5T';
const MOBILE = '13805741236';
const LOGIN_NAME = 'nbgtwl';
const PASSWORD = 'Gangtong@2026';
const file = (name: string) => ({ name, mimeType: 'image/jpeg', buffer: Buffer.alloc(2048, 7) });

/** The SMS codes the sandbox sent to the mobile, the newest first. */
async function smsCodes(sandbox: Sandbox) {
  const { messages } = await sandbox.admin<{ messages: { mobile: string; code: string | null }[] }>('GET', '/outbox');
  return messages.filter((m) => m.mobile === MOBILE && m.code).map((m) => m.code!);
}

/** Sends an SMS code from the page's 获取验证码 and types the one the sandbox sent then. */
async function typeSmsCode(page: Page, sandbox: Sandbox) {
  const before = (await smsCodes(sandbox)).length;
  await page.getByTestId('sms-send').click();
  await expect(page.getByTestId('sms-send')).toHaveText(/秒后重发$/);
  await expect.poll(async () => (await smsCodes(sandbox)).length).toBe(before + 1);
  await field(page, 'smsCode').fill((await smsCodes(sandbox))[0]!);
}

async function register(page: Page, sandbox: Sandbox) {
  await page.goto('/login');
  await page.getByRole('link', { name: '企业账号注册' }).click();
  await expect(page).toHaveURL('/register');
  await field(page, 'orgname').fill(UNIT);
  await field(page, 'creditCode').fill(CREDIT_CODE);
  await choose(page, 'areaCode', '北仑区');
  await field(page, 'address').fill('宁波市北仑区新碶街道明州路北仑港区四期');
  await field(page, 'legalPerson').fill('刘永红');
  await page.getByRole('button', { name: '下一步' }).click();

  await field(page, 'contactName').fill('孙伟');
  await field(page, 'mobile').fill(MOBILE);
  await typeSmsCode(page, sandbox);
  await field(page, 'loginName').fill(LOGIN_NAME);
  await field(page, 'password').fill(PASSWORD);
  await field(page, 'checkPassword').fill(PASSWORD);
  await page.getByRole('button', { name: '下一步' }).click();

  const slots = page.locator('input[type=file]');
  await slots.nth(0).setInputFiles(file('营业执照副本.jpg'));
  await expect(page.getByText('营业执照副本.jpg')).toBeVisible();
  await slots.nth(1).setInputFiles(file('授权委托书.jpg'));
  await expect(page.getByText('授权委托书.jpg')).toBeVisible();
  await expect(page.getByRole('img', { name: '验证码' })).toBeVisible();
  const { code } = await sandbox.admin<{ code: string }>('GET', '/captcha');
  await field(page, 'validateCode').fill(code);
  await expect(page.getByText('请输入验证码', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page).toHaveURL(/\/register-success\?no=[0-9a-f]{32}$/, { timeout: 15_000 });
}

/** /regCheackList, a while later (a new SMS code can be sent a minute after the last). */
async function result(page: Page, sandbox: Sandbox) {
  await sandbox.admin('POST', '/clock', { advance: 'PT2M' });
  await page.goto('/regCheackList');
  await field(page, 'creditCode').fill(CREDIT_CODE);
  await field(page, 'mobile').fill(MOBILE);
  await typeSmsCode(page, sandbox);
  await page.getByRole('button', { name: '查询', exact: true }).click();
  return page.getByTestId('registration-result');
}

/** admin01 opens the application at /account/check and audits it; then logs out. */
async function audit(page: Page, sandbox: Sandbox, decide: (page: Page) => Promise<void>) {
  await sandbox.login(page, 'admin01');
  await openInApp(page, '/account/check');
  const row = page.getByRole('table', { name: '企业账号注册申请' }).getByRole('row').filter({ hasText: UNIT });
  await expect(row).toContainText('待审核', { timeout: 15_000 });
  await row.getByRole('button', { name: '查看' }).click();
  await expect(page).toHaveURL(/register-detail\?id=[0-9a-f]{32}/);
  await expect(page.getByRole('main')).toContainText(LOGIN_NAME);
  await decide(page);
  await expect(page).toHaveURL(/\/account\/check$/, { timeout: 20_000 });
  await page.getByRole('button', { name: '更多', exact: true }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login/);
}

test('a company registers, admin01 approves it, the new account logs in', async ({ page, sandbox }) => {
  await register(page, sandbox);
  await expect(await result(page, sandbox)).toContainText('待审核');

  await audit(page, sandbox, async (p) => {
    await p.getByRole('button', { name: '通过', exact: true }).click();
    await p.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    // The notice names the application and its outcome.
    await expect(p.getByRole('alert').filter({ hasText: `已通过「${UNIT}」的注册申请` })).toBeVisible();
  });
  await expect(await result(page, sandbox)).toContainText('已通过');

  await sandbox.login(page, LOGIN_NAME, PASSWORD, { notice: true });
  await expect(page.getByText(`欢迎您，${UNIT}`)).toBeVisible();
  // The new company starts with nothing of its own: none of the demo company's devices is shown.
  await expect(page.getByTestId('stat-totalCount')).toHaveText('0');
  await screen(page, 'journey-1-registered', { fullPage: false });
  await openInApp(page, '/equipment/query-comprehensive');
  await expect(page.getByText('没有符合条件的记录')).toBeVisible();
});

test('admin01 refuses a registration with a reason: the result says 未通过 and why', async ({ page, sandbox }) => {
  await register(page, sandbox);
  await audit(page, sandbox, async (p) => {
    await p.getByRole('button', { name: '不通过', exact: true }).click();
    const dialog = p.getByRole('dialog');
    await dialog.getByRole('textbox', { name: '不通过原因' }).fill('营业执照扫描件不清晰，请重新上传');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(p.getByRole('alert').filter({ hasText: `已退回「${UNIT}」的注册申请` })).toBeVisible();
  });
  const shown = await result(page, sandbox);
  await expect(shown).toContainText('未通过');
  await expect(shown).toContainText('营业执照扫描件不清晰，请重新上传');
  await screen(page, 'journey-1-refused', { fullPage: false });
});
