import type { Page } from '@playwright/test';
import type { Sandbox } from './kit';
import { test, expect, openInApp, entry, setDate } from './kit';
import { screen } from '../fixtures';
import { dialog } from '../ui';

// Journey 4: an operator is added with a certificate; they are listed and choosable as a holder; once
// the tenant's clock passes the certificate's end, the list and the desk say 已过期, and the desk's
// count is the filtered list's.

const ID_CARD = '330212199003152418';

/** Shanghai's calendar day `days` after the tenant's clock. */
const dayAfter = (now: string, days: number) =>
  new Date(Date.parse(now) + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function journey(page: Page, sandbox: Sandbox, shot: string) {
  const { now } = await sandbox.admin<{ now: string }>('GET', '/clock');
  await sandbox.login(page);
  await openInApp(page, '/person/workPerson');
  await page.getByRole('button', { name: '新增作业人员' }).click();
  const add = dialog(page, '新增作业人员');
  await add.getByRole('textbox', { name: '姓名' }).fill('王立新');
  await add.getByRole('textbox', { name: '公民身份号码' }).fill(ID_CARD);
  await add.getByRole('textbox', { name: '手机号码' }).fill('13957400321');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(add).toHaveCount(0);
  // Listed at once, without a reload.
  await expect(entry(page, '王立新')).toBeVisible();

  await page
    .locator('label')
    .filter({ hasText: /^资格证$/ })
    .click();
  await page.getByRole('button', { name: '新增资格证' }).click();
  const cert = dialog(page, '新增资格证');
  await cert.getByRole('combobox', { name: '持证人', exact: true }).click();
  await page.getByRole('option', { name: /^王立新/ }).click();
  await cert.getByRole('combobox', { name: '作业项目', exact: true }).click();
  await page.getByRole('option', { name: 'Q2 起重机司机' }).click();
  await cert.getByRole('textbox', { name: '证书编号' }).fill(`TS${ID_CARD}`);
  await setDate(cert, '发证日期', dayAfter(now, -4 * 365));
  const end = dayAfter(now, 20);
  await setDate(cert, '有效期至', end);
  await cert.getByRole('button', { name: '保存' }).click();
  await expect(cert).toHaveCount(0);
  const certRow = entry(page, '王立新');
  await expect(certRow).toContainText('Q2 起重机司机');
  await expect(certRow).toContainText('剩 20 天到期');

  // The certificate's end passes.
  // The certificate's end passes; three weeks on, the session has ended: the clerk signs in again.
  await sandbox.admin('POST', '/clock', { advance: 'P21D' });
  await sandbox.login(page, undefined, undefined, { notice: false });
  await openInApp(page, '/person/workPerson');
  await expect(entry(page, '王立新')).toContainText('已过期 1 天');

  await openInApp(page, '/home');
  const deskItem = page.getByRole('link', { name: /作业人员证书已过期/ });
  const expired = Number((await deskItem.textContent())!.match(/(\d+)\s*人/)![1]);
  await deskItem.click();
  await expect(page).toHaveURL(/\/person\/workPerson\?certStatus=3/);
  const holder = entry(page, '王立新');
  await expect(holder).toContainText('已过期 1 天');
  await expect(page.getByText(`共 ${expired} 条`)).toBeVisible();
  // The count cards above the list say the same, and the new operator is employed (在聘).
  await expect(page.locator('[data-testid=overview-expiredCount]:visible')).toHaveText(String(expired));
  await expect(holder).toContainText('在聘');
  await screen(page, `${shot}`, { fullPage: false });
}

test('an operator with a certificate is listed, is a holder, and expires with the clock', async ({ page, sandbox }) => {
  await journey(page, sandbox, 'journey-4-operator');
});
