import type { Page } from '@playwright/test';
import { test, expect, fillLogin, login, openInApp, openInAppLeaving, uiLogin, LOGIN_NAME } from './fixtures';

// Issue 33: on a shared PC one user's data never reaches the next, a session that ends ends in
// every tab, nothing the browser keeps can break a page, a late answer leaves the user where they
// are, and a form open at a time-out keeps what was typed.
// A test starts with the worker's session unless it logs out: a logout ends the session on the
// server, so those log in first with a session of their own (`ownSession`). A time-out here is a 401
// the test answers itself: the worker's session lives on.
// Most of these log in again, or in two tabs.
test.describe.configure({ timeout: 60_000 });
const ownSession = () => test.use({ reuseSession: false });

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
  const perTab = await page.evaluate(() =>
    JSON.stringify(Object.fromEntries(Object.keys(sessionStorage).map((k) => [k, sessionStorage.getItem(k)]))),
  );
  return JSON.stringify(kept) + perTab;
}

const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('tzsb.draft.')));
const signedInUser = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('tzsb.user') ?? 'null') as { id: string } | null)?.id ?? null);

/** Answers the next matching call with 401, as an expired session gets it. */
const expireOn = (page: Page, url: string) =>
  page.route(
    url,
    (r) => r.fulfill({ status: 401, json: { result: 'login', message: '未登录或登录超时。请重新登录，谢谢！' } }),
    { times: 1 },
  );

/**
 * A login name of its own for a test that saves a member: the tenant is reset per file, not per test,
 * and a name can be taken once (a repeat or another test of the file saves too).
 */
const newLoginName = (prefix: string) => `${prefix}_${Math.random().toString(36).slice(2, 8)}`;

/** 新增成员账号, filled with a citizen ID and a mobile (valid, so 保存 sends). */
async function typeMember(page: Page, loginName = 'nbyjzy_sw') {
  await input(page, 'loginName').fill(loginName);
  await input(page, 'name').fill('孙伟');
  await choose(page, 'roleIds', '使用单位管理员');
  await input(page, 'mobile').fill(MOBILE);
  await input(page, 'idCard').fill(ID_CARD);
  // Written once typing pauses.
  await expect.poll(async () => (await browserKeeps(page)).includes(ID_CARD)).toBe(true);
}

test.describe('drafts belong to the account that typed them', () => {
  test.describe(() => {
    ownSession();
    test("a deliberate logout removes the user's drafts and every personal value with them", async ({ page }) => {
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
  });

  test('a time-out keeps the draft for the same account only; another account finds no trace of it', async ({
    page,
  }) => {
    await login(page, { from: '/account/add-account' });
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

    // Timed out again, and a user of another company (the seeded 维保单位 account) logs in on the same browser.
    await expireOn(page, '**/a/stone/account/createAccount*');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await fillLogin(page, { username: 'weibao01' });
    // Back to the page the session ended on, which is not theirs to see: no form, and no draft restored.
    await expect(page.getByRole('heading', { name: '无权访问' })).toBeVisible();
    await expect(page.getByTestId('draft-restored')).toHaveCount(0);
    await expect.poll(() => draftKeys(page)).toEqual([]);
    const kept = await browserKeeps(page);
    expect(kept).not.toContain(ID_CARD);
    expect(kept).not.toContain(MOBILE);
  });
});

test.describe('a session ends in every tab', () => {
  test.describe(() => {
    ownSession();
    test('logout in one tab takes the other to login, with no call sent on the dead session', async ({
      page,
      context,
    }) => {
      await uiLogin(page);
      const other = await context.newPage();
      await other.goto('/notice');
      await expect(other.getByTestId('tab-bar')).toBeVisible();
      await openInApp(other, '/equipment/query-comprehensive');
      await expect(other.getByRole('heading', { name: '综合查询', level: 1 })).toBeVisible();
      const sid = (await context.cookies()).find((c) => c.name === 'token')!.value;
      const deadCalls: string[] = [];
      other.on('request', (r) => {
        if (r.url().includes(`__sid=${sid}`)) deadCalls.push(r.url());
      });
      await page.getByRole('button', { name: '更多' }).click();
      await page.getByRole('menuitem', { name: '退出登录' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(other).toHaveURL(/\/login$/);
      await expect(other.getByText('已在其他页面退出登录')).toBeVisible();
      expect(deadCalls).toEqual([]);
    });
  });

  test.describe(() => {
    // The init script stays with the context: a context of its own.
    test.use({ freshPage: true });
    test('without BroadcastChannel the storage event carries it; a 401 in one tab ends the other', async ({
      page,
      context,
    }) => {
      await context.addInitScript(() => {
        Reflect.deleteProperty(window, 'BroadcastChannel');
      });
      await login(page);
      const other = await context.newPage();
      await other.goto('/notice');
      await expect(other.getByTestId('tab-bar')).toBeVisible();
      await expireOn(page, '**/a/stone/eqm/list*');
      await openInApp(page, '/equipment/query-comprehensive');
      await expect(page).toHaveURL(/\/login\?redirect=/);
      await expect(other).toHaveURL(/\/login\?redirect=%2Fhome|\/login\?redirect=\/home/);
    });
  });

  test('a tab that missed the news sends nothing on a token that is gone: the client and the guard refuse', async ({
    page,
    context,
  }) => {
    await login(page, { from: '/account/add-account' });
    await typeMember(page);
    const sid = (await context.cookies()).find((c) => c.name === 'token')!.value;
    const deadCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(`__sid=${sid}`)) deadCalls.push(r.url());
    });
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
    page.on('request', (r) => {
      if (r.url().includes(`__sid=${sid2}`)) deadCalls.push(r.url());
    });
    await context.clearCookies({ name: 'token' });
    deadCalls.length = 0;
    await openInApp(page, '/notice', { expectUrl: false });
    await expect(page).toHaveURL(/\/login\?redirect=/);
    expect(deadCalls).toEqual([]);
  });
});

test.describe('nothing the browser keeps can break a page', () => {
  test('every key the app uses, filled with values of the wrong shape: the shell opens, the values go, the error log says so', async ({
    page,
  }) => {
    await login(page);
    const user = await signedInUser(page);
    const wrong: Record<string, string> = {
      'tzsb.user': '{"id":5,"name":{"a":1}}',
      'tzsb.roles': '{"length":3}',
      'tzsb.access': '"home"',
      'tzsb.unit': '{"id":"u","orgname":{"text":"宁波"}}',
      'tzsb.tabs': '{"key":"/home"}',
      [`tzsb.recentPages.${LOGIN_NAME}`]: '{"0":"home"}',
      [`tzsb.draft.${user}.account.member.add`]: '{"values":["孙伟"],"savedAt":"today"}',
      'tzsb.print.x1': '{"savedAt":1,"document":{"sections":5}}',
    };
    const wrongInSession: Record<string, string> = {
      'tzsb.popupDismissed': '{"includes":1}',
      'tzsb.menuCollapsed': '{"yes":true}',
    };
    await page.evaluate(
      ([l, s]) => {
        for (const [k, v] of Object.entries(l)) localStorage.setItem(k, v);
        for (const [k, v] of Object.entries(s)) sessionStorage.setItem(k, v);
      },
      [wrong, wrongInSession] as const,
    );
    const logged: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('save_error_logger')) logged.push(r.postData() ?? '');
    });
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
    const left = await page.evaluate(
      ([l, s]) => [
        ...Object.keys(l).filter((k) => localStorage.getItem(k) === l[k]),
        ...Object.keys(s).filter((k) => sessionStorage.getItem(k) === s[k]),
      ],
      [wrong, wrongInSession] as const,
    );
    expect(left).toEqual([]);
    await expect.poll(() => logged.filter((b) => b.includes('StoredValue')).length).toBeGreaterThanOrEqual(4);
  });
});

test.describe('late answers stay where they belong', () => {
  test('a save answered after the user moved on leaves them there and says it was saved, with a link', async ({
    page,
  }) => {
    await login(page, { from: '/account/add-account' });
    const loginName = newLoginName('sw_late');
    await typeMember(page, loginName);
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route(
      '**/a/stone/account/createAccount*',
      async (r) => {
        await held;
        await r.continue().catch(() => undefined);
      },
      { times: 1 },
    );
    const sent = page.waitForRequest((r) => r.url().includes('/a/stone/account/createAccount'));
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await sent;
    await openInApp(page, '/notice');
    await expect(page.getByRole('heading', { name: '通知公告', level: 1 })).toBeVisible();
    answer();
    const notice = page.getByRole('alert').filter({ hasText: '「新增成员账号」已保存' });
    await expect(notice).toBeVisible();
    // One notice for one save: the follow-up with its link takes over the form's own.
    await expect(page.getByRole('alert').filter({ hasText: '已保存' })).toHaveCount(1);
    await expect(page).toHaveURL(/\/notice$/);
    await notice.getByRole('link', { name: '点击查看' }).click();
    await expect(page).toHaveURL(/\/account\/manager$/);
    await expect(page.getByRole('row').filter({ hasText: loginName })).toBeVisible();
  });

  test('a save answered while the user is still on the page follows up as before', async ({ page }) => {
    await login(page, { from: '/account/add-account' });
    const loginName = newLoginName('sw_now');
    await typeMember(page, loginName);
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page).toHaveURL(/\/account\/manager$/);
    await expect(page.getByRole('row').filter({ hasText: loginName })).toBeVisible();
  });
});

test.describe('unreadable answers', () => {
  test('a save answered with cut JSON, then an HTML error page, says the server failed and offers 重试', async ({
    page,
  }) => {
    await login(page, { from: '/account/add-account' });
    const loginName = newLoginName('sw_retry');
    await typeMember(page, loginName);
    await page.route(
      '**/a/stone/account/createAccount*',
      (r) => r.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true,"da' }),
      { times: 1 },
    );
    await page.getByRole('button', { name: '保存', exact: true }).click();
    const failure = page.getByRole('alert').filter({ hasText: '保存失败' });
    await expect(failure).toContainText('服务器开小差了，请稍后再试');
    await expect(failure).not.toContainText('操作失败');
    await page.route(
      '**/a/stone/account/createAccount*',
      (r) => r.fulfill({ status: 200, contentType: 'text/html', body: '<html><body>502 Bad Gateway</body></html>' }),
      { times: 1 },
    );
    const answered = page.waitForResponse((r) => r.url().includes('/a/stone/account/createAccount'));
    await failure.getByRole('button', { name: '重试' }).click();
    expect((await answered).headers()['content-type']).toContain('text/html');
    await expect(failure).toContainText('服务器开小差了，请稍后再试');
    await expect(input(page, 'idCard')).toHaveValue(ID_CARD);
    await failure.getByRole('button', { name: '重试' }).click();
    await expect(page).toHaveURL(/\/account\/manager$/);
    await expect(page.getByRole('row').filter({ hasText: loginName })).toBeVisible();
  });

  test('a list answered with an HTML page says the server failed and offers 重试', async ({ page }) => {
    await login(page);
    await page.route('**/a/stone/index/findArticlePage*', (r) =>
      r.fulfill({ status: 200, contentType: 'text/html', body: '<html>error</html>' }),
    );
    await openInApp(page, '/notice?pageNo=2');
    await expect(page.getByText('服务器开小差了，请稍后再试')).toBeVisible();
    await page.unroute('**/a/stone/index/findArticlePage*');
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByText('共 23 条')).toBeVisible();
    await expect(page.getByText('服务器开小差了，请稍后再试')).toHaveCount(0);
  });
});

interface FormCase {
  /** What the case is about, when a route has more than one (add and edit). */
  label?: string;
  path: string;
  /** The save's button, and the call it makes: the one answered with 401. */
  save: string;
  saveUrl: string;
  /** A form in a dialog: its title (opened by `fill`, reopened by the login). */
  dialog?: string;
  fill: (page: Page) => Promise<void>;
  check: (page: Page) => Promise<void>;
}

const textbox = (page: Page, name: string) => page.getByRole('main').getByRole('textbox', { name, exact: true });
const inDialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
async function pick(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('main').getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/**
 * Every route of the route table with a form that saves, by route name, with what to type so that
 * its save goes out. `form-routes.test.ts` checks that the names are those the route table's pages
 * with a form give, so a new form page is not left out of the walk.
 */
const FORM_ROUTES: Record<string, FormCase[]> = {
  system_account: [
    {
      path: '/system/account',
      save: '保存',
      saveUrl: '**/a/stone/user/updateInfo*',
      fill: (page) => page.getByRole('textbox', { name: '固定电话' }).fill('0574-87351299'),
      check: (page) => expect(page.getByRole('textbox', { name: '固定电话' })).toHaveValue('0574-87351299'),
    },
  ],
  account_add: [
    {
      path: '/account/add-account',
      save: '保存',
      saveUrl: '**/a/stone/account/createAccount*',
      fill: typeMember,
      check: (page) => expect(input(page, 'idCard')).toHaveValue(ID_CARD),
    },
  ],
  account_detail: [
    {
      path: '/account/account-detail?loginName=nbyjzy_lzq&operation=edit',
      save: '保存',
      saveUrl: '**/a/stone/account/updateAccount*',
      fill: (page) => input(page, 'mobile').fill('15906627799'),
      check: (page) => expect(input(page, 'mobile')).toHaveValue('15906627799'),
    },
  ],
  company_info_maintain: [
    {
      path: '/company-info/maintain',
      save: '保存',
      saveUrl: '**/a/stone/unit/save*',
      fill: (page) => page.getByRole('textbox', { name: '单位电话' }).fill('0574-87351262'),
      check: (page) => expect(page.getByRole('textbox', { name: '单位电话' })).toHaveValue('0574-87351262'),
    },
  ],
  equipment_device_form: [
    {
      label: 'add',
      path: '/equipment/device-info-new',
      save: '保存',
      saveUrl: '**/a/stone/eqm/addEqm*',
      fill: async (page) => {
        await choose(page, 'equclacode', '电梯');
        await choose(page, 'eqpVarietyCode', '曳引驱动乘客电梯');
        await input(page, 'eqpName').fill('5号客梯');
        await input(page, 'eqpCode').fill('311033020020260311');
        await input(page, 'areaCode').click();
        await page.getByRole('option').first().click();
        await input(page, 'useAddress').fill('宁波市鄞州区首南街道天童南路588号D座');
      },
      check: (page) => expect(input(page, 'eqpName')).toHaveValue('5号客梯'),
    },
    {
      label: 'change',
      // 1号自动扶梯: in use and in no other application's flow (1号客梯 is being inspected).
      path: '/equipment/device-info-new?oidno=OID3302120019880&operation=edit',
      save: '保存草稿',
      saveUrl: '**/a/stone/eqm/changeEqm*',
      fill: async (page) => {
        await expect(input(page, 'eqpName')).toHaveValue('1号自动扶梯');
        await input(page, 'internalNo').fill('FT-02');
        await choose(page, 'changeType', '基本信息变更');
        await input(page, 'changeReason').fill('单位内部设备编号规则调整');
      },
      check: async (page) => {
        await expect(input(page, 'internalNo')).toHaveValue('FT-02');
        await expect(input(page, 'changeReason')).toHaveValue('单位内部设备编号规则调整');
      },
    },
  ],
  equipment_pipeline_form: [
    {
      path: '/equipment/pipeline-info-new?oidno=OID3302030004601&operation=edit',
      save: '暂存',
      saveUrl: '**/a/stone/eqm/savePipeline*',
      fill: async (page) => {
        await expect(input(page, 'pipelineName')).toHaveValue('锅炉房蒸汽管道');
        await input(page, 'length').fill('402');
      },
      check: (page) => expect(input(page, 'length')).toHaveValue('402'),
    },
  ],
  construction_register: [
    {
      path: '/construction/register?id=8fe262d48555f13ba68c97084b7c26b5',
      save: '保存草稿',
      saveUrl: '**/a/stone/constructionNotice/save*',
      fill: async (page) => {
        await expect(input(page, 'constructLicenseNo')).toHaveValue('TS3133021-2028');
        await input(page, 'constructLicenseNo').fill('TS3133021-2029');
      },
      check: (page) => expect(input(page, 'constructLicenseNo')).toHaveValue('TS3133021-2029'),
    },
  ],
  company_service_regist_change_detail: [
    {
      path: '/company-service/changeRegisterDetail?id=5b0e1c7d9a3f4e62b8d17c05e9a4f316&operation=edit',
      save: '保存草稿',
      saveUrl: '**/a/stone/useRegistChange/save*',
      fill: async (page) => {
        await expect(textbox(page, '变更原因')).toHaveValue(
          '3号货梯完成控制系统改造并经监督检验合格，申请改造变更登记',
        );
        await textbox(page, '变更原因').fill('3号货梯控制系统改造完成，监督检验合格，申请变更登记');
      },
      check: (page) =>
        expect(textbox(page, '变更原因')).toHaveValue('3号货梯控制系统改造完成，监督检验合格，申请变更登记'),
    },
  ],
  company_service_stop_form: [
    {
      path: '/company-service/stopDetail?id=91eddcd8d67317ce6268d222bdb3d748',
      save: '保存草稿',
      saveUrl: '**/a/stone/pemEqmRlvBasic/save*',
      fill: async (page) => {
        await expect(input(page, 'disposalMethod')).toHaveValue('拆除后由宁波市化工容器厂有限公司回收处置');
        await input(page, 'disposalMethod').fill('拆除后交由宁波市物资回收公司处置');
      },
      check: (page) => expect(input(page, 'disposalMethod')).toHaveValue('拆除后交由宁波市物资回收公司处置'),
    },
  ],
  use_record_apply: [
    {
      path: '/use-record/apply',
      save: '保存草稿',
      saveUrl: '**/a/stone/eqmBcwBasic/save*',
      fill: async (page) => {
        await expect(input(page, 'useUnitName')).toHaveValue('宁波甬江置业有限公司');
        await pick(page, '设备类别', '电梯');
        await pick(page, '登记设备（未登记的设备）', /^4号客梯/);
        await textbox(page, '设备使用地点').fill('宁波市鄞州区首南街道天童南路588号A座');
        await textbox(page, '安全管理员').fill('陈建国');
        await textbox(page, '安全管理员手机').fill('13857412368');
      },
      check: (page) => expect(textbox(page, '设备使用地点')).toHaveValue('宁波市鄞州区首南街道天童南路588号A座'),
    },
  ],
  company_service_online_apply: [
    {
      // The step form's first call is the equipment check of 下一步: the session ends there.
      path: '/company-service/online-apply',
      save: '下一步',
      saveUrl: '**/a/stone/appOnline/checkOnline*',
      fill: (page) => page.getByRole('main').getByRole('checkbox', { name: '选择 3吨内燃平衡重式叉车' }).check(),
      check: (page) =>
        expect(page.getByRole('main').getByRole('checkbox', { name: '选择 3吨内燃平衡重式叉车' })).toBeChecked(),
    },
  ],
  company_service_online_apply_edit: [
    {
      path: '/company-service/online-apply-edit?id=eea8ef03a290a861b7615e8ca5f3d3f8',
      save: '保存草稿',
      saveUrl: '**/a/stone/appOnline/save*',
      // The draft's 5吨桥式起重机 is in a use registration being handled (下一步 refuses it): a boiler
      // in no flow is chosen in its place on the first step (one class per declaration).
      fill: async (page) => {
        const crane = page.getByRole('main').getByRole('checkbox', { name: '选择 5吨桥式起重机' });
        await expect(crane).toBeChecked();
        await crane.uncheck();
        await page.getByRole('main').getByRole('checkbox', { name: '选择 1号燃气热水锅炉' }).check();
      },
      check: async (page) => {
        await expect(page.getByRole('main').getByRole('checkbox', { name: '选择 1号燃气热水锅炉' })).toBeChecked();
        await expect(page.getByRole('main').getByRole('checkbox', { name: '选择 5吨桥式起重机' })).not.toBeChecked();
      },
    },
  ],
  company_service_online_details: [
    {
      path: '/company-service/online-details?id=3b6d9f2e8a1c47d5b0e4f7a2c9d6e1b8',
      save: '提交整改',
      saveUrl: '**/a/stone/report/rectificationConfirm*',
      fill: (page) => textbox(page, '整改情况说明').fill('压力表已更换并送检，安全阀重新校验后加装铅封。'),
      check: (page) =>
        expect(textbox(page, '整改情况说明')).toHaveValue('压力表已更换并送检，安全阀重新校验后加装铅封。'),
    },
  ],
  company_service_interaction_detail: [
    {
      path: '/company-service/interaction-detail?id=5ba29cbb46d4c86b1bd170a9ba83e4b8',
      save: '发送回复',
      saveUrl: '**/a/stone/interaction/save*',
      fill: (page) => textbox(page, '回复内容').fill('已在网上报检中提交，检验日期选择11月27日。'),
      check: (page) => expect(textbox(page, '回复内容')).toHaveValue('已在网上报检中提交，检验日期选择11月27日。'),
    },
  ],
};

/** Forms in dialogs: the kit's form dialog and reason dialog, on the pages that open them. */
const DIALOG_FORMS: Record<string, FormCase> = {
  'person_work 新增作业人员': {
    path: '/person/workPerson',
    dialog: '新增作业人员',
    save: '保存',
    saveUrl: '**/a/stone/operator/add*',
    fill: async (page) => {
      await page.getByRole('button', { name: '新增作业人员' }).click();
      const d = inDialog(page, '新增作业人员');
      await d.getByRole('textbox', { name: '姓名' }).fill('孙伟');
      await d.getByRole('textbox', { name: '公民身份号码' }).fill('330213199308302313');
      await d.getByRole('textbox', { name: '手机号码' }).fill('15888076412');
    },
    check: (page) =>
      expect(inDialog(page, '新增作业人员').getByRole('textbox', { name: '公民身份号码' })).toHaveValue(
        '330213199308302313',
      ),
  },
  'account_check 不通过': {
    path: '/account/check',
    dialog: '不通过',
    save: '确定',
    saveUrl: '**/a/stone/account/disagree*',
    fill: async (page) => {
      const row = page
        .getByRole('table', { name: '企业账号注册申请' })
        .getByRole('row')
        .filter({ hasText: '宁波大港新颜料有限公司' });
      await row.getByRole('button', { name: '更多操作' }).click();
      await page.getByRole('menuitem', { name: '不通过' }).click();
      await inDialog(page, '不通过').getByRole('textbox', { name: '不通过原因' }).fill('授权委托书未加盖公章');
    },
    check: (page) =>
      expect(inDialog(page, '不通过').getByRole('textbox', { name: '不通过原因' })).toHaveValue('授权委托书未加盖公章'),
  },
};

/**
 * A form open at a time-out: a 401 on its save, the same user logs in (the seeded account by
 * default), the form is back as typed. The form is opened inside the app from wherever the page is:
 * drafts of forms walked before it stay (they are the same user's), so its own is the one new key.
 */
async function walkTimeout(page: Page, form: FormCase, username = LOGIN_NAME) {
  const before = await draftKeys(page);
  await openInAppLeaving(page, form.path);
  await form.fill(page);
  await expect.poll(async () => (await draftKeys(page)).filter((k) => !before.includes(k))).toHaveLength(1);
  await expireOn(page, form.saveUrl);
  const scope = form.dialog ? inDialog(page, form.dialog) : page;
  await scope.getByRole('button', { name: form.save, exact: true }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await fillLogin(page, { username });
  const back = form.dialog ? inDialog(page, form.dialog) : page;
  // The first page after a login loads its code and data: on a busy machine that takes a while.
  await expect(back.getByTestId('draft-restored')).toBeVisible({ timeout: 20_000 });
  await form.check(page);
}

/**
 * The walk, a few forms per test: what each form adds is its draft, its save's call and what it
 * restores, so the forms share a start in the worker's session, and each has its own time-out and login.
 */
const WALK = Object.entries(FORM_ROUTES).flatMap(([name, cases]) =>
  cases.map((form) => ({ name: `${name}${form.label ? ` (${form.label})` : ''}`, form })),
);
const PER_TEST = 4;

test.describe('a form open at a time-out keeps what was typed', () => {
  for (let i = 0; i < WALK.length; i += PER_TEST) {
    const forms = WALK.slice(i, i + PER_TEST);
    test(`${forms.map((f) => f.name).join(', ')}: a 401 on each save, login, and the form is back as typed`, async ({
      page,
    }) => {
      test.setTimeout(forms.length * 30_000);
      await login(page);
      for (const { name, form } of forms) await test.step(name, () => walkTimeout(page, form));
    });
  }
});

test.describe('a dialog form open at a time-out keeps what was typed', () => {
  for (const [name, form] of Object.entries(DIALOG_FORMS)) {
    test.describe(() => {
      // 企业账号注册申请 are the platform administrator's to audit.
      const account = name.startsWith('account_check') ? 'admin01' : undefined;
      test.use({ account });
      test(`${name}: a 401 on its save, login, and the dialog is open again as typed; closing it drops the draft`, async ({
        page,
      }) => {
        await login(page);
        await walkTimeout(page, form, account);
        await inDialog(page, form.dialog!).getByRole('button', { name: '取消' }).click();
        await expect.poll(() => draftKeys(page)).toEqual([]);
      });
    });
  }

  test.describe(() => {
    ownSession();
    test("a dialog's draft goes when it is closed, and at a logout in another tab", async ({ page, context }) => {
      const form = DIALOG_FORMS['person_work 新增作业人员']!;
      await uiLogin(page, { from: form.path });
      await form.fill(page);
      await expect.poll(() => draftKeys(page)).toHaveLength(1);
      await page.keyboard.press('Escape');
      await expect(inDialog(page, '新增作业人员')).toHaveCount(0);
      await expect.poll(() => draftKeys(page)).toEqual([]);
      // Open again: empty, and typed into once more.
      await form.fill(page);
      await expect(inDialog(page, '新增作业人员').getByTestId('draft-restored')).toHaveCount(0);
      await expect.poll(async () => (await browserKeeps(page)).includes('330213199308302313')).toBe(true);
      const other = await context.newPage();
      await other.goto('/home');
      // A new tab shows the popup notice first.
      await other.getByRole('dialog').getByRole('button', { name: '关闭', exact: true }).click();
      await other.getByRole('button', { name: '更多' }).click();
      await other.getByRole('menuitem', { name: '退出登录' }).click();
      await expect(page).toHaveURL(/\/login$/);
      expect(await draftKeys(page)).toEqual([]);
      expect(await browserKeeps(page)).not.toContain('330213199308302313');
    });
  });
});

test.describe('the session-timeout warning', () => {
  test.use({ freshPage: true });
  // Every answer of the server says how long the session has left: here the same time on every
  // answer, polls and error reports too, which the app must not count as the user's activity.
  // What it returns waits until every call is answered and the page has taken the answers in, for
  // the test to call before each move of the clock: an answer taken in after a jump starts the
  // session's time again at the moved time.
  const withLifetime = async (page: Page, seconds: number) => {
    let pending = 0;
    await page.route(
      ({ pathname }) => pathname.startsWith('/a/') || pathname === '/save_error_logger',
      async (r) => {
        pending++;
        try {
          const res = await r.fetch();
          await r.fulfill({ response: res, headers: { ...res.headers(), 'x-session-expires-in': String(seconds) } });
        } catch {
          await r.abort().catch(() => undefined);
        } finally {
          pending--;
        }
      },
    );
    return async () => {
      await expect.poll(() => pending).toBe(0);
      await page.evaluate(() => undefined);
    };
  };

  test.describe(() => {
    ownSession();
    test('two minutes ahead: 继续使用 keeps the session, 退出登录 ends it', async ({ page }) => {
      await page.clock.install();
      const answered = await withLifetime(page, 600);
      await uiLogin(page);
      const warning = page.getByRole('dialog', { name: '登录即将过期' });
      await expect(warning).toHaveCount(0);
      await answered();
      await page.clock.fastForward('07:30');
      await expect(warning).toHaveCount(0);
      await answered();
      await page.clock.fastForward('00:40');
      await expect(warning).toBeVisible();
      await expect(warning).toContainText(/登录将在 1:\d\d 后过期/);
      const unit = page.waitForRequest((r) => r.url().includes('/a/stone/user/unit'));
      await warning.getByRole('button', { name: '继续使用' }).click();
      await unit;
      await expect(warning).toHaveCount(0);
      await answered();
      await page.clock.fastForward('08:10');
      await expect(warning).toBeVisible();
      await warning.getByRole('button', { name: '退出登录' }).click();
      await expect(page).toHaveURL(/\/login$/);
    });

    test('left alone, the session ends as a time-out: login, then back to the page', async ({ page }) => {
      await page.clock.install();
      const answered = await withLifetime(page, 300);
      await uiLogin(page, { from: '/notice' });
      await answered();
      await page.clock.fastForward('03:01');
      await expect(page.getByRole('dialog', { name: '登录即将过期' })).toBeVisible();
      await answered();
      await page.clock.fastForward('02:00');
      await expect(page).toHaveURL(/\/login\?redirect=%2Fnotice|\/login\?redirect=\/notice/);
    });
  });
});
