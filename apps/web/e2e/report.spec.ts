import type { Request } from '@playwright/test';
import { test, expect, login, preferExample, printWindow, screen, tab } from './fixtures';
import { expectAccessible } from './a11y';
import { formBody, nextPost, dialog, row, rowAction } from './ui';

// What the report, rectification, elevator-data and service-desk pages
// add beyond showing contract data (the route walk checks that): the PDF download and preview, the
// rectification's evidence upload and confirm body, failures that keep what was typed, and the
// body of a question to the inspection body.

test('a report PDF downloads under its server name and previews in the page', async ({ page }) => {
  await login(page, { from: '/company-service/report-query' });
  const r = row(page, '(2026)甬特检电字第03012号');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    rowAction(page, '(2026)甬特检电字第03012号', '下载'),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  expect(new URL(download.url()).protocol).toBe('blob:');

  const pdf = page.waitForRequest((q) => new URL(q.url()).pathname === '/a/stone/report/downloadPdf');
  await r
    .getByRole('button', { name: '预览', exact: true })
    .or(r.getByRole('button', { name: '更多操作' }))
    .first()
    .click();
  if (await page.getByRole('menuitem', { name: '预览' }).count())
    await page.getByRole('menuitem', { name: '预览' }).click();
  expect(new URL((await pdf).url()).searchParams.get('id')).toBe('982da4ed711e0b983d804b275138d6ea');
  // Titled with the report's name and number, not a file id.
  const preview = page.getByRole('dialog', { name: REPORT_TITLE });
  await expect(preview.locator(`iframe[title="${REPORT_TITLE}预览"]`)).toHaveAttribute('src', /^blob:/);
  await screen(page, 'report-preview');
});

// Reports where users look for them.
const REPORT_NO = '(2026)甬特检电字第03012号';
const REPORT_TITLE = `3号客梯（B座）监督检验报告 ${REPORT_NO}`;

test('下载 and 打印 are buttons of the report row; 打印 opens the PDF in a window of its own', async ({ page }) => {
  await login(page, { from: '/company-service/report-query' });
  const r = row(page, REPORT_NO);
  await expect(r.getByRole('button', { name: '下载', exact: true })).toBeVisible();
  await expect(r.getByRole('button', { name: '打印', exact: true })).toBeVisible();
  await expect(r.getByRole('button', { name: '预览', exact: true })).toBeVisible();
  // The rest is under ⋯, named with the row.
  await expect(r.getByRole('button', { name: `更多操作：3号客梯（B座） ${REPORT_NO}` })).toBeVisible();
  const pdf = page.waitForRequest(
    (q) =>
      new URL(q.url()).pathname === '/a/stone/report/downloadPdf' &&
      new URL(q.url()).searchParams.get('id') === '982da4ed711e0b983d804b275138d6ea',
  );
  const printed = printWindow(page);
  await r.getByRole('button', { name: '打印', exact: true }).click();
  await pdf;
  expect(await printed).toEqual({ url: expect.stringMatching(/^blob:/), head: '%PDF-' });
});

test("the report list searches by equipment name, in the address and the contract's eqpName", async ({ page }) => {
  await login(page, { from: '/company-service/report-query' });
  await expect(row(page, REPORT_NO)).toBeVisible();
  const list = nextPost(page, '/a/stone/report/list', (q) => formBody(q).eqpName === '客梯');
  await page.getByRole('textbox', { name: '设备名称' }).fill('客梯');
  await page.getByRole('button', { name: '查询', exact: true }).click();
  expect(formBody(await list)).toMatchObject({ eqpName: '客梯', pageNo: '1' });
  await expect(page).toHaveURL(/[?&]eqpName=%E5%AE%A2%E6%A2%AF/);
});

test('each inspection in the equipment archive links to its report', async ({ page }) => {
  await login(page, { from: '/equipment/detail/elevator?oidno=OID3302120019870' });
  const history = page.getByTestId('inspection-history');
  const list = nextPost(page, '/a/stone/report/list', (q) => formBody(q).reportNo === 'NBTJ-DT-2025-08123');
  await history.getByRole('link', { name: '查看检验报告 NBTJ-DT-2025-08123' }).click();
  await list;
  await expect(page).toHaveURL('/company-service/report-query?reportNo=NBTJ-DT-2025-08123');
  await expect(tab(page, '报告查询')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox', { name: '报告编号' })).toHaveValue('NBTJ-DT-2025-08123');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a report preview fills the screen and has its download button', async ({ page }) => {
    await login(page, { from: '/company-service/report-query' });
    // On a phone a row is a card; its buttons are named with the row.
    await page
      .getByTestId('list-cards')
      .getByRole('listitem')
      .filter({ hasText: REPORT_NO })
      .getByRole('button', { name: /^预览/ })
      .click();
    const preview = page.getByRole('dialog', { name: REPORT_TITLE });
    await expect(preview.locator('iframe')).toHaveAttribute('src', /^blob:/);
    const box = await preview.boundingBox();
    expect(box).toMatchObject({ x: 0, width: 390 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      preview.getByRole('button', { name: '下载 PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await expectAccessible(page, 'report preview at 390 px', { include: '[role="dialog"]' });
    await screen(page, 'report-preview-phone');
  });
});

test('rectification: evidence is required, uploaded to the notice, and the confirm sends the contract body', async ({
  page,
}) => {
  await preferExample(page, '**/a/stone/report/opinionDetail*', 'toRectify');
  // No evidence yet: the attachment list of the notice is empty until the upload.
  let uploaded = false;
  await page.route('**/a/stone/common/attachment/list*', async (route) => {
    if (uploaded) return route.continue();
    await route.fulfill({ json: { success: true, errorMsg: null, data: [] } });
  });
  await login(page, { from: '/company-service/online-details?id=98f10e2b2fe13bc6b4e199bf50ae35b8' });
  await expect(page.getByRole('heading', { name: '检验意见通知书 (2026)甬特检意字第0458号' })).toBeVisible();
  const description = page.getByRole('textbox', { name: '整改情况说明' });
  await description.fill('已整改');
  await page.getByRole('button', { name: '提交整改' }).click();
  await expect(page.getByText('整改情况说明至少 5 个字')).toBeVisible();
  await description.fill('压力表已更换为检定合格的新表，安全阀已重新校验并加装铅封。');
  await page.getByRole('button', { name: '提交整改' }).click();
  await expect(page.getByRole('alert')).toContainText('请先上传整改照片或整改报告等整改材料');

  const upload = nextPost(page, '/a/stone/common/attachment/upload');
  uploaded = true;
  await page
    .getByTestId('attachment-panel')
    .locator('input[type=file]')
    .setInputFiles({
      name: '压力表检定证书.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 certificate'),
    });
  const up = await upload;
  expect(up.postData()).toContain('5a77c614e32a805fdbe29c61230aa3f2');
  expect(up.postData()).toContain('压力表检定证书.pdf');
  await expect(page.getByText('已上传：压力表检定证书.pdf')).toBeVisible();
  await screen(page, 'online-details-rectify');

  const confirm = nextPost(page, '/a/stone/report/rectificationConfirm');
  await page.getByRole('button', { name: '提交整改' }).click();
  expect(formBody(await confirm)).toEqual({
    id: '98f10e2b2fe13bc6b4e199bf50ae35b8',
    attrefsysid: '5a77c614e32a805fdbe29c61230aa3f2',
    rectifyDescription: '压力表已更换为检定合格的新表，安全阀已重新校验并加装铅封。',
  });
  await expect(page.getByText('整改情况已提交，等待检验机构确认')).toBeVisible();
});

test('a submit while the evidence list is still loading waits for it, then sends the rectification', async ({
  page,
}) => {
  await preferExample(page, '**/a/stone/report/opinionDetail*', 'returned');
  // The notice's evidence list (the photo sent first) answers only after the click.
  let release!: () => void;
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/a/stone/common/attachment/list*', async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await login(page, { from: '/company-service/online-details?id=3b6d9f2e8a1c47d5b0e4f7a2c9d6e1b8' });
  const description = page.getByRole('textbox', { name: '整改情况说明' });
  await expect(description).toHaveValue('已更换应急照明灯具。');
  await description.fill('已更换应急照明电源，断电试验视频见附件。');
  const confirm = nextPost(page, '/a/stone/report/rectificationConfirm');
  const submitButton = page.getByRole('button', { name: '提交整改' });
  await submitButton.click();
  // Busy while it waits: the list is not taken as empty.
  await expect(submitButton).toHaveAttribute('data-loading', 'true');
  release();
  expect(formBody(await confirm).rectifyDescription).toBe('已更换应急照明电源，断电试验视频见附件。');
  await expect(page.getByText('整改情况已提交，等待检验机构确认')).toBeVisible();
  await expect(page.getByText('请先上传整改照片或整改报告等整改材料')).toHaveCount(0);
});

test('a refused rectification shows the server message and keeps what was typed', async ({ page }) => {
  await preferExample(page, '**/a/stone/report/opinionDetail*', 'returned');
  await preferExample(page, '**/a/stone/report/rectificationConfirm*', 'alreadyConfirmed');
  await login(page, { from: '/company-service/online-details?id=3b6d9f2e8a1c47d5b0e4f7a2c9d6e1b8' });
  await expect(page.getByText('未提供断电试验照片或视频，请补充后重新提交。')).toBeVisible();
  const description = page.getByRole('textbox', { name: '整改情况说明' });
  // A returned notice starts from the unit's previous text.
  await expect(description).toHaveValue('已更换应急照明灯具。');
  await description.fill('已更换应急照明电源，断电试验视频见附件。');
  await page.getByRole('button', { name: '提交整改' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: '该检验意见通知书已由检验机构确认，不能重复提交整改' }),
  ).toBeVisible();
  await expect(description).toHaveValue('已更换应急照明电源，断电试验视频见附件。');
});

test('elevator data: a failed save keeps what was typed; save-and-submit sends isCommit', async ({ page }) => {
  await login(page, { from: '/company-service/informationManage' });
  await page.getByRole('button', { name: '新增资料' }).click();
  const d = dialog(page, '新增电梯监督检验资料');
  await d.getByRole('textbox', { name: '设备代码' }).fill('331033020020260052');
  await d.getByRole('textbox', { name: '设备名称' }).fill('1号自动扶梯（商业裙楼）');
  await d.getByRole('textbox', { name: '型号规格' }).fill('XO-508 30°/0.5');
  await d.getByRole('textbox', { name: '出厂编号' }).fill('XZ26F0052');
  await d.getByRole('textbox', { name: '额定载重量（kg）' }).fill('0');
  await d.getByRole('textbox', { name: '额定速度（m/s）' }).fill('0.5');
  await d.getByRole('textbox', { name: '层站数' }).fill('2');
  await d.getByRole('textbox', { name: '施工单位' }).fill('宁波迅达电梯工程有限公司');
  await d.getByRole('textbox', { name: '施工项目负责人' }).fill('刘永红');
  await d.getByRole('textbox', { name: '施工开始日期' }).fill('2026-10-26');
  await d.getByRole('heading', { name: '新增电梯监督检验资料' }).click();
  await screen(page, 'information-manage-form');
  await preferExample(page, '**/a/stone/declaration/elevatorInspectionDataSave*', 'businessRefused', 1);
  await d.getByRole('button', { name: '保存草稿' }).click();
  await expect(d.getByRole('alert')).toBeVisible();
  await expect(d.getByRole('textbox', { name: '施工单位' })).toHaveValue('宁波迅达电梯工程有限公司');

  const commit = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/a/stone/declaration/elevatorInspectionDataSave',
  );
  await d.getByRole('button', { name: '保存并提交' }).click();
  const req = await commit;
  expect(new URL(req.url()).searchParams.get('isCommit')).toBe('true');
  expect(formBody(req)).toMatchObject({
    eqpCode: '331033020020260052',
    eqpName: '1号自动扶梯（商业裙楼）',
    ratedLoad: '0',
    floors: '2',
    constructStartDate: '2026-10-26',
    projectLeader: '刘永红',
  });
  await expect(d).toHaveCount(0);
});

test('a question to the inspection body uploads its file under the id it is saved with', async ({ page }) => {
  await login(page, { from: '/company-service/interaction' });
  await page.getByRole('button', { name: '我要提问' }).click();
  const d = dialog(page, '向检验机构提问');
  await d.getByRole('textbox', { name: '主题' }).fill('2号燃气蒸汽锅炉检验日期咨询');
  await d.getByRole('combobox', { name: '业务类别' }).click();
  await page.getByRole('option', { name: '报检咨询' }).click();
  await d.getByRole('textbox', { name: '内容' }).fill('锅炉计划于12月停炉检修，能否将定期检验安排在12月10日前后？');
  await d
    .locator('input[type=file]')
    .setInputFiles({ name: '停炉检修计划.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 plan') });
  await screen(page, 'interaction-ask');
  const upload = nextPost(page, '/a/stone/common/attachment/upload');
  const save = nextPost(page, '/a/stone/interaction/save');
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/a/stone/interaction/save');
  await d.getByRole('button', { name: '发送' }).click();
  const up = (await upload).postData() ?? '';
  const body = formBody(await save);
  expect(body).toMatchObject({
    subject: '2号燃气蒸汽锅炉检验日期咨询',
    bizType: '1',
    content: '锅炉计划于12月停炉检修，能否将定期检验安排在12月10日前后？',
  });
  expect(body.attrefsysid).toMatch(/^[0-9a-f]{32}$/);
  expect(up).toContain(body.attrefsysid);
  // The question saved opens, under the id the server gave it.
  const id = (await (await saved).json()).data as string;
  await expect(page).toHaveURL(`/company-service/interaction-detail?id=${id}`);
  await expect(page.getByText('2号燃气蒸汽锅炉检验日期咨询').filter({ visible: true }).first()).toBeVisible();
});

test.describe('on a fake clock', () => {
  test.use({ freshPage: true });

  test('a rescue registration names what is missing, then sends the picked times in the platform format', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2026-11-22T10:00:00+08:00'));
    await login(page, { from: '/company-service/rescue-registration' });
    await page.getByRole('button', { name: '新增救援登记' }).click();
    const d = dialog(page, '新增救援登记');
    await d.getByRole('button', { name: '保存', exact: true }).click();
    await expect(d.getByText('请选择设备')).toBeVisible();
    await expect(d.getByText('请选择报警时间')).toBeVisible();
    await expect(d.getByText('请输入困人原因')).toBeVisible();
    await screen(page, 'rescue-form');

    await d.getByRole('combobox', { name: '设备' }).click();
    await page.getByRole('option').first().click();
    await d.getByRole('textbox', { name: '被困人数' }).fill('2');
    await d.getByRole('button', { name: '报警时间' }).click();
    await page.getByRole('button', { name: '14 十一月 2026' }).click();
    await page.locator('.mantine-Popover-dropdown input').first().click();
    await page.keyboard.type('0842');
    await page.locator('.mantine-Popover-dropdown button:has(svg)').last().click();
    await d.getByRole('combobox', { name: '困人原因类别' }).click();
    await page.getByRole('option', { name: '设备故障' }).click();
    await d.getByRole('textbox', { name: '救援单位' }).fill('宁波迅达电梯工程有限公司');
    await d.getByRole('textbox', { name: '困人原因' }).fill('3层层门门锁触点接触不良');
    const save = nextPost(page, '/a/stone/rescue/save');
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/a/stone/rescue/save');
    await d.getByRole('button', { name: '保存', exact: true }).click();
    const body = formBody(await save);
    expect(body).toMatchObject({
      trappedCount: '2',
      causeType: '2',
      rescueUnitName: '宁波迅达电梯工程有限公司',
      cause: '3层层门门锁触点接触不良',
    });
    expect(body.alarmTime).toMatch(/^2026-11-14 \d{2}:\d{2}:00$/);
    // Saved: the new registration opens, under the id the server gave it.
    const id = (await (await saved).json()).data as string;
    await expect(page).toHaveURL(`/company-service/rescue-detail?id=${id}`);
    await expect(page.getByText('3层层门门锁触点接触不良').filter({ visible: true }).first()).toBeVisible();
  });
});

test('a reply with a file: a refused send keeps text and file, the retry sends the reply without uploading twice', async ({
  page,
}) => {
  await login(page, { from: '/company-service/interaction-detail?id=5ba29cbb46d4c86b1bd170a9ba83e4b8' });
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/a/stone/common/attachment/upload') uploads.push(r.postData() ?? '');
  });
  await page.getByRole('textbox', { name: '回复内容' }).fill('已在网上报检中提交，检验日期选择11月27日。');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: '报检回执.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 receipt') });
  await preferExample(page, '**/a/stone/interaction/save*', 'businessRefused', 1);
  await page.getByRole('button', { name: '发送回复' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '发送失败' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '回复内容' })).toHaveValue(
    '已在网上报检中提交，检验日期选择11月27日。',
  );

  const save = nextPost(page, '/a/stone/interaction/save');
  await page.getByRole('button', { name: '发送回复' }).click();
  const body = formBody(await save);
  expect(body).toMatchObject({
    parentId: '5ba29cbb46d4c86b1bd170a9ba83e4b8',
    content: '已在网上报检中提交，检验日期选择11月27日。',
  });
  expect(uploads).toHaveLength(1);
  expect(uploads[0]).toContain(body.attrefsysid);
  await expect(page.getByText('回复已发送')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '回复内容' })).toHaveValue('');
});
