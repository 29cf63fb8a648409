import type { Page } from '@playwright/test';
import { test, expect, entry, openMenu, withinWidth, PHONE } from './kit';

// The use registration at phone width (390 px): reached through the phone's menu, the form filled
// and committed, the application landed on; once the regulator completes it the record query's
// card says 已办结 with the registration code issued.

test.use({ viewport: PHONE });

async function pick(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
  await page.keyboard.press('Escape');
}

test('at 390 px a use registration is filed from the menu and completed', async ({ page, sandbox }) => {
  await sandbox.login(page);
  await openMenu(page, '企业自助服务', '使用登记', '按套使用登记');
  await expect(page).toHaveURL('/company-service/regBySets');
  await page.getByRole('button', { name: '新增按套登记' }).click();
  await expect(page).toHaveURL(/\/use-record\/apply/);
  const applyNo = (await page.getByTestId('apply-no').textContent({ timeout: 15_000 }))!.replace('申请编号', '').trim();
  expect(applyNo).toMatch(/^SYDJ\d{13}$/);
  await pick(page, '设备类别', '电梯');
  await pick(page, '登记设备（未登记的设备）', /^4号客梯/);
  await page.getByRole('textbox', { name: '设备使用地点' }).fill('宁波市鄞州区首南街道天童南路588号A座');
  await page.getByRole('textbox', { name: '安全管理员', exact: true }).fill('陈建国');
  await page.getByRole('textbox', { name: '安全管理员手机' }).fill('13857412368');
  const commit = page.getByRole('button', { name: '保存并提交' });
  await expect(commit).toBeInViewport();
  await withinWidth(commit);
  await commit.click();

  await expect(page).toHaveURL(/\/use-record\/detail\?id=[0-9a-f]{32}/, { timeout: 20_000 });
  const id = new URL(page.url()).searchParams.get('id')!;
  await expect(page.getByRole('heading', { name: `使用登记 ${applyNo}` })).toBeVisible();
  await expect(page.getByText('已提交', { exact: true }).filter({ visible: true }).first()).toBeVisible();

  await sandbox.admin('POST', `/applications/eqmBcwBasic/${id}/accept`);
  const done = await sandbox.admin<{ issued: { registCode: string } }>(
    'POST',
    `/applications/eqmBcwBasic/${id}/complete`,
  );

  await openMenu(page, '企业自助服务', '使用登记', '使用登记申请记录');
  await expect(page).toHaveURL('/company-service/useRegistration');
  // The drawer gone and the list drawn, the page's own button is where it stays.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('[data-row-key]:visible').first()).toBeVisible();
  await page.getByRole('button', { name: '使用登记记录' }).click();
  await expect(page).toHaveURL('/use-record/query');
  const record = entry(page, applyNo);
  await expect(record).toContainText('已办结');
  await expect(record).toContainText(done.issued.registCode);
  await withinWidth(record);

  await page.screenshot({ path: 'test-results/screens/journey-2-use-registration-390.png' });
});
