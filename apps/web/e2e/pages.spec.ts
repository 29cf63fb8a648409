import {
  test,
  expect,
  login,
  openAccountFromMenu,
  preferExample,
  screen,
  tab,
  tabs,
  LOGIN_NAME,
  SEED_COUNTS,
} from './fixtures';

// The pages of this issue: the home desk, the notices and the account information.

const NOTICE_A = { id: 'a3f1c5e7b9d24f6a8c0e2b4d6f8a1c3e', title: '关于开展2026年冬季锅炉安全专项检查的通知' };

test.describe('home desk', () => {
  test('shows the equipment numbers and the overview by type and status, which agree', async ({ page }) => {
    await login(page);
    // The seed's devices (the equipment overview shows the same counts from the same call); the desk
    // leaves out 停用.
    const { stopCount: _stopped, ...numbers } = SEED_COUNTS;
    for (const [key, value] of Object.entries(numbers)) await expect(page.getByTestId(`stat-${key}`)).toHaveText(value);
    const byType = page.getByRole('list', { name: '按设备类别统计' });
    await expect(byType.getByRole('listitem')).toHaveCount(9);
    await expect(byType.getByRole('listitem').filter({ hasText: '电梯' })).toContainText('5');
    await expect(byType.getByRole('listitem').filter({ hasText: '电梯' })).toContainText('在用 3');
    // Each class's count and its 在用 add up to the totals above.
    const classes = (await byType.getByRole('listitem').allInnerTexts()).map((t) => t.split(/\s+/).filter(Boolean));
    expect(classes.reduce((sum, [, n]) => sum + Number(n), 0)).toBe(Number(SEED_COUNTS.totalCount));
    expect(classes.reduce((sum, words) => sum + Number(words[words.indexOf('在用') + 1]), 0)).toBe(
      Number(SEED_COUNTS.inUseCount),
    );
    await expect(page.getByText(`在用：${SEED_COUNTS.inUseCount}`)).toBeVisible();
    await expect(page.getByText('当前角色：使用单位管理员')).toBeVisible();
  });

  test('the latest notices link to their detail page', async ({ page }) => {
    await login(page);
    await expect(page.getByRole('link', { name: '关于电梯定期检验网上报检的操作说明' })).toBeVisible();
    await page.getByRole('link', { name: NOTICE_A.title }).click();
    await expect(page).toHaveURL(new RegExp(`/notice/detail\\?id=${NOTICE_A.id}$`));
    await expect(page.getByRole('heading', { name: NOTICE_A.title })).toBeVisible();
    await expect(page.getByText('一、检查范围')).toBeVisible();
    await expect(page.getByText('2026年冬季锅炉安全专项检查自查表.xlsx')).toBeVisible();
    await expect(tab(page, '公告详情')).toHaveAttribute('aria-selected', 'true');
    await screen(page, 'notice-detail');
  });

  test.describe('popup notice', () => {
    test.use({ popupNotice: true });

    test('pops up after login; 不再提示 records it with closePopup and closes it', async ({ page }) => {
      await login(page);
      const popup = page.getByRole('dialog', { name: NOTICE_A.title });
      await expect(popup).toBeVisible();
      await expect(popup).toContainText('11月25日至12月31日');
      await screen(page, 'home-popup');
      const closed = page.waitForRequest((r) => r.url().includes('/api/closePopup') && r.method() === 'POST');
      await popup.getByRole('button', { name: '不再提示' }).click();
      expect((await closed).postData()).toContain(`id=${NOTICE_A.id}`);
      await expect(popup).toHaveCount(0);
    });

    test('关闭 just hides it for now', async ({ page }) => {
      await login(page);
      const popup = page.getByRole('dialog', { name: NOTICE_A.title });
      await expect(popup).toBeVisible();
      let posted = false;
      page.on('request', (r) => {
        if (r.url().includes('/api/closePopup')) posted = true;
      });
      await popup.getByRole('button', { name: '关闭', exact: true }).click();
      await expect(popup).toHaveCount(0);
      expect(posted).toBe(false);
      // Closed for the rest of the session: returning to the desk does not bring it back.
      await openAccountFromMenu(page);
      await tab(page, '工作台').click();
      await expect(page.getByTestId('stat-totalCount')).toBeVisible();
      await expect(page.getByRole('link', { name: NOTICE_A.title })).toBeVisible();
      await expect(popup).toHaveCount(0);
    });
  });
});

test.describe('notices', () => {
  test('list: filter and page are kept in the address and survive a reload', async ({ page }) => {
    await login(page);
    await page.getByRole('link', { name: '更多' }).click();
    await expect(page).toHaveURL(/\/notice$/);
    await expect(page.getByText('共 23 条')).toBeVisible();
    await screen(page, 'notice-list');

    // 关于 is in 11 of the seed's 23 titles: two pages.
    await page.getByRole('textbox', { name: '标题' }).fill('关于');
    const searched = page.waitForRequest(
      (r) => r.url().includes('/a/stone/index/findArticlePage') && (r.postData() ?? '').includes('title='),
    );
    await page.getByRole('button', { name: '查询' }).click();
    expect(decodeURIComponent((await searched).postData() ?? '')).toContain('title=关于');
    await expect(page).toHaveURL(/\/notice\?title=%E5%85%B3%E4%BA%8E$/);

    const paged = page.waitForRequest(
      (r) => r.url().includes('/a/stone/index/findArticlePage') && (r.postData() ?? '').includes('pageNo=2'),
    );
    await page.getByRole('button', { name: '2', exact: true }).click();
    await paged;
    await expect(page).toHaveURL(/\/notice\?title=%E5%85%B3%E4%BA%8E&pageNo=2$/);
    // Paging and filtering stay in the one list tab.
    await expect(tabs(page)).toHaveText(['工作台', '通知公告']);
    // The list tab keeps its page while the desk is shown.
    await tab(page, '工作台').click();
    await tab(page, '通知公告').click();
    await expect(page).toHaveURL(/\/notice\?title=%E5%85%B3%E4%BA%8E&pageNo=2$/);
    await expect(page.getByRole('textbox', { name: '标题' })).toHaveValue('关于');

    await page.reload();
    await expect(page).toHaveURL(/\/notice\?title=%E5%85%B3%E4%BA%8E&pageNo=2$/);
    await expect(page.getByRole('textbox', { name: '标题' })).toHaveValue('关于');
    await expect(page.getByRole('button', { name: '2', exact: true })).toHaveAttribute('data-active', 'true');
    await expect(tabs(page)).toHaveText(['工作台', '通知公告']);

    await page.getByRole('button', { name: '重置' }).click();
    await expect(page).toHaveURL(/\/notice$/);
    await expect(page.getByRole('textbox', { name: '标题' })).toHaveValue('');
  });

  test('detail: server HTML is sanitized — no script runs, no handler or javascript: link survives', async ({
    page,
  }) => {
    await login(page);
    await page.route('**/a/stone/index/getArticle*', (r) =>
      r.fulfill({
        json: {
          success: true,
          data: {
            id: 'x1',
            title: '带有危险内容的公告',
            publishDate: '2026-11-20 10:00:00',
            publisher: '测试',
            content:
              '<p id="safe">正文第一段</p>' +
              '<img src="/nope.png" onerror="window.__xss = \'img\'">' +
              '<script>window.__xss = "script"</script>' +
              '<a id="bad" href="javascript:window.__xss=\'link\'">点我</a>' +
              '<iframe src="javascript:parent.__xss=\'iframe\'"></iframe>' +
              '<div onclick="window.__xss=\'click\'" id="clicky">点这里</div>',
            attachments: [],
          },
        },
      }),
    );
    await page.getByRole('link', { name: NOTICE_A.title }).click();
    await expect(page.getByRole('heading', { name: '带有危险内容的公告' })).toBeVisible();
    await expect(page.getByText('正文第一段')).toBeVisible();
    await page.getByText('点这里').click();
    await page.getByText('点我').click();
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
    const content = page.locator('#safe').locator('xpath=..');
    await expect(content.locator('script, iframe')).toHaveCount(0);
    await expect(content.locator('[onerror], [onclick]')).toHaveCount(0);
    expect(await content.locator('#bad').getAttribute('href')).toBeNull();
    await expect(page).toHaveURL(/\/notice\/detail\?id=/);
  });

  test('detail: a withdrawn notice shows the server message', async ({ page }) => {
    await login(page);
    await preferExample(page, '**/a/stone/index/getArticle*', 'notFound');
    await page.getByRole('link', { name: NOTICE_A.title }).click();
    await expect(page.getByRole('alert')).toContainText('该公告不存在或已撤回');
  });
});

test.describe('account information', () => {
  test.beforeEach(async ({ page }) => {
    await login(page);
    await openAccountFromMenu(page);
  });

  test('shows the user, validates each field after the delay', async ({ page }) => {
    const form = page.getByRole('form', { name: '账号信息' });
    await expect(form.getByRole('textbox', { name: '登录账号' })).toHaveValue(LOGIN_NAME);
    await expect(form.getByRole('textbox', { name: '姓名' })).toHaveValue('陈建国');
    await expect(form.getByRole('textbox', { name: '手机号码' })).toHaveValue('13857412368');
    await screen(page, 'account');

    await form.getByRole('textbox', { name: '手机号码' }).fill('12345678901');
    await expect(form.getByText('请输入有效的手机号码')).toBeVisible();
    await form.getByRole('textbox', { name: '身份证号码' }).fill('33020419780315261');
    await expect(form.getByText('请输入有效的身份证号码')).toBeVisible();
    await form.getByRole('textbox', { name: '固定电话' }).fill('12ab');
    await expect(form.getByText('请输入有效的手机或固定电话号码')).toBeVisible();
    await form.getByRole('textbox', { name: '姓名' }).fill('');
    await expect(form.getByText('请输入姓名')).toBeVisible();
    await screen(page, 'account-errors');

    // Saving a failed form does not call the server and focuses the first error.
    let saved = false;
    page.on('request', (r) => {
      if (r.url().includes('/a/stone/user/updateInfo')) saved = true;
    });
    await form.getByRole('button', { name: '保存' }).click();
    await expect(form.getByRole('textbox', { name: '姓名' })).toBeFocused();
    expect(saved).toBe(false);

    await form.getByRole('textbox', { name: '姓名' }).fill('陈建国');
    await form.getByRole('textbox', { name: '手机号码' }).fill('13900001111');
    await form.getByRole('textbox', { name: '身份证号码' }).fill('33020419780315261X');
    await form.getByRole('textbox', { name: '固定电话' }).fill('0574-87351260');
    for (const m of [
      '请输入有效的手机号码',
      '请输入有效的身份证号码',
      '请输入有效的手机或固定电话号码',
      '请输入姓名',
    ]) {
      await expect(form.getByText(m)).toHaveCount(0);
    }
  });

  test('saving succeeds with a notification', async ({ page }) => {
    const form = page.getByRole('form', { name: '账号信息' });
    await form.getByRole('textbox', { name: '手机号码' }).fill('13900001111');
    const request = page.waitForRequest((r) => r.url().includes('/a/stone/user/updateInfo'));
    await form.getByRole('button', { name: '保存' }).click();
    expect((await request).postData()).toContain('mobile=13900001111');
    await expect(page.getByText('账号信息已保存')).toBeVisible();
    await expect(form.getByRole('textbox', { name: '手机号码' })).toHaveValue('13900001111');
  });

  test('a refused save shows the server message and keeps what was typed', async ({ page }) => {
    await preferExample(page, '**/a/stone/user/updateInfo*', 'mobileTaken');
    const form = page.getByRole('form', { name: '账号信息' });
    await form.getByRole('textbox', { name: '姓名' }).fill('陈建');
    await form.getByRole('textbox', { name: '手机号码' }).fill('13900001111');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(form.getByRole('alert')).toContainText('该手机号码已绑定其他账号，请更换后再试');
    await expect(form.getByRole('textbox', { name: '姓名' })).toHaveValue('陈建');
    await expect(form.getByRole('textbox', { name: '手机号码' })).toHaveValue('13900001111');
    await screen(page, 'account-failed');
  });

  test('a transport failure shows the SDK message and keeps what was typed', async ({ page }) => {
    await page.route('**/a/stone/user/updateInfo*', (r) => r.abort('connectionfailed'));
    const form = page.getByRole('form', { name: '账号信息' });
    await form.getByRole('textbox', { name: '手机号码' }).fill('13900001111');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(form.getByRole('alert')).toContainText('服务器开小差了，请稍后再试');
    await expect(form.getByRole('textbox', { name: '手机号码' })).toHaveValue('13900001111');
  });
});
