import type { Page } from '@playwright/test';
import {
  test,
  uiLogin,
  expect,
  login,
  fillLogin,
  menu,
  openAccountFromMenu,
  openInApp,
  patchJson,
  preferExample,
  screen,
  tab,
  tabs,
  shownCaptcha,
  ENT_ROLE,
  LOGIN_NAME,
  LOGIN_PASSWORD,
  MAINT_ROLE,
  SIMPLE_PASSWORD,
} from './fixtures';

// These tests are about logging in, or about having no session: each starts signed out.
test.use({ reuseSession: false });

// Spec 4, 5 and 8: login page, logout, role change, simple password and the password dialog. On the
// sandbox the account is real (qiye01, its password, its roles): a test that changes the password
// or the current role has a tenant of its own (freshTenant).

const tokenCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'token')?.value;

async function logout(page: Page) {
  await page.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/**
 * Signs in with a simple password: the account first gets one (changed with its own session, as the
 * password dialog would), then logs in with it. Only in a tenant of the test's own.
 */
async function loginWithSimplePassword(page: Page) {
  // Two real logins, each with its captcha drawn.
  test.slow();
  await login(page);
  const sid = await tokenCookie(page);
  const res = await page.request.post(`/a/stone/user/updatePwd?__ajax=json&__sid=${sid}`, {
    form: { oldPassword: LOGIN_PASSWORD, newPassword: SIMPLE_PASSWORD },
  });
  expect(await res.json()).toMatchObject({ success: true });
  await logout(page);
  await fillLogin(page, { password: SIMPLE_PASSWORD });
  await expect(page.getByTestId('tab-bar')).toBeVisible();
}

async function openPasswordDialog(page: Page) {
  await page.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: '修改密码' }).click();
  const dialog = page.getByRole('dialog', { name: '修改密码' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('login page', () => {
  test('shows the platform, asks for every field, sends encrypted credentials', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: '宁波市特种设备检验报告及补证自助服务平台' })).toBeVisible();
    await expect(page.getByRole('img', { name: '验证码' })).toBeVisible();
    await screen(page, 'login');
    await page.getByRole('button', { name: '登 录' }).click();
    await expect(page.getByText('请输入登录账号')).toBeVisible();
    await expect(page.getByText('请输入密码')).toBeVisible();
    await expect(page.getByText('请输入验证码')).toBeVisible();
    await expect(page.getByRole('textbox', { name: '账号' })).toBeFocused();
    await screen(page, 'login-required');
    // The first field in error gets the focus, the password field too.
    await page.getByRole('textbox', { name: '账号' }).fill(LOGIN_NAME);
    await page.getByRole('button', { name: '登 录' }).click();
    await expect(page.getByRole('textbox', { name: '密码' })).toBeFocused();

    const request = page.waitForRequest((r) => r.url().includes('/a/login') && r.method() === 'POST');
    const captcha = await shownCaptcha(page);
    await fillLogin(page, { captcha });
    const body = new URLSearchParams((await request).postData() ?? '');
    expect(body.get('username')).toMatch(/^[0-9A-F]+$/);
    expect(body.get('password')).toMatch(/^[0-9A-F]+$/);
    expect(body.get('password')).not.toContain(LOGIN_PASSWORD);
    expect(body.get('validateCode')).toBe(captcha);
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a wrong password shows the server message, keeps the account and draws a new captcha', async ({ page }) => {
    await page.goto('/login');
    const newCaptcha = page.waitForRequest((r) => r.url().includes('/a/stone/common/validCode'));
    await fillLogin(page, { password: 'Wrong@2026' });
    await expect(page.getByTestId('login-error')).toContainText('账号或密码错误，请重试');
    await newCaptcha;
    await expect(page.getByRole('textbox', { name: '账号' })).toHaveValue(LOGIN_NAME);
    await expect(page.getByRole('textbox', { name: '验证码' })).toHaveValue('');
    await expect(page).toHaveURL(/\/login$/);
    await screen(page, 'login-wrong-password');
    // Next try goes through.
    await fillLogin(page);
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a wrong captcha shows its own message', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('img', { name: '验证码' })).toBeVisible();
    await fillLogin(page, { captcha: 'zz99' });
    await expect(page.getByTestId('login-error')).toContainText('验证码不正确，请重新输入');
    expect(await tokenCookie(page)).toBeUndefined();
  });

  test('a transport failure shows the SDK message', async ({ page }) => {
    await page.goto('/login');
    await page.route('**/a/login*', (r) => r.fulfill({ status: 502, body: 'Bad Gateway' }));
    await fillLogin(page);
    await expect(page.getByTestId('login-error')).toContainText('服务器开小差了，请稍后再试');
  });

  test('clicking the captcha draws a new one', async ({ page }) => {
    await page.goto('/login');
    const img = page.getByRole('img', { name: '验证码' });
    await expect(img).toBeVisible();
    const before = await img.getAttribute('src');
    const request = page.waitForRequest((r) => r.url().includes('/a/stone/common/validCode'));
    await page.getByRole('button', { name: '刷新验证码' }).click();
    await request;
    await expect(img).toBeVisible();
    await expect.poll(() => img.getAttribute('src')).not.toBe(before);
  });

  test('记住账号 fills the account in after logout; unticked, it is forgotten', async ({ page }) => {
    // Two real logins, each with its captcha drawn.
    test.slow();
    await login(page, { remember: true });
    await logout(page);
    await expect(page.getByRole('textbox', { name: '账号' })).toHaveValue(LOGIN_NAME);
    await expect(page.getByRole('checkbox', { name: '记住账号' })).toBeChecked();

    await fillLogin(page, { remember: false });
    await expect(page).toHaveURL(/\/home$/);
    await logout(page);
    await expect(page.getByRole('textbox', { name: '账号' })).toHaveValue('');
    await expect(page.getByRole('checkbox', { name: '记住账号' })).not.toBeChecked();
  });
});

test('logout: 更多 → 退出登录 goes to login with 登出成功 and ends the session', async ({ page }) => {
  await login(page);
  const call = page.waitForRequest((r) => r.url().includes('/a/logout'));
  await logout(page);
  await call;
  await expect(page.getByText('登出成功')).toBeVisible();
  await screen(page, 'logout');
  expect(await tokenCookie(page)).toBeUndefined();
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('role change', () => {
  // The current role is the account's: a switch outlives the session.
  test.use({ freshTenant: true });

  test('切换角色: success notice, tabs closed to home, the new role shown', async ({ page }) => {
    await login(page);
    await openAccountFromMenu(page);
    await page.getByRole('button', { name: '切换角色' }).click();
    await expect(page.getByRole('menuitem', { name: `${ENT_ROLE.name}（当前）` })).toBeDisabled();
    await screen(page, 'role-menu');
    const call = page.waitForRequest((r) => r.url().includes('/a/stone/user/changeRole'));
    await page.getByRole('menuitem', { name: MAINT_ROLE.name }).click();
    expect((await call).postData()).toContain(`id=${MAINT_ROLE.id}`);
    await expect(page.getByText(`已切换为「${MAINT_ROLE.name}」`)).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    await expect(tabs(page)).toHaveText(['工作台']);
    await expect(page.getByRole('button', { name: '切换角色' })).toContainText(MAINT_ROLE.name);
    await expect(page.getByText(`当前角色：${MAINT_ROLE.name}`)).toBeVisible();
    // maintMenus of the contract still hold system:account: the menu keeps it.
    await expect(menu(page).getByText('账号信息维护', { exact: true })).toBeVisible();
  });

  test('access is replaced by the new role’s menu ids: the menu changes and the page is refused', async ({ page }) => {
    // The contract's maintenance role without system:account.
    await patchJson(page, '**/a/stone/user/info*', (body) => {
      const trim = (r: any) =>
        r.id === MAINT_ROLE.id ? { ...r, menuIdList: r.menuIdList.filter((m: string) => m !== 'system:account') } : r;
      body.data.roleList = body.data.roleList.map(trim);
      body.data.user.roleList = body.data.user.roleList.map(trim);
      return body;
    });
    await login(page);
    await expect(menu(page).getByText('账号信息维护', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: '切换角色' }).click();
    await page.getByRole('menuitem', { name: MAINT_ROLE.name }).click();
    await expect(page.getByText(`已切换为「${MAINT_ROLE.name}」`)).toBeVisible();
    await expect(menu(page).getByText('工作台', { exact: true })).toBeVisible();
    await expect(menu(page).getByText('账号信息维护', { exact: true })).toHaveCount(0);
    // A link to the page inside the app (no reload) is refused.
    await openInApp(page, '/system/account', { expectUrl: false });
    await expect(page).toHaveURL(/\/401$/);
  });

  test('the role type decides where home is (homeByRoleType in config.json)', async ({ page }) => {
    await patchJson(page, '**/config.json', (c) => ({ ...c, homeByRoleType: { maint: 'equipment_query' } }));
    await patchJson(page, '**/a/stone/user/info*', (body) => {
      const retype = (r: any) => (r.id === MAINT_ROLE.id ? { ...r, roleType: 'maint' } : r);
      body.data.roleList = body.data.roleList.map(retype);
      body.data.user.roleList = body.data.user.roleList.map(retype);
      return body;
    });
    await login(page);
    // The first role (type ent) has no entry: the configured home route.
    await expect(page).toHaveURL(/\/home$/);
    await page.getByRole('button', { name: '切换角色' }).click();
    await page.getByRole('menuitem', { name: MAINT_ROLE.name }).click();
    await expect(page.getByText(`已切换为「${MAINT_ROLE.name}」`)).toBeVisible();
    await expect(page).toHaveURL(/\/equipment\/query-comprehensive$/);
    await expect(tabs(page)).toHaveText(['综合查询']);
    // It is now the home tab: first and without a close button; `/` leads to it.
    await expect(page.getByRole('button', { name: '关闭 综合查询' })).toHaveCount(0);
    await page.goto('/');
    await expect(page).toHaveURL(/\/equipment\/query-comprehensive$/);
    await screen(page, 'role-home');
  });

  test('a refused role change says why and changes nothing', async ({ page }) => {
    await login(page);
    await preferExample(page, '**/a/stone/user/changeRole*', 'roleNotHeld');
    await page.getByRole('button', { name: '切换角色' }).click();
    await page.getByRole('menuitem', { name: MAINT_ROLE.name }).click();
    await expect(page.getByText('您没有该角色，无法切换')).toBeVisible();
    await expect(page.getByRole('button', { name: '切换角色' })).toContainText(ENT_ROLE.name);
  });
});

test.describe('simple password', () => {
  test.use({ freshTenant: true });

  test('a simple password brings up 友情提醒 with a button to the password dialog', async ({ page }) => {
    await loginWithSimplePassword(page);
    const alert = page.getByRole('dialog', { name: '友情提醒' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('您的密码过于简单，请修改为至少8位且包含数字、字母和特殊字符的密码');
    await screen(page, 'simple-password');
    await alert.getByRole('button', { name: '立即修改密码' }).click();
    await expect(alert).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: '修改密码' })).toBeVisible();
  });

  test('稍后修改 closes it for this login: not back on a reload, back at the next login', async ({ page }) => {
    // Two real logins, each with its captcha drawn.
    test.slow();
    await loginWithSimplePassword(page);
    const alert = page.getByRole('dialog', { name: '友情提醒' });
    await alert.getByRole('button', { name: '稍后修改' }).click();
    await expect(alert).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('stat-totalCount')).toBeVisible();
    await expect(alert).toHaveCount(0);
    await page.getByRole('button', { name: '更多', exact: true }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await uiLogin(page, { password: SIMPLE_PASSWORD });
    await expect(alert).toBeVisible();
  });

  test('a strong password does not bring it up', async ({ page }) => {
    await login(page, { password: LOGIN_PASSWORD });
    await expect(page.getByTestId('stat-totalCount')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('password dialog', () => {
  test.beforeEach(async ({ page }) => {
    await login(page);
  });

  test('cannot be closed by Escape, a mask click or a close icon; the account is read-only', async ({ page }) => {
    const dialog = await openPasswordDialog(page);
    await screen(page, 'password-dialog');
    await expect(dialog.locator('.mantine-Modal-close')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await page.mouse.click(20, 880);
    await expect(dialog).toBeVisible();
    const account = dialog.getByRole('textbox', { name: '登录账号' });
    await expect(account).toHaveValue(LOGIN_NAME);
    await expect(account).toHaveAttribute('readonly', '');
    // Only 取消 closes it.
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('messages of spec 5: required fields, confirmation and strength (after 500 ms)', async ({ page }) => {
    const dialog = await openPasswordDialog(page);
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByText('原密码不能为空')).toBeVisible();
    await expect(dialog.getByText('新密码不能为空')).toBeVisible();
    await expect(dialog.getByText('请确认新密码')).toBeVisible();
    await expect(dialog.getByLabel(/^原密码/)).toBeFocused();
    await screen(page, 'password-dialog-required');

    // The strength message comes 500 ms after the input, not at once.
    await page.evaluate(() => {
      const w = window as unknown as { __typed?: number; __shown?: number };
      document.addEventListener(
        'input',
        () => {
          w.__typed = performance.now();
          w.__shown = undefined;
        },
        true,
      );
      new MutationObserver(() => {
        if (w.__typed && !w.__shown && document.body.innerText.includes('密码杂度低请重新输入'))
          w.__shown = performance.now();
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const newPassword = dialog.getByLabel(/^新密码/);
    await newPassword.fill(SIMPLE_PASSWORD);
    await newPassword.blur();
    await expect(dialog.getByText('密码杂度低请重新输入')).toBeVisible();
    const delay = await page.evaluate(() => {
      const w = window as unknown as { __typed?: number; __shown?: number };
      return (w.__shown ?? 0) - (w.__typed ?? 0);
    });
    expect(delay).toBeGreaterThanOrEqual(450);
    await expect(dialog.getByText('新密码不能为空')).toHaveCount(0);

    await newPassword.fill('Nbyj#2026zy');
    await expect(dialog.getByText('密码杂度低请重新输入')).toHaveCount(0);
    const confirm = dialog.getByLabel(/^确认新密码/);
    await confirm.fill('Nbyj#2026zx');
    await confirm.blur();
    await expect(dialog.getByText('两次输入的密码不一致')).toBeVisible();
    await confirm.fill('Nbyj#2026zy');
    await expect(dialog.getByText('两次输入的密码不一致')).toHaveCount(0);
    // A changed new password re-checks the confirmation already typed.
    await newPassword.fill('Nbyj#2026zz');
    await expect(dialog.getByText('两次输入的密码不一致')).toBeVisible();
    await screen(page, 'password-dialog-mismatch');
  });

  test('a refused change shows the server message and keeps what was typed', async ({ page }) => {
    const dialog = await openPasswordDialog(page);
    await dialog.getByLabel(/^原密码/).fill('Wrong@123');
    await dialog.getByLabel(/^新密码/).fill('Nbyj#2026zy');
    await dialog.getByLabel(/^确认新密码/).fill('Nbyj#2026zy');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByText('原密码错误，请重新输入')).toBeVisible();
    await expect(dialog.getByLabel(/^原密码/)).toHaveValue('Wrong@123');
    await expect(dialog.getByLabel(/^新密码/)).toHaveValue('Nbyj#2026zy');
    await expect(dialog.getByLabel(/^确认新密码/)).toHaveValue('Nbyj#2026zy');
    await screen(page, 'password-dialog-refused');
    expect(await tokenCookie(page)).toBeTruthy();
  });

  test.describe('for real', () => {
    // The account's password changes: a tenant of its own.
    test.use({ freshTenant: true });

    test('success: 密码修改成功 titled 成功, session cleared, back to login', async ({ page }) => {
      // Two real logins, each with its captcha drawn.
      test.slow();
      await openAccountFromMenu(page);
      const dialog = await openPasswordDialog(page);
      await dialog.getByLabel(/^原密码/).fill(LOGIN_PASSWORD);
      await dialog.getByLabel(/^新密码/).fill('Nbyj#2026zy');
      await dialog.getByLabel(/^确认新密码/).fill('Nbyj#2026zy');
      const call = page.waitForRequest((r) => r.url().includes('/a/stone/user/updatePwd'));
      await dialog.getByRole('button', { name: '确定' }).click();
      const body = new URLSearchParams((await call).postData() ?? '');
      expect(body.get('newPassword')).toBe('Nbyj#2026zy');
      const done = page.getByRole('dialog', { name: '成功' });
      await expect(done).toBeVisible();
      await expect(done).toContainText('密码修改成功');
      await screen(page, 'password-changed');
      // The session is already over; the message stays until acknowledged, then login.
      await expect.poll(() => tokenCookie(page)).toBeUndefined();
      await page.keyboard.press('Escape');
      await expect(done).toBeVisible();
      await done.getByRole('button', { name: '重新登录' }).click();
      await expect(done).toHaveCount(0);
      await expect(page).toHaveURL(/\/login$/);
      // The next login starts afresh.
      await fillLogin(page, { password: 'Nbyj#2026zy' });
      await expect(page).toHaveURL(/\/home$/);
      await expect(tabs(page)).toHaveText(['工作台']);
      await expect(tab(page, '工作台')).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
});
