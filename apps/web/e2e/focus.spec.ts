import type { Page } from '@playwright/test';
import { test, expect, login, menu, tab } from './fixtures';

// A skip link; after a navigation the focus is on the page heading; closing a
// dialog gives the focus back to what opened it; a row's 更多操作 is named with its row.

test('the skip link and, after a navigation from the menu, the page heading take the focus: one Tab is in the page', async ({
  page,
}) => {
  await login(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '跳到主要内容' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  await expect(heading).toHaveText('工作台');

  await menu(page).getByRole('link', { name: '账号信息维护' }).press('Enter');
  await expect(page).toHaveURL(/\/system\/account$/);
  await expect(heading).toHaveText('账号信息维护');
  await expect(heading).toBeFocused();
  // The next Tab goes into the page, not back into the menu.
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => {
      const h1 = document.querySelector('h1')!;
      const focused = document.activeElement!;
      return (
        !!(h1.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING) &&
        !focused.closest('nav, header, [role="tablist"]')
      );
    }),
  ).toBe(true);
});

/** Holds the page's frames back, as on a busy phone; the returned function lets them run, then waits a frame. */
async function holdFrames(page: Page) {
  await page.evaluate(() => {
    const held = new Map<number, FrameRequestCallback>();
    let next = 1_000_000;
    const [raf, caf] = [window.requestAnimationFrame.bind(window), window.cancelAnimationFrame.bind(window)];
    window.requestAnimationFrame = (cb) => {
      held.set(++next, cb);
      return next;
    };
    window.cancelAnimationFrame = (id) => {
      if (!held.delete(id)) caf(id);
    };
    (window as unknown as { releaseFrames: () => void }).releaseFrames = () => {
      window.requestAnimationFrame = raf;
      window.cancelAnimationFrame = caf;
      const now = performance.now();
      for (const cb of [...held.values()]) cb(now);
      held.clear();
    };
  });
  return async () => {
    await page.evaluate(() => (window as unknown as { releaseFrames: () => void }).releaseFrames());
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  };
}

test('the heading takes the focus in the frame after a navigation only if the user has not moved it by then (a busy phone)', async ({
  page,
}) => {
  await login(page);
  // To the tab bar.
  let release = await holdFrames(page);
  await menu(page).getByRole('link', { name: '账号信息维护' }).press('Enter');
  await expect(tab(page, '账号信息维护')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('账号信息维护');
  await tab(page, '工作台').focus();
  await release();
  await expect(tab(page, '工作台')).toBeFocused();

  // With the Tab key, elsewhere: the focus stays on what the key reached.
  release = await holdFrames(page);
  await menu(page).getByRole('link', { name: '工作台' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('工作台');
  await page.keyboard.press('Tab');
  const reached = await page.evaluate(() => {
    document.activeElement?.setAttribute('data-reached', '');
    return document.activeElement?.tagName;
  });
  expect(reached).not.toBe('H1');
  await release();
  await expect(page.locator('[data-reached]')).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a page chosen in the menu drawer gets the focus on its heading (the drawer giving the focus back to its button does not keep it)', async ({
    page,
  }) => {
    await login(page);
    await page.getByRole('button', { name: '打开菜单' }).click();
    await menu(page).getByText('设备管理', { exact: true }).click();
    await menu(page).getByRole('link', { name: '即将到期设备' }).click();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('即将到期设备');
    await expect(heading).toBeFocused();
    await expect(page.getByRole('button', { name: '打开菜单' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test('closing a dialog gives the focus back to what opened it, also from a menu; 更多操作 names its row', async ({
  page,
}) => {
  await login(page);
  // 修改密码 from the 更多 menu (its item is gone with the menu).
  const more = page.getByRole('button', { name: '更多', exact: true });
  await more.click();
  await page.getByRole('menuitem', { name: '修改密码' }).click();
  // The dialog takes the focus (it closes by 取消 only: no Escape, no click outside).
  const password = page.getByRole('dialog', { name: '修改密码' });
  await expect(password.locator(':focus')).toHaveCount(1);
  await password.getByRole('button', { name: '取消' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(more).toBeFocused();

  // A row action under the row's 更多操作, confirmed in a dialog: Escape gives the focus back to 更多操作.
  // qiye01 manages members only, so 企业账号管理 shows as its one entry, 成员账号.
  await menu(page).getByRole('link', { name: '成员账号' }).click();
  const rowMenu = page.getByRole('button', { name: '更多操作：nbyjzy_whf' });
  await rowMenu.click();
  await page.getByRole('menuitem', { name: '停用' }).click();
  await expect(page.getByRole('dialog').locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(rowMenu).toBeFocused();
});
