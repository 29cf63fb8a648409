import type { Page } from '@playwright/test';
import type { Sandbox } from './kit';
import { test, expect, openInApp, entry, setDate } from './kit';
import { screen } from '../fixtures';

// Journey 5: a forklift in use is stopped (停用), then cancelled (注销). Each time the company commits
// the application and lands on it, the regulator accepts and completes it, and the forklift's new
// status shows in every list that shows it: the comprehensive query (searched again moments after
// it showed the old status), the list of its status from the overview, and its archive. Once
// cancelled it is no longer offered for a declaration.

// In use, due for its periodic inspection and in no flow (the bridge crane is in a submitted
// periodic inspection's).
const DEVICE = '3吨内燃平衡重式叉车';
const DEVICE_CODE = '511033020020210017';

async function pick(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Files a 停用 or 注销 application for the forklift and commits it: lands on it, 已提交. */
async function apply(page: Page, type: '停用' | '注销', day: string) {
  await openInApp(page, '/company-service/stopDetail');
  const form = page.getByRole('form', { name: '新增停用、报废、注销登记申请' });
  await expect(form).toBeVisible({ timeout: 20_000 });
  // A new application starts empty: nothing of the one committed before comes back.
  await expect(page.getByTestId('draft-restored')).toHaveCount(0);
  await pick(page, '申请类型', type);
  await pick(page, '设备类别', '场（厂）内专用机动车辆');
  await setDate(page, '停用/报废/注销日期', day);
  await page.getByRole('combobox', { name: '设备', exact: true }).click();
  await page.getByRole('option', { name: new RegExp(`^${DEVICE}`) }).click();
  await page.keyboard.press('Escape');
  await page
    .getByRole('textbox', { name: '申请原因' })
    .fill(type === '停用' ? '车间改造，设备暂停使用' : '设备拆除，不再使用');
  if (type === '停用') await setDate(page, '计划（申请）启用日期', '2027-06-30');
  else await page.getByRole('textbox', { name: '处置方式' }).fill('拆除后由具备资质的单位回收处置，不再移装使用');
  await pick(page, '使用登记证', type === '停用' ? '不交回' : '交回登记机关');
  await page.getByRole('textbox', { name: '联系人', exact: true }).fill('陈建国');
  await page.getByRole('textbox', { name: '联系电话' }).fill('13857412368');
  await page.getByRole('button', { name: '保存并提交' }).click();
  await expect(page).toHaveURL(/\/company-service\/termination-application-detail\?id=/, { timeout: 20_000 });
  const id = new URL(page.url()).searchParams.get('id')!;
  await expect(page.getByRole('heading', { name: new RegExp(`^${type}登记申请 TY\\d+$`) })).toBeVisible();
  // 已提交, and waiting for the registration authority to accept it.
  const flow = page.getByTestId('flow-summary').filter({ visible: true });
  await expect(flow).toContainText('已提交');
  await expect(flow).toContainText('当前环节：受理');
  await expect(flow).toContainText('当前办理：宁波市市场监督管理局');
  await expect(page.getByRole('table', { name: '申请的设备' }).filter({ visible: true })).toContainText(DEVICE);
  return id;
}

/** The forklift's row in the comprehensive query, searched by its code with 查询. */
async function deviceRow(page: Page) {
  const code = page.getByRole('textbox', { name: '设备代码' });
  await code.fill(DEVICE_CODE);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(new RegExp(`eqpCode=${DEVICE_CODE}`));
  const rows = entry(page, DEVICE_CODE);
  await expect(rows).toHaveCount(1);
  return rows;
}

/**
 * The forklift is in a flow, still in use: the query shows it 在用; the regulator completes the
 * application; the same search, made again, shows the new status.
 */
async function completed(page: Page, sandbox: Sandbox, id: string, status: '停用' | '注销') {
  await openInApp(page, '/equipment/query-comprehensive');
  await expect(await deviceRow(page)).toContainText(status === '停用' ? '在用' : '停用');
  await sandbox.admin('POST', `/applications/termination/${id}/accept`);
  await sandbox.admin('POST', `/applications/termination/${id}/complete`);
  await page.getByRole('button', { name: '重置' }).click();
  await expect(page).toHaveURL('/equipment/query-comprehensive');
  // The whole first page again (10 rows): the form shows the filters of the address now.
  await expect(page.locator('[data-row-key]:visible')).toHaveCount(10);
  const row = await deviceRow(page);
  await expect(row).toContainText(status);
  // Its archive, opened from the row, says so too.
  await row.getByRole('button', { name: '查看档案' }).click();
  await expect(page).toHaveURL(/\/equipment\/detail\/fieldMotorVehicles\?oidno=/);
  await expect(page.getByRole('heading', { name: DEVICE, level: 3 })).toBeVisible();
  await expect(
    page.getByRole('main').getByText(status, { exact: true }).filter({ visible: true }).first(),
  ).toBeVisible();
}

test('a forklift is stopped, then cancelled: its status changes in every list', async ({ page, sandbox }) => {
  const { now } = await sandbox.admin<{ now: string }>('GET', '/clock');
  const today = new Date(Date.parse(now) + 8 * 3600_000).toISOString().slice(0, 10);
  await sandbox.login(page);
  // Due: offered for its periodic inspection.
  await openInApp(page, '/company-service/online-apply');
  const offered = page.getByRole('table', { name: '待检设备' }).getByRole('row').filter({ hasText: DEVICE });
  await expect(offered).toHaveCount(1);

  const stop = await apply(page, '停用', today);
  // The open picker's list follows the commit (no reload): the forklift is in a flow now.
  await openInApp(page, '/company-service/online-apply');
  await expect(offered.getByRole('checkbox')).toBeDisabled();
  await expect(offered).toContainText(/已在.*流程 TY\d+ 中/);
  // Closed: the last visit below is a new one (a tab shown again keeps the data it had).
  await page.getByTestId('tab-bar').getByLabel('关闭 定期检验报检').click();
  // A form page asks before it closes.
  await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('tab-bar').getByLabel('关闭 定期检验报检')).toHaveCount(0);
  await completed(page, sandbox, stop, '停用');
  // The overview counts it among the stopped (the seed has 3), and their list holds it.
  await openInApp(page, '/equipment/overview');
  await page.getByRole('link', { name: '停用 4 台', exact: true }).click();
  await expect(page).toHaveURL('/equipment/query-comprehensive?useStatus=2');
  await expect(entry(page, DEVICE_CODE)).toContainText('停用');

  const cancel = await apply(page, '注销', today);
  await completed(page, sandbox, cancel, '注销');
  // Cancelled, its record is closed: the archive offers no 修改.
  await expect(page.getByRole('link', { name: '修改' }).filter({ visible: true })).toHaveCount(0);
  await screen(page, 'journey-5-termination', { fullPage: false });

  // No longer offered for a periodic inspection.
  await openInApp(page, '/company-service/online-apply');
  await expect(page.getByRole('table', { name: '待检设备' })).toBeVisible();
  await expect(offered).toHaveCount(0);
});
