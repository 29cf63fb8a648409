import type { Page } from '@playwright/test';
import { test, expect, login, menu, screen, tab } from './fixtures';
import { formFields, nextPost } from './ui';
import { expectAccessible } from './a11y';

// The work desk's 待办 panel (counts from the summary call and from the
// equipment numbers, each opening its list filtered to what it counts) and the menu's groups.
// The counts are the sandbox seed's, computed from its data with the conditions of the lists they
// open (apps/sandbox/src/resources): each count is checked against the rows its list shows.

interface Opens {
  /** The count's test id on the desk (todo-<key>). */
  key: string;
  count: number;
  /** The address it opens, with its filter. */
  url: RegExp;
  /** The list call and the filter it must send. */
  call: string;
  sent: Record<string, string>;
  /** The list's table, and a status text every row shows (when the list shows one). */
  table: string;
  rowText?: string;
  /** Whether the list shows exactly `count` rows (the summary counts what the filtered list holds). */
  exact?: boolean;
  /** Clicked through; the others' addresses are checked (same list, same filter field). */
  click?: boolean;
}

/** Every application count of the panel: 已退回 (status 4) and 草稿 (status 0) by kind. */
const APPLICATIONS: Opens[] = [
  ...(
    [
      ['onlineApply', '/company-service/online-apply-query', '/a/stone/appOnline/list', '网上报检记录', ''],
      ['useRegistration', '/company-service/useRegistration', '/a/stone/epPemUseregistApply/list', '使用登记申请', ''],
      ['change', '/company-service/change-query', '/a/stone/useManage/queryList', '使用登记变更查询', ''],
      ['termination', '/company-service/stopRegister', '/a/stone/pemEqmRlvBasic/list', '停用、报废、注销登记申请', ''],
      ['construction', '/construction/register-list', '/a/stone/constructionNotice/list', '施工告知登记', ''],
      ['maintenance', '/company-service/weibaoDa', '/a/stone/epPemMaiprojApply/list', '维保项目申请', 'view=project&'],
    ] as const
  ).flatMap(([kind, path, call, table, view]) => [
    {
      key: `returned-${kind}`,
      count: kind === 'construction' ? 0 : kind === 'termination' ? 2 : 1,
      url: new RegExp(`${path}\\?${view}status=4$`),
      call,
      sent: { status: '4' },
      table,
      rowText: '已退回',
      exact: true,
      click: kind !== 'construction',
    },
    // 施工告知 has no returned notice: its drafts are clicked through instead.
    {
      key: `drafts-${kind}`,
      count: kind === 'change' ? 2 : 1,
      url: new RegExp(`${path}\\?${view}status=0$`),
      call,
      sent: { status: '0' },
      table,
      rowText: '草稿',
      exact: true,
      click: kind === 'construction',
    },
  ]),
];

/** The other counts of the summary, and the equipment counts from the equipment numbers. */
const OTHERS: Opens[] = [
  {
    key: 'unpaidSlips',
    exact: true,
    click: true,
    count: 1,
    url: /\/company-service\/online-apply-paymentNote\?payStatus=0$/,
    call: '/api/chamain/charge/list',
    sent: { payStatus: '0' },
    table: '缴费单查询',
    rowText: '未支付',
  },
  {
    key: 'rectifications',
    exact: true,
    click: true,
    count: 1,
    url: /\/company-service\/online-rectification\?status=0$/,
    call: '/a/stone/report/opinionList',
    sent: { status: '0' },
    table: '现场检验整改确认',
    rowText: '待整改',
  },
  {
    key: 'operatorExpired',
    exact: true,
    click: true,
    count: 1,
    url: /\/person\/workPerson\?certStatus=3$/,
    call: '/a/stone/operator/list',
    sent: { certStatus: '3' },
    table: '作业人员',
    rowText: '已过期',
  },
  {
    key: 'operatorExpiring',
    exact: true,
    count: 1,
    url: /\/person\/workPerson\?certStatus=2$/,
    call: '/a/stone/operator/list',
    sent: { certStatus: '2' },
    table: '作业人员',
  },
  {
    key: 'safetyExpired',
    exact: true,
    click: true,
    count: 1,
    url: /\/person\/azRYgl\?certStatus=3$/,
    call: '/a/epsafemgeperson/list',
    sent: { certStatus: '3' },
    table: '安全管理人员',
    rowText: '已过期',
  },
  {
    key: 'safetyExpiring',
    exact: true,
    count: 1,
    url: /\/person\/azRYgl\?certStatus=2$/,
    call: '/a/epsafemgeperson/list',
    sent: { certStatus: '2' },
    table: '安全管理人员',
  },
];
const EQUIPMENT: Opens[] = [
  {
    key: 'overdue',
    exact: true,
    click: true,
    count: 3,
    url: /\/equipment\/query-timeout$/,
    call: '/a/stone/eqm/detectExtendedList',
    sent: {},
    table: '超期未检设备',
  },
  {
    key: 'dueSoon',
    exact: true,
    click: true,
    count: 7,
    url: /\/equipment\/query-about-expire$/,
    call: '/a/stone/eqm/detectDueList',
    sent: { days: '30' },
    table: '即将到期设备',
  },
];

const panel = (page: Page) =>
  page
    .getByRole('heading', { name: '待办', level: 4 })
    .locator('xpath=ancestor::div[contains(@class, "mantine-Paper-root")][1]');

/** The total under the list of the tab shown (the other open tabs keep theirs, hidden). */
const listTotal = (page: Page) => page.getByTestId('list-total').filter({ visible: true });

/** Clicks the count on the desk and checks the list it opens: address, the call's filter, the rows. */
async function opensFiltered(page: Page, o: Opens) {
  // The list's call with the filter (other calls of the page, e.g. a picker's, may come first).
  const request = nextPost(page, o.call, (r) => Object.entries(o.sent).every(([k, v]) => formFields(r)[k] === v));
  await panel(page).getByTestId(`todo-${o.key}`).click();
  await expect(page).toHaveURL(o.url);
  await request;
  const table = page.getByRole('table', { name: o.table });
  // Only what the count counts: as many rows as the desk said, each with the status it counts.
  if (o.exact) await expect(table.getByRole('row')).toHaveCount(o.count + 1);
  else await expect(table.getByRole('row').nth(1)).toBeVisible();
  if (o.rowText)
    for (const r of await table
      .getByRole('row')
      .all()
      .then((rows) => rows.slice(1)))
      await expect(r).toContainText(o.rowText);
  await tab(page, '工作台').click();
  await expect(page).toHaveURL(/\/home$/);
}

test.describe('工作台 as a to-do desk', () => {
  test('the applications returned and not submitted, by kind: counts, and each opens its list filtered on that status', async ({
    page,
  }) => {
    // Eleven lists opened and left one after the other.
    test.slow();
    await login(page);
    const table = page.getByRole('table', { name: '待处理的申请' });
    await expect(table.getByRole('row')).toHaveCount(7);
    for (const o of APPLICATIONS) await expect(table.getByTestId(`todo-${o.key}`), o.key).toHaveText(String(o.count));
    // A zero is no link: nothing to open.
    await expect(table.getByTestId('todo-returned-construction')).not.toHaveAttribute('href');
    await expect(table.getByRole('link', { name: '报检已退回 1 件' })).toBeVisible();
    await screen(page, 'desk');
    // Every count links to its list filtered on its status; one of each list is clicked through.
    for (const o of APPLICATIONS.filter((a) => a.count))
      await expect(table.getByTestId(`todo-${o.key}`), o.key).toHaveAttribute('href', o.url);
    for (const o of APPLICATIONS.filter((a) => a.click)) await opensFiltered(page, o);
  });

  test('slips, rectifications, certificates and equipment: counts, each opening its list filtered; the count cards open theirs', async ({
    page,
  }) => {
    // Ten lists opened and left one after the other.
    test.slow();
    await login(page);
    for (const o of [...OTHERS, ...EQUIPMENT])
      await expect(panel(page).getByTestId(`todo-${o.key}`), o.key).toHaveText(new RegExp(`^${o.count} `));
    for (const o of [...OTHERS, ...EQUIPMENT])
      await expect(panel(page).getByTestId(`todo-${o.key}`).locator('xpath=ancestor::a[1]'), o.key).toHaveAttribute(
        'href',
        o.url,
      );
    for (const o of [...OTHERS, ...EQUIPMENT].filter((x) => x.click)) await opensFiltered(page, o);

    // The count cards: 在用设备 opens the comprehensive query on 在用, 检验不合格 its list.
    const inUse = nextPost(page, '/a/stone/eqm/list', (r) => formFields(r).useStatus === '1');
    await page.getByRole('link', { name: /^在用设备\s*18$/ }).click();
    await expect(page).toHaveURL(/\/equipment\/query-comprehensive\?useStatus=1$/);
    await inUse;
    await expect(listTotal(page)).toHaveText(/^共 18 条/);
    await tab(page, '工作台').click();
    await page.getByRole('link', { name: /^检验不合格\s*4$/ }).click();
    await expect(page).toHaveURL(/\/equipment\/query-fault$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('检验不合格设备');
    await expect(listTotal(page)).toHaveText(/^共 4 条/);
  });

  test('a failing source shows its own error with 重试 in its place; the rest of the desk stays', async ({ page }) => {
    // The summary fails (the page's first call and the retry on mount) until 重试 is pressed.
    let failing = true;
    await page.route('**/a/stone/index/getTodoCounts*', (r) =>
      (failing
        ? r.continue({ headers: { ...r.request().headers(), prefer: 'code=500, example=serverError' } })
        : r.continue()
      ).catch(() => undefined),
    );
    await login(page);
    const todo = panel(page);
    await expect(todo.getByRole('alert')).toContainText('加载失败');
    // The equipment counts of the same panel, the cards and the notices come from other calls.
    await expect(todo.getByTestId('todo-overdue')).toHaveText('3 台');
    await expect(page.getByTestId('stat-totalCount')).toHaveText('26');
    await expect(page.getByRole('heading', { name: '通知公告' })).toBeVisible();
    await expectAccessible(page, 'desk with a failing source', { include: 'main' });
    failing = false;
    await todo.getByRole('button', { name: '重试' }).click();
    await expect(todo.getByRole('alert')).toHaveCount(0);
    await expect(todo.getByTestId('todo-returned-onlineApply')).toHaveText('1');
  });
});

test.describe('企业自助服务 in groups', () => {
  test('the groups, none over 8 entries, the inspection declaration first; a page opens from a group', async ({
    page,
  }) => {
    // Seven groups opened one after the other, then axe on the menu.
    test.slow();
    await login(page);
    const nav = menu(page);
    await nav.getByRole('button', { name: '企业自助服务' }).click();
    const groups = ['检验申报', '缴费与发票', '使用登记', '变更与停用', '报告与整改', '维保与自检', '服务台'];
    for (const g of groups) await expect(nav.getByRole('button', { name: g, exact: true })).toBeVisible();
    // Each group's entries: opened one after the other (accordion), counted, at most 8.
    const firsts: string[] = [];
    for (const g of groups) {
      const button = nav.getByRole('button', { name: g, exact: true });
      await button.click();
      const entries = button.locator('xpath=following-sibling::*[1]').getByRole('link');
      await expect(entries.first()).toBeVisible();
      expect(await entries.count(), g).toBeLessThanOrEqual(8);
      firsts.push((await entries.first().textContent())!.trim());
    }
    expect(firsts[0]).toBe('定期检验报检');
    await expectAccessible(page, 'side menu, groups open', { include: 'nav' });
    await nav.getByRole('button', { name: '使用登记', exact: true }).click();
    await nav.getByRole('link', { name: '使用登记申请记录' }).click();
    await expect(page).toHaveURL(/\/company-service\/useRegistration$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('使用登记申请记录');
  });
});
