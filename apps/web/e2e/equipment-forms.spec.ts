import type { Page, Request } from '@playwright/test';
import { test, expect, login, openInApp, preferExample, printWindow, sandboxAdmin, screen, tab } from './fixtures';
import { formBody } from './ui';

// The nine equipment archive pages (one per class, each with its own parameters) and the
// add/edit forms (SDK rules with the spec's messages, local drafts, before-close, save bodies), on
// the sandbox's seed: one device of each class, its files among the tenant's attachments.

/** A value of the archive's field grid (FieldGrid marks each value with its label). */
const value = (page: Page, label: string) => page.locator(`[data-field="${label}"]:visible`);
/** A form input (the kit marks each input with its field name). */
const input = (page: Page, name: string) => page.locator(`[data-field="${name}"]:visible`);

async function choose(page: Page, name: string, option: string) {
  await input(page, name).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(input(page, name)).toHaveValue(option);
}

// Drafts are kept per account: the signed-in user (the seed's qiye01 has the contract example's id).
const DRAFT_ADD = 'tzsb.draft.1a2b3c4d5e6f47a8b9c0d1e2f3a4b5c6.equipment.device.add';
const draft = (page: Page, key = DRAFT_ADD) => page.evaluate((k) => localStorage.getItem(k), key);

/** Per class: the seed's device of that class and what its archive must show, a file among its attachments included. */
const ARCHIVES = [
  {
    key: 'elevator',
    attachment: '1号客梯产品合格证.pdf',
    oidno: 'OID3302120019870',
    title: '电梯档案',
    name: '1号客梯',
    params: { 额定载重量: '1000 kg', 额定速度: '1.75 m/s', 站数: '18 站', 层数: '18 层', 控制方式: '集选控制' },
  },
  {
    key: 'boiler',
    attachment: '2号锅炉产品合格证及质量证明书.pdf',
    oidno: 'OID3302030004512',
    title: '锅炉档案',
    name: '2号燃气蒸汽锅炉',
    params: {
      额定蒸发量: '4 t/h',
      额定工作压力: '1.25 MPa',
      额定蒸汽温度: '194 ℃',
      燃料种类: '天然气',
      锅炉级别: 'B级',
    },
  },
  {
    key: 'pressureVessel',
    attachment: '1号空气储罐产品合格证.pdf',
    oidno: 'OID3302110003306',
    title: '压力容器档案',
    name: '1号空气储罐',
    params: { 容器类别: 'I', 设计压力: '1 MPa', 容积: '2 m³', 工作介质: '压缩空气', 安全状况等级: '2 级' },
  },
  {
    key: 'hoistingMachinery',
    attachment: '10吨门式起重机安装监督检验证书.pdf',
    oidno: 'OID3302060007758',
    title: '起重机械档案',
    name: '10吨门式起重机',
    params: { 额定起重量: '10 t', 跨度: '18 m', 起升高度: '9 m', 工作级别: 'A5', 操纵方式: '司机室' },
  },
  {
    key: 'fieldMotorVehicles',
    attachment: '3吨内燃叉车产品合格证.pdf',
    oidno: 'OID3302060008120',
    title: '场（厂）内专用机动车辆档案',
    name: '3吨内燃叉车',
    params: { 车辆类型: '叉车', 额定起重量: '3000 kg', 牌照号: '浙B·C1234', 车架号: 'CPCD30-20C1178' },
  },
  {
    key: 'majorAmusementFacilities',
    attachment: '30米观览车型式试验证书.pdf',
    oidno: 'OID3302250001205',
    title: '大型游乐设施档案',
    name: '30米观览车',
    params: { 设施类别: '观览车类', 设备级别: 'B级', 额定乘客人数: '96 人', 设备高度: '30 m' },
  },
  {
    key: 'pressurePiping',
    attachment: '截止阀质量证明书.pdf',
    oidno: 'OID3302030004615',
    title: '压力管道元件档案',
    name: '蒸汽截止阀',
    params: { 产品类别: '阀门', 规格型号: 'J41H-25C DN150', 公称压力: '2.5 MPa', 数量: '12 件' },
  },
  {
    key: 'pressurePipeline',
    attachment: '蒸汽管道单线图.pdf',
    oidno: 'OID3302030004601',
    title: '压力管道档案',
    name: '锅炉房蒸汽管道',
    params: { 管道级别: 'GC2', 管道长度: '386.5 m', 公称壁厚: '6 mm', 输送介质: '饱和蒸汽', 起点: '锅炉房分汽缸' },
  },
  {
    key: 'passengerRopeway',
    attachment: '观光索道安装监督检验证书.pdf',
    oidno: 'OID3302130000301',
    title: '客运索道档案',
    name: '雪窦山观光索道',
    params: { 索道型式: '单线循环脱挂抱索器吊厢式', 斜长: '1320 m', 运量: '1200 人/h', 运载工具数量: '48 个' },
  },
] as const;

/** Opens a device's archive in the app and checks what it must show. */
async function expectArchive(page: Page, a: (typeof ARCHIVES)[number]) {
  await openInApp(page, `/equipment/detail/${a.key}?oidno=${a.oidno}`);
  await expect(tab(page, a.title)).toBeVisible();
  await expect(page.getByRole('heading', { name: a.name, exact: true })).toBeVisible();
  for (const [label, shown] of Object.entries(a.params)) await expect(value(page, label), label).toHaveText(shown);
  // What the equipment code encodes, next to it.
  await expect(page.getByTestId('equipment-code-meaning').filter({ visible: true })).toContainText(
    /^品种 \d{4} .+ · 制造地 3302\d\d .+ · \d{4} 年制造 · 顺序号 \d{4}$/,
  );
  await expect(page.getByTestId('inspection-history').filter({ visible: true })).toBeVisible();
  // Its change history, or a line saying there is none.
  await expect(
    page.getByRole('table', { name: '变更记录' }).or(page.getByText('暂无变更记录')).filter({ visible: true }),
  ).toBeVisible();
  // The archive's own files (its attrefsysid), not another record's.
  await expect(
    page
      .getByTestId('attachment-panel')
      .filter({ visible: true })
      .getByRole('button', { name: a.attachment, exact: true }),
  ).toBeVisible();
  await screen(page, `archive-${a.key}`);
}

test.describe('archive pages', () => {
  test.beforeEach(async ({ page }) => {
    await login(page);
  });

  // Three archives a test, each opened in the app as a link would: what differs is each class's own part.
  for (const group of [ARCHIVES.slice(0, 3), ARCHIVES.slice(3, 6), ARCHIVES.slice(6)]) {
    test(`${group.map((a) => a.title).join('、')} show their class's parameters`, async ({ page }) => {
      for (const a of group) await expectArchive(page, a);
    });
  }

  test("the boiler archive (its real oidno) shows its own change history, not another record's", async ({ page }) => {
    const call = page.waitForRequest((r) => r.url().includes('/a/stone/eqm/changeEqmHis'));
    await openInApp(page, '/equipment/detail/boiler?oidno=OID3302030004512');
    expect(new URLSearchParams((await call).postData() ?? '').get('oidno')).toBe('OID3302030004512');
    await expect(page.getByRole('heading', { name: '2号燃气蒸汽锅炉', exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: '变更记录' }).getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('table', { name: '变更记录' })).toContainText('锅炉房安全管理员调整');
    await expect(page.getByRole('table', { name: '变更记录' })).not.toContainText('电梯');
  });

  test('the elevator archive: decoded code, change history, use-sign print and 修改', async ({ page }) => {
    await openInApp(page, '/equipment/detail/elevator?oidno=OID3302120019870');
    await expect(page.getByTestId('equipment-code-meaning')).toHaveText(
      '品种 3110 曳引驱动乘客电梯（电梯） · 制造地 330200 宁波市 · 2019 年制造 · 顺序号 0123',
    );
    await expect(value(page, '使用标志编号')).toHaveText('TS3302-DT-2019-00123');
    await expect(page.getByRole('table', { name: '变更记录' }).getByRole('row')).toHaveCount(5);
    await expect(page.getByRole('table', { name: '变更记录' })).toContainText('宁波迅达电梯工程有限公司');

    const printCall = page.waitForRequest((r) => r.url().includes('/a/stone/eqm/printYJTZS'));
    const printed = printWindow(page);
    await page.getByRole('button', { name: '打印使用标志' }).click();
    expect(new URL((await printCall).url()).searchParams.get('oidno')).toBe('OID3302120019870');
    expect(await printed).toEqual({ url: expect.stringMatching(/^blob:/), head: '%PDF-' });

    await page.getByRole('link', { name: '修改' }).click();
    await expect(page).toHaveURL('/equipment/device-info-new?oidno=OID3302120019870&operation=edit');
    await expect(input(page, 'param.ratedLoad')).toHaveValue('1000');
  });

  test('an archive without oidno says so', async ({ page }) => {
    await openInApp(page, '/equipment/detail/boiler');
    await expect(page.getByText('缺少设备编号，无法打开锅炉档案')).toBeVisible();
  });

  test('an unregistered piece has no use sign to print', async ({ page }) => {
    await openInApp(page, '/equipment/detail/pressurePiping?oidno=OID3302030004615');
    await expect(page.getByText('尚未办理使用登记')).toBeVisible();
    await expect(page.getByRole('button', { name: '打印使用标志' })).toBeDisabled();
  });
});

test.describe('device form', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, { from: '/equipment/device-info-new' });
    await expect(page.getByRole('heading', { name: '新增设备' })).toBeVisible();
  });

  test('rejects bad codes with the spec messages after the 500 ms delay and decodes a valid code', async ({ page }) => {
    const codeError = page.getByText('请输入有效的18位设备代码');
    await input(page, 'eqpCode').fill('31103302002026031');
    await expect(codeError).toHaveCount(0); // not at once: the rule waits 500 ms
    await expect(codeError).toBeVisible();

    await input(page, 'registCode').fill('3302033000201900012');
    await expect(page.getByText('请输入有效的20位登记证编号')).toBeVisible();

    await input(page, 'eqpCode').fill('311033020020260311');
    await expect(codeError).toHaveCount(0);
    await expect(
      page.getByText('品种 3110 曳引驱动乘客电梯（电梯） · 制造地 330200 宁波市 · 2026 年制造 · 顺序号 0311'),
    ).toBeVisible();

    // Saving with errors stays on the form and focuses the first wrong field.
    await input(page, 'registCode').fill('3302033000201900012');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page.getByText('请选择设备类别')).toBeVisible();
    await expect(input(page, 'equclacode')).toBeFocused();
    await screen(page, 'device-form-errors');
  });

  test("shows the chosen class's parameters only", async ({ page }) => {
    await choose(page, 'equclacode', '锅炉');
    await expect(page.getByRole('heading', { name: '锅炉技术参数' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '电梯技术参数' })).toHaveCount(0);
    await choose(page, 'eqpVarietyCode', '承压蒸汽锅炉');
    await expect(input(page, 'eqpVarietyCode')).toHaveValue('承压蒸汽锅炉');
    await choose(page, 'equclacode', '电梯');
    await expect(page.getByRole('heading', { name: '电梯技术参数' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '锅炉技术参数' })).toHaveCount(0);
    // The variety of the former class is emptied; the new class offers its own.
    await expect(input(page, 'eqpVarietyCode')).toHaveValue('');
    await input(page, 'eqpVarietyCode').click();
    await expect(page.getByRole('option', { name: '曳引驱动乘客电梯', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: '承压蒸汽锅炉', exact: true })).toHaveCount(0);
  });

  test('keeps a local draft across a reload', async ({ page }) => {
    await choose(page, 'equclacode', '电梯');
    await input(page, 'eqpName').fill('5号客梯');
    await input(page, 'eqpCode').fill('311033020020260312');
    await input(page, 'param.ratedLoad').fill('1350');
    // The draft is written 300 ms after the last change: wait for the last field to be in it.
    await expect.poll(() => draft(page)).toContain('1350');

    await page.reload();
    await expect(page.getByText('已恢复未保存的内容')).toBeVisible();
    await expect(input(page, 'eqpName')).toHaveValue('5号客梯');
    await expect(input(page, 'eqpCode')).toHaveValue('311033020020260312');
    await expect(input(page, 'param.ratedLoad')).toHaveValue('1350');
    await screen(page, 'device-form-draft-restored');
  });

  test('asks before closing its tab while dirty', async ({ page }) => {
    await input(page, 'eqpName').fill('6号客梯');
    await tab(page, '设备信息').getByLabel('关闭 设备信息').click();
    const dialog = page.getByRole('dialog').filter({ hasText: '确定要关闭「设备信息」吗' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(tab(page, '设备信息')).toBeVisible();
    await expect(input(page, 'eqpName')).toHaveValue('6号客梯');

    // Still asks while another tab is shown (the hidden form keeps its mark), and the typed value
    // comes back with the tab, without the restored-draft notice.
    await tab(page, '工作台').click();
    await tab(page, '设备信息').getByLabel('关闭 设备信息').click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '取消' }).click();
    await tab(page, '设备信息').click();
    await expect(input(page, 'eqpName')).toHaveValue('6号客梯');
    await expect(page.getByText(/上次填写于/)).toHaveCount(0);
  });

  test.describe('saving', () => {
    // It adds a device (the code would be taken the next time).
    test.use({ freshTenant: true });

    test('saves through addEqm with the form body, then opens the archive; the draft is gone', async ({ page }) => {
      await choose(page, 'equclacode', '电梯');
      await choose(page, 'eqpVarietyCode', '曳引驱动乘客电梯');
      await input(page, 'eqpName').fill('8号客梯');
      await input(page, 'eqpCode').fill('311033020020260398');
      await input(page, 'eqpModel').fill('TKJ1050/2.0-JXW');
      await choose(page, 'areaCode', '鄞州区');
      await input(page, 'useAddress').fill('宁波市鄞州区首南街道天童南路588号A座');
      await input(page, 'safetyManagerPhone').fill('13857412368');
      await input(page, 'param.ratedLoad').fill('1050');
      await input(page, 'param.ratedSpeed').fill('2');
      await input(page, 'param.stops').fill('18');
      await expect.poll(() => draft(page)).toContain('8号客梯');

      const save = page.waitForRequest((r) => r.url().includes('/a/stone/eqm/addEqm') && r.method() === 'POST');
      await page.getByRole('button', { name: '保存', exact: true }).click();
      const body = formBody(await save);
      expect(body).toMatchObject({
        equclacode: '3000',
        eqpVarietyCode: '3110',
        eqpName: '8号客梯',
        eqpCode: '311033020020260398',
        eqpModel: 'TKJ1050/2.0-JXW',
        areaCode: '330212',
        useAddress: '宁波市鄞州区首南街道天童南路588号A座',
        safetyManagerPhone: '13857412368',
        'param.ratedLoad': '1050',
        'param.ratedSpeed': '2',
        'param.stops': '18',
      });
      expect(body.attrefsysid).toMatch(/^[0-9a-f]{32}$/);
      expect(body).not.toHaveProperty('oidno');
      expect(
        Object.keys(body)
          .filter((k) => k.startsWith('param.'))
          .sort(),
      ).toEqual(['param.ratedLoad', 'param.ratedSpeed', 'param.stops']);

      // The answer is the new device's oidno: its archive opens.
      await expect(page).toHaveURL(/^[^?]+\/equipment\/detail\/elevator\?oidno=OID330212\d{7}$/);
      await expect(page.getByRole('heading', { name: '8号客梯', exact: true })).toBeVisible();
      expect(await draft(page)).toBeNull();
    });
  });

  test('a refused save shows the server message and keeps what was typed', async ({ page }) => {
    await preferExample(page, '**/a/stone/eqm/addEqm*', 'businessRefused');
    await choose(page, 'equclacode', '电梯');
    await choose(page, 'eqpVarietyCode', '曳引驱动乘客电梯');
    await input(page, 'eqpName').fill('7号客梯');
    await choose(page, 'areaCode', '鄞州区');
    await input(page, 'useAddress').fill('宁波市鄞州区首南街道天童南路588号B座');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: '保存失败' });
    await expect(alert).toContainText('当前业务状态不允许此操作，请刷新页面后重试');
    await expect(input(page, 'eqpName')).toHaveValue('7号客梯');
    await expect(page).toHaveURL('/equipment/device-info-new');
    await expect.poll(() => draft(page)).toContain('7号客梯');
    await screen(page, 'device-form-save-refused');
  });
});

test.describe('editing existing equipment', () => {
  // The change application puts the elevator in a flow, the pipeline save changes the pipeline.
  test.use({ freshTenant: true });
  test.beforeEach(async ({ page }) => {
    await login(page);
  });

  test('a registered elevator: fields from getDetailBy, the change application sends only what changed', async ({
    page,
  }) => {
    // The seed holds the lift in two flows (an inspection request and a use-management application,
    // both 受理中): the inspection body ends them, as it would before a change could be applied for.
    await sandboxAdmin(page, 'POST', '/applications/onlineApply/a7393720102d398d535be0ef599e77bd/complete');
    await sandboxAdmin(page, 'POST', '/applications/useManage/ea44558b0cf7460f803ac3fc23525728/complete');
    const basicCall = page.waitForRequest((r) => r.url().includes('/a/stone/eqm/basicDetail'));
    await openInApp(page, '/equipment/device-info-new?oidno=OID3302120019870&operation=edit');
    await expect(page.getByRole('heading', { name: '设备信息变更申请：1号客梯' })).toBeVisible();
    // The application's head: what is registered now (basicDetail).
    expect(new URL((await basicCall).url()).searchParams.get('oidno')).toBe('OID3302120019870');
    await expect(page.getByRole('heading', { name: '当前登记信息' })).toBeVisible();
    await expect(page.locator('[data-field="使用登记证编号"]')).toHaveText('33020330002019000123');
    await expect(page.locator('[data-field="代码含义"]')).toContainText('曳引驱动乘客电梯');
    await screen(page, 'device-change');
    await expect(input(page, 'eqpName')).toHaveValue('1号客梯');
    await expect(input(page, 'param.ratedSpeed')).toHaveValue('1.75');
    // Registered items are fixed.
    await expect(input(page, 'eqpCode')).toHaveAttribute('readonly', '');
    await expect(input(page, 'factoryNo')).toHaveAttribute('readonly', '');

    await input(page, 'param.ratedLoad').fill('1050');
    await choose(page, 'changeType', '技术参数变更');
    await input(page, 'changeReason').fill('2026 年曳引机与控制柜改造');

    const draftCall = page.waitForRequest((r) => r.url().includes('/a/stone/eqm/changeEqm'));
    await page.getByRole('button', { name: '保存草稿' }).click();
    const draftReq = await draftCall;
    expect(new URL(draftReq.url()).searchParams.get('isCommit')).toBe('false');
    const draftId = (await (await draftReq.response())!.json()).data;
    expect(draftId).toMatch(/^[0-9a-f]{32}$/);
    expect(formBody(draftReq)).toEqual({
      'param.ratedLoad': '1050',
      oidno: 'OID3302120019870',
      changeType: '5',
      changeReason: '2026 年曳引机与控制柜改造',
    });

    // The second save updates the draft (its id) and commits.
    const commitCall = page.waitForRequest((r) => r.url().includes('/a/stone/eqm/changeEqm'));
    await page.getByRole('button', { name: '提交变更申请' }).click();
    const commitReq = await commitCall;
    expect(new URL(commitReq.url()).searchParams.get('isCommit')).toBe('true');
    expect(formBody(commitReq)).toMatchObject({ 'param.ratedLoad': '1050', id: draftId });
    await expect(page).toHaveURL('/equipment/detail/elevator?oidno=OID3302120019870');
  });

  test('view is read-only', async ({ page }) => {
    await openInApp(page, '/equipment/device-info-new?oidno=OID3302030004512&operation=view');
    await expect(page.getByRole('heading', { name: '查看设备信息：2号燃气蒸汽锅炉' })).toBeVisible();
    await expect(input(page, 'param.ratedEvaporation')).toHaveValue('4');
    await expect(input(page, 'eqpName')).toHaveAttribute('readonly', '');
    await expect(page.getByRole('button', { name: '保存', exact: true })).toHaveCount(0);
  });

  test('the pipeline form: savePipeline with the pipeline fields, 暂存 vs 已完善', async ({ page }) => {
    await openInApp(page, '/equipment/pipeline-info-new?oidno=OID3302030004601&operation=edit');
    await expect(input(page, 'pipelineName')).toHaveValue('锅炉房蒸汽管道');
    await expect(input(page, 'wallThickness')).toHaveValue('6');
    await input(page, 'length').fill('402');
    const call = page.waitForRequest((r) => r.url().includes('/a/stone/eqm/savePipeline'));
    await page.getByRole('button', { name: '保存并标记已完善' }).click();
    expect(formBody(await call)).toMatchObject({
      oidno: 'OID3302030004601',
      eqpVarietyCode: '8300',
      pipelineName: '锅炉房蒸汽管道',
      pipelineNo: 'ST-101-150-GC2',
      pipeLevel: 'GC2',
      length: '402',
      nominalDiameter: '150',
      designPressure: '1.6',
      designTemperature: '220',
      medium: '饱和蒸汽',
      layingMode: '架空',
      areaCode: '330203',
      infoStatus: '1',
    });
    await expect(page).toHaveURL('/equipment/detail/pressurePipeline?oidno=OID3302030004601');
  });
});
