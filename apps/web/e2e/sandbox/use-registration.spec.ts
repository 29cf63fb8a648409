import { test, expect, openInApp, fillUseRegistration } from './kit';

// A use registration on the sandbox: the draft is listed as 草稿, the commit moves it to 已提交,
// the regulator accepts and completes it, and the device is then registered with its code.

test('draft, commit, accepted and completed: the device is registered', async ({ page, sandbox }) => {
  await sandbox.login(page);
  await openInApp(page, '/use-record/apply');
  const applyNo = await fillUseRegistration(page);
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText('「使用登记申请」已保存', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: '保存并提交' }).click();
  await expect(page).toHaveURL(/\/use-record\/detail\?id=[0-9a-f]{32}/);
  const id = new URL(page.url()).searchParams.get('id')!;
  const heading = page.getByRole('heading', { name: `使用登记 ${applyNo}` });
  await expect(heading).toBeVisible();
  await expect(page.getByText('已提交', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: '设备清单（1 台）' })).toBeVisible();

  // The regulator's side, as the console plays it.
  await sandbox.admin('POST', `/applications/eqmBcwBasic/${id}/accept`);
  const done = await sandbox.admin<{ issued: { registCode: string } }>(
    'POST',
    `/applications/eqmBcwBasic/${id}/complete`,
  );
  expect(done.issued.registCode).toMatch(/^\d{20}$/);

  await openInApp(page, '/use-record/query');
  const row = page.getByRole('row').filter({ hasText: applyNo });
  await expect(row).toContainText('已办结');

  await openInApp(page, '/equipment/query-comprehensive');
  const name = page.getByRole('textbox', { name: '设备名称' });
  await name.fill('4号客梯');
  await name.press('Enter');
  const device = page.getByRole('row').filter({ hasText: '4号客梯' });
  await expect(device).toContainText('在用');
  await expect(device).toContainText(done.issued.registCode);
});
