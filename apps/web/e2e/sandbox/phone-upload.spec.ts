import { readFile } from 'node:fs/promises';
import { test, expect, openInApp } from './kit';

// Attachments on the sandbox: a record's 手机上传 QR code opens the phone page of the same tenant
// (another browser, without the desktop's cookies); what the phone uploads is stored, shows in the
// desktop's list while the QR code is open, and downloads with the same bytes.

const ELEVATOR_FORM = '/equipment/device-info-new?oidno=OID3302120019870&operation=edit';
const scan = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(64 * 1024, 32), Buffer.from('\n%%EOF\n')]);

test('a file sent from the phone through the QR code lands in the record, with its bytes', async ({
  page,
  browser,
  sandbox,
}) => {
  await sandbox.login(page);
  await openInApp(page, ELEVATOR_FORM);
  const panel = page.getByTestId('attachment-panel');
  await expect(panel.getByRole('row').first()).toBeVisible();
  await expect(panel.getByRole('button', { name: '安装告知扫描件.pdf', exact: true })).toHaveCount(0);

  const qr = page.waitForResponse((r) => r.url().includes('/a/stone/common/attachment/qrcode') && r.ok());
  await panel.getByRole('button', { name: '手机上传' }).click();
  const link = new URL((await qr).headers()['x-upload-url']!);
  await expect(
    page.getByRole('dialog', { name: '手机上传附件' }).getByRole('img', { name: '手机上传二维码' }),
  ).toBeVisible();
  // The link opens where the pages are served, and names the tenant for a phone that has no cookie.
  expect(link.origin).toBe(new URL(page.url()).origin);
  expect(link.searchParams.get('tenant')).toBe(sandbox.tenant);

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  try {
    const p = await phone.newPage();
    await p.goto(link.href);
    await p
      .getByTestId('file-input')
      .setInputFiles({ name: '安装告知扫描件.pdf', mimeType: 'application/pdf', buffer: scan });
    await expect(p.getByTestId('upload-item')).toHaveAttribute('data-status', 'done');
  } finally {
    await phone.close();
  }

  // The desktop's list follows while the QR code is open.
  const dialog = page.getByRole('dialog', { name: '手机上传附件' });
  await dialog.getByRole('button', { name: '完成' }).click();
  const file = panel.getByRole('button', { name: '安装告知扫描件.pdf', exact: true });
  await expect(file).toBeVisible();
  const download = page.waitForEvent('download');
  await file.click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('安装告知扫描件.pdf');
  expect(Buffer.compare(await readFile((await saved.path())!), scan)).toBe(0);
});
