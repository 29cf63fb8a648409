import { readFile } from 'node:fs/promises';
import type { Page, Request } from '@playwright/test';
import ExcelJS from 'exceljs';
import { test, expect, login, openInApp, preferExample, screen } from './fixtures';
import { formBody, nextPost, row, rowAction, savedId } from './ui';

// What the use-registration pages add beyond showing contract data (the route
// walk checks that): save draft vs save-and-commit (isCommit), the server's refusals keeping what was
// typed, actions by status, the flow timeline, the import's rejected rows.

/** The labels of a row's actions: its buttons and those under 更多操作. */
async function rowActions(page: Page, text: string) {
  const r = row(page, text);
  const labels = (await r.getByRole('button').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
  const more = r.getByRole('button', { name: '更多操作' });
  if (await more.count()) {
    await more.click();
    // allInnerTexts does not wait: read the items once the menu has rendered them.
    await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeVisible();
    labels.push(...(await page.getByRole('menu').getByRole('menuitem').allInnerTexts()).map((t) => t.trim()));
    await page.keyboard.press('Escape');
  }
  return labels;
}
async function pick(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
  await page.keyboard.press('Escape');
}

test.describe('使用登记申请 (/use-record/apply)', () => {
  // The draft and the commit are kept: a tenant of its own, with 4号客梯 still to register.
  test.use({ freshTenant: true });

  test('a draft saves without isCommit; a commit with incomplete attachments is refused with the server message and keeps what was typed; then commits with isCommit', async ({
    page,
  }) => {
    test.setTimeout(60_000); // a whole form filled and saved three times
    await login(page, { from: '/use-record/apply' });
    // The number the sandbox gives the new application: SYDJ, the tenant's day and a serial.
    await expect(page.getByTestId('apply-no')).toHaveText(/^申请编号 SYDJ\d{13}$/, { timeout: 15_000 });
    const applyNo = (await page.getByTestId('apply-no').textContent())!.replace('申请编号 ', '');
    await expect(page.locator('[data-field="useUnitName"]:visible')).toHaveValue('宁波甬江置业有限公司');
    await pick(page, '设备类别', '电梯');
    // Only equipment not yet registered is offered (the equipment list with useStatus=0).
    await pick(page, '登记设备（未登记的设备）', /^4号客梯/);
    await page.getByRole('textbox', { name: '设备使用地点' }).fill('宁波市鄞州区首南街道天童南路588号A座');
    await page.getByRole('textbox', { name: '安全管理员', exact: true }).fill('陈建国');
    await page.getByRole('textbox', { name: '安全管理员手机' }).fill('13857412368');

    const draft = nextPost(page, '/a/stone/eqmBcwBasic/save');
    const drafted = savedId(page, '/a/stone/eqmBcwBasic/save');
    await page.getByRole('button', { name: '保存草稿' }).click();
    const d = await draft;
    const id = await drafted;
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(new URL(d.url()).searchParams.get('isCommit')).toBeNull();
    expect(formBody(d)).toMatchObject({
      applyNo,
      registMode: '1',
      equclacode: '3000',
      oidnos: 'OID3302120019890',
      'eqmBcwBasic.useUnitName': '宁波甬江置业有限公司',
      'eqmBcwBasic.useAddress': '宁波市鄞州区首南街道天童南路588号A座',
      'eqmBcwBasic.safetyManagerPhone': '13857412368',
    });
    await expect(page.getByText('「使用登记申请」已保存', { exact: true })).toBeVisible();

    await preferExample(page, '**/a/stone/eqmBcwBasic/save*', 'attachmentsIncomplete', 1);
    const refused = nextPost(page, '/a/stone/eqmBcwBasic/save');
    await page.getByRole('button', { name: '保存并提交' }).click();
    const r = await refused;
    expect(new URL(r.url()).searchParams.get('isCommit')).toBe('true');
    // The second save names the record its draft save created.
    expect(formBody(r)).toMatchObject({ id, oidnos: 'OID3302120019890' });
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: '提交失败：以下必传附件未上传：产品合格证、安装监督检验证书。请上传后再提交' }),
    ).toContainText('已填写的内容已保留');
    await expect(page.getByRole('textbox', { name: '设备使用地点' })).toHaveValue(
      '宁波市鄞州区首南街道天童南路588号A座',
    );
    await expect(page.getByRole('textbox', { name: '安全管理员手机' })).toHaveValue('13857412368');
    await screen(page, 'reg-use-apply-refused');

    const commit = nextPost(page, '/a/stone/eqmBcwBasic/save');
    await page.getByRole('button', { name: '保存并提交' }).click();
    expect(new URL((await commit).url()).searchParams.get('isCommit')).toBe('true');
    // The app lands on the application it made.
    await expect(page).toHaveURL(`/use-record/detail?id=${id}`);
  });
});

test.describe('使用登记查询与详情 (/use-record)', () => {
  test('actions follow status: a draft is changed, submitted, deleted; a submitted one taken back; one in acceptance only viewed', async ({
    page,
  }) => {
    await login(page, { from: '/use-record/query' });
    await expect(row(page, 'SYDJ2026112100015')).toContainText('草稿');
    expect(await rowActions(page, 'SYDJ2026112100015')).toEqual(['查看', '修改', '提交', '删除']);
    expect(await rowActions(page, 'SYDJ2026112000007')).toEqual(['查看', '撤回']);
    expect(await rowActions(page, 'SYDJ2026111800012')).toEqual(['查看']);
    expect(await rowActions(page, 'SYDJ2026092600003')).toEqual(['查看', '修改', '提交', '删除']);
    await screen(page, 'reg-use-query');

    const rollback = nextPost(page, '/a/stone/eqmBcwBasic/rollbackBcw');
    await rowAction(page, 'SYDJ2026112000007', '撤回');
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    expect(formBody(await rollback)).toEqual({ id: '14f47c1d7ddb470b9a0b396dbe062f8b' });
    await expect(page.getByText('撤回成功')).toBeVisible();

    // The server refuses a commit whose attachments are incomplete: its message is shown.
    await preferExample(page, '**/a/stone/eqmBcwBasic/commit*', 'attachmentsIncomplete', 1);
    await rowAction(page, 'SYDJ2026112100015', '提交');
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(
      page.getByText('提交失败：以下必传附件未上传：产品合格证、安装监督检验证书。请上传后再提交'),
    ).toBeVisible();
  });

  test('a returned record shows the return opinion, its flow as a timeline and the draft actions; one in acceptance has none', async ({
    page,
  }) => {
    await preferExample(page, '**/a/stone/eqmBcwBasic/detail/*', 'returned', 1);
    await login(page, { from: '/use-record/detail?id=4e3c5c54b955419bbcdaab28e3bb3202' });
    await expect(page.getByRole('heading', { name: '使用登记 SYDJ2026092600003' })).toBeVisible();
    await expect(page.getByTestId('audit-opinion')).toContainText('管道单线图与压力管道数据表中的管道长度不一致');
    const flow = page.locator('.mantine-Timeline-root');
    await expect(flow.getByText('申请提交')).toBeVisible();
    await expect(flow.getByText('退回', { exact: true })).toBeVisible();
    for (const name of ['修改', '提交', '删除'])
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    await screen(page, 'reg-use-detail-returned');

    await page.getByRole('button', { name: '修改', exact: true }).click();
    await expect(page).toHaveURL(/\/use-record\/apply\?id=4e3c5c54b955419bbcdaab28e3bb3202/);

    await openInApp(page, '/use-record/detail?id=71c980d337994d4eae1ec01bba98c885');
    await expect(page.getByRole('heading', { name: '使用登记 SYDJ2026111800012' })).toBeVisible();
    await expect(
      page.locator('.mantine-Timeline-root').getByText('申请资料齐全，符合法定形式，予以受理'),
    ).toBeVisible();
    for (const name of ['修改', '提交', '删除', '撤回'])
      await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  });

  test.describe(() => {
    // The imported row is kept: a tenant of its own.
    test.use({ freshTenant: true });
    test('the import lists the rows the server rejected, with column and reason', async ({ page }) => {
      await login(page, { from: '/use-record/query' });
      await page.getByRole('button', { name: '导入待登记设备' }).click();
      const dialog = page.getByRole('dialog', { name: '导入使用登记设备（Excel）' });
      // The template's sample row, then a code too short and a device already registered (1号客梯).
      const download = page.waitForEvent('download');
      await dialog.getByRole('button', { name: '下载导入模板' }).click();
      const book = new ExcelJS.Workbook();
      const bytes = await readFile((await (await download).path())!);
      await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      const sample = sheet.getRow(2).values as ExcelJS.CellValue[];
      sheet.addRow([...sample.slice(1)]).getCell(1).value = '31103';
      sheet.addRow([...sample.slice(1)]).getCell(1).value = '311033020020190123';
      await dialog.locator('input[type=file]').setInputFiles({
        name: '使用登记导入模板.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: Buffer.from(await book.xlsx.writeBuffer()),
      });
      const request = page.waitForRequest((r) => r.url().includes('/a/stone/eqmBcwBasic/importExcel'));
      await dialog.getByRole('button', { name: '开始导入' }).click();
      expect((await request).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      await expect(dialog.getByTestId('import-summary')).toHaveText(/共 3 条，成功 1 条，失败 2 条/);
      // Each refused row: its line in the sheet, the column and the reason.
      await expect(dialog.getByRole('row').filter({ hasText: '设备代码应为 18 位数字' })).toContainText('3');
      await expect(
        dialog.getByRole('row').filter({ hasText: /311033020020190123 已办理使用登记（\d+），不能重复导入/ }),
      ).toContainText('4');
      await screen(page, 'reg-use-import');
    });
  });
});

test.describe('使用登记申请 (/company-service/useRegistration)', () => {
  // A submit and a save are kept: each test in a tenant of its own.
  test.use({ freshTenant: true });

  test('submitting a draft runs the server attachment check first: refused with its message and no save; a returned one shows its reason and flow', async ({
    page,
  }) => {
    await login(page, { from: '/company-service/useRegistration' });
    await preferExample(page, '**/a/stone/epPemUseregistApply/checkUseAtt*', 'incomplete', 1);
    let saves = 0;
    page.on('request', (r) => {
      if (r.url().includes('/epPemUseregistApply/save')) saves++;
    });
    const check = nextPost(page, '/a/stone/epPemUseregistApply/checkUseAtt');
    await rowAction(page, 'SYDJ2026112100009', '提交');
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    expect(formBody(await check)).toEqual({ id: '7155a83e5f2f42659300e762da432e32' });
    await expect(page.getByText('以下必传附件未上传：产品合格证、安装监督检验证书')).toBeVisible();
    expect(saves).toBe(0);
    // The refusal is shown in the confirmation, which stays open until the user closes it.
    await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Attachments complete: the submit is a save with isCommit of the application as it stands.
    const commit = page.waitForRequest((r) => r.url().includes('/epPemUseregistApply/save'));
    await rowAction(page, 'SYDJ2026112100009', '提交');
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    const c = await commit;
    expect(new URL(c.url()).searchParams.get('isCommit')).toBe('true');
    expect(formBody(c)).toMatchObject({ id: '7155a83e5f2f42659300e762da432e32', contactPerson: '陈建国' });

    await preferExample(page, '**/a/stone/epPemUseregistApply/detail/*', 'returned', 1);
    await rowAction(page, 'SYDJ2026111200003', '查看');
    await expect(page.getByRole('heading', { name: '使用登记申请 SYDJ2026111200003' })).toBeVisible();
    await expect(page.getByTestId('audit-opinion')).toContainText('缺少燃烧器改造后的定期检验报告');
    await expect(page.locator('.mantine-Timeline-root').getByText('已退回')).toBeVisible();
    for (const name of ['修改', '提交', '删除'])
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    await screen(page, 'reg-use-apply-detail-returned');
  });

  test('the application form: save-and-commit of a draft is checked by the server first, the refusal keeps what was typed', async ({
    page,
  }) => {
    await preferExample(page, '**/a/stone/epPemUseregistApply/detail/*', 'returned');
    await login(page, { from: '/company-service/useRegisterDetails?id=126c84c873f84e639eadd6b4a97b6b37' });
    await page.getByRole('button', { name: '修改', exact: true }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '修改使用登记申请：SYDJ2026111200003' });
    await dialog.getByRole('textbox', { name: '备注' }).fill('已补充燃烧器改造后的定期检验报告');
    await preferExample(page, '**/a/stone/epPemUseregistApply/checkUseAtt*', 'incomplete', 1);
    await dialog.getByRole('button', { name: '保存并提交' }).click();
    await expect(dialog.getByText('以下必传附件未上传：产品合格证、安装监督检验证书')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: '备注' })).toHaveValue('已补充燃烧器改造后的定期检验报告');

    const save = nextPost(page, '/a/stone/epPemUseregistApply/save');
    await dialog.getByRole('button', { name: '保存草稿' }).click();
    const s = await save;
    expect(new URL(s.url()).searchParams.get('isCommit')).toBeNull();
    expect(formBody(s)).toMatchObject({
      id: '126c84c873f84e639eadd6b4a97b6b37',
      applyNo: 'SYDJ2026111200003',
      applyType: '2',
      remarks: '已补充燃烧器改造后的定期检验报告',
    });
  });

  test('the flow log opens on its own page (no shell) with the steps and the progress, printable', async ({ page }) => {
    await login(page, { from: '/company-service/useRegisterDetails?id=06fe11de7986434b9f9782c42a9b9bf5' });
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: '流程日志' }).click();
    const log = await popup;
    await expect(log.getByRole('heading', { name: '使用登记办理流程日志' })).toBeVisible();
    await expect(log.getByTestId('tab-bar')).toHaveCount(0);
    await expect(log.getByTestId('flow-log-summary')).toContainText('当前环节：审核（孙伟）');
    const flow = log.locator('.mantine-Timeline-root');
    for (const step of ['申请提交', '受理', '审核', '办结（发证）'])
      await expect(flow.getByText(step, { exact: true })).toBeVisible();
    await expect(flow.getByText('处理中')).toBeVisible();
    await expect(log.getByRole('button', { name: '打印' })).toBeVisible();
    await log.setViewportSize({ width: 1440, height: 900 });
    await screen(log, 'reg-use-flow-log');
  });
});
