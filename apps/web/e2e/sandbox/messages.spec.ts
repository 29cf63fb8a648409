import { test, expect, PHONE, withinWidth } from './kit';

// The message centre: the regulator returns one of the company's submitted use-registration
// applications; the bell counts it, the drawer names the application and the reason, opening the
// message lands on the application (its 退回意见 shown) and counts the bell down; 全部标为已读
// empties the unread list. At 390 px the drawer fills the screen.

interface Pending {
  kind: string;
  id: string;
  no: string | null;
  status: string;
}

test('a returned application arrives in the message centre and opens the application', async ({ page, sandbox }) => {
  const { items } = await sandbox.admin<{ items: Pending[] }>('GET', '/applications');
  const app = items.find((a) => a.kind === 'useRegistApply' && ['1', '2'].includes(a.status))!;
  expect(app, 'the seed holds a use-registration application in flow').toBeTruthy();
  await sandbox.login(page);
  const bell = page.getByRole('button', { name: /^消息中心/ });
  // The seed's reminders (equipment and certificates coming due) are there before: read them away.
  await bell.click();
  const drawer = page.getByRole('dialog', { name: '消息中心' });
  await drawer.getByRole('button', { name: '全部标为已读' }).click();
  await expect(drawer.getByText('没有未读消息')).toBeVisible();
  await expect(bell).toHaveAccessibleName('消息中心');
  await drawer.getByRole('button', { name: '关闭消息中心' }).click();

  const reason = '使用登记表未加盖单位公章，请补正后重新提交';
  await sandbox.admin('POST', `/applications/useRegistApply/${app.id}/return`, { reason });
  // Counted when the bell asks next: a reload asks at once.
  await page.reload();
  await expect(bell).toHaveAccessibleName('消息中心（1 条未读）');
  await bell.click();
  const item = drawer.getByTestId('message-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`使用登记申请 ${app.no} 已退回`);
  await expect(item).toContainText(reason);
  await item.click();

  await expect(page).toHaveURL(new RegExp(`/company-service/useRegisterDetails\\?id=${app.id}$`));
  await expect(page.getByTestId('audit-opinion').filter({ visible: true })).toContainText(reason);
  await expect(bell).toHaveAccessibleName('消息中心');
  // Read, it stays under 全部.
  await bell.click();
  await expect(drawer.getByText('没有未读消息')).toBeVisible();
  await drawer.getByText('全部', { exact: true }).click();
  await expect(drawer.getByRole('radio', { name: '全部' })).toBeChecked();
  await expect(drawer.getByTestId('message-item').first()).toContainText(`${app.no} 已退回`);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });
  test('the bell opens the messages full screen', async ({ page, sandbox }) => {
    await sandbox.login(page);
    const bell = page.getByRole('button', { name: /^消息中心（\d+ 条未读）$/ });
    await bell.click();
    const drawer = page.getByRole('dialog', { name: '消息中心' });
    await expect(drawer.getByTestId('message-item').first()).toContainText('到期');
    await withinWidth(drawer.getByRole('list', { name: '未读消息' }));
    const box = await drawer.getByRole('list', { name: '未读消息' }).boundingBox();
    expect(box!.width).toBeGreaterThan(PHONE.width - 60);
  });
});
