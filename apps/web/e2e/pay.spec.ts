import type { Page, Request } from '@playwright/test';
import { test, expect, login, preferExample, sandboxAdmin } from './fixtures';
import { formBody } from './ui';

// What the payment and invoice pages add: the pay page polls until paid and shows
// 已支付, the bank voucher goes to updatePayCert, an invoice title with a bad credit code is refused
// with the spec's message and keeps what was typed, an invoice is applied for with the contract's
// body, a slip prints through /tablePrint, and the public pages say when a payment is not found.
// That each page opens with contract data is the route walk's job.

const CHARGE = '890f1a040b4613fc59f4e4aebd4555f9';
const LSH = 'BJ20261118000237';
const APPLY_ID = 'a7393720102d398d535be0ef599e77bd';
const CREDIT_CODE_MESSAGE = '统一社会信用代码为15或18位，由数字和除I、O、Z、S、V以外的大写字母组成';

const input = (page: Page, name: string) => page.locator(`[data-field="${name}"]:visible`);
const pathIs = (path: string) => (r: Request) => new URL(r.url()).pathname === path;

test.describe('on a fake clock', () => {
  // The payment is made in the worker's tenant: a tenant of its own, so the file's other tests
  // find the seed's unpaid slip.
  test.use({ freshPage: true, freshTenant: true });

  test('the pay page shows the order and its QR, polls the charge until paid, then shows 已支付', async ({ page }) => {
    // The page polls every 3 s by its own clock: a fake one (running as usual) is moved on here
    // instead of waiting for the timer.
    await page.clock.install();
    let polls = 0;
    page.on('request', (r) => {
      if (pathIs('/api/chamain/charge/detail')(r)) polls += 1;
    });
    const wechat = page.waitForRequest(pathIs(`/a/stone/appOnline/toPay/${LSH}/1`));
    await login(page, { from: `/pay-code-order?onlinelsh=${LSH}` });
    await wechat;
    await expect(page.getByTestId('qr-code')).toHaveAttribute('data-content', /\/pay-code\?orderNo=PO\d+/);
    await expect(page.getByTestId('pay-amount')).toHaveText('532.00 元');
    await expect(page.getByTestId('pay-status')).toContainText('等待支付');

    // Another channel asks for its own order (the path's b).
    const alipay = page.waitForRequest(pathIs(`/a/stone/appOnline/toPay/${LSH}/2`));
    await page.getByText('支付宝', { exact: true }).click();
    await alipay;

    // The payment platform's notice arrives (the sandbox's 模拟支付); the next poll finds it.
    await sandboxAdmin(page, 'POST', `/payments/${CHARGE}/pay`);
    const next = page.waitForRequest(pathIs('/api/chamain/charge/detail'));
    await page.clock.runFor(3_000);
    await next;
    await expect(page.getByTestId('pay-paid')).toBeVisible();
    await expect(page.getByRole('heading', { name: '已支付' })).toBeVisible();
    await expect(page.getByTestId('pay-paid')).toContainText('532.00 元');
    await expect(page.getByTestId('qr-code')).toHaveCount(0);
    // Polling stops once paid: three more periods pass without a call (a request the page makes after
    // them arrives after any it made during them).
    const seen = polls;
    await page.clock.runFor(9_000);
    await page.evaluate(() => fetch('/config.json').then((r) => r.ok));
    expect(polls).toBe(seen);
  });
});

test('a bank voucher is required, then uploaded to updatePayCert with the date and remark', async ({ page }) => {
  await login(page, { from: `/pay-code-order?onlinelsh=${LSH}` });
  await expect(page.getByText('3901110009000087652')).toBeVisible();
  let sent = false;
  page.on('request', (r) => {
    if (r.url().includes('/updatePayCert/')) sent = true;
  });
  await page.getByRole('button', { name: '上传付款凭证' }).click();
  await expect(page.getByText('请选择付款凭证文件')).toBeVisible();
  expect(sent).toBe(false);

  await page.locator('input[type="file"]').setInputFiles({
    name: '检验费转账回单.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7 receipt'),
  });
  await page.getByRole('textbox', { name: '备注' }).fill('工行电子回单号 202611210012345678');
  const upload = page.waitForRequest(pathIs(`/a/stone/appOnline/updatePayCert/${APPLY_ID}`));
  await page.getByRole('button', { name: '上传付款凭证' }).click();
  const body = (await upload).postData() ?? '';
  expect((await upload).headers()['content-type']).toContain('multipart/form-data');
  expect(body).toContain('filename="检验费转账回单.pdf"');
  expect(body).toMatch(/name="payDate"\r\n\r\n\d{4}-\d{2}-\d{2}/);
  expect(body).toContain('工行电子回单号 202611210012345678');
  await expect(page.getByText('付款凭证已上传')).toBeVisible();
});

test('an invoice title with a bad credit code is refused with the spec message and keeps what was typed', async ({
  page,
}) => {
  await login(page, { from: '/company-service/invoice-title' });
  await page.getByRole('button', { name: '新增开票信息' }).click();
  const dialog = page.getByRole('dialog');
  await input(page, 'name').fill('宁波甬江置业有限公司江北分公司');
  await input(page, 'taxNo').fill('91330205ma2h1b7q4x');
  let sent = false;
  page.on('request', (r) => {
    if (r.url().includes('/invoiceTitle/save')) sent = true;
  });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText(CREDIT_CODE_MESSAGE)).toBeVisible();
  expect(sent).toBe(false);

  // A code the rule accepts but the server refuses: its message in the dialog, the values kept.
  await input(page, 'taxNo').fill('91330205MA2H1B7Q46');
  await expect(dialog.getByText(CREDIT_CODE_MESSAGE)).toHaveCount(0);
  await preferExample(page, '**/api/chamain/invoiceTitle/save*', 'badCreditCode', 1);
  const save = page.waitForRequest(pathIs('/api/chamain/invoiceTitle/save'));
  await dialog.getByRole('button', { name: '保存' }).click();
  expect(formBody(await save)).toMatchObject({
    titleType: '1',
    name: '宁波甬江置业有限公司江北分公司',
    taxNo: '91330205MA2H1B7Q46',
    isDefault: 'false',
  });
  await expect(dialog.getByRole('alert')).toContainText(CREDIT_CODE_MESSAGE);
  await expect(input(page, 'name')).toHaveValue('宁波甬江置业有限公司江北分公司');
  await expect(input(page, 'taxNo')).toHaveValue('91330205MA2H1B7Q46');
});

test('申请开票 on a paid charge sends the charge, the default title and the type', async ({ page }) => {
  await login(page, { from: '/company-service/online-apply-paymentNote' });
  const row = page.locator('[data-row-key="5b8e2f7a1c9d4e3fa6b0c2d4e6f8a1b3"]');
  await row.getByRole('button', { name: '申请开票' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('申请开具发票')).toBeVisible();
  const apply = page.waitForRequest(pathIs('/api/chamain/invoice/apply'));
  await dialog.getByRole('button', { name: '提交申请' }).click();
  expect(formBody(await apply)).toEqual({
    chargesysid: '5b8e2f7a1c9d4e3fa6b0c2d4e6f8a1b3',
    titleId: 'b74e8a41ae12ca1f66b67dc318274064',
    invoiceType: '电子普通发票',
    email: 'caiwu@nbyjzy.example.cn',
    remark: '报检流水号 BJ20261112000164',
  });
  await expect(page.getByText('开票申请已提交')).toBeVisible();
});

test('a slip prints through /tablePrint: items, relief and total on an A4 sheet without the toolbar', async ({
  page,
}) => {
  await login(page, { from: `/company-service/online-apply-paymentSlipDetails?chargesysid=${CHARGE}` });
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: '打印', exact: true }).click();
  const sheet = await popup;
  expect(new URL(sheet.url()).pathname).toBe('/tablePrint');
  await expect(sheet.getByRole('heading', { name: '特种设备检验收费缴费单' })).toBeVisible();
  const items = sheet.getByRole('table', { name: '收费明细' });
  await expect(items.getByRole('row')).toHaveCount(4);
  await expect(items.getByRole('row').last()).toContainText('760.00228.00532.00');
  await expect(sheet.getByText('应缴金额：532.00 元（大写：伍佰叁拾贰元整）')).toBeVisible();
  await expect(sheet.getByRole('button', { name: '打印' })).toBeVisible();
  await sheet.emulateMedia({ media: 'print' });
  await expect(sheet.getByRole('button', { name: '打印' })).toBeHidden();
  await sheet.close();
});

test.describe('public pages (no session)', () => {
  test.use({ reuseSession: false });

  test('the payment note is looked up by serial number; a missing payment says so', async ({ page }) => {
    await page.goto('/online-paymentNote');
    await page.getByRole('textbox', { name: '报检流水号' }).fill('BJ2026');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page.getByText('请输入正确的报检流水号（两位字母加 14 位数字，如 BJ20261118000237）')).toBeVisible();
    const note = page.waitForRequest(
      (r) =>
        new URL(r.url()).pathname === '/api/chamain/paymentNote' &&
        new URL(r.url()).searchParams.get('onlinelsh') === LSH,
    );
    await page.getByRole('textbox', { name: '报检流水号' }).fill(LSH.toLowerCase());
    await page.getByRole('button', { name: '查询' }).click();
    await note;
    await expect(page.getByText('通知单编号 TZ2026111800237')).toBeVisible();

    await preferExample(page, '**/api/chamain/paymentSlip/**', 'notFound');
    await page.goto('/online-paymentSlipDetails?chargesysid=0123456789abcdef0123456789abcdef');
    await expect(page.getByText('未查询到该缴费记录，请确认链接是否完整或联系检验机构')).toBeVisible();
  });
});

// On a phone the slip's PDF opens full screen, its download at hand.
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the payment slip's PDF opens full screen with its download button", async ({ page }) => {
    await login(page, {
      from: '/company-service/online-apply-paymentSlipDetails?chargesysid=890f1a040b4613fc59f4e4aebd4555f9',
    });
    const pdf = page.waitForRequest(
      (q) =>
        new URL(q.url()).pathname === '/api/print/paymentSlip/890f1a040b4613fc59f4e4aebd4555f9' &&
        !!new URL(q.url()).searchParams.get('__sid'),
    );
    await page.getByRole('button', { name: '预览 PDF' }).click();
    await pdf;
    const preview = page.getByRole('dialog', { name: '缴费单 JK2026111800237' });
    await expect(preview.locator('iframe')).toHaveAttribute('src', /^blob:/);
    expect(await preview.boundingBox()).toMatchObject({ x: 0, width: 390 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      preview.getByRole('button', { name: '下载 PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  });
});
