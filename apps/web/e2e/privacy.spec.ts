import type { Page } from '@playwright/test';
import { test, expect, fillLogin, openInApp, patchJson, preferExample, uiLogin } from './fixtures';

// Issue 33: on a shared PC one user's data never reaches the next, a session that ends ends in
// every tab, nothing the browser keeps can break a page, a late answer leaves the user where they
// are, and a form open at a time-out keeps what was typed.
test.use({ reuseSession: false });
// Most of these log in twice, or in two tabs.
test.describe.configure({ timeout: 60_000 });

const input = (page: Page, name: string) => page.locator(`[data-field="${name}"]:visible`);
const ID_CARD = '33021219950728211X';
const MOBILE = '18257430916';

async function choose(page: Page, name: string, option: string) {
  await input(page, name).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Everything this browser keeps for the app: localStorage, cookies and IndexedDB of the context, and the page's sessionStorage. */
async function browserKeeps(page: Page): Promise<string> {
  const kept = await page.context().storageState({ indexedDB: true });
  const perTab = await page.evaluate(() => JSON.stringify(Object.fromEntries(Object.keys(sessionStorage).map((k) => [k, sessionStorage.getItem(k)]))));
  return JSON.stringify(kept) + perTab;
}

const draftKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('tzsb.draft.')));
const signedInUser = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('tzsb.user') ?? 'null') as { id: string } | null)?.id ?? null);

/** Answers the next matching call with 401, as an expired session gets it. */
const expireOn = (page: Page, url: string) =>
  page.route(url, (r) => r.fulfill({ status: 401, json: { result: 'login', message: '未登录或登录超时。请重新登录，谢谢！' } }), { times: 1 });

/** 新增成员账号, filled with a citizen ID and a mobile (valid, so 保存 sends). */
async function typeMember(page: Page) {
  await input(page, 'loginName').fill('nbyjzy_sw');
  await input(page, 'name').fill('孙伟');
  await choose(page, 'roleIds', '使用单位管理员');
  await input(page, 'mobile').fill(MOBILE);
  await input(page, 'idCard').fill(ID_CARD);
  // Written once typing pauses.
  await expect.poll(async () => (await browserKeeps(page)).includes(ID_CARD)).toBe(true);
}

test.describe('drafts belong to the account that typed them', () => {
  test('a deliberate logout removes the user\'s drafts and every personal value with them', async ({ page }) => {
    await uiLogin(page, { from: '/account/add-account' });
    await typeMember(page);
    const user = await signedInUser(page);
    expect(await draftKeys(page)).toEqual([`tzsb.draft.${user}.account.member.add`]);
    await page.getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await draftKeys(page)).toEqual([]);
    const kept = await browserKeeps(page);
    expect(kept).not.toContain(ID_CARD);
    expect(kept).not.toContain(MOBILE);
    // The same user back: nothing to restore.
    await fillLogin(page);
    await expect(page.getByTestId('tab-bar')).toBeVisible();
    await openInApp(page, '/account/add-account');
    await expect(input(page, 'name')).toHaveValue('');
    await expect(page.getByTestId('draft-restored')).toHaveCount(0);
  });

  test('a time-out keeps the draft for the same account only; another account finds no trace of it', async ({ page }) => {
    await uiLogin(page, { from: '/account/add-account' });
    await typeMember(page);
    await expireOn(page, '**/a/stone/account/createAccount*');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    // The same account again: back on the form, with what was typed.
    await fillLogin(page);
    await expect(page).toHaveURL(/\/account\/add-account$/);
    await expect(page.getByTestId('draft-restored')).toBeVisible();
    await expect(input(page, 'idCard')).toHaveValue(ID_CARD);
    await expect(input(page, 'mobile')).toHaveValue(MOBILE);

    // Timed out again, and another clerk logs in on the same browser.
    await expireOn(page, '**/a/stone/account/createAccount*');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await patchJson(page, '**/a/stone/user/info*', (body) => {
      body.data.user = { ...body.data.user, id: 'b7c8d9e0f1a243b5c6d7e8f9a0b1c2d3', loginName: 'nbyjzy_lzq', name: '李志强', mobile: '15906627735', idCard: null };
      return body;
    });
    await fillLogin(page, { username: 'nbyjzy_lzq' });
    await expect(page).toHaveURL(/\/account\/add-account$/);
    await expect(page.getByRole('heading', { name: '新增成员账号', level: 1 })).toBeVisible();
    await expect(input(page, 'name')).toHaveValue('');
    await expect(page.getByTestId('draft-restored')).toHaveCount(0);
    await expect.poll(() => draftKeys(page)).toEqual([]);
    const kept = await browserKeeps(page);
    expect(kept).not.toContain(ID_CARD);
    expect(kept).not.toContain(MOBILE);
  });
});

test.describe('a session ends in every tab', () => {
  test('logout in one tab takes the other to login, with no call sent on the dead session', async ({ page, context }) => {
    await uiLogin(page);
    const other = await context.newPage();
    await other.goto('/home');
    await expect(other.getByTestId('tab-bar')).toBeVisible();
    await openInApp(other, '/equipment/query-comprehensive');
    await expect(other.getByRole('heading', { name: '综合查询', level: 1 })).toBeVisible();
    const sid = (await context.cookies()).find((c) => c.name === 'token')!.value;
    const deadCalls: string[] = [];
    other.on('request', (r) => { if (r.url().includes(`__sid=${sid}`)) deadCalls.push(r.url()); });
    await page.getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(other).toHaveURL(/\/login$/);
    await expect(other.getByText('已在其他页面退出登录')).toBeVisible();
    expect(deadCalls).toEqual([]);
  });

  test('without BroadcastChannel the storage event carries it; a 401 in one tab ends the other', async ({ page, context }) => {
    await context.addInitScript(() => { Reflect.deleteProperty(window, 'BroadcastChannel'); });
    await uiLogin(page);
    const other = await context.newPage();
    await other.goto('/home');
    await expect(other.getByTestId('tab-bar')).toBeVisible();
    await expireOn(page, '**/a/stone/eqm/list*');
    await openInApp(page, '/equipment/query-comprehensive');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await expect(other).toHaveURL(/\/login\?redirect=%2Fhome|\/login\?redirect=\/home/);
  });

  test('a tab that missed the news sends nothing on a token that is gone: the client and the guard refuse', async ({ page, context }) => {
    await uiLogin(page, { from: '/account/add-account' });
    await typeMember(page);
    const sid = (await context.cookies()).find((c) => c.name === 'token')!.value;
    const deadCalls: string[] = [];
    page.on('request', (r) => { if (r.url().includes(`__sid=${sid}`)) deadCalls.push(r.url()); });
    // The cookie goes, as another tab's logout removes it, without a word to this tab.
    await context.clearCookies({ name: 'token' });
    // A save (no navigation first) is refused by the client before it leaves.
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    expect(deadCalls).toEqual([]);

    // Signed in again, and gone again: a navigation is refused by the guard.
    await fillLogin(page);
    await expect(page).toHaveURL(/\/account\/add-account$/);
    const sid2 = (await context.cookies()).find((c) => c.name === 'token')!.value;
    page.on('request', (r) => { if (r.url().includes(`__sid=${sid2}`)) deadCalls.push(r.url()); });
    await context.clearCookies({ name: 'token' });
    deadCalls.length = 0;
    await openInApp(page, '/notice', { expectUrl: false });
    await expect(page).toHaveURL(/\/login\?redirect=/);
    expect(deadCalls).toEqual([]);
  });
});

test.describe('nothing the browser keeps can break a page', () => {
  test('every key the app uses, filled with values of the wrong shape: the shell opens, the values go, the error log says so', async ({ page }) => {
    await uiLogin(page);
    const user = await signedInUser(page);
    const wrong: Record<string, string> = {
      'tzsb.user': '{"id":5,"name":{"a":1}}',
      'tzsb.roles': '{"length":3}',
      'tzsb.access': '"home"',
      'tzsb.unit': '{"id":"u","orgname":{"text":"宁波"}}',
      'tzsb.tabs': '{"key":"/home"}',
      'tzsb.recentPages.nbyjzy': '{"0":"home"}',
      [`tzsb.draft.${user}.account.member.add`]: '{"values":["孙伟"],"savedAt":"today"}',
      'tzsb.print.x1': '{"savedAt":1,"document":{"sections":5}}',
    };
    const wrongInSession: Record<string, string> = { 'tzsb.popupDismissed': '{"includes":1}', 'tzsb.menuCollapsed': '{"yes":true}' };
    await page.evaluate(([l, s]) => {
      for (const [k, v] of Object.entries(l)) localStorage.setItem(k, v);
      for (const [k, v] of Object.entries(s)) sessionStorage.setItem(k, v);
    }, [wrong, wrongInSession] as const);
    const logged: string[] = [];
    page.on('request', (r) => { if (r.url().includes('save_error_logger')) logged.push(r.postData() ?? ''); });
    await page.reload();
    await expect(page.getByRole('heading', { name: '工作台', level: 1 })).toBeVisible();
    await expect(page.getByText('服务器出错了')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
    // The form whose draft was of the wrong shape opens empty.
    await openInApp(page, '/account/add-account');
    await expect(input(page, 'name')).toHaveValue('');
    await openInApp(page, '/tablePrint?key=x1');
    await expect(page.getByRole('alert', { name: '没有要打印的内容' })).toBeVisible();
    // Every value of the wrong shape is gone (or replaced by a good one).
    const left = await page.evaluate(([l, s]) => [...Object.keys(l).filter((k) => localStorage.getItem(k) === l[k]), ...Object.keys(s).filter((k) => sessionStorage.getItem(k) === s[k])], [wrong, wrongInSession] as const);
    expect(left).toEqual([]);
    await expect.poll(() => logged.filter((b) => b.includes('StoredValue')).length).toBeGreaterThanOrEqual(4);
  });
});

test.describe('late answers stay where they belong', () => {
  test('a save answered after the user moved on leaves them there and says it was saved, with a link', async ({ page }) => {
    await uiLogin(page, { from: '/account/add-account' });
    await typeMember(page);
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { answer = resolve; });
    await page.route('**/a/stone/account/createAccount*', async (r) => { await held; await r.continue().catch(() => undefined); }, { times: 1 });
    const sent = page.waitForRequest((r) => r.url().includes('/a/stone/account/createAccount'));
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await sent;
    await openInApp(page, '/notice');
    await expect(page.getByRole('heading', { name: '通知公告', level: 1 })).toBeVisible();
    answer();
    const notice = page.getByRole('alert').filter({ hasText: '「新增成员账号」已保存' });
    await expect(notice).toBeVisible();
    await expect(page).toHaveURL(/\/notice$/);
    await notice.getByRole('link', { name: '点击查看' }).click();
    await expect(page).toHaveURL(/\/account\/manager$/);
  });

  test('a save answered while the user is still on the page follows up as before', async ({ page }) => {
    await uiLogin(page, { from: '/account/add-account' });
    await typeMember(page);
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page).toHaveURL(/\/account\/manager$/);
  });
});

test.describe('unreadable answers', () => {
  test('a save answered with cut JSON, then an HTML error page, says the server failed and offers 重试', async ({ page }) => {
    await uiLogin(page, { from: '/account/add-account' });
    await typeMember(page);
    await page.route('**/a/stone/account/createAccount*', (r) => r.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true,"da' }), { times: 1 });
    await page.getByRole('button', { name: '保存', exact: true }).click();
    const failure = page.getByRole('alert').filter({ hasText: '保存失败' });
    await expect(failure).toContainText('服务器开小差了，请稍后再试');
    await expect(failure).not.toContainText('操作失败');
    await page.route('**/a/stone/account/createAccount*', (r) => r.fulfill({ status: 200, contentType: 'text/html', body: '<html><body>502 Bad Gateway</body></html>' }), { times: 1 });
    const answered = page.waitForResponse((r) => r.url().includes('/a/stone/account/createAccount'));
    await failure.getByRole('button', { name: '重试' }).click();
    expect((await answered).headers()['content-type']).toContain('text/html');
    await expect(failure).toContainText('服务器开小差了，请稍后再试');
    await expect(input(page, 'idCard')).toHaveValue(ID_CARD);
    await failure.getByRole('button', { name: '重试' }).click();
    await expect(page).toHaveURL(/\/account\/manager$/);
  });

  test('a list answered with an HTML page says the server failed and offers 重试', async ({ page }) => {
    await uiLogin(page);
    await page.route('**/a/stone/index/findArticlePage*', (r) => r.fulfill({ status: 200, contentType: 'text/html', body: '<html>error</html>' }));
    await openInApp(page, '/notice?pageNo=2');
    await expect(page.getByText('服务器开小差了，请稍后再试')).toBeVisible();
    await page.unroute('**/a/stone/index/findArticlePage*');
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByText('共 23 条')).toBeVisible();
    await expect(page.getByText('服务器开小差了，请稍后再试')).toHaveCount(0);
  });
});

interface FormRoute { path: string; prefer?: Record<string, string>; save: string; saveUrl: string; fill: (page: Page) => Promise<void>; check: (page: Page) => Promise<void> }

/** Every form page a session can time out on, with what to type so that its save goes out. */
const FORM_ROUTES: Record<string, FormRoute> = {
  system_account: {
    path: '/system/account', save: '保存', saveUrl: '**/a/stone/user/updateInfo*',
    fill: (page) => page.getByRole('textbox', { name: '固定电话' }).fill('0574-87351299'),
    check: (page) => expect(page.getByRole('textbox', { name: '固定电话' })).toHaveValue('0574-87351299'),
  },
  account_add: {
    path: '/account/add-account', save: '保存', saveUrl: '**/a/stone/account/createAccount*',
    fill: typeMember,
    check: (page) => expect(input(page, 'idCard')).toHaveValue(ID_CARD),
  },
  account_detail: {
    path: '/account/account-detail?loginName=nbyjzy_lzq&operation=edit', save: '保存', saveUrl: '**/a/stone/account/updateAccount*',
    fill: (page) => input(page, 'mobile').fill('15906627799'),
    check: (page) => expect(input(page, 'mobile')).toHaveValue('15906627799'),
  },
  company_info_maintain: {
    path: '/company-info/maintain', save: '保存', saveUrl: '**/a/stone/unit/save*',
    fill: (page) => page.getByRole('textbox', { name: '单位电话' }).fill('0574-87351262'),
    check: (page) => expect(page.getByRole('textbox', { name: '单位电话' })).toHaveValue('0574-87351262'),
  },
  equipment_device_change: {
    path: '/equipment/device-info-new?oidno=OID3302120019870&operation=edit', save: '保存草稿', saveUrl: '**/a/stone/eqm/changeEqm*',
    fill: async (page) => {
      await expect(input(page, 'eqpName')).toHaveValue('1号客梯');
      await input(page, 'param.ratedLoad').fill('1050');
      await choose(page, 'changeType', '技术参数变更');
      await input(page, 'changeReason').fill('曳引机改造');
    },
    check: (page) => expect(input(page, 'changeReason')).toHaveValue('曳引机改造'),
  },
  equipment_pipeline: {
    path: '/equipment/pipeline-info-new?oidno=OID3302030004601&operation=edit', prefer: { '**/a/stone/eqm/getDetailBy*': 'pressurePipeline' },
    save: '暂存', saveUrl: '**/a/stone/eqm/savePipeline*',
    fill: async (page) => {
      await expect(input(page, 'pipelineName')).toHaveValue('锅炉房蒸汽管道');
      await input(page, 'length').fill('402');
    },
    check: (page) => expect(input(page, 'length')).toHaveValue('402'),
  },
};

test.describe('a form open at a time-out keeps what was typed', () => {
  for (const [name, form] of Object.entries(FORM_ROUTES)) {
    test(`${name}: a 401 on its save, login, and the form is back as typed`, async ({ page }) => {
      for (const [url, example] of Object.entries(form.prefer ?? {})) await preferExample(page, url, example);
      await uiLogin(page, { from: form.path });
      await form.fill(page);
      await expect.poll(() => draftKeys(page)).toHaveLength(1);
      await expireOn(page, form.saveUrl);
      await page.getByRole('button', { name: form.save, exact: true }).click();
      await expect(page).toHaveURL(/\/login\?redirect=/);
      await fillLogin(page);
      await expect(page.getByTestId('draft-restored')).toBeVisible();
      await form.check(page);
    });
  }
});

test.describe('the session-timeout warning', () => {
  test.use({ freshPage: true });
  const withLifetime = (page: Page, seconds: number) =>
    page.route('**/a/**', async (r) => {
      try {
        const res = await r.fetch();
        await r.fulfill({ response: res, headers: { ...res.headers(), 'x-session-expires-in': String(seconds) } });
      } catch {
        await r.abort().catch(() => undefined);
      }
    });

  test('two minutes ahead: 继续使用 keeps the session, 退出登录 ends it', async ({ page }) => {
    await page.clock.install();
    await withLifetime(page, 600);
    await uiLogin(page);
    const warning = page.getByRole('dialog', { name: '登录即将过期' });
    await expect(warning).toHaveCount(0);
    await page.clock.fastForward('07:30');
    await expect(warning).toHaveCount(0);
    await page.clock.fastForward('00:40');
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(/登录将在 1:\d\d 后过期/);
    const unit = page.waitForRequest((r) => r.url().includes('/a/stone/user/unit'));
    await warning.getByRole('button', { name: '继续使用' }).click();
    await unit;
    await expect(warning).toHaveCount(0);
    await page.clock.fastForward('08:10');
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('left alone, the session ends as a time-out: login, then back to the page', async ({ page }) => {
    await page.clock.install();
    await withLifetime(page, 300);
    await uiLogin(page, { from: '/notice' });
    await page.clock.fastForward('03:01');
    await expect(page.getByRole('dialog', { name: '登录即将过期' })).toBeVisible();
    await page.clock.fastForward('02:00');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fnotice|\/login\?redirect=\/notice/);
  });
});
