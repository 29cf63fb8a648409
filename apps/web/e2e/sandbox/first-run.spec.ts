import { test, expect, field, choose, openInApp } from './kit';

// On the sandbox what a user does takes effect: qiye01 signs in with its real password and the
// captcha drawn for it, saves a device, lands on that device's archive and finds it in the lists;
// the desk's numbers follow. A wrong password is refused with the contract's answer.

test('a wrong password is refused; qiye01 signs in with its own password and the captcha', async ({
  page,
  sandbox,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('link', { name: '模拟环境' })).toBeVisible();
  const { code } = await sandbox.admin<{ code: string }>('GET', '/captcha');
  await page.getByRole('textbox', { name: '账号' }).fill('qiye01');
  await page.getByRole('textbox', { name: '密码' }).fill('Wrong@2026');
  await page.getByRole('textbox', { name: '验证码' }).fill(code);
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page.getByText('账号或密码错误，请重试')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await sandbox.login(page);
  await expect(page.getByText('宁波甬江置业有限公司').first()).toBeVisible();

  // The mark holds the bottom-left corner: on a laptop's short window the side menu, scrolled to its
  // end, stops above it instead of sliding its last entry under it.
  await page.setViewportSize({ width: 1366, height: 650 });
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByText('企业自助服务', { exact: true }).click();
  await nav.getByText('检验申报', { exact: true }).click();
  const last = nav.getByRole('link', { name: '成员账号' });
  await last.scrollIntoViewIfNeeded();
  const mark = (await page.getByRole('link', { name: '模拟环境' }).boundingBox())!;
  const bottom = async () => {
    const box = (await last.boundingBox())!;
    return box.y + box.height;
  };
  await expect.poll(bottom).toBeLessThanOrEqual(mark.y);
});

test('a saved device opens its own archive and is found by its code in the comprehensive query', async ({
  page,
  sandbox,
}) => {
  await sandbox.login(page);
  const before = await sandbox.admin('GET', '/journal?operationId=saveEquipment');
  expect(before.entries).toHaveLength(0);

  await openInApp(page, '/equipment/device-info-new');
  await expect(page.getByRole('heading', { name: '新增设备' })).toBeVisible();
  await choose(page, 'equclacode', '电梯');
  await choose(page, 'eqpVarietyCode', '曳引驱动乘客电梯');
  await field(page, 'eqpName').fill('5号客梯');
  await field(page, 'eqpCode').fill('311033020020260512');
  await field(page, 'eqpModel').fill('TKJ1050/2.0-JXW');
  await choose(page, 'areaCode', '鄞州区');
  await field(page, 'useAddress').fill('宁波市鄞州区首南街道天童南路588号B座');
  await field(page, 'param.ratedLoad').fill('1050');
  await page.getByRole('button', { name: '保存', exact: true }).click();

  // The answer names the new device: its archive opens, not another one.
  await expect(page).toHaveURL(/\/equipment\/detail\/elevator\?oidno=OID/);
  await expect(page.getByText('5号客梯').first()).toBeVisible();
  await expect(page.getByText('311033020020260512').first()).toBeVisible();
  const saved = await sandbox.admin('GET', '/journal?operationId=saveEquipment');
  expect(saved.entries.map((e: { status: number; source: string }) => [e.status, e.source])).toEqual([[200, 'state']]);

  await openInApp(page, '/equipment/query-comprehensive');
  const code = page.getByRole('textbox', { name: '设备代码' });
  await code.fill('2026051');
  await code.press('Enter');
  const rows = page.getByRole('table').getByRole('row').filter({ hasText: '311033020020260512' });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('5号客梯');
  await expect(rows).toContainText('未登记');
});
