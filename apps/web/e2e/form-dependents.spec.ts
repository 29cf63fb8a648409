import { test, expect, login } from './fixtures';

const field = (page: import('@playwright/test').Page, name: string) => page.locator(`[data-field="${name}"]:visible`);

test('a required choice stays on a second click; a change that empties a dependent field says why', async ({
  page,
}) => {
  await login(page, { from: '/use-record/apply' });
  await field(page, 'equclacode').click();
  await page.getByRole('option', { name: '电梯', exact: true }).click();
  await field(page, 'oidnos').click();
  const equipment = page.getByRole('option').first();
  const chosen = (await equipment.innerText()).trim();
  await equipment.click();
  await page.keyboard.press('Escape');

  // Choosing the chosen category again keeps it, and the equipment with it.
  await field(page, 'equclacode').click();
  await page.getByRole('option', { name: '电梯', exact: true }).click();
  await expect(field(page, 'equclacode')).toHaveValue('电梯');
  await expect(page.getByText(chosen)).toBeVisible();

  // Another category empties 登记设备, and the field says why (not a bare 请选择…).
  await field(page, 'equclacode').click();
  await page.getByRole('option', { name: '压力容器', exact: true }).click();
  await expect(page.getByText(chosen)).toHaveCount(0);
  await expect(page.getByText('「设备类别」已改，此项已清空，请重新选择')).toBeVisible();
  await expect(field(page, 'oidnos')).toHaveAttribute('aria-invalid', 'true');
});
