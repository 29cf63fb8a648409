import { test, expect, entry, openMenu, withinWidth, PHONE, fillUseRegistration } from './kit';
import { screen } from '../fixtures';

// The use registration at phone width (390 px): reached through the phone's menu, the form filled
// and committed, the application landed on; once the regulator completes it the record query's
// card says 已办结 with the registration code issued.

test.use({ viewport: PHONE });

test('at 390 px a use registration is filed from the menu and completed', async ({ page, sandbox }) => {
  await sandbox.login(page);
  await openMenu(page, '企业自助服务', '使用登记', '按套使用登记');
  await expect(page).toHaveURL('/company-service/regBySets');
  await page.getByRole('button', { name: '新增按套登记' }).click();
  await expect(page).toHaveURL(/\/use-record\/apply/);
  const applyNo = await fillUseRegistration(page);
  const commit = page.getByRole('button', { name: '保存并提交' });
  await expect(commit).toBeInViewport();
  await withinWidth(commit);
  await commit.click();

  await expect(page).toHaveURL(/\/use-record\/detail\?id=[0-9a-f]{32}/, { timeout: 20_000 });
  const id = new URL(page.url()).searchParams.get('id')!;
  await expect(page.getByRole('heading', { name: `使用登记 ${applyNo}` })).toBeVisible();
  await expect(page.getByText('已提交', { exact: true }).filter({ visible: true }).first()).toBeVisible();
  // Its devices are cards, each value labelled and in view, not a table scrolling sideways.
  const device = page.getByRole('list', { name: '设备清单' }).getByRole('listitem').first();
  await expect(device.getByRole('term').filter({ hasText: '设备代码' })).toBeVisible();
  await withinWidth(device);

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

  await screen(page, 'journey-2-use-registration-390', { fullPage: false });
});
