import { test, expect, openInApp } from './kit';

// A use registration on the sandbox: the draft is listed as 草稿, the commit moves it to 已提交,
// the regulator accepts and completes it, and the device is then registered with its code.

async function pick(page: import('@playwright/test').Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
  await page.keyboard.press('Escape');
}

test('draft, commit, accepted and completed: the device is registered', async ({ page, sandbox }) => {
  await sandbox.login(page);
  await openInApp(page, '/use-record/apply');
  const applyNo = (await page.getByTestId('apply-no').textContent({ timeout: 15_000 }))!.replace('申请编号', '').trim();
  expect(applyNo).toMatch(/^SYDJ\d{13}$/);
  await pick(page, '设备类别', '电梯');
  await pick(page, '登记设备（未登记的设备）', /^4号客梯/);
  await page.getByRole('textbox', { name: '设备使用地点' }).fill('宁波市鄞州区首南街道天童南路588号A座');
  await page.getByRole('textbox', { name: '安全管理员', exact: true }).fill('陈建国');
  await page.getByRole('textbox', { name: '安全管理员手机' }).fill('13857412368');
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
