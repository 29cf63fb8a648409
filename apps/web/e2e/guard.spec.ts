import { test, expect, login, fillLogin, menu, patchJson, screen, PLATFORM_TITLE, tabs } from './fixtures';

// Spec 2.3: the route guard, the page title and the standalone error pages. Tests with a session
// start with the worker's; those about logging in or having no session start signed out.

test.describe('without a session', () => {
  test.use({ reuseSession: false });

  test('opening /home goes to login; after login the user is on the home desk', async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: '企业用户登录' })).toBeVisible();
    await expect(page).toHaveTitle(`${PLATFORM_TITLE} - 登录`);
    await fillLogin(page);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('stat-totalCount')).toBeVisible();
  });

  test('opening a deep page goes to login with ?redirect and comes back to it, with its query, after login', async ({
    page,
  }) => {
    await page.goto('/notice?title=%E9%94%85%E7%82%89&pageNo=2');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fnotice%3Ftitle%3D%25E9%2594%2585%25E7%2582%2589%26pageNo%3D2$/);
    await fillLogin(page);
    await expect(page).toHaveURL(/\/notice\?title=%E9%94%85%E7%82%89&pageNo=2$/);
    await expect(page.getByRole('heading', { name: '通知公告', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`${PLATFORM_TITLE} - 通知公告`);
    await expect(page.getByRole('textbox', { name: '标题' })).toHaveValue('锅炉');
  });

  test('a redirect to another site is not followed', async ({ page }) => {
    await page.goto('/login?redirect=%2F%2Fevil.example.com%2F');
    await fillLogin(page);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/home$/);
  });
});

test.describe('with a session', () => {
  test('a logged-in user opening /login is sent home', async ({ page }) => {
    await login(page);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('stat-totalCount')).toBeVisible();
  });

  test('the document title is the platform title plus the route title', async ({ page }) => {
    await login(page);
    await expect(page).toHaveTitle(`${PLATFORM_TITLE} - 工作台`);
    await menu(page).getByText('账号信息维护', { exact: true }).click();
    await expect(page).toHaveTitle(`${PLATFORM_TITLE} - 账号信息维护`);
    await page.getByTestId('tab-bar').getByRole('tab', { name: '工作台' }).click();
    await page.getByRole('link', { name: '更多' }).click();
    await expect(page).toHaveTitle(`${PLATFORM_TITLE} - 通知公告`);
  });

  test('a failing user-info call (HTTP 500) clears the token and returns to login', async ({ page, context }) => {
    await login(page);
    await page.route('**/a/stone/user/info*', (r) => r.fulfill({ status: 500, body: 'Internal Server Error' }));
    await page.reload();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { name: '企业用户登录' })).toBeVisible();
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'token')).toBeUndefined();
    // Nothing of the old session is left: opening a page asks for login again.
    await page.unroute('**/a/stone/user/info*');
    await page.goto('/system/account');
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });

  test('leaving the page while user info is still loading does not end the session', async ({ page, context }) => {
    await login(page);
    // The user info of the next load hangs until the user has reloaded (or opened another address).
    let started!: () => void;
    const inFlight = new Promise<void>((r) => {
      started = r;
    });
    let release!: () => void;
    const released = new Promise<void>((r) => {
      release = r;
    });
    await page.route(
      '**/a/stone/user/info*',
      async (r) => {
        started();
        await released;
        await r.continue().catch(() => undefined);
      },
      { times: 1 },
    );
    await page.goto('/home', { waitUntil: 'commit' });
    await inFlight;
    // Home (an address not among the saved tabs would go home as well, spec 2.4): still signed in.
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: '工作台', level: 1 })).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/home$/);
    expect((await context.cookies()).find((c) => c.name === 'token')?.value).toBeTruthy();
  });

  test('user info answering result "login" (session timed out) clears the token and returns to login', async ({
    page,
    context,
  }) => {
    await login(page);
    await page.route('**/a/stone/user/info*', (r) =>
      r.fulfill({ json: { result: 'login', message: '未登录或登录超时。请重新登录，谢谢！' } }),
    );
    await page.reload();
    await expect(page).toHaveURL(/\/login/);
    expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
  });

  test('an unknown address inside the session shows 404 and 返回首页 goes to the desk', async ({ page }) => {
    await login(page);
    await page.goto('/system/nothing-here');
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    await page.getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('stat-totalCount')).toBeVisible();
  });
});

test.describe('access', () => {
  test('a route whose access key the user lacks is replaced by /401, and the menu leaves it out', async ({ page }) => {
    // A user whose roles lack system:account (the contract example, trimmed).
    await patchJson(page, '**/a/stone/user/info*', (body) => {
      const strip = (r: any) => ({ ...r, menuIdList: r.menuIdList.filter((m: string) => m !== 'system:account') });
      body.data.roleList = body.data.roleList.map(strip);
      body.data.user.roleList = body.data.user.roleList.map(strip);
      return body;
    });
    await login(page);
    await expect(menu(page).getByText('工作台', { exact: true })).toBeVisible();
    await expect(menu(page).getByText('账号信息维护', { exact: true })).toHaveCount(0);
    await expect(menu(page).getByText('系统设置', { exact: true })).toHaveCount(0);

    await page.goto('/system/account');
    await expect(page).toHaveURL(/\/401$/);
    await expect(page.getByRole('heading', { name: '无权访问' })).toBeVisible();
    await expect(page).toHaveTitle(`${PLATFORM_TITLE} - 无权访问`);
    await screen(page, 'error-401');
    // Replaced, not pushed: going back does not land on the forbidden page again.
    await page.goBack();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('stat-totalCount')).toBeVisible();
    // The page offers a way home.
    await page.goto('/401');
    await page.getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(tabs(page)).toHaveText(['工作台']);
  });

  test('access is checked along the whole chain: the parent key missing is enough for /401', async ({ page }) => {
    await patchJson(page, '**/a/stone/user/info*', (body) => {
      const strip = (r: any) => ({ ...r, menuIdList: r.menuIdList.filter((m: string) => m !== 'system') });
      body.data.roleList = body.data.roleList.map(strip);
      body.data.user.roleList = body.data.user.roleList.map(strip);
      return body;
    });
    await login(page);
    await expect(menu(page).getByText('账号信息维护', { exact: true })).toHaveCount(0);
    await page.goto('/system/account');
    await expect(page).toHaveURL(/\/401$/);
  });
});

test.describe('single sign-on and error pages', () => {
  test.use({ reuseSession: false });

  test('/ssologin?ssotoken=… logs in and lands on the home desk', async ({ page, context }) => {
    await page.goto('/ssologin?ssotoken=3f9a1c7e5b2d4a86b0e1f2c3d4a5b6c7&ticket=ST-1');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('welcome')).toContainText('宁波甬江置业有限公司');
    expect((await context.cookies()).find((c) => c.name === 'token')?.value).toBeTruthy();
  });

  test('/ssologin without a token explains and offers the login page', async ({ page }) => {
    await page.goto('/ssologin');
    await expect(page.getByText('单点登录失败')).toBeVisible();
    await screen(page, 'ssologin-failed');
    await page.getByRole('link', { name: '使用账号密码登录' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown address shows the 404 page with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${PLATFORM_TITLE} - 页面不存在`);
    await screen(page, 'error-404');
    await page.getByRole('link', { name: '返回首页' }).click();
    // Without a session, home asks for login first.
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the /500 page explains and offers a way home', async ({ page }) => {
    await page.goto('/500');
    await expect(page.getByRole('heading', { name: '服务器出错了' })).toBeVisible();
    await expect(page.getByText('500', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${PLATFORM_TITLE} - 服务器错误`);
    await screen(page, 'error-500');
    await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/home');
  });
});

test('a malformed config.json stops the app with a message naming the key', async ({ page }) => {
  await patchJson(page, '**/config.json', (c) => ({ ...c, cookieDays: '一天' }));
  await page.goto('/login');
  await expect(page.getByRole('alert')).toContainText('平台无法启动');
  await expect(page.getByRole('alert')).toContainText('运行配置 config.json 有误：cookieDays');
});
