import type { Page } from '@playwright/test';
import type { Sandbox } from './kit';
import { test, expect, openInApp, entry, setDate } from './kit';

// Journey 5: a device's registration is stopped (停用): the company commits the application, lands on
// it, the regulator completes it; the device is then 停用 in the comprehensive query, leaves the due
// list (devices in use only) and is counted among the stopped in the overview.

const CRANE = '16吨桥式起重机';
const CRANE_CODE = '411033020620160023';

async function pick(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** The desk's figure on a count card (stat-aboutExpireCount: 即将到期). */
async function card(page: Page, key: 'aboutExpireCount') {
  return Number(await page.locator(`[data-testid=stat-${key}]:visible`).textContent());
}

/** Files a 停用 or 注销 application for the crane, commits it, and has the regulator complete it. */
async function terminate(
  page: Page,
  admin: (m: 'POST', p: string) => Promise<unknown>,
  type: '停用' | '注销',
  day: string,
) {
  await openInApp(page, '/company-service/stopDetail');
  await pick(page, '申请类型', type);
  await pick(page, '设备类别', '起重机械');
  await setDate(page, '停用/报废/注销日期', day);
  await page.getByRole('combobox', { name: '设备', exact: true }).click();
  await page.getByRole('option', { name: new RegExp(`^${CRANE}`) }).click();
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
  // Lands on the application just made, submitted.
  await expect(page).toHaveURL(/\/company-service\/termination-application-detail\?id=/);
  const id = new URL(page.url()).searchParams.get('id')!;
  await expect(page.getByText('已提交', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('main')).toContainText(CRANE);
  await admin('POST', `/applications/termination/${id}/accept`);
  await admin('POST', `/applications/termination/${id}/complete`);
}

/** The crane's row in the comprehensive query. */
async function craneRow(page: Page) {
  await openInApp(page, '/equipment/query-comprehensive');
  const code = page.getByRole('textbox', { name: '设备代码' });
  await code.fill(CRANE_CODE);
  await code.press('Enter');
  const rows = entry(page, CRANE_CODE);
  await expect(rows).toHaveCount(1);
  return rows;
}

async function journey(page: Page, sandbox: Sandbox, shot: string) {
  const { now } = await sandbox.admin<{ now: string }>('GET', '/clock');
  const today = new Date(Date.parse(now) + 8 * 3600_000).toISOString().slice(0, 10);
  await sandbox.login(page);
  const dueSoon = await card(page, 'aboutExpireCount');
  await expect(await craneRow(page)).toContainText('在用');

  await terminate(page, sandbox.admin, '停用', today);
  await expect(await craneRow(page)).toContainText('停用');
  // The due list holds devices in use only: the stopped crane leaves it.
  await openInApp(page, '/equipment/query-about-expire');
  await expect(page.getByText(`共 ${dueSoon - 1} 条`)).toBeVisible();
  await expect(entry(page, CRANE)).toHaveCount(0);

  await openInApp(page, '/equipment/overview');
  // The seed has 18 devices in use and 3 stopped.
  await expect(page.getByRole('link', { name: '在用 17 台' })).toBeVisible();
  await expect(page.getByRole('link', { name: '停用 4 台' })).toBeVisible();
  await page.screenshot({ path: `test-results/screens/${shot}.png` });
}

test('a crane is stopped: its status changes in every list', async ({ page, sandbox }) => {
  await journey(page, sandbox, 'journey-5-termination');
});
