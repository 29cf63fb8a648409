import { readFile } from 'node:fs/promises';
import type { Download, Page, Request } from '@playwright/test';
import ExcelJS from 'exceljs';
import {
  test,
  expect,
  login,
  menu,
  openInApp,
  openInAppLeaving,
  screen,
  tab,
  tabBar,
  tabSaved,
  SEED_COUNTS,
} from './fixtures';

// The equipment list pages (spec 2.2 /equipment): 设备概况, the five equipment queries,
// 压力管道查询 and 压力管道维护, on the sandbox's seed: the contract's examples, their dates moved to
// the tenant's day (so "超期 130 天" holds whatever day the suite runs), every list and count computed
// from the same records.

const ELEVATOR_1 = { oidno: 'OID3302120019870', name: '1号客梯' };
const BOILER_2 = { oidno: 'OID3302030004512', name: '2号燃气蒸汽锅炉' };
/** In no flow of the seed (the steam boiler is in a submitted declaration's). */
const BOILER_1 = { oidno: 'OID3302030004511', name: '1号燃气热水锅炉' };

/** The form body of a request, as the contract's fields. */
const form = (r: Request) => Object.fromEntries(new URLSearchParams(r.postData() ?? ''));

/** The next POST to an API path (e.g. `/a/stone/eqm/list`), optionally one whose body matches. */
const nextPost = (page: Page, path: string, match: (body: Record<string, string>) => boolean = () => true) =>
  page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === path && match(form(r)));

/** The sandbox names an equipment export after the tenant's day. */
const EXPORT_FILE = /^设备清单_\d{4}-\d{2}-\d{2}\.xlsx$/;

const table = (page: Page, name: string) => page.getByRole('table', { name });
const row = (page: Page, tableName: string, text: string) =>
  table(page, tableName).getByRole('row').filter({ hasText: text });

/** The workbook a download holds. */
async function workbookOf(download: Download) {
  const bytes = await readFile((await download.path())!);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  return book;
}

/** The device names (设备名称 column) of an exported equipment list. */
async function exportedNames(download: Download): Promise<string[]> {
  const sheet = (await workbookOf(download)).worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).map(String);
  const column = header.indexOf('设备名称');
  const names: string[] = [];
  sheet.eachRow((r, n) => {
    if (n > 1) names.push(String(r.getCell(column).value));
  });
  return names;
}

/** The shown list's 共 N 条 (the lists of tabs kept in the background have theirs too). */
const totalOf = (page: Page) => page.getByTestId('list-total').filter({ visible: true });

/** The number in the list's 共 N 条, once the list shows it. */
async function listTotal(page: Page): Promise<number> {
  await expect(totalOf(page)).toContainText(/共 \d+ 条/);
  return Number((await totalOf(page).textContent())!.match(/共 (\d+) 条/)![1]);
}

/** The list's 共 N 条 is N, and the page shows as many of them as fit (a header row besides). */
async function expectTotal(page: Page, tableName: string, n: number, pageSize = 10) {
  await expect(totalOf(page)).toContainText(`共 ${n} 条`);
  await expect(table(page, tableName).getByRole('row')).toHaveCount(Math.min(n, pageSize) + 1);
}

/** Picks an option of a filter (Mantine Select). */
async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('every list route opens with rows from the contract', () => {
  const cases: {
    path: string;
    title: string;
    table: string;
    rows: string[];
    body?: Record<string, string>;
    call: string;
  }[] = [
    {
      path: '/equipment/query-comprehensive',
      title: '综合查询',
      table: '设备综合查询',
      call: '/a/stone/eqm/list',
      rows: ['1号客梯', '2号燃气蒸汽锅炉', '5吨桥式起重机', '30米观览车', '锅炉房蒸汽管道'],
    },
    {
      path: '/equipment/query-timeout',
      title: '超期未检设备',
      table: '超期未检设备',
      call: '/a/stone/eqm/detectExtendedList',
      rows: ['2号燃气蒸汽锅炉', '超期 130 天', '1号空气储罐', '超期 33 天'],
    },
    {
      path: '/equipment/query-about-expire',
      title: '即将到期设备',
      table: '即将到期设备',
      call: '/a/stone/eqm/detectDueList',
      rows: ['1号客梯', '剩 16 天', '1号自动扶梯', '剩 25 天'],
      body: { days: '30' },
    },
    {
      path: '/equipment/query-fault',
      title: '检验不合格设备',
      table: '检验不合格设备',
      call: '/a/stone/eqm/list',
      rows: ['3吨内燃叉车', '16吨桥式起重机', '2号空气储罐'],
      body: { inspConclusion: '不合格' },
    },
    {
      path: '/equipment/query-non-use',
      title: '未使用设备',
      table: '未使用设备',
      call: '/a/stone/eqm/list',
      rows: ['3吨电动叉车', '3号空气储罐', '4号客梯'],
      body: { useStatus: '0' },
    },
    {
      path: '/equipment/query-pressure-piping',
      title: '压力管道查询',
      table: '压力管道',
      call: '/a/stone/eqm/pressurePipelineList',
      rows: ['锅炉房蒸汽管道', 'ST-101-150-GC2', '氮气管道'],
    },
    {
      path: '/equipment/query-pressure-piping?view=piping',
      title: '压力管道查询',
      table: '压力管道元件',
      call: '/a/stone/eqm/pressurePipingList',
      rows: ['蒸汽截止阀', '无缝钢管', '带颈对焊法兰'],
    },
    {
      path: '/equipment/equip-pressure-pipeline-maintain',
      title: '压力管道维护',
      table: '压力管道资料维护',
      call: '/a/stone/eqm/pipelineMaintainList',
      rows: ['待完善', '空压站压缩空气管道', '已确认'],
    },
  ];
  // Four lists a test, opened one after another as menu clicks would (a signed-in load is most of a
  // short test's cost); the two views of 压力管道查询 share a title, so they are in different tests.
  for (const group of [
    [cases[0]!, cases[1]!, cases[2]!, cases[5]!],
    [cases[3]!, cases[4]!, cases[6]!, cases[7]!],
  ]) {
    test(group.map((c) => `${c.title} ${c.path}`).join(', '), async ({ page }) => {
      await login(page);
      for (const c of group) {
        // Its own call: the lists before it may ask again in the background (the same operation).
        const request = nextPost(page, c.call, (b) => Object.entries(c.body ?? {}).every(([k, v]) => b[k] === v));
        await openInAppLeaving(page, c.path);
        const body = form(await request);
        expect(body, c.path).toMatchObject({ pageNo: '1', pageSize: '10', ...c.body });
        await expect(tab(page, c.title)).toHaveAttribute('aria-selected', 'true');
        for (const text of c.rows)
          await expect(table(page, c.table).getByText(text, { exact: true }).first()).toBeVisible();
        // The total the list reports agrees with the rows it shows.
        await expectTotal(page, c.table, await listTotal(page));
        await screen(page, `equipment-${c.path.split('/').pop()!.replace(/[?=]/g, '-')}`);
      }
    });
  }
});

test.describe('设备概况', () => {
  test('counts by class and by status, each linking to its filtered list', async ({ page }) => {
    await login(page, { from: '/equipment/overview' });
    // The seed's 26 devices; due and overdue count those in use, by the tenant's day.
    for (const [key, n] of Object.entries(SEED_COUNTS)) {
      await expect(page.getByTestId(`count-${key}`)).toHaveText(n);
    }
    const byType = page.getByRole('table', { name: '按设备类别统计' });
    await expect(byType.locator('[data-type]')).toHaveCount(9);
    await expect(byType.locator('[data-type="3000"]')).toContainText('电梯');
    await expect(page.getByRole('list', { name: '使用状态' }).getByRole('listitem')).toHaveCount(5);
    await screen(page, 'equipment-overview');

    // Each count opens the list it counts, which holds as many rows.
    // 电梯 5 → 综合查询 filtered by class 3000.
    let request = nextPost(page, '/a/stone/eqm/list');
    await page.getByRole('link', { name: '电梯总数 5 台' }).click();
    await expect(page).toHaveURL(/\/equipment\/query-comprehensive\?equclacode=3000$/);
    expect(form(await request)).toMatchObject({ equclacode: '3000', pageNo: '1' });
    await expect(page.getByRole('combobox', { name: '设备类别', exact: true })).toHaveValue('电梯');
    await expectTotal(page, '设备综合查询', 5);

    // 锅炉 超期未检 1 → query-timeout for class 1000.
    await tab(page, '设备概况').click();
    request = nextPost(page, '/a/stone/eqm/detectExtendedList');
    await page.getByRole('link', { name: '锅炉超期未检 1 台' }).click();
    await expect(page).toHaveURL(/\/equipment\/query-timeout\?equclacode=1000$/);
    expect(form(await request)).toMatchObject({ equclacode: '1000' });
    await expectTotal(page, '超期未检设备', 1);
    await expect(row(page, '超期未检设备', BOILER_2.name)).toBeVisible();

    // 停用 3 (legend) → 综合查询 with useStatus=2.
    await tab(page, '设备概况').click();
    request = nextPost(page, '/a/stone/eqm/list');
    await page.getByRole('list', { name: '使用状态' }).getByRole('link', { name: '停用 3 台' }).click();
    await expect(page).toHaveURL(/\/equipment\/query-comprehensive\?useStatus=2$/);
    expect(form(await request)).toMatchObject({ useStatus: '2' });
    await expectTotal(page, '设备综合查询', 3);

    // The 检验不合格 card → query-fault.
    await tab(page, '设备概况').click();
    await page.getByRole('link', { name: '检验不合格 4 台' }).click();
    await expect(page).toHaveURL(/\/equipment\/query-fault$/);
    await expect(tab(page, '检验不合格设备')).toHaveAttribute('aria-selected', 'true');
    await expectTotal(page, '检验不合格设备', 4);
  });
});

test.describe('综合查询', () => {
  test('filters, paging, page size and sorting send the contract fields and live in the address', async ({ page }) => {
    await login(page, { from: '/equipment/query-comprehensive' });
    await expect(row(page, '设备综合查询', ELEVATOR_1.name)).toBeVisible();

    await pick(page, '设备类别', '电梯');
    await page.getByRole('textbox', { name: '设备代码' }).fill('3110');
    await page.getByRole('textbox', { name: '设备名称' }).fill('客梯');
    await pick(page, '使用状态', '在用');
    await pick(page, '所在区县', '鄞州区');
    let request = nextPost(page, '/a/stone/eqm/list');
    await page.getByRole('button', { name: '查询', exact: true }).click();
    const filters = { equclacode: '3000', eqpCode: '3110', eqpName: '客梯', useStatus: '1', areaCode: '330212' };
    let body = form(await request);
    expect(body).toEqual({ ...filters, pageNo: '1', pageSize: '10' });
    await expect(page).toHaveURL(/equclacode=3000/);
    // The seed's passenger lifts in use in 鄞州区 (4号客梯 is not registered yet).
    await expectTotal(page, '设备综合查询', 2);
    await expect(row(page, '设备综合查询', '2号客梯')).toBeVisible();

    // 20 per page starts again from page 1.
    request = nextPost(page, '/a/stone/eqm/list');
    await page.getByRole('combobox', { name: '每页条数' }).click();
    await page.getByRole('option', { name: '20 条/页' }).click();
    expect(form(await request)).toEqual({ ...filters, pageNo: '1', pageSize: '20' });

    // Sorting by 下次检验日期: ascending, then descending.
    request = nextPost(page, '/a/stone/eqm/list');
    await table(page, '设备综合查询').getByRole('button', { name: '下次检验日期', exact: true }).click();
    expect(form(await request)).toMatchObject({ orderBy: 'nextInspDate asc' });
    await expect(table(page, '设备综合查询').getByRole('columnheader', { name: '下次检验日期' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    request = nextPost(page, '/a/stone/eqm/list');
    await table(page, '设备综合查询').getByRole('button', { name: '下次检验日期', exact: true }).click();
    body = form(await request);
    expect(body).toEqual({ ...filters, pageNo: '1', pageSize: '20', orderBy: 'nextInspDate desc' });

    // A reload asks again with the same fields and shows them in the form.
    await tabSaved(page);
    request = nextPost(page, '/a/stone/eqm/list');
    await page.reload();
    expect(form(await request)).toEqual(body);
    await expect(page.getByRole('combobox', { name: '设备类别', exact: true })).toHaveValue('电梯');
    await expect(page.getByRole('textbox', { name: '设备代码' })).toHaveValue('3110');
    await expect(page.getByRole('textbox', { name: '设备名称' })).toHaveValue('客梯');
    await expect(page.getByRole('combobox', { name: '使用状态', exact: true })).toHaveValue('在用');
    await expect(page.getByRole('combobox', { name: '所在区县', exact: true })).toHaveValue('鄞州区');
    await expect(page.getByRole('combobox', { name: '每页条数' })).toHaveValue('20 条/页');

    // 重置 drops every filter (the sort order and page size stay).
    request = nextPost(page, '/a/stone/eqm/list');
    await page.getByRole('button', { name: '重置' }).click();
    expect(form(await request)).toEqual({ pageNo: '1', pageSize: '20', orderBy: 'nextInspDate desc' });
    await expect(page.getByRole('combobox', { name: '设备类别', exact: true })).toHaveValue('');

    // The seed's 26 devices are more than a page: page 2 holds the other 6, in the same order.
    await expectTotal(page, '设备综合查询', 26, 20);
    request = nextPost(page, '/a/stone/eqm/list');
    await page.getByRole('button', { name: '2', exact: true }).click();
    expect(form(await request)).toEqual({ pageNo: '2', pageSize: '20', orderBy: 'nextInspDate desc' });
    await expect(page).toHaveURL(/pageNo=2/);
    await expect(table(page, '设备综合查询').getByRole('row')).toHaveCount(6 + 1);
  });

  test('the next inspection date range goes as nextInspDateBegin/End', async ({ page }) => {
    const request = nextPost(page, '/a/stone/eqm/list');
    await login(page, {
      from: '/equipment/query-comprehensive?nextInspDateBegin=2026-12-01&nextInspDateEnd=2026-12-31',
    });
    expect(form(await request)).toEqual({
      nextInspDateBegin: '2026-12-01',
      nextInspDateEnd: '2026-12-31',
      pageNo: '1',
      pageSize: '10',
    });
    await expect(
      page.getByRole('form', { name: '查询条件' }).getByRole('button', { name: '下次检验日期', exact: true }),
    ).toHaveText('2026-12-01 – 2026-12-31');
  });

  test('导出所选 sends the ticked oidnos; 导出列表 the filters; both download the named file', async ({ page }) => {
    await login(page, { from: '/equipment/query-comprehensive?useStatus=1' });
    await expect(page.getByRole('button', { name: '导出所选' })).toBeDisabled();
    await row(page, '设备综合查询', ELEVATOR_1.name).getByRole('checkbox').check();
    await row(page, '设备综合查询', BOILER_2.name).getByRole('checkbox').check();
    await expect(page.getByTestId('list-total')).toContainText('已选 2 条');

    let request = nextPost(page, '/a/stone/eqm/exports');
    let download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出所选（2）' }).click();
    expect(form(await request)).toEqual({ oidnos: `${ELEVATOR_1.oidno},${BOILER_2.oidno}` });
    const name = (await download).suggestedFilename();
    expect(name).toMatch(EXPORT_FILE);
    await expect(page.getByText(`已导出：${name}`)).toBeVisible();
    expect((await exportedNames(await download)).sort()).toEqual([ELEVATOR_1.name, BOILER_2.name].sort());

    request = nextPost(page, '/a/stone/eqm/expListExcel');
    download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出列表' }).click();
    expect(form(await request)).toEqual({ useStatus: '1', queryType: 'comprehensive' });
    expect((await download).suggestedFilename()).toMatch(EXPORT_FILE);
    // The list's devices, every page of them.
    expect(await exportedNames(await download)).toHaveLength(await listTotal(page));
  });

  test.describe('导入', () => {
    // It adds a device: the file's other tests must not see it.
    test.use({ freshTenant: true });

    test('uploads the file with a progress bar, shows the summary and rejected rows, and lists what it added', async ({
      page,
    }) => {
      await login(page, { from: '/equipment/query-comprehensive' });
      await page.getByRole('button', { name: '导入', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: '导入设备' });
      // The template as downloaded (its sample row) and a row whose code is too short.
      const template = page.waitForEvent('download');
      await dialog.getByRole('button', { name: '下载导入模板' }).click();
      const book = await workbookOf(await template);
      const sheet = book.worksheets[0]!;
      const sample = String(sheet.getRow(2).getCell(1).value);
      sheet.addRow(['12345', '5号客梯', '电梯']);
      await dialog.locator('input[type=file]').setInputFiles({
        name: '设备导入模板.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: Buffer.from(await book.xlsx.writeBuffer()),
      });
      const request = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/a/stone/eqm/import'));
      const reload = nextPost(page, '/a/stone/eqm/list');
      await dialog.getByRole('button', { name: '开始导入' }).click();
      expect((await request).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      await expect(dialog.getByRole('progressbar', { name: '上传进度' })).toBeVisible();
      await expect(dialog.getByTestId('import-summary')).toHaveText(/共 2 条，成功 1 条，失败 1 条/);
      await expect(dialog.getByRole('progressbar', { name: '上传进度' })).toHaveAttribute('aria-valuenow', '100');
      // Rows the server rejects are listed with their row number and reason.
      await expect(dialog.getByRole('row').filter({ hasText: '设备代码应为 18 位数字' })).toContainText('3');
      await screen(page, 'equipment-import-summary');
      await reload; // the list reloads after an import
      await dialog.getByRole('button', { name: '完成' }).click();
      await expect(table(page, '设备综合查询').getByText(sample).first()).toBeVisible();
    });
  });

  test('row actions: 查看档案, 修改 (refused while in a flow), 打印使用标志', async ({ page }) => {
    await login(page, { from: '/equipment/query-comprehensive' });
    const actions = async (name: string) => {
      await row(page, '设备综合查询', name).getByRole('button', { name: '更多操作' }).click();
      return page.getByRole('menu');
    };

    // 打印使用标志: the PDF from printYJTZS opens in a new window.
    const request = page.waitForRequest((r) => r.url().includes('/a/stone/eqm/printYJTZS'));
    const popup = page.waitForEvent('popup');
    await (await actions(ELEVATOR_1.name)).getByRole('menuitem', { name: '打印使用标志' }).click();
    expect(new URL((await request).url()).searchParams.get('oidno')).toBe(ELEVATOR_1.oidno);
    await (await popup).close();
    await expect(page.getByText('已打开：1号客梯使用标志.pdf')).toBeVisible();

    // 修改 while the equipment is in a flow (the steam boiler's submitted periodic inspection):
    // refused with the flow's name and number.
    const check = nextPost(page, '/a/stone/eqm/findInFlow');
    await (await actions(BOILER_2.name)).getByRole('menuitem', { name: '修改' }).click();
    expect(form(await check)).toEqual({ oidno: BOILER_2.oidno });
    const refusal = page.getByRole('dialog', { name: '设备正在办理业务' });
    await expect(refusal).toContainText('BJ20261105000118');
    await refusal.getByRole('button').first().click();
    await expect(page).toHaveURL(/\/equipment\/query-comprehensive$/);

    // 修改 otherwise opens the equipment form for editing.
    await (await actions(BOILER_1.name)).getByRole('menuitem', { name: '修改' }).click();
    await expect(page).toHaveURL(new RegExp(`/equipment/device-info-new\\?oidno=${BOILER_1.oidno}&operation=edit$`));

    // 查看档案 opens the archive of the class; unregistered equipment has no use sign to print.
    await openInApp(page, '/equipment/query-comprehensive');
    await expect(row(page, '设备综合查询', '5吨桥式起重机').getByRole('button', { name: '更多操作' })).toHaveCount(0);
    await row(page, '设备综合查询', ELEVATOR_1.name).getByRole('button', { name: '查看档案' }).click();
    await expect(page).toHaveURL(new RegExp(`/equipment/detail/elevator\\?oidno=${ELEVATOR_1.oidno}$`));
    await openInApp(page, '/equipment/query-comprehensive');
    await row(page, '设备综合查询', '锅炉房蒸汽管道').getByRole('link', { name: '锅炉房蒸汽管道' }).click();
    await expect(page).toHaveURL(/\/equipment\/detail\/pressurePipeline\?oidno=OID3302030004601$/);
  });

  test('新增设备 opens the add form', async ({ page }) => {
    await login(page, { from: '/equipment/query-comprehensive' });
    await page.getByRole('button', { name: '新增设备' }).click();
    await expect(page).toHaveURL(/\/equipment\/device-info-new$/);
  });
});

test.describe('due, overdue, unqualified and unregistered lists', () => {
  test('即将到期: 30/60/90 days go as `days`, kept across a reload; days left are coloured', async ({ page }) => {
    await login(page, { from: '/equipment/query-about-expire' });
    await expect(row(page, '即将到期设备', '1号客梯').getByText('剩 16 天')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: '去报检' })).toHaveAttribute(
      'href',
      '/company-service/online-apply',
    );
    await pick(page, '到期范围', '90 天内');
    await pick(page, '设备类别', '锅炉');
    let request = nextPost(page, '/a/stone/eqm/detectDueList');
    await page.getByRole('button', { name: '查询', exact: true }).click();
    const body = form(await request);
    expect(body).toEqual({ days: '90', equclacode: '1000', pageNo: '1', pageSize: '10' });
    await expect(page).toHaveURL(/days=90/);
    await tabSaved(page);
    request = nextPost(page, '/a/stone/eqm/detectDueList');
    await page.reload();
    expect(form(await request)).toEqual(body);
    await expect(page.getByRole('combobox', { name: '到期范围', exact: true })).toHaveValue('90 天内');

    request = nextPost(page, '/a/stone/eqm/expListExcel');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出列表' }).click();
    expect(form(await request)).toEqual({ days: '90', equclacode: '1000', queryType: 'due' });
    expect((await download).suggestedFilename()).toMatch(EXPORT_FILE);
  });

  test('超期未检: overdue days in red, export as queryType=overdue', async ({ page }) => {
    await login(page, { from: '/equipment/query-timeout' });
    const overdue = row(page, '超期未检设备', '2号燃气蒸汽锅炉').getByText('超期 130 天');
    await expect(overdue).toBeVisible();
    // A filled red tag.
    const [r, g, b] = (
      await overdue.evaluate((el) => getComputedStyle(el.closest('.mantine-Badge-root')!).backgroundColor)
    )
      .match(/\d+/g)!
      .map(Number);
    expect(r).toBeGreaterThan(200);
    expect(Math.max(g, b)).toBeLessThan(120);
    await expect(page.getByText(/超过检验有效期的特种设备不得继续使用/)).toBeVisible();
    const request = nextPost(page, '/a/stone/eqm/expListExcel');
    await page.getByRole('button', { name: '导出列表' }).click();
    expect(form(await request)).toEqual({ queryType: 'overdue' });
  });

  test('检验不合格 and 未使用 keep their fixed condition with every filter and page', async ({ page }) => {
    await login(page, { from: '/equipment/query-fault' });
    await expect(row(page, '检验不合格设备', '3吨内燃叉车')).toContainText('不合格');
    await pick(page, '使用状态', '停用');
    let request = nextPost(page, '/a/stone/eqm/list');
    await page.getByRole('button', { name: '查询', exact: true }).click();
    expect(form(await request)).toEqual({ useStatus: '2', inspConclusion: '不合格', pageNo: '1', pageSize: '10' });
    await expectTotal(page, '检验不合格设备', 2);
    await expect(row(page, '检验不合格设备', '3号货梯')).toContainText('停用');

    request = nextPost(page, '/a/stone/eqm/list');
    await openInApp(page, '/equipment/query-non-use?equclacode=2000');
    expect(form(await request)).toEqual({ equclacode: '2000', useStatus: '0', pageNo: '1', pageSize: '10' });
    await expectTotal(page, '未使用设备', 1);
    await expect(row(page, '未使用设备', '3号空气储罐')).toContainText('未登记');
    await expect(page.getByText(/尚未办理使用登记/)).toBeVisible();
  });
});

test.describe('pressure pipes', () => {
  test('压力管道查询: pipelines, then 查看元件 lists the components on that pipeline', async ({ page }) => {
    await login(page, { from: '/equipment/query-pressure-piping' });
    await pick(page, '管道级别', 'GC2');
    await page.getByRole('textbox', { name: '输送介质' }).fill('饱和蒸汽');
    let request = nextPost(page, '/a/stone/eqm/pressurePipelineList');
    await page.getByRole('button', { name: '查询', exact: true }).click();
    expect(form(await request)).toEqual({ pipeLevel: 'GC2', medium: '饱和蒸汽', pageNo: '1', pageSize: '10' });
    await expectTotal(page, '压力管道', 1);

    request = nextPost(page, '/a/stone/eqm/pressurePipingList');
    await row(page, '压力管道', '锅炉房蒸汽管道').getByRole('button', { name: '查看元件' }).click();
    expect(form(await request)).toEqual({ pipelineOidno: 'OID3302030004601', pageNo: '1', pageSize: '10' });
    await expect(page.getByText('只显示安装在「锅炉房蒸汽管道」上的元件')).toBeVisible();
    await expect(tabBar(page).getByRole('tab', { name: /压力管道查询/ })).toHaveCount(1); // the view changes in the page's own tab
    await expect(row(page, '压力管道元件', '蒸汽截止阀')).toContainText('J41H-25C');

    // Filters of the component view keep the pipeline and the view.
    await pick(page, '元件品种', '阀门');
    request = nextPost(page, '/a/stone/eqm/pressurePipingList');
    await page.getByRole('button', { name: '查询', exact: true }).click();
    expect(form(await request)).toEqual({
      pipelineOidno: 'OID3302030004601',
      eqpVarietyCode: '7300',
      pageNo: '1',
      pageSize: '10',
    });
    await expect(page).toHaveURL(/view=piping/);

    request = nextPost(page, '/a/stone/eqm/pressurePipingList');
    await page.getByRole('button', { name: '显示全部元件' }).click();
    expect(form(await request)).toEqual({ pageNo: '1', pageSize: '10' });
    await page.locator('.mantine-SegmentedControl-label:visible', { hasText: /^压力管道$/ }).click();
    await expect(table(page, '压力管道')).toBeVisible();
  });

  test('压力管道维护: 资料状态 filter, 新增管道, 修改 and export', async ({ page }) => {
    await login(page, { from: '/equipment/equip-pressure-pipeline-maintain' });
    await expect(row(page, '压力管道资料维护', '空压站压缩空气管道')).toContainText('待完善');
    await expect(row(page, '压力管道资料维护', '氮气管道')).toContainText('已完善');
    await pick(page, '资料状态', '待完善');
    let request = nextPost(page, '/a/stone/eqm/pipelineMaintainList');
    await page.getByRole('button', { name: '查询', exact: true }).click();
    expect(form(await request)).toEqual({ infoStatus: '0', pageNo: '1', pageSize: '10' });
    // The seed's one pipeline still to complete.
    await expectTotal(page, '压力管道资料维护', 1);

    await row(page, '压力管道资料维护', '空压站压缩空气管道').getByRole('checkbox').check();
    request = nextPost(page, '/a/stone/eqm/exports');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出所选（1）' }).click();
    expect(form(await request)).toEqual({ oidnos: 'OID3302110003350' });
    expect((await download).suggestedFilename()).toMatch(EXPORT_FILE);

    request = nextPost(page, '/a/stone/eqm/expListExcel');
    await page.getByRole('button', { name: '导出全部管道' }).click();
    expect(form(await request)).toEqual({ equclacode: '8000', queryType: 'comprehensive' });

    await row(page, '压力管道资料维护', '空压站压缩空气管道').getByRole('button', { name: '修改' }).click();
    await expect(page).toHaveURL(/\/equipment\/pipeline-info-new\?oidno=OID3302110003350&operation=edit$/);
    await openInApp(page, '/equipment/equip-pressure-pipeline-maintain?infoStatus=0');
    await page.getByRole('button', { name: '新增管道' }).click();
    await expect(page).toHaveURL(/\/equipment\/pipeline-info-new$/);
  });
});

// A list not opened before loads its code and its rows in parallel. Its rows are asked for
// as the menu entry is hovered or focused, and as its route is entered with the address's filters,
// by the same query the page then shows (so the page sends nothing more).
test.describe("a list's rows start before its page renders", () => {
  /** Every POST to `path` from now on. */
  const posts = (page: Page, path: string) => {
    const seen: Record<string, string>[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === path) seen.push(form(r));
    });
    return seen;
  };

  test('hovering or focusing a menu entry asks for its list; the click then sends nothing more', async ({ page }) => {
    await login(page);
    const nav = menu(page);
    await nav.getByText('设备管理', { exact: true }).click();
    const calls = posts(page, '/a/stone/eqm/detectExtendedList');
    const hovered = nextPost(page, '/a/stone/eqm/detectExtendedList');
    await nav.getByRole('link', { name: '超期未检设备' }).hover();
    expect(form(await hovered)).toEqual({ pageNo: '1', pageSize: '10' });
    await nav.getByRole('link', { name: '超期未检设备' }).click();
    await expect(table(page, '超期未检设备').getByText('2号燃气蒸汽锅炉', { exact: true })).toBeVisible();
    expect(calls).toHaveLength(1);

    // The keyboard's way to an entry (focus) does the same.
    const focused = nextPost(page, '/a/stone/eqm/detectDueList');
    await nav.getByRole('link', { name: '即将到期设备' }).focus();
    expect(form(await focused)).toMatchObject({ days: '30', pageNo: '1', pageSize: '10' });
  });

  test.describe('on a fake clock', () => {
    test.use({ freshPage: true });

    test('a pointer passing over the menu asks for no list; one resting on an entry does', async ({ page }) => {
      await login(page);
      const nav = menu(page);
      await nav.getByText('设备管理', { exact: true }).click();
      // The pointer's dwell is timed by the page's clock: a fake one, paused, makes "passing over" exact.
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 5_000);
      const passedOver = posts(page, '/a/stone/eqm/pipelineMaintainList');
      await nav.getByRole('link', { name: '压力管道维护' }).hover();
      await nav.getByRole('link', { name: '设备概况' }).hover();
      await page.clock.runFor(1000);
      const rested = nextPost(page, '/a/stone/eqm/detectExtendedList');
      await nav.getByRole('link', { name: '超期未检设备' }).hover();
      await page.clock.runFor(100);
      await rested;
      expect(passedOver).toEqual([]);
    });
  });

  test("opening a menu group fetches its pages' code, none of their data; an entry then opens without fetching code", async ({
    page,
  }) => {
    await login(page);
    // Scripts asked for from here on (the login page's idle preload may still be finishing: its
    // requests are not these), and which of them have come in.
    const inFlight = new Set<Request>();
    const done: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('.js')) inFlight.add(r);
    });
    page.on('requestfinished', (r) => {
      if (inFlight.delete(r)) done.push(new URL(r.url()).pathname);
    });
    page.on('requestfailed', (r) => {
      inFlight.delete(r);
    });
    const calls = posts(page, '/a/stone/eqm/detectDueList');
    await menu(page).getByText('设备管理', { exact: true }).click();
    // Every script the group asked for is in, the 即将到期设备 page's among them.
    await expect
      .poll(() => inFlight.size === 0 && done.some((p) => /\/EquipmentDuePage-[\w-]+\.js$/.test(p)))
      .toBe(true);
    // And the modules it imports: the browser asks for those only once the page's own has come (on a
    // busy machine, after the moment nothing was in flight). Importing it again settles when they are in.
    const duePage = done.find((p) => /\/EquipmentDuePage-[\w-]+\.js$/.test(p))!;
    await page.evaluate((src) => import(src).then(() => undefined), duePage);
    expect(calls).toEqual([]);
    // No more code can be fetched: the entry opens with the code the group fetched.
    await page.route('**/*.js', (r) => r.abort());
    await menu(page).getByRole('link', { name: '即将到期设备' }).click();
    await expect(table(page, '即将到期设备').getByRole('row').nth(1)).toBeVisible();
    expect(calls).toHaveLength(1);
  });

  test('an address with filters, page and sort is asked for once, as the page shows it', async ({ page }) => {
    await login(page);
    const calls = posts(page, '/a/stone/eqm/list');
    await openInApp(page, '/equipment/query-comprehensive?useStatus=1&pageNo=2&orderBy=nextInspDate+asc');
    await expect(page.getByRole('combobox', { name: '使用状态', exact: true })).toHaveValue('在用');
    // Page 2 of the seed's 18 devices in use: the other 8.
    await expect(page.getByTestId('list-total')).toContainText('共 18 条');
    await expect(table(page, '设备综合查询').getByRole('row')).toHaveCount(8 + 1);
    await expect(table(page, '设备综合查询').getByRole('columnheader', { name: '下次检验日期' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(calls).toEqual([{ useStatus: '1', pageNo: '2', pageSize: '10', orderBy: 'nextInspDate asc' }]);

    // Shown again as a cached tab: nothing is asked for.
    await tab(page, '工作台').click();
    await tab(page, '综合查询').click();
    await expect(page.getByRole('combobox', { name: '使用状态', exact: true })).toHaveValue('在用');
    expect(calls).toHaveLength(1);
  });

  // What a row holds is mounted on first use (a cached tab shown again re-renders none of it): the
  // clamped cell's tooltip and the row's 更多操作 menu still work as before, by mouse and keyboard.
  test("a clamped cell shows its whole text on hover; a row's 更多操作 opens by keyboard and gives the focus back", async ({
    page,
  }) => {
    await login(page, { from: '/equipment/query-comprehensive' });
    const address = '宁波市鄞州区首南街道天童南路588号A座';
    await row(page, '设备综合查询', ELEVATOR_1.name).getByText(address, { exact: true }).hover();
    await expect(page.getByRole('tooltip')).toHaveText(address);
    await page.getByRole('heading', { level: 1 }).hover();
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    const more = row(page, '设备综合查询', ELEVATOR_1.name).getByRole('button', { name: '更多操作' });
    await more.focus();
    await page.keyboard.press('Enter');
    const items = page.getByRole('menu').getByRole('menuitem');
    await expect(items.filter({ hasText: '打印使用标志' })).toBeVisible();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menu').locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(more).toBeFocused();
    // Opened again, by mouse, it is the same menu.
    await more.click();
    await expect(items.filter({ hasText: '打印使用标志' })).toBeVisible();
  });
});

// A list's filter selects and date pickers show a stand-in until they are first pointed at
// or focused (a cached tab shown again then re-renders none of their popovers). The first click, the
// keyboard and a finger work on them as on the real ones.
test.describe('filter fields mounted on first use', () => {
  test('focused from the keyboard, a filter select takes the keys at once', async ({ page }) => {
    await login(page, { from: '/equipment/query-comprehensive' });
    const status = page.getByRole('combobox', { name: '使用状态', exact: true });
    await status.focus();
    await expect(status).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(status).not.toHaveValue('');
    const sent = nextPost(page, '/a/stone/eqm/list');
    await page.getByRole('button', { name: '查询', exact: true }).click();
    expect(form(await sent).useStatus).toBeTruthy();
  });

  test('tapped on a touch screen, a filter select opens at the first tap', async ({ browser }, testInfo) => {
    const { baseURL, locale, timezoneId, viewport } = testInfo.project.use;
    const context = await browser.newContext({ baseURL, locale, timezoneId, viewport, hasTouch: true });
    const page = await context.newPage();
    try {
      await login(page, { from: '/equipment/query-comprehensive' });
      await page.getByRole('combobox', { name: '使用状态', exact: true }).tap();
      await page.getByRole('option', { name: '停用', exact: true }).tap();
      await expect(page.getByRole('combobox', { name: '使用状态', exact: true })).toHaveValue('停用');
    } finally {
      await context.close();
    }
  });
});
