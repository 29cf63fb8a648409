import { test, expect, login, openInApp } from './fixtures';
import { expectAccessible } from './a11y';

// Every route goes through axe-core (WCAG 2.0/2.1 A and AA) in the route walk (route-walk.spec.ts);
// this spec checks what the walk does not show: an open menu group, the tab context menu and a
// dialog with errors.

test.describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  test('the side menu with a group open, the tab context menu and a dialog with errors', async ({ page }) => {
    await login(page);
    await page.getByRole('navigation', { name: '主菜单' }).getByRole('button', { name: '设备管理' }).click();
    await expect(
      page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '综合查询' }),
    ).toBeVisible();
    await expectAccessible(page, 'side menu, group open', { include: 'nav' });
    await openInApp(page, '/system/account');
    await page.getByTestId('tab-bar').getByRole('tab', { name: '账号信息维护' }).click({ button: 'right' });
    await expect(page.getByRole('menu')).toBeVisible();
    await expectAccessible(page, 'tab context menu');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: '修改密码' }).click();
    await expect(page.getByRole('dialog', { name: '修改密码' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    // Errors are announced: the field is invalid and described by its message.
    const field = page.getByRole('dialog').getByLabel('原密码');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('原密码不能为空');
    await expectAccessible(page, 'password dialog');
  });
});
