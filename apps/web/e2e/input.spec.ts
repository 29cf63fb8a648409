import type { Request } from '@playwright/test';
import { test, expect, login, preferExample } from './fixtures';
import { dialog, formBody, nextPost, row, rowAction } from './ui';

// A refused save lands on its field with every value kept; lists mask citizen
// ID and mobile numbers, a record shows them on 显示; a double click on a commit sends one request.

test('a save the server refuses lands on the refused field, every typed value kept', async ({ page }) => {
  await login(page, { from: '/person/workPerson' });
  await page.getByRole('button', { name: '新增作业人员' }).click();
  const form = dialog(page, '新增作业人员');
  await form.getByRole('textbox', { name: '姓名' }).fill('孙伟');
  // Typed with spaces and a lowercase x: shown normalised once the input is left.
  await form.getByRole('textbox', { name: '公民身份号码' }).fill('1101 0519 4912 3100 2x');
  await form.getByRole('textbox', { name: '手机号码' }).fill('158 8807 6412');
  await form.getByRole('textbox', { name: '姓名' }).click();
  await expect(form.getByRole('textbox', { name: '公民身份号码' })).toHaveValue('11010519491231002X');
  await expect(form.getByRole('textbox', { name: '手机号码' })).toHaveValue('15888076412');

  // The server's checks are its own: this one refuses the ID number the form accepted. The request is
  // altered on its way, so the mock answers with its real 422 and validation list.
  const sent: Request[] = [];
  await page.route(
    '**/a/stone/operator/add*',
    async (r) => {
      sent.push(r.request());
      await r.continue({
        postData: (r.request().postData() ?? '').replace('idCard=11010519491231002X', 'idCard=11010519491231002'),
      });
    },
    { times: 1 },
  );
  const refused = page.waitForResponse((res) => res.url().includes('/a/stone/operator/add') && res.status() === 422);
  await form.getByRole('button', { name: '保存' }).click();
  await refused;
  expect(formBody(sent[0]!)).toMatchObject({ name: '孙伟', mobile: '15888076412' });

  const idCard = form.getByRole('textbox', { name: '公民身份号码' });
  await expect(idCard).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('请输入有效的身份证号码')).toBeVisible();
  await expect(idCard).toBeFocused();
  // Nothing is left for the message on top: the one refusal named a field.
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(idCard).toHaveValue('11010519491231002X');
  await expect(form.getByRole('textbox', { name: '姓名' })).toHaveValue('孙伟');
  await expect(form.getByRole('textbox', { name: '手机号码' })).toHaveValue('15888076412');
});

test('lists show citizen ID and mobile numbers masked; a record shows them on 显示, never in the address or title', async ({
  page,
}) => {
  await login(page, { from: '/person/workPerson' });
  const first = row(page, '应志刚');
  await expect(first).toBeVisible();
  const table = page.getByRole('table', { name: '作业人员' });
  await expect(table.getByText(/^\d{4}\*{10}[\dX]{4}$/).first()).toBeVisible();
  await expect(table.getByText(/^1\d{2}\*{4}\d{4}$/).first()).toBeVisible();
  // No full ID number (18 characters) or mobile number anywhere in the table.
  // Nor inside a certificate number (TS + the holder's ID number).
  await expect(table.getByText(/\d{17}[\dX]/)).toHaveCount(0);
  await expect(table.getByText(/^1[3-9]\d{9}$/)).toHaveCount(0);

  // The record (查看) shows the full value only after 显示.
  const name = '应志刚';
  await rowAction(page, name, '查看');
  const view = dialog(page, `作业人员：${name}`);
  const idCard = view.getByRole('textbox', { name: '公民身份号码' });
  await expect(idCard).toHaveValue(/^\d{4}\*{10}[\dX]{4}$/);
  await view.getByRole('button', { name: '显示完整公民身份号码' }).click();
  await expect(idCard).toHaveValue(/^\d{17}[\dX]$/);
  const full = await idCard.inputValue();
  expect(page.url()).not.toContain(full);
  expect(await page.title()).not.toContain(full);
  await view.getByRole('button', { name: '隐藏完整公民身份号码' }).click();
  await expect(idCard).toHaveValue(/^\d{4}\*{10}[\dX]{4}$/);
});

test('a double click on a commit sends one request', async ({ page }) => {
  await login(page, { from: '/company-service/weibaoDa?view=project' });
  await preferExample(page, '**/a/stone/common/attachment/list*', 'maintenanceProject');
  const submits: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/a/stone/epPemMaiprojApply/submit') submits.push(r);
  });
  // The answer waits until both clicks are in, as a slow server would.
  let release!: () => void;
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/a/stone/epPemMaiprojApply/submit*', async (r) => {
    await held;
    await r.continue().catch(() => undefined);
  });
  const answered = page.waitForResponse((res) => res.url().includes('/a/stone/epPemMaiprojApply/submit'));
  await rowAction(page, 'XM2026111700018', '提交');
  const confirm = page.getByRole('dialog', { name: '确认提交' });
  const request = nextPost(page, '/a/stone/epPemMaiprojApply/submit');
  await confirm.getByRole('button', { name: '确定' }).dblclick();
  await request;
  // Busy from the click until the answer: Enter sends nothing either.
  await page.keyboard.press('Enter');
  await expect(confirm.getByRole('button', { name: '确定' })).toHaveAttribute('data-loading', 'true');
  release();
  await answered;
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText('提交成功')).toBeVisible();
  expect(submits).toHaveLength(1);
  await expect(row(page, 'XM2026111700018')).toBeVisible();
});

test.describe('定期检验报检 step 2 asks for what the SMS step needs', () => {
  test('starts from the unit contact, refuses a landline as the mobile at step 2, and disables past days', async ({
    page,
  }) => {
    await login(page, { from: '/company-service/online-apply' });
    const f = page.getByRole('form', { name: '定期检验报检' });
    await f.getByRole('checkbox', { name: '选择 3吨内燃平衡重式叉车' }).check();
    await f.getByRole('button', { name: '下一步' }).click();
    // From the unit information (a_stone_unit_get_unit_info's example), editable.
    await expect(f.getByRole('textbox', { name: '联系人', exact: true })).toHaveValue('陈建国');
    await expect(f.getByRole('textbox', { name: '联系人手机' })).toHaveValue('13857412368');
    await expect(f.getByRole('textbox', { name: '邮政编码' })).toHaveValue('315100');
    await f.getByRole('textbox', { name: '联系人手机' }).fill('0574-87351262');
    await f.getByRole('button', { name: '下一步' }).click();
    await expect(f.getByText('请输入有效的手机号码')).toBeVisible();
    await expect(f.getByRole('textbox', { name: '联系人手机' })).toBeFocused();
    await expect(f.getByRole('radio', { name: '不申请减免' })).toHaveCount(0);

    // The picker of 期望检验日期 offers no day before today.
    await f.getByRole('textbox', { name: '期望检验日期' }).click();
    // Today as the picker marks it (the browser's day in Asia/Shanghai), and the day before by its
    // label ("26 十一月 2026" → "25 十一月 2026"): a day number alone may be in two months shown.
    const todayButton = page.locator('table button[data-today="true"]');
    await expect(todayButton).toBeVisible();
    await expect(todayButton).not.toHaveAttribute('data-disabled', 'true');
    const todayLabel = (await todayButton.getAttribute('aria-label')) ?? '';
    const day = Number(todayLabel.split(' ')[0]);
    if (day > 1)
      await expect(
        page.locator(`table button[aria-label="${day - 1} ${todayLabel.split(' ').slice(1).join(' ')}"]`),
      ).toHaveAttribute('data-disabled', 'true');
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the steps form keeps one column, shows its step as 2/4 and keeps its buttons in view', async ({ page }) => {
    await login(page, { from: '/company-service/online-apply' });
    const f = page.getByRole('form', { name: '定期检验报检' });
    await expect(f.getByTestId('steps-position')).toHaveText('1/4 选择设备');
    await f.getByRole('checkbox', { name: '选择 3吨内燃平衡重式叉车' }).check();
    await f.getByRole('button', { name: '下一步' }).click();
    await expect(f.getByTestId('steps-position')).toHaveText('2/4 检验信息');
    // One column: every input starts at the same left edge and is as wide as the form's content.
    const boxes = await f
      .locator('[data-step="1"] input:visible, [data-step="1"] textarea:visible')
      .evaluateAll((els) =>
        els.map((e) => {
          const r = e.getBoundingClientRect();
          return { x: Math.round(r.x), w: Math.round(r.width) };
        }),
      );
    expect(boxes.length).toBeGreaterThan(4);
    expect(new Set(boxes.map((b) => b.x)).size).toBe(1);
    expect(Math.min(...boxes.map((b) => b.w))).toBeGreaterThan(300);
    // The bar with 下一步 stays at the bottom of the screen while the form scrolls.
    const bar = f.getByTestId('form-actions');
    await page.mouse.wheel(0, -2000);
    const box = await bar.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(844);
    expect(box && box.y + box.height).toBeGreaterThan(844 - 120);
    // The document does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Dates are picked in a dialog.
    await f.getByRole('button', { name: '期望检验日期' }).click();
    await expect(page.getByRole('dialog').locator('table button').first()).toBeVisible();
  });
});
