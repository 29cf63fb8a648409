import { test, expect, type Page, type Request, type Route } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// From the contract examples (api_mobileUpload_check.yaml, api_mobileUpload_list.yaml).
const TOKEN = 'mu_7f3a9c1e5b2d48a6b0e4c8d2f6a1b3e5';
const REF_ID = '3c5e7a9b1d2f4e6a8b0c2d4e6f8a0b2c';
const PAGE = `/attachmentUploadMobile?token=${TOKEN}&id=${REF_ID}`;
const RECORD_TITLE = '使用登记申请 — 1号客梯（311033020020190123）';
const UNIT_NAME = '宁波甬江置业有限公司';
const LISTED = ['1号客梯产品合格证.pdf', 'IMG_20261121_102317.jpg', 'IMG_20261121_102405.jpg'];
const CHECK = '**/api/mobileUpload/check**';
const LIST = '**/api/mobileUpload/list**';
const UPLOAD = '**/api/mobileUpload/upload**';

const here = dirname(fileURLToPath(import.meta.url));
const screensDir = resolve(here, '../test-results/screens');

/**
 * A full-page screenshot into test-results/screens/<name>.png, to look at. Taken on a developer's
 * machine; in CI (where nobody looks at them) only with E2E_SCREENS=1, as the web app's suite does.
 */
async function screen(page: Page, name: string) {
  if (process.env.CI && !process.env.E2E_SCREENS) return;
  mkdirSync(screensDir, { recursive: true });
  await page.screenshot({ path: resolve(screensDir, `${name}.png`), fullPage: true });
}

/** A small valid PNG (1×1) for uploads that need no compression. */
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = (name: string, kb = 300) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(kb * 1024, 32)]),
});

/** The list answers the contract's example plus, once uploaded, the given file (Prism's list is static). */
async function listGrowsAfterUpload(page: Page, added: string) {
  let uploaded = false;
  let calls = 0;
  page.on('requestfinished', (r) => {
    if (r.url().includes('/api/mobileUpload/upload') && r.method() === 'POST') uploaded = true;
  });
  await page.route(LIST, async (route) => {
    calls += 1;
    const res = await route.fetch();
    const body = await res.json();
    if (uploaded) {
      body.data = [
        ...body.data,
        {
          ...body.data[0],
          attsysid: 'e2e00000000000000000000000000001',
          fileName: added,
          fileType: added.split('.').pop(),
          fileSize: 123456,
          uploadTime: '2026-11-21 10:30:00',
        },
      ];
    }
    await route.fulfill({ response: res, json: body });
  });
  return { calls: () => calls };
}

/** Dimensions of a baseline/progressive JPEG (its SOF marker). */
function jpegSize(buf: Buffer): { width: number; height: number } | null {
  for (let i = 2; i < buf.length - 9; i++) {
    if (buf[i] === 0xff && (buf[i + 1] === 0xc0 || buf[i + 1] === 0xc2))
      return { height: buf.readUInt16BE(i + 5), width: buf.readUInt16BE(i + 7) };
  }
  return null;
}

test('shows the record and the uploaded list at phone size', async ({ page }) => {
  const checks: Request[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/mobileUpload/check')) checks.push(r);
  });
  await page.goto(PAGE);
  const record = page.getByTestId('record');
  await expect(record).toContainText(RECORD_TITLE);
  await expect(record).toContainText(UNIT_NAME);
  await expect(record).toContainText('产品合格证');
  await expect(record).toContainText('二维码有效期至 2026-11-21 10:45:42');
  const query = new URL(checks[0]!.url()).searchParams;
  expect([query.get('token'), query.get('id')]).toEqual([TOKEN, REF_ID]);

  const list = page.getByTestId('attachment-list');
  await expect(list.getByRole('heading')).toHaveText('已上传的附件（3）');
  for (const name of LISTED) await expect(list).toContainText(name);
  await expect(list).toContainText('471 KB · 11-21 10:15 · 陈建国');

  // Large touch targets, the camera and the multi-file picker.
  for (const name of ['拍照上传', '从相册或文件选择']) {
    const box = await page.getByRole('button', { name }).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(56);
    expect(box!.width).toBeGreaterThan(340);
  }
  await expect(page.getByTestId('camera-input')).toHaveAttribute('capture', 'environment');
  await expect(page.getByTestId('camera-input')).toHaveAttribute('accept', 'image/*');
  await expect(page.getByTestId('file-input')).toHaveAttribute('multiple', '');
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page).toHaveTitle('手机上传附件');
  await screen(page, 'mobile-record');
});

test('uploads a photo with a progress bar and the list updates', async ({ page }) => {
  const list = await listGrowsAfterUpload(page, 'IMG_camera.png');
  // Hold the upload until the progress bar has been seen.
  let release!: () => void;
  const held = new Promise<void>((r) => {
    release = r;
  });
  let sent: Request | undefined;
  await page.route(UPLOAD, async (route: Route) => {
    sent = route.request();
    await held;
    await route.continue();
  });
  await page.goto(PAGE);
  await expect(page.getByTestId('attachment')).toHaveCount(3);
  const listCalls = list.calls();

  await page
    .getByTestId('camera-input')
    .setInputFiles({ name: 'IMG_camera.png', mimeType: 'image/png', buffer: PNG_1PX });
  const item = page.getByTestId('upload-item');
  await expect(item).toHaveAttribute('data-status', 'uploading');
  // The bar's track is shown at once; its value is the percent sent (Chromium reports no upload
  // progress while a route holds the request, so it may still be 0 here).
  await expect(item.getByTestId('upload-progress')).toBeVisible();
  const bar = item.getByRole('progressbar', { name: 'IMG_camera.png 上传进度' });
  await expect(bar).toHaveAttribute('aria-valuenow', /^\d+$/);
  await expect(item.getByTestId('upload-status')).toHaveText(/上传中 \d+%|等待服务器确认…/);
  await screen(page, 'mobile-uploading');

  release();
  await expect(item).toHaveAttribute('data-status', 'done');
  await expect(item.getByTestId('upload-status')).toHaveText('已上传 · 1 KB');
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByTestId('all-done')).toContainText('已上传 1 个文件');
  // The list was asked again and shows the new file.
  await expect(page.getByTestId('attachment')).toHaveCount(4);
  await expect(page.getByTestId('attachment-list')).toContainText('IMG_camera.png');
  expect(list.calls()).toBeGreaterThan(listCalls);

  const url = new URL(sent!.url());
  expect([url.searchParams.get('token'), url.searchParams.get('id')]).toEqual([TOKEN, REF_ID]);
  expect(sent!.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  expect(sent!.postDataBuffer()!.toString('latin1')).toContain('name="file"; filename="IMG_camera.png"');
  await screen(page, 'mobile-uploaded');
});

test('a failed upload offers 重试 and retrying succeeds', async ({ page }) => {
  await listGrowsAfterUpload(page, '合格证扫描件.pdf');
  let attempts = 0;
  await page.route(UPLOAD, async (route) => {
    attempts += 1;
    if (attempts === 1) await route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' });
    else await route.continue();
  });
  await page.goto(PAGE);
  await page.getByTestId('file-input').setInputFiles(pdf('合格证扫描件.pdf'));
  const item = page.getByTestId('upload-item');
  await expect(item).toHaveAttribute('data-status', 'failed');
  await expect(item.getByTestId('upload-status')).toContainText('上传失败：');
  const retry = item.getByRole('button', { name: '重试' });
  await expect(retry).toBeVisible();
  expect((await retry.boundingBox())!.height).toBeGreaterThanOrEqual(48);
  await screen(page, 'mobile-failed');

  await retry.click();
  await expect(item).toHaveAttribute('data-status', 'done');
  await expect(item.getByRole('button', { name: '重试' })).toHaveCount(0);
  expect(attempts).toBe(2);
  await expect(page.getByTestId('attachment-list')).toContainText('合格证扫描件.pdf');
});

test('several files upload one after another, each with its own bar', async ({ page }) => {
  await page.goto(PAGE);
  await page.getByTestId('file-input').setInputFiles([
    pdf('第一页.pdf', 200),
    pdf('第二页.pdf', 200),
    {
      name: '说明.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from('x'),
    },
  ]);
  const items = page.getByTestId('upload-item');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toHaveAttribute('data-status', 'done');
  await expect(items.nth(1)).toHaveAttribute('data-status', 'done');
  // A type the server does not take is refused on the phone, without a retry.
  await expect(items.nth(2)).toHaveAttribute('data-status', 'rejected');
  await expect(items.nth(2)).toContainText('仅支持 jpg、png 照片和 pdf 文件');
  await expect(items.nth(2).getByRole('button', { name: '重试' })).toHaveCount(0);
  await expect(page.getByText('已完成 2/3')).toBeVisible();
  await items.nth(2).getByRole('button', { name: '移除 说明.docx' }).click();
  await expect(items).toHaveCount(2);
  await expect(page.getByTestId('all-done')).toContainText('已上传 2 个文件');
});

test('a large photo is compressed to 1920 px JPEG before upload', async ({ page }) => {
  // Encoding and then compressing an 8-megapixel photo is CPU work for the browser, however busy the
  // machine: the test still waits for states, under a longer cap.
  test.slow();
  let body: Buffer | undefined;
  await page.route(UPLOAD, async (route) => {
    body = route.request().postDataBuffer() ?? undefined;
    await route.continue();
  });
  await page.goto(PAGE);
  // The camera's input is there once the link has been checked (a busy machine answers after the photo is made).
  await expect(page.getByTestId('camera-input')).toBeAttached();
  // A 3264×2448 (8-megapixel) camera-like photo made in the page and given to the camera input there, as the phone's
  // camera would: a tile of noise repeated under a gradient keeps the JPEG heavy while costing the
  // page a 512×512 loop, and the photo never crosses to the test and back. What comes back is its size
  // and its first bytes (the frame header that names its dimensions).
  const photo = await page.evaluate(async () => {
    const tile = document.createElement('canvas');
    tile.width = tile.height = 512;
    const tctx = tile.getContext('2d')!;
    const noise = tctx.createImageData(512, 512);
    for (let i = 0; i < noise.data.length; i += 4) {
      const n = 96 + Math.random() * 64;
      noise.data[i] = noise.data[i + 1] = noise.data[i + 2] = n;
      noise.data[i + 3] = 255;
    }
    tctx.putImageData(noise, 0, 0);
    const c = document.createElement('canvas');
    c.width = 3264;
    c.height = 2448;
    const ctx = c.getContext('2d')!;
    ctx.fillStyle = ctx.createPattern(tile, 'repeat')!;
    ctx.fillRect(0, 0, 3264, 2448);
    const g = ctx.createLinearGradient(0, 0, 3264, 2448);
    g.addColorStop(0, '#3a6ea5');
    g.addColorStop(1, '#f0c27b');
    ctx.globalAlpha = 0.6;
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, 3264, 2448);
    const blob = await new Promise<Blob>((r) => c.toBlob((b) => r(b!), 'image/jpeg', 0.95));
    const input = document.querySelector<HTMLInputElement>('[data-testid="camera-input"]')!;
    const files = new DataTransfer();
    files.items.add(new File([blob], 'IMG_20261121_103000.jpg', { type: 'image/jpeg' }));
    input.files = files.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    const head = new Uint8Array(await blob.slice(0, 4096).arrayBuffer());
    return { size: blob.size, head: btoa(String.fromCharCode(...head)) };
  });
  expect(jpegSize(Buffer.from(photo.head, 'base64'))).toEqual({ width: 3264, height: 2448 });
  const item = page.getByTestId('upload-item');
  await expect(item).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await expect(item.getByTestId('upload-status')).toContainText('已压缩');
  expect(body!.length).toBeLessThan(photo.size / 2);
  expect(body!.toString('latin1')).toContain('filename="IMG_20261121_103000.jpg"');
  const start = body!.indexOf(Buffer.from([0xff, 0xd8, 0xff]));
  expect(jpegSize(body!.subarray(start))).toEqual({ width: 1920, height: 1440 });
  await screen(page, 'mobile-compressed');
});

test('a link without token or id shows a message and no upload', async ({ page }) => {
  for (const url of [
    '/attachmentUploadMobile',
    `/attachmentUploadMobile/?token=${TOKEN}`,
    `/attachmentUploadMobile?id=${REF_ID}&token=`,
  ]) {
    await page.goto(url);
    const notice = page.getByTestId('notice');
    await expect(notice).toContainText('链接不完整');
    await expect(notice).toContainText('请在电脑端的附件区域点击“手机上传”');
    await expect(page.getByRole('button', { name: '拍照上传' })).toHaveCount(0);
    await expect(page.locator('input[type=file]')).toHaveCount(0);
  }
  await screen(page, 'mobile-missing-token');
});

test('an expired token shows a message and no upload', async ({ page }) => {
  await page.route(CHECK, (r) => r.continue({ headers: { ...r.request().headers(), prefer: 'example=tokenExpired' } }));
  let listed = false;
  page.on('request', (r) => {
    if (r.url().includes('/api/mobileUpload/list')) listed = true;
  });
  await page.goto(PAGE);
  const notice = page.getByTestId('notice');
  await expect(notice).toContainText('二维码已失效');
  await expect(notice).toContainText('二维码已过期，请在电脑端重新生成');
  await expect(page.getByRole('button', { name: '拍照上传' })).toHaveCount(0);
  await expect(page.locator('input[type=file]')).toHaveCount(0);
  expect(listed).toBe(false);
  await screen(page, 'mobile-expired');
});

test('a token the server reports as not valid shows the same message', async ({ page }) => {
  await page.route(CHECK, async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    await route.fulfill({ response: res, json: { ...body, data: { ...body.data, valid: false } } });
  });
  await page.goto(PAGE);
  await expect(page.getByTestId('notice')).toContainText('二维码已失效');
  await expect(page.getByRole('button', { name: '拍照上传' })).toHaveCount(0);
});

test('no network on the check offers a retry', async ({ page }) => {
  let failing = true;
  await page.route(CHECK, (route) => (failing ? route.abort('internetdisconnected') : route.continue()));
  await page.goto(PAGE);
  const notice = page.getByTestId('notice');
  await expect(notice).toContainText('暂时无法连接服务器', { timeout: 15_000 });
  await screen(page, 'mobile-offline');
  failing = false;
  await notice.getByRole('button', { name: '重试' }).click();
  await expect(page.getByTestId('record')).toContainText(RECORD_TITLE);
});
