import { screen } from '../fixtures';
import { test, expect, openInApp } from './kit';

// Batch work from the equipment lists: the selected rows open one 定期检验报检 (those of one class
// that are due are chosen, the others named with the reason) or one 使用登记 (the unregistered ones).

test('the overdue list’s selection opens one declaration, naming what it leaves out', async ({ page, sandbox }) => {
  await sandbox.login(page);
  await openInApp(page, '/equipment/query-timeout');
  const rows = page.locator('[data-row-key]:visible');
  await expect(rows).toHaveCount(3);
  await page.getByRole('checkbox', { name: '选择本页全部' }).check();
  await page.getByRole('button', { name: '批量报检（3）' }).click();

  await expect(page).toHaveURL(/\/company-service\/online-apply\?oidnos=/);
  const refused = page.getByTestId('refused-equipment').filter({ visible: true });
  await expect(refused).toContainText('所选设备中有 2 台不能一并报检');
  await expect(refused.getByRole('listitem')).toHaveCount(2);
  await expect(refused).toContainText('设备类别与其他所选设备不同');
  await expect(page.getByText('已选 1 台', { exact: false }).filter({ visible: true })).toBeVisible();
  const chosen = page.locator('[data-row-key]:visible').filter({ has: page.getByRole('checkbox', { checked: true }) });
  await expect(chosen).toHaveCount(1);
  await screen(page, 'batch-declaration');
});

test('the comprehensive query’s selection opens one use registration with the unregistered ones', async ({
  page,
  sandbox,
}) => {
  await sandbox.login(page);
  await openInApp(page, '/equipment/query-comprehensive');
  await page.getByRole('textbox', { name: '设备名称' }).fill('客梯');
  await page.getByRole('button', { name: '查询' }).click();
  await page.getByRole('checkbox', { name: '选择：4号客梯' }).check();
  await page.getByRole('checkbox', { name: '选择：1号客梯' }).check();
  await page.getByRole('button', { name: '办理使用登记（2）' }).click();

  await expect(page).toHaveURL(/\/use-record\/apply\?oidnos=/);
  const refused = page.getByTestId('refused-equipment').filter({ visible: true });
  await expect(refused).toContainText('1号客梯：已办理使用登记');
  // Chosen in 登记设备 (its pill reads name and code), with the class it needs.
  await expect(page.getByText(/^4号客梯（\d{18}）$/).filter({ visible: true })).toBeVisible();
  await expect(page.getByText(/^1号客梯（\d{18}）$/).filter({ visible: true })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: '设备类别' })).toHaveValue('电梯');
  await screen(page, 'batch-use-registration');
});
