import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expectAccessible } from '../a11y';
import { test, expect, openInApp, PHONE, withinWidth } from './kit';
import { screen } from '../fixtures';

// The equipment import offers its template: an .xlsx with the columns and a sample row, the rules
// in 填写说明. Filled in as its sample plus a row that breaks a rule, it imports the one and lists the
// other, and the refused rows download as a CSV holding what the dialog shows.

test.use({ viewport: { width: 1440, height: 900 } });

test('the import template downloads, imports as filled in, and the refused rows download', async ({
  page,
  sandbox,
}) => {
  await sandbox.login(page);
  await openInApp(page, '/equipment/query-comprehensive');
  await page.getByRole('button', { name: '导入', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '导入设备' });

  const templateDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '下载导入模板' }).click();
  const template = await templateDownload;
  expect(template.suggestedFilename()).toBe('设备导入模板.xlsx');
  const book = new ExcelJS.Workbook();
  const bytes = await readFile((await template.path())!);
  await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  expect(book.worksheets.map((s) => s.name)).toEqual(['设备', '填写说明']);
  const sheet = book.worksheets[0]!;
  const cells = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1).map((v) => String(v ?? ''));
  expect(cells(1).slice(0, 3)).toEqual(['设备代码', '设备名称', '设备类别']);
  const sample = cells(2);
  expect(sample[0]).toMatch(/^\d{18}$/);
  expect(book.getWorksheet('填写说明')!.getRow(2).getCell(1).value).toBe('设备代码');

  // The sample as it stands, and a row whose code is too short.
  sheet.addRow(['12345', '4号客梯', '电梯']);
  await dialog.locator('input[type=file]').setInputFiles({
    name: '设备导入模板.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  });
  await dialog.getByRole('button', { name: '开始导入' }).click();
  await expect(dialog.getByTestId('import-summary')).toHaveText(/共 2 条，成功 1 条，失败 1 条/);
  const refused = dialog.getByRole('row').filter({ hasText: '设备代码应为 18 位数字' });
  await expect(refused).toContainText('3');
  await expect(refused).toContainText('设备代码');
  await screen(page, 'templates-import-errors', { fullPage: false });
  await expectAccessible(page, '导入设备（有未通过的行）', { include: '[role=dialog]' });

  const errorsDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '下载错误明细' }).click();
  const errors = await errorsDownload;
  expect(errors.suggestedFilename()).toBe('设备导入模板_错误明细.csv');
  const text = (await readFile((await errors.path())!)).toString('utf8');
  expect(
    text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n'),
  ).toEqual(['行号,列,原因', '3,设备代码,设备代码应为 18 位数字']);

  // The imported device is in the list.
  await dialog.getByRole('button', { name: '完成' }).click();
  await expect(page.getByText(sample[0]!).filter({ visible: true }).first()).toBeVisible();
});

test('the use-registration template names a device to register; imported as it stands it lists a draft', async ({
  page,
  sandbox,
}) => {
  await sandbox.login(page);
  await openInApp(page, '/use-record/query');
  await page.getByRole('button', { name: '导入待登记设备' }).click();
  const dialog = page.getByRole('dialog', { name: '导入使用登记设备（Excel）' });
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '下载导入模板' }).click();
  const template = await download;
  expect(template.suggestedFilename()).toBe('使用登记导入模板.xlsx');
  const bytes = await readFile((await template.path())!);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  expect(book.worksheets.map((s) => s.name)).toEqual(['待登记设备', '填写说明']);
  const code = String(book.worksheets[0]!.getRow(2).getCell(1).value);

  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: '使用登记导入模板.xlsx', mimeType: 'application/octet-stream', buffer: bytes });
  await dialog.getByRole('button', { name: '开始导入' }).click();
  await expect(dialog.getByTestId('import-summary')).toHaveText(/共 1 条，成功 1 条，失败 0 条/);
  await expect(dialog.getByRole('button', { name: '下载错误明细' })).toHaveCount(0);
  await dialog.getByRole('button', { name: '完成' }).click();
  await expect(page.getByText(code).filter({ visible: true }).first()).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });
  test('the import dialog offers its template within the screen', async ({ page, sandbox }) => {
    await sandbox.login(page);
    await openInApp(page, '/use-record/query');
    await page.getByRole('button', { name: '导入待登记设备' }).click();
    const dialog = page.getByRole('dialog', { name: '导入使用登记设备（Excel）' });
    await withinWidth(dialog.getByRole('button', { name: '下载导入模板' }));
    await withinWidth(dialog.getByText('第二个工作表“填写说明”列出每列的填写要求'));
    await expectAccessible(page, '导入使用登记设备（390 px）', { include: '[role=dialog]' });
    await screen(page, 'templates-import-390', { fullPage: false });
  });
});
