import type { Page } from '@playwright/test';
import { test, expect, login, menu, openInApp, preferExample, sandboxAdmin, screen, shownCaptcha } from './fixtures';
import { formBody } from './ui';

// What the public account pages and the administrator's account pages add: the calls and
// bodies their actions send, the spec's messages, failures that keep what was typed. That each page
// opens with contract data is the route walk's job. On the sandbox the codes are real (the SMS code
// from its outbox, the captcha it drew), refusals come from its state, and every test writes: each
// starts on the seed.
test.use({ freshTenant: true });

const input = (page: Page, name: string) => page.locator(`[data-field="${name}"]:visible`);
const call = (page: Page, path: string) =>
  page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname.startsWith(path));
const file = (name: string) => ({ name, mimeType: 'image/jpeg', buffer: Buffer.alloc(2048, 7) });
const captchaDrawn = (page: Page) => page.waitForResponse((r) => r.url().includes('/a/stone/common/validCode'));

/** The SMS code the sandbox sent last to a mobile (its outbox: nothing is really sent). */
async function smsCode(page: Page, mobile: string): Promise<string> {
  let code: string | null | undefined;
  await expect
    .poll(async () => {
      const { messages } = await sandboxAdmin<{ messages: { mobile: string; code: string | null }[] }>(
        page,
        'GET',
        '/outbox',
      );
      code = messages.find((m) => m.mobile === mobile && m.code)?.code;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

/** A six-digit code that is not the one sent. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/**
 * Types the captcha and waits out the 500 ms validation (spec 5): the message under the field goes
 * away then, which moves the buttons below; a click during that shift would miss.
 */
async function typeCaptcha(page: Page, code?: string) {
  await input(page, 'validateCode').fill(code ?? (await shownCaptcha(page)));
  await expect(page.getByText('请输入验证码', { exact: true })).toHaveCount(0);
}

async function choose(page: Page, name: string, option: string) {
  await input(page, name).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('public pages (no session)', () => {
  test.use({ reuseSession: false });

  /** Fills the registration wizard up to its last step (what a new unit types); returns the SMS code. */
  async function fillRegistration(page: Page) {
    await input(page, 'orgname').fill('宁波梅山港务有限公司');
    await input(page, 'creditCode').fill('91330206ma2j8k3p7q');
    await choose(page, 'areaCode', '北仑区');
    await input(page, 'address').fill('宁波市北仑区梅山街道梅山大道288号');
    await input(page, 'legalPerson').fill('刘永红');
    await page.getByRole('button', { name: '下一步' }).click();
    // Spec 5: the credit code rule (lower-case letters are not allowed).
    await expect(page.getByText('统一社会信用代码为15或18位，由数字和除I、O、Z、S、V以外的大写字母组成')).toBeVisible();
    await input(page, 'creditCode').fill('91330206MA2J8K3P7Q');
    await page.getByRole('button', { name: '下一步' }).click();

    await input(page, 'contactName').fill('孙伟');
    await input(page, 'mobile').fill('13967850526');
    const sms = call(page, '/a/stone/common/smsAuthCode/13967850526/1');
    await page.getByTestId('sms-send').click();
    await sms;
    // Spec: one code per 60 s: the button counts down, disabled.
    await expect(page.getByTestId('sms-send')).toBeDisabled();
    await expect(page.getByTestId('sms-send')).toHaveText(/^(60|59) 秒后重发$/);
    const code = await smsCode(page, '13967850526');
    await input(page, 'smsCode').fill(code);
    await input(page, 'email').fill('sunwei@nbmsgw.com');
    await input(page, 'loginName').fill('nbmsgw');
    await input(page, 'password').fill('abc12345');
    await input(page, 'checkPassword').fill('abc12345');
    await page.getByRole('button', { name: '下一步' }).click();
    // Spec 5: a score below 3 is refused with the spec's message.
    await expect(page.getByText('密码杂度低请重新输入').first()).toBeVisible();
    await input(page, 'password').fill('Gangji@2026');
    await input(page, 'checkPassword').fill('Gangji@2026');
    await expect(page.getByTestId('password-strength')).toContainText('强');
    await page.getByRole('button', { name: '下一步' }).click();
    return code;
  }

  test('registration: three steps, the rules’ messages, SMS countdown, attachments, the JSON body', async ({
    page,
  }) => {
    test.slow(); // a whole three-step application, two uploads included
    await page.goto('/login');
    await page.getByRole('link', { name: '企业账号注册' }).click();
    await expect(page).toHaveURL(/\/register$/);
    const sms = await fillRegistration(page);

    // Last step: both documents and the captcha are required.
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByText('请上传营业执照', { exact: true })).toBeVisible();
    await expect(page.getByText('请上传加盖公章的授权委托书')).toBeVisible();
    const slots = page.locator('input[type=file]');
    const up1 = call(page, '/a/stone/common/attachment/upload');
    await slots.nth(0).setInputFiles(file('营业执照副本.jpg'));
    expect((await up1).postDataBuffer()?.toString('latin1')).toContain('name="attType"');
    await expect(page.getByText('营业执照副本.jpg')).toBeVisible();
    await slots.nth(1).setInputFiles(file('授权委托书.jpg'));
    await expect(page.getByText('授权委托书.jpg')).toBeVisible();
    const captcha = await shownCaptcha(page);
    await typeCaptcha(page, captcha);
    await screen(page, 'register-step3');

    // Submitted: the JSON body with the encrypted password and both documents' ids.
    const apply = call(page, '/a/stone/common/account/apply');
    const answer = page.waitForResponse((r) => r.url().includes('/a/stone/common/account/apply'));
    await page.getByRole('button', { name: '提交申请' }).click();
    const body = (await apply).postDataJSON();
    expect(body).toMatchObject({
      orgname: '宁波梅山港务有限公司',
      creditCode: '91330206MA2J8K3P7Q',
      unitType: '1',
      areaCode: '330206',
      contactName: '孙伟',
      mobile: '13967850526',
      smsCode: sms,
      loginName: 'nbmsgw',
      email: 'sunwei@nbmsgw.com',
      validateCode: captcha,
    });
    expect(body.password).toMatch(/^[0-9A-F]+$/);
    expect(body.licenseAttsysids).toHaveLength(1);
    expect(body.authLetterAttsysids).toHaveLength(1);
    expect(body.attrefsysid).toMatch(/^[0-9a-f]{32}$/);
    // The number shown is the one the server gave the new application.
    const no = (await (await answer).json()).data as string;
    expect(no).toMatch(/^[0-9a-f]{32}$/);
    await expect(page).toHaveURL(new RegExp(`/register-success\\?no=${no}$`));
    await expect(page.getByTestId('apply-no')).toHaveText(no);
    // The draft is gone once submitted.
    expect(await page.evaluate(() => localStorage.getItem('tzsb.draft.anonymous.public.register'))).toBeNull();
  });

  test('registration: a wrong SMS code and a registered unit get the server’s message; nothing typed is lost', async ({
    page,
  }) => {
    test.slow(); // three submits of the last step
    // What a unit typed earlier comes back from its local draft (documents included); secrets and codes
    // do not. The unit's account was opened already (the seed's approved registration).
    await page.goto('/register');
    await page.evaluate(
      (values) =>
        localStorage.setItem('tzsb.draft.anonymous.public.register', JSON.stringify({ values, savedAt: Date.now() })),
      {
        attrefsysid: '5b8e2d7f1a4c49e6b3d0a9f8c7e6d5b4',
        orgname: '宁波方特东方神画游乐有限公司',
        creditCode: '91330282MA28YL3K6B',
        unitType: '1',
        province: '330000',
        areaCode: '330282',
        address: '宁波市慈溪市杭州湾新区滨海二路1588号',
        legalPerson: '刘永红',
        contactName: '黄丽娟',
        mobile: '13905746612',
        email: '',
        loginName: 'nbftdfsh',
        licenseFiles: JSON.stringify([
          { attsysid: 'c1d2e3f4a5b64c7d8e9fa0b1c2d3e4f5', fileName: '营业执照副本.jpg', fileSize: 2048 },
        ]),
        authLetterFiles: JSON.stringify([
          { attsysid: 'd2e3f4a5b6c74d8e9fa0b1c2d3e4f5a6', fileName: '授权委托书.jpg', fileSize: 2048 },
        ]),
      },
    );
    await page.reload();
    await expect(page.getByTestId('draft-restored')).toBeVisible();
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(input(page, 'smsCode')).toHaveValue('');
    await expect(input(page, 'password')).toHaveValue('');
    // A code never sent to this mobile.
    await input(page, 'smsCode').fill('482913');
    await input(page, 'password').fill('Fangte@2026');
    await input(page, 'checkPassword').fill('Fangte@2026');
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByText('营业执照副本.jpg')).toBeVisible();
    await typeCaptcha(page);

    // A wrong SMS code: back on the step with the code, the server's message at the field.
    let drawn = captchaDrawn(page);
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByTestId('steps-failure')).toContainText('短信验证码错误或已过期，请重新获取');
    await expect(input(page, 'smsCode')).toHaveValue('482913');
    await expect(input(page, 'loginName')).toHaveValue('nbftdfsh');

    // The unit already has an account: the server's message, nothing typed lost (the spent captcha aside).
    await page.getByTestId('sms-send').click();
    await input(page, 'smsCode').fill(await smsCode(page, '13905746612'));
    await page.getByRole('button', { name: '下一步' }).click();
    await drawn;
    drawn = captchaDrawn(page);
    await typeCaptcha(page);
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByTestId('steps-failure')).toContainText(
      '该统一社会信用代码已注册账号，如忘记密码请提交密码重置申请',
    );
    await expect(input(page, 'creditCode')).toHaveValue('91330282MA28YL3K6B');
    await expect(input(page, 'orgname')).toHaveValue('宁波方特东方神画游乐有限公司');
    await drawn;

    expect(await page.evaluate(() => localStorage.getItem('tzsb.draft.anonymous.public.register'))).toContain(
      '宁波方特东方神画游乐有限公司',
    );
  });

  test('registration: what was typed is kept as a local draft (no password, no codes) until submitted', async ({
    page,
  }) => {
    await page.goto('/register');
    await input(page, 'orgname').fill('宁波大港新颜料有限公司');
    await input(page, 'legalPerson').fill('郑国平');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('tzsb.draft.anonymous.public.register')))
      .toContain('郑国平');
    await page.reload();
    await expect(page.getByTestId('draft-restored')).toBeVisible();
    await expect(input(page, 'orgname')).toHaveValue('宁波大港新颜料有限公司');
    await expect(input(page, 'legalPerson')).toHaveValue('郑国平');
  });

  test('result query: SMS code, the statuses, a rejected application reopens /register filled in', async ({ page }) => {
    test.slow(); // two SMS codes and three queries
    // 宁波迅达电梯工程有限公司's contact asked for a code a moment ago (another tab): the page's own
    // button then waits 60 s, which a second query in this test cannot.
    await page.request.post('/a/stone/common/smsAuthCode/15867421035/1');
    await page.goto('/login');
    await page.getByRole('link', { name: '注册结果查询' }).click();
    // 宁波港吉码头经营有限公司's application waits for the administrator.
    await input(page, 'creditCode').fill('91330206717207541D');
    await page.getByTestId('sms-send').click();
    await expect(page.getByText('请先填写联系人手机号码')).toBeVisible();
    await input(page, 'mobile').fill('13967854021');
    const sms = call(page, '/a/stone/common/smsAuthCode/13967854021/1');
    await page.getByTestId('sms-send').click();
    await sms;
    await expect(page.getByTestId('sms-send')).toBeDisabled();
    const code = await smsCode(page, '13967854021');

    await input(page, 'smsCode').fill(otherCode(code));
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('短信验证码错误或已过期，请重新获取');

    await input(page, 'smsCode').fill(code);
    const pending = call(page, `/a/stone/common/ogmUnitRegistCheck/91330206717207541D/13967854021/${code}`);
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await pending;
    const result = page.getByTestId('registration-result');
    await expect(result).toContainText('宁波港吉码头经营有限公司');
    await expect(result).toContainText('待审核');
    await expect(result).toContainText('尚未审核');

    // 宁波迅达电梯工程有限公司's was returned: the date and reason shown are the audit's.
    await input(page, 'creditCode').fill('91330205MA2CL8RT52');
    await input(page, 'mobile').fill('15867421035');
    await input(page, 'smsCode').fill(await smsCode(page, '15867421035'));
    const answer = page.waitForResponse((r) =>
      r.url().includes('/a/stone/common/ogmUnitRegistCheck/91330205MA2CL8RT52/'),
    );
    await page.getByRole('button', { name: '查询', exact: true }).click();
    const returned = (await (await answer).json()).data;
    await expect(result).toContainText('未通过');
    expect(returned.auditTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await expect(result).toContainText(returned.auditTime);
    await expect(result).toContainText('未上传电梯维护保养单位资质证明，请补充后重新申请');
    await screen(page, 'register-result');
    await result.getByRole('button', { name: '修改后重新申请' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByTestId('reapply-reason')).toContainText('未上传电梯维护保养单位资质证明');
    await expect(input(page, 'orgname')).toHaveValue('宁波迅达电梯工程有限公司');
    await expect(input(page, 'creditCode')).toHaveValue('91330205MA2CL8RT52');
    await expect(input(page, 'address')).toHaveValue('宁波市江北区长兴路677号');
  });

  test('password reset: account check first (mismatch explained), then the application; a wrong captcha keeps the form', async ({
    page,
  }) => {
    test.slow(); // two steps, an SMS code, an upload and two submits
    await page.goto('/login');
    await page.getByRole('link', { name: '忘记密码' }).click();
    // The maintenance company's account is weibao01, not qiye01 (宁波甬江置业有限公司's).
    await input(page, 'orgname').fill('宁波迅达电梯工程有限公司');
    await input(page, 'creditCode').fill('91330212MA2H0Q5L8D');
    await input(page, 'loginName').fill('qiye01');
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByTestId('steps-failure')).toContainText(
      '统一社会信用代码、单位名称与登录账号不匹配，请核对后重试',
    );
    await input(page, 'loginName').fill('weibao01');
    const check = call(page, '/a/stone/common/passwordRestApplyCheck');
    await page.getByRole('button', { name: '下一步' }).click();
    expect(formBody(await check)).toEqual({
      creditCode: '91330212MA2H0Q5L8D',
      orgname: '宁波迅达电梯工程有限公司',
      loginName: 'weibao01',
    });
    await expect(page.getByText('该账号登记的手机号码为 138****0377')).toBeVisible();

    await input(page, 'applicant').fill('周海波');
    await input(page, 'mobile').fill('13805740377');
    const sms = call(page, '/a/stone/common/smsAuthCode/13805740377/2');
    await page.getByTestId('sms-send').click();
    await sms;
    const code = await smsCode(page, '13805740377');
    await input(page, 'smsCode').fill(code);
    await input(page, 'reason').fill('原安全管理员离职，主账号密码无人知晓');
    await page.locator('input[type=file]').setInputFiles(file('授权委托书（盖章）.jpg'));
    await expect(page.getByText('授权委托书（盖章）.jpg')).toBeVisible();
    // No captcha the sandbox draws has a 0.
    await typeCaptcha(page, '0000');
    const drawn = captchaDrawn(page);
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByTestId('steps-failure')).toContainText('验证码不正确，请重新输入');
    await expect(input(page, 'reason')).toHaveValue('原安全管理员离职，主账号密码无人知晓');
    await drawn;
    const captcha = await shownCaptcha(page);
    await typeCaptcha(page, captcha);
    const apply = call(page, '/a/stone/common/passwordRestApply');
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/a/stone/common/passwordRestApply');
    await page.getByRole('button', { name: '提交申请' }).click();
    expect(formBody(await apply)).toMatchObject({
      loginName: 'weibao01',
      applicant: '周海波',
      mobile: '13805740377',
      smsCode: code,
      validateCode: captcha,
    });
    const no = (await (await answer).json()).data as string;
    expect(no).toMatch(/^[0-9a-f]{32}$/);
    await expect(page).toHaveURL(new RegExp(`/resetSuccess\\?no=${no}$`));
  });
});

test.describe('the platform administrator’s audits', () => {
  test.use({ account: 'admin01' });

  test('注册确认: 通过 confirms (audit), 不通过 needs a reason (disagree); filters and paging send the contract’s fields', async ({
    page,
  }) => {
    test.slow(); // two audits, then a filtered and a paged query
    await login(page, { from: '/account/check' });
    const table = page.getByRole('table', { name: '企业账号注册申请' });
    const row = (orgname: string) => table.getByRole('row').filter({ hasText: orgname });
    await expect(table).toContainText('宁波港吉码头经营有限公司');
    // Audited rows have no audit actions.
    await expect(row('宁波方特东方神画游乐有限公司')).toContainText('已通过');
    await expect(row('宁波方特东方神画游乐有限公司').getByRole('button', { name: '更多操作' })).toHaveCount(0);

    await row('宁波大港新颜料有限公司').getByRole('button', { name: '更多操作' }).click();
    await page.getByRole('menuitem', { name: '通过', exact: true }).click();
    const audit = call(page, '/a/stone/account/audit');
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    expect(formBody(await audit)).toEqual({ id: '6b1d3f5a7c9e42b4d6f8a0c2e4b6d8f1' });
    await expect(row('宁波大港新颜料有限公司')).toContainText('已通过');
    await expect(row('宁波大港新颜料有限公司').getByRole('button', { name: '更多操作' })).toHaveCount(0);

    await row('宁波港吉码头经营有限公司').getByRole('button', { name: '更多操作' }).click();
    await page.getByRole('menuitem', { name: '不通过' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByText('请填写不通过原因')).toBeVisible();
    await dialog.getByRole('textbox', { name: '不通过原因' }).fill('授权委托书未加盖公章');
    const reject = call(page, '/a/stone/account/disagree');
    await dialog.getByRole('button', { name: '确定' }).click();
    expect(formBody(await reject)).toEqual({ id: '9e4f2a7c1b8d43e5a6f0c9b2d7e1a3f8', opinion: '授权委托书未加盖公章' });
    await expect(dialog).toBeHidden();
    await expect(row('宁波港吉码头经营有限公司')).toContainText('未通过');

    // 未通过 and 港吉: 宁波迅达电梯工程有限公司 (未通过 too) is not listed.
    await page.getByRole('textbox', { name: '单位名称' }).fill('港吉');
    await page.getByRole('combobox', { name: '审核状态', exact: true }).click();
    await page.getByRole('option', { name: '未通过', exact: true }).click();
    const find = call(page, '/a/stone/account/findRegister');
    await page.getByRole('button', { name: '查询', exact: true }).click();
    expect(formBody(await find)).toMatchObject({ orgname: '港吉', status: '2', pageNo: '1', pageSize: '10' });
    await expect(table).not.toContainText('宁波迅达电梯工程有限公司');
    await expect(row('宁波港吉码头经营有限公司')).toHaveCount(1);
    const paged = call(page, '/a/stone/account/findRegister');
    await page.getByRole('combobox', { name: '每页条数' }).click();
    await page.getByRole('option', { name: '20 条/页' }).click();
    expect(formBody(await paged)).toMatchObject({ orgname: '港吉', status: '2', pageSize: '20' });
  });

  test('注册申请详情: 不通过 with a reason, then back to the refreshed list', async ({ page }) => {
    await login(page, { from: '/account/check' });
    const table = page.getByRole('table', { name: '企业账号注册申请' });
    await table
      .getByRole('row')
      .filter({ hasText: '宁波港吉码头经营有限公司' })
      .getByRole('button', { name: '查看' })
      .click();
    await expect(page).toHaveURL(/register-detail\?id=9e4f2a7c1b8d43e5a6f0c9b2d7e1a3f8/);
    await screen(page, 'register-detail');
    await page.getByRole('button', { name: '不通过' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: '不通过原因' }).fill('营业执照扫描件不清晰');
    const reject = call(page, '/a/stone/account/disagree');
    const refresh = call(page, '/a/stone/account/findRegister');
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    expect(formBody(await reject)).toEqual({ id: '9e4f2a7c1b8d43e5a6f0c9b2d7e1a3f8', opinion: '营业执照扫描件不清晰' });
    await refresh;
    await expect(page).toHaveURL(/\/account\/check$/);
    await expect(table.getByRole('row').filter({ hasText: '宁波港吉码头经营有限公司' })).toContainText('未通过');
  });

  test('密码重置审核: 同意 (agree 1) and 不同意 with a reason (agree 0); the query list filters by status', async ({
    page,
  }) => {
    test.slow(); // two audits, then the query list
    await login(page, { from: '/account/reset-password-check-list' });
    const table = page.getByRole('table', { name: '待审核的密码重置申请' });
    // The page is among the saved tabs once it shows (a reload of an address that is not goes home).
    await expect(table).toBeVisible();
    const list = call(page, '/a/stone/passwordRestApply/list');
    await page.reload();
    expect(formBody(await list)).toMatchObject({ status: '0', pageNo: '1' });
    // Only the two waiting applications: 宁波市自来水有限公司's was agreed to.
    await expect(table.getByRole('row').filter({ hasText: 'nbdgxyl' })).toHaveCount(1);
    await expect(table).not.toContainText('宁波市自来水有限公司');
    const row = table.getByRole('row').filter({ hasText: 'nbftdfsh' });
    await row.getByRole('button', { name: '更多操作' }).click();
    await page.getByRole('menuitem', { name: '同意', exact: true }).click();
    const agree = call(page, '/a/stone/passwordRestApply/audit');
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    expect(formBody(await agree)).toEqual({ id: '4a7c9e1f3b5d47a8c0e2f4a6b8d0c2e4', agree: '1' });
    // Audited, it leaves the waiting list.
    await expect(row).toHaveCount(0);
    await table.getByRole('row').filter({ hasText: 'nbdgxyl' }).getByRole('button', { name: '更多操作' }).click();
    await page.getByRole('menuitem', { name: '不同意' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: '不同意原因' }).fill('授权委托书缺少法定代表人签字');
    const disagree = call(page, '/a/stone/passwordRestApply/audit');
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    expect(formBody(await disagree)).toEqual({
      id: '7e9a1c3e5b7d49f1a3c5e7b9d1f3a5c7',
      agree: '0',
      opinion: '授权委托书缺少法定代表人签字',
    });
    await expect(table.getByRole('row').filter({ hasText: 'nbdgxyl' })).toHaveCount(0);

    // 未通过: both of 宁波大港新颜料有限公司's applications now, and nothing agreed to.
    await openInApp(page, '/account/reset-password-query-list');
    await page.getByRole('combobox', { name: '审核状态', exact: true }).click();
    await page.getByRole('option', { name: '未通过', exact: true }).click();
    const query = call(page, '/a/stone/passwordRestApply/list');
    await page.getByRole('button', { name: '查询', exact: true }).click();
    expect(formBody(await query)).toMatchObject({ status: '2' });
    const results = page.getByRole('table', { name: '密码重置申请' });
    await expect(results.getByRole('row').filter({ hasText: '王立新' })).toContainText('未通过');
    await expect(results.getByRole('row').filter({ hasText: 'nbdgxyl' })).toHaveCount(2);
    await expect(results).not.toContainText('nbftdfsh');
    await expect(results).not.toContainText('宁波市自来水有限公司');
  });

  test('roles: the administrator’s role shows only the audit pages', async ({ page }) => {
    await login(page);
    const nav = menu(page);
    await expect(nav.getByText('注册确认', { exact: true })).toHaveCount(1);
    await expect(nav.getByText('密码重置审核', { exact: true })).toHaveCount(1);
    await expect(nav.getByText('成员账号', { exact: true })).toHaveCount(0);
    await expect(nav.getByText('设备管理', { exact: true })).toHaveCount(0);
  });
});

test.describe('the company’s accounts', () => {
  test('成员账号: 停用 with confirmation; 新增 checks the SDK rules and keeps the form when the login name is taken', async ({
    page,
  }) => {
    test.slow(); // a list action, then a whole form saved twice
    await login(page, { from: '/account/manager' });
    const table = page.getByRole('table', { name: '成员账号' });
    await table.getByRole('row').filter({ hasText: 'nbyjzy_whf' }).getByRole('button', { name: '更多操作' }).click();
    await page.getByRole('menuitem', { name: '停用' }).click();
    const update = call(page, '/a/stone/account/updateAccount');
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    expect(formBody(await update)).toMatchObject({
      id: '2b3c4d5e6f7a48b9c0d1e2f3a4b5c6d7',
      loginName: 'nbyjzy_whf',
      status: '2',
    });
    await expect(table.getByRole('row').filter({ hasText: 'nbyjzy_whf' })).toContainText('停用');
    // The unit's main account cannot be disabled.
    const main = table.getByRole('row').filter({ hasText: '陈建国' });
    await expect(main.getByRole('button', { name: '编辑' })).toBeVisible();
    await expect(main.getByRole('button', { name: '更多操作' })).toHaveCount(0);
    await expect(main.getByRole('button', { name: '停用' })).toHaveCount(0);

    await page.getByRole('link', { name: '新增' }).click();
    await expect(page).toHaveURL(/\/account\/add-account$/);
    await input(page, 'loginName').fill('nbyjzy_sw');
    await input(page, 'name').fill('孙伟');
    await choose(page, 'roleIds', '使用单位管理员');
    await input(page, 'mobile').fill('1825743091');
    await input(page, 'idCard').fill('33021219950728211');
    await input(page, 'email').fill('sunwei@');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page.getByText('请输入有效的手机号码')).toBeVisible();
    await expect(page.getByText('请输入有效的身份证号码')).toBeVisible();
    await expect(page.getByText('请输入正确的邮箱格式')).toBeVisible();
    await input(page, 'mobile').fill('18257430916');
    await input(page, 'idCard').fill('33021219950728211X');
    await input(page, 'email').fill('sunwei@nbyjzy.com');
    await preferExample(page, '**/a/stone/account/createAccount*', 'loginNameTaken', 1);
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page.getByRole('alert', { name: '保存失败' })).toContainText('登录账号 nbyjzy_sw 已被使用，请更换');
    await expect(input(page, 'name')).toHaveValue('孙伟');
    const create = call(page, '/a/stone/account/createAccount');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    expect(formBody(await create)).toEqual({
      loginName: 'nbyjzy_sw',
      name: '孙伟',
      mobile: '18257430916',
      idCard: '33021219950728211X',
      email: 'sunwei@nbyjzy.com',
      roleIds: '7d0e4b9a2c5f41e8a3b6c9d2e5f8a1b4',
    });
    await expect(page).toHaveURL(/\/account\/manager$/);
    await expect(table.getByRole('row').filter({ hasText: 'nbyjzy_sw' })).toContainText('孙伟');
  });

  test('成员账号详情: 编辑 saves with updateAccount', async ({ page }) => {
    await login(page, { from: '/account/manager' });
    await page
      .getByRole('table', { name: '成员账号' })
      .getByRole('row')
      .filter({ hasText: 'nbyjzy_lzq' })
      .getByRole('button', { name: '更多操作' })
      .click();
    await page.getByRole('menuitem', { name: '编辑', exact: true }).click();
    await expect(input(page, 'loginName')).toHaveValue('nbyjzy_lzq');
    await input(page, 'mobile').fill('15906627735');
    const update = call(page, '/a/stone/account/updateAccount');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    expect(formBody(await update)).toMatchObject({
      id: '3c4d5e6f7a8b49c0d1e2f3a4b5c6d7e8',
      loginName: 'nbyjzy_lzq',
      name: '李志强',
      mobile: '15906627735',
      roleIds: '8f1a2b3c4d5e46f7a8b9c0d1e2f3a4b5',
    });
  });

  test('roles: 使用单位管理员 manages its members, not registrations; 维保单位用户 alone does not', async ({
    page,
  }) => {
    await login(page);
    const nav = menu(page);
    await expect(nav.getByText('成员账号', { exact: true })).toHaveCount(1);
    await expect(nav.getByText('注册确认', { exact: true })).toHaveCount(0);
    await expect(nav.getByText('密码重置审核', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: '切换角色' }).click();
    await page.getByRole('menuitem', { name: '维保单位用户' }).click();
    await expect(page.getByText('已切换为「维保单位用户」')).toBeVisible();
    await expect(nav.getByText('成员账号', { exact: true })).toHaveCount(0);
    await expect(nav.getByText('账号信息维护', { exact: true })).toHaveCount(1);
  });
});
