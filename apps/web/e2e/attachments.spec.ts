import type { Page } from '@playwright/test';
import { test, expect, login, patchJson, preferExample, screen } from './fixtures';

// The attachment panel of any record — upload with a progress bar, list, download by
// attsysid, delete with confirmation, upload from a phone through the QR code.

// The elevator archive's attachment reference (getDetailBy example `ok`) and its four files (attachment/list `elevatorArchive`).
const ELEVATOR = { oidno: 'OID3302120019870', attrefsysid: 'e38d715c0b07cbb7c39719d8736d5047' };
const FORM = `/equipment/device-info-new?oidno=${ELEVATOR.oidno}&operation=edit`;
const CERTIFICATE = { attsysid: 'd306c8041c07aea8c4f827e514135430', fileName: '1号客梯产品合格证.pdf' };

const panel = (page: Page) => page.getByTestId('attachment-panel');

async function openElevatorForm(page: Page) {
  await login(page, { from: FORM });
  await expect(panel(page).getByRole('row')).toHaveCount(5); // header + the elevator's four files
}

const photo = (name = '铭牌照片.jpg', size = 600 * 1024) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: Buffer.alloc(size, 7),
});

// Uploads and deletes are kept by the sandbox: each test starts from the seed's four files.
test.use({ freshTenant: true });

test.beforeEach(async ({ page }) => {
  // Slow answers, so what the user sees while a call is under way can be checked.
  await page.route('**/a/stone/common/attachment/upload*', async (r) => {
    await new Promise((done) => setTimeout(done, 1200));
    await r.continue().catch(() => undefined);
  });
});

test('upload: multipart to the record, a progress bar per file, then the list reloads', async ({ page }) => {
  await openElevatorForm(page);
  // The server answers only when the test says so: the bar is checked while the call is open.
  let answer!: () => void;
  const answered = new Promise<void>((done) => {
    answer = done;
  });
  await page.route('**/a/stone/common/attachment/upload*', async (r) => {
    await answered;
    await r.continue().catch(() => undefined);
  });
  const upload = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().includes('/a/stone/common/attachment/upload'),
  );
  const reload = page.waitForRequest((r) => r.url().includes('/a/stone/common/attachment/list'));
  await panel(page).locator('input[type=file]').setInputFiles(photo());
  const request = await upload;
  expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  const body = request.postDataBuffer()?.toString('latin1') ?? '';
  expect(body).toContain('name="attrefsysid"');
  expect(body).toContain(ELEVATOR.attrefsysid);
  expect(body).toMatch(/name="file"; filename="/);
  const bar = panel(page).getByRole('progressbar', { name: '铭牌照片.jpg 上传进度' });
  // While the call is open the file is listed with its bar and percentage (Chromium reports the
  // upload progress of an intercepted request only at its end, so the value is not checked here;
  // the import dialog's test sees its bar reach 100).
  await expect(bar).toBeAttached();
  await expect(bar).toHaveAttribute('aria-valuemax', '100');
  await expect(panel(page).getByTestId('upload-progress')).toContainText(/铭牌照片\.jpg\s*\d+%/);
  await screen(page, 'attachment-uploading');
  answer();
  await expect(page.getByText('已上传：铭牌照片.jpg')).toBeVisible();
  await expect(bar).toHaveCount(0);
  await reload;
  // The record keeps it: listed with the four it had.
  await expect(panel(page).getByRole('button', { name: '铭牌照片.jpg', exact: true })).toBeVisible();
  await expect(panel(page).getByRole('row')).toHaveCount(6);
});

test('a refused upload says why and offers 重试, which sends the file again', async ({ page }) => {
  await openElevatorForm(page);
  await preferExample(page, '**/a/stone/common/attachment/upload*', 'fileTooLarge', 1);
  await panel(page).locator('input[type=file]').setInputFiles(photo('设备全景.jpg'));
  const item = panel(page).getByTestId('upload-progress').filter({ hasText: '设备全景.jpg' });
  await expect(item).toContainText('文件大小超过 20 MB，请压缩后重新上传');
  const again = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().includes('/a/stone/common/attachment/upload'),
  );
  await item.getByRole('button', { name: '重试' }).click();
  await again;
  await expect(page.getByText('已上传：设备全景.jpg')).toBeVisible();
  await expect(item).toHaveCount(0);
});

test('download by attsysid saves the file under its name', async ({ page }) => {
  await openElevatorForm(page);
  const call = page.waitForRequest((r) =>
    r.url().includes(`/a/stone/common/attachment/download/${CERTIFICATE.attsysid}`),
  );
  const download = page.waitForEvent('download');
  await panel(page).getByRole('button', { name: CERTIFICATE.fileName, exact: true }).click();
  expect(new URL((await call).url()).searchParams.get('__sid')).toBeTruthy();
  expect((await download).suggestedFilename()).toBe(CERTIFICATE.fileName);
});

test('delete asks first: 取消 keeps the file, 删除 sends its attsysid', async ({ page }) => {
  await openElevatorForm(page);
  let deletes = 0;
  page.on('request', (r) => {
    if (r.url().includes('/a/stone/common/attachment/delete')) deletes += 1;
  });

  await panel(page)
    .getByRole('button', { name: `删除 ${CERTIFICATE.fileName}` })
    .click();
  let confirm = page.getByRole('dialog', { name: '删除附件' });
  await expect(confirm).toContainText(`确定删除附件「${CERTIFICATE.fileName}」吗？删除后不可恢复。`);
  await screen(page, 'attachment-delete-confirm');
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(confirm).toHaveCount(0);
  expect(deletes).toBe(0);

  await panel(page)
    .getByRole('button', { name: `删除 ${CERTIFICATE.fileName}` })
    .click();
  confirm = page.getByRole('dialog', { name: '删除附件' });
  const call = page.waitForRequest((r) => r.url().includes('/a/stone/common/attachment/delete'));
  await confirm.getByRole('button', { name: '删除' }).click();
  expect(Object.fromEntries(new URLSearchParams((await call).postData() ?? ''))).toEqual({
    attsysid: CERTIFICATE.attsysid,
  });
  await expect(page.getByText('附件已删除')).toBeVisible();
  await expect(panel(page).getByRole('button', { name: CERTIFICATE.fileName, exact: true })).toHaveCount(0);
  await expect(panel(page).getByRole('row')).toHaveCount(4);
});

test('手机上传 shows the record’s QR code and the list follows what the phone uploads', async ({ page }) => {
  await openElevatorForm(page);
  const qr = page.waitForRequest((r) => r.url().includes('/a/stone/common/attachment/qrcode'));
  await panel(page).getByRole('button', { name: '手机上传' }).click();
  const dialog = page.getByRole('dialog', { name: '手机上传附件' });
  const qrUrl = new URL((await qr).url());
  expect(qrUrl.searchParams.get('attrefsysid')).toBe(ELEVATOR.attrefsysid);
  expect(qrUrl.searchParams.get('__sid')).toBeTruthy();
  const image = dialog.getByRole('img', { name: '手机上传二维码' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(dialog).toContainText('已上传 4 个附件');

  // The phone uploads a photo: the next poll of the list has it.
  await patchJson(page, '**/a/stone/common/attachment/list*', (body) => ({
    ...body,
    data: [
      ...body.data,
      {
        ...body.data[0],
        attsysid: '2bf9e3a5b7d68c4e6a8f0b2d4e6c9a1b',
        fileName: '手机拍摄_铭牌.jpg',
        attType: '设备铭牌',
        fileSize: 356_000,
      },
    ],
  }));
  await expect(dialog).toContainText('已上传 5 个附件', { timeout: 10_000 });
  await screen(page, 'attachment-phone-dialog');
  await dialog.getByRole('button', { name: '完成' }).click();
  await expect(panel(page).getByRole('button', { name: '手机拍摄_铭牌.jpg', exact: true })).toBeVisible();
});

test('a view-only record lists and downloads but offers no upload or delete', async ({ page }) => {
  await login(page, { from: `/equipment/device-info-new?oidno=${ELEVATOR.oidno}&operation=view` });
  await expect(panel(page).getByRole('button', { name: CERTIFICATE.fileName, exact: true })).toBeVisible();
  await expect(panel(page).getByRole('button', { name: '上传附件' })).toHaveCount(0);
  await expect(panel(page).getByRole('button', { name: /^删除/ })).toHaveCount(0);
});
