import type { Page } from '@playwright/test';
import { test, expect, openInApp } from './kit';
import { screen } from '../fixtures';
import { dialog, row, rowAction } from '../ui';

// Journey 2's returned path: a use-registration application is committed, the regulator returns it
// with a reason; the desk counts it under 使用登记已退回, its detail shows the reason; edited and
// committed again it is 已提交 and the desk's count is back.

async function pick(scope: ReturnType<Page['getByRole']>, page: Page, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
  await scope.getByRole('heading').first().click();
}

const returnedCount = async (page: Page) => {
  const link = page.getByRole('link', { name: /^使用登记已退回 \d+ 件$/ });
  return Number((await link.getAttribute('aria-label'))!.match(/(\d+) 件/)![1]);
};

test('returned with a reason: counted on the desk, edited and committed again', async ({ page, sandbox }) => {
  await sandbox.login(page);
  const before = await returnedCount(page);

  await openInApp(page, '/company-service/useRegistration');
  await page.getByRole('button', { name: '新增使用登记申请' }).click();
  const form = dialog(page, '新增使用登记申请');
  const applyNo = (await form.getByText(/申请编号 SYDJ\d+/).textContent())!.match(/SYDJ\d+/)![0];
  await pick(form, page, '设备类别', '电梯');
  await pick(form, page, '登记设备', /^4号客梯/);
  await form.getByRole('textbox', { name: '安全管理员', exact: true }).fill('陈建国');
  await form.getByRole('textbox', { name: '安全管理员手机' }).fill('13857412368');
  await form.getByRole('textbox', { name: '联系人', exact: true }).fill('陈建国');
  await form.getByRole('textbox', { name: '联系电话' }).fill('13857412368');
  await form.getByRole('button', { name: '保存并提交' }).click();
  await expect(form).toHaveCount(0);
  // The list follows the commit without a reload.
  await expect(row(page, applyNo)).toContainText('已提交');

  const { items } = await sandbox.admin<{ items: { id: string; no: string }[] }>('GET', '/applications');
  const id = items.find((a) => a.no === applyNo)!.id;
  const reason = '安全管理员证书已过期，请更换后重新提交';
  await sandbox.admin('POST', `/applications/useRegistApply/${id}/return`, { reason });

  await openInApp(page, '/home');
  await expect.poll(() => returnedCount(page)).toBe(before + 1);
  await page.getByRole('link', { name: /^使用登记已退回 \d+ 件$/ }).click();
  await expect(page).toHaveURL(/\/company-service\/useRegistration\?status=4/);
  await expect(row(page, applyNo)).toContainText('已退回');
  await rowAction(page, applyNo, '查看');
  await expect(page.getByTestId('audit-opinion')).toContainText(reason);

  // Edited from its detail, where the reason is read.
  await page.getByRole('button', { name: '修改', exact: true }).click();
  const edit = dialog(page, `修改使用登记申请：${applyNo}`);
  await edit.getByRole('textbox', { name: '安全管理员', exact: true }).fill('沈佳慧');
  await edit.getByRole('textbox', { name: '安全管理员手机' }).fill('13905748899');
  await edit.getByRole('button', { name: '保存并提交' }).click();
  await expect(edit).toHaveCount(0);
  await expect(page.getByText('已提交', { exact: true }).filter({ visible: true })).toBeVisible();

  await openInApp(page, '/home');
  await expect.poll(() => returnedCount(page)).toBe(before);
  await screen(page, 'journey-2-returned', { fullPage: false });
});
