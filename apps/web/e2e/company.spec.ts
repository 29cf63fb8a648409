import type { Page, Request } from '@playwright/test';
import { test, expect, login, preferExample, sandboxAdmin, screen } from './fixtures';
import { formFields, nextPost, dialog, row, rowAction } from './ui';

// What the unit, people, maintenance and fee pages add beyond showing contract data (the
// route walk checks that): the calls and bodies their actions send, validation messages, failures
// that keep what was typed, and certificates flagged against the server's today. The seed's dates
// are relative to the tenant's clock, so the day counts shown are the seed's whatever day it runs.

// Almost every test here saves, submits or deletes, which takes effect on the sandbox: each starts
// from the seed (a reset is a file copy).
test.use({ freshTenant: true });

/** The form body of a request (repeated keys, e.g. oidnos, as arrays). */
async function pick(scope: Page | ReturnType<Page['getByRole']>, page: Page, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
  // A multi-select keeps its list open: click the dialog's title to close it.
  await scope.getByRole('heading').first().click();
}

async function open(page: Page, path: string) {
  await login(page, { from: path });
}

/** The tenant's today in Shanghai (YYYY-MM-DD): what the pages default a date to. */
async function today(page: Page): Promise<string> {
  const { now } = await sandboxAdmin<{ now: string }>(page, 'GET', '/clock');
  return new Date(Date.parse(now) + 8 * 3_600_000).toISOString().slice(0, 10);
}

test.describe('作业人员', () => {
  test('certificates expiring within 90 days or expired are flagged; the overview filters by certificate state', async ({
    page,
  }) => {
    await open(page, '/person/workPerson');
    await expect(row(page, '应志刚').getByText('剩 38 天到期')).toBeVisible();
    await expect(row(page, '胡晓东').getByText('已过期 78 天')).toBeVisible();
    await expect(row(page, '方国庆').locator('[data-expiry]')).toHaveCount(0);
    await screen(page, 'person-operators');
    const request = nextPost(page, '/a/stone/operator/list');
    await page.getByRole('button', { name: '90 天内到期 1' }).click();
    expect(formFields(await request)).toMatchObject({ certStatus: '2', pageNo: '1', pageSize: '10' });
    // The count is the rows its filter lists.
    await expect(page.getByRole('row').filter({ hasText: /剩 \d+ 天到期/ })).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: '在聘' })).toHaveCount(1);

    const filtered = nextPost(page, '/a/stone/operator/list');
    await page.getByRole('textbox', { name: '姓名' }).fill('应志刚');
    await page.getByRole('button', { name: '查询' }).click();
    expect(formFields(await filtered)).toMatchObject({ name: '应志刚', certStatus: '2' });
  });

  test('a new operator: the citizen ID rule, then a duplicate ID refused with the server message and the form kept', async ({
    page,
  }) => {
    await open(page, '/person/workPerson');
    await page.getByRole('button', { name: '新增作业人员' }).click();
    const d = dialog(page, '新增作业人员');
    await d.getByRole('textbox', { name: '姓名' }).fill('孙伟');
    await d.getByRole('textbox', { name: '公民身份号码' }).fill('33021319930830231');
    await expect(d.getByText('请输入有效的身份证号码')).toBeVisible();
    await d.getByRole('textbox', { name: '公民身份号码' }).fill('330213199308302313');
    await d.getByRole('textbox', { name: '手机号码' }).fill('15888076412');
    await expect(d.getByText('请输入有效的身份证号码')).toHaveCount(0);
    await preferExample(page, '**/a/stone/operator/add*', 'duplicateIdCard');
    const request = nextPost(page, '/a/stone/operator/add');
    await d.getByRole('button', { name: '保存' }).click();
    expect(formFields(await request)).toEqual({ name: '孙伟', idCard: '330213199308302313', mobile: '15888076412' });
    await expect(d.getByRole('alert')).toContainText('身份证号330213199308302313的作业人员已存在，请直接聘用');
    await expect(d.getByRole('textbox', { name: '姓名' })).toHaveValue('孙伟');
  });

  test('employ by citizen ID sends the operator found, dismissal asks for a reason', async ({ page }) => {
    await open(page, '/person/workPerson?view=employ');
    await page.getByRole('button', { name: '聘用作业人员' }).click();
    const d = dialog(page, '聘用作业人员');
    await d.getByRole('textbox', { name: '公民身份号码' }).fill('330205199003023612');
    await d.getByRole('textbox', { name: '岗位' }).fill('叉车司机');
    const employ = nextPost(page, '/api/worapply/employ');
    await d.getByRole('button', { name: '聘用', exact: true }).click();
    expect(formFields(await employ)).toEqual({
      operatorId: '79ad2580594f06dc5640d0fe372239e4',
      employDate: await today(page),
      post: '叉车司机',
    });
    await expect(d).toHaveCount(0);

    await rowAction(page, '方国庆', '解聘');
    const r = page.getByRole('dialog', { name: '解聘' });
    await r.getByRole('button', { name: '确定' }).click();
    await expect(r.getByText('请填写解聘原因')).toBeVisible();
    await r.getByRole('textbox', { name: '解聘原因' }).fill('劳动合同期满');
    const dismiss = nextPost(page, '/api/worapply/dismissal');
    await r.getByRole('button', { name: '确定' }).click();
    expect(formFields(await dismiss)).toMatchObject({ dismissDate: await today(page), reason: '劳动合同期满' });
  });
});

test.describe('安全管理人员', () => {
  test('flags and counts certificates to renew; binding checks first and shows the refusal as the server words it', async ({
    page,
  }) => {
    await open(page, '/person/azRYgl');
    await expect(page.getByTestId('renewal-expiring')).toHaveText('1');
    await expect(page.getByTestId('renewal-expired')).toHaveText('1');
    await expect(row(page, '王海峰').getByText('剩 36 天到期')).toBeVisible();
    await expect(row(page, '李志强').getByText('已过期 28 天')).toBeVisible();
    // Each count is the rows flagged so.
    await expect(page.getByRole('row').filter({ hasText: /剩 \d+ 天到期/ })).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: /已过期 \d+ 天/ })).toHaveCount(1);

    await rowAction(page, '陈建国', '绑定设备');
    const d = dialog(page, '绑定设备：陈建国');
    await expect(d.getByRole('table', { name: '已绑定的设备' })).toContainText('5吨桥式起重机');
    await d.getByRole('button', { name: '绑定', exact: true }).click();
    await expect(d.getByText('请选择要绑定的设备')).toBeVisible();
    await pick(d, page, '绑定设备', /^1号客梯/);
    await preferExample(page, '**/a/epsafemgeperson/checkUpdateBindingPersonnel*', 'notAllowed', 1);
    const check = nextPost(page, '/a/epsafemgeperson/checkUpdateBindingPersonnel');
    await d.getByRole('button', { name: '绑定', exact: true }).click();
    expect(formFields(await check)).toEqual({
      personId: '492612dc7a3db8cce115bcf71d572bc5',
      oidnos: 'OID3302120019870',
    });
    await expect(d.getByRole('alert')).toContainText(
      '2号客梯（311033020020190124）正在办理停用登记，流程结束前不能变更安全管理人员',
    );
    await screen(page, 'person-safety-bind-refused');

    const bind = nextPost(page, '/a/epsafemgeperson/bindDevice');
    await d.getByRole('button', { name: '绑定', exact: true }).click();
    expect(formFields(await bind)).toEqual({
      personId: '492612dc7a3db8cce115bcf71d572bc5',
      oidnos: 'OID3302120019870',
    });
    await expect(d).toHaveCount(0);
  });
});

test.describe('单位信息维护', () => {
  test('spec 5 messages, a save with the changed field, a failed save keeping what was typed', async ({ page }) => {
    await open(page, '/company-info/maintain');
    await expect(page.getByTestId('pending-change')).toBeVisible();
    await expect(page.locator('[data-field="orgname"]')).toHaveAttribute('readonly', '');
    const postal = page.getByRole('textbox', { name: '邮政编码' });
    await postal.fill('015100');
    await expect(page.getByText('请输入有效的邮政编码')).toBeVisible();
    await page.getByRole('textbox', { name: '固定资产（万元）' }).fill('0');
    await expect(page.getByText('请输入有效的固定资产')).toBeVisible();
    await page.getByRole('textbox', { name: '单位电话' }).fill('87351');
    await expect(page.getByText('请输入有效的手机或固定电话号码')).toBeVisible();
    await postal.fill('315199');
    await page.getByRole('textbox', { name: '固定资产（万元）' }).fill('13500');
    await page.getByRole('textbox', { name: '单位电话' }).fill('0574-87351262');
    await preferExample(page, '**/a/stone/unit/save*', 'businessRefused', 1);
    let request = nextPost(page, '/a/stone/unit/save');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    expect(formFields(await request)).toMatchObject({
      id: 'U330212000128',
      orgname: '宁波甬江置业有限公司',
      unitType: '1',
      postalCode: '315199',
      fixedAssets: '13500',
      phone: '0574-87351262',
    });
    await expect(page.getByRole('alert').filter({ hasText: '保存失败' })).toBeVisible();
    await expect(postal).toHaveValue('315199');
    request = nextPost(page, '/a/stone/unit/save');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await request;
    await expect(page.getByText('「单位信息维护」已保存', { exact: true })).toBeVisible();

    // A pending change blocks a second application.
    await page.getByRole('button', { name: '申请变更' }).click();
    await expect(
      page.getByText('本单位已有一条待审核的单位信息变更申请，审核完成前不能再次申请。').last(),
    ).toBeVisible();
    await expect(dialog(page, '单位信息变更申请')).toHaveCount(0);
  });

  test('a change application sends the changed fields with the licence; the server refusing it keeps the dialog as typed', async ({
    page,
  }) => {
    await preferExample(page, '**/a/stone/unit/get/unit/info*', 'noPendingChange');
    await open(page, '/company-info/maintain');
    await page.getByRole('button', { name: '申请变更' }).click();
    const d = dialog(page, '单位信息变更申请');
    await d.getByRole('textbox', { name: '统一社会信用代码' }).fill('91330212MA2GQ7XK3I');
    await expect(d.getByText('统一社会信用代码为15或18位，由数字和除I、O、Z、S、V以外的大写字母组成')).toBeVisible();
    await d.getByRole('textbox', { name: '统一社会信用代码' }).fill('91330212MA2GQ7XK3H');
    await d.getByRole('textbox', { name: '单位名称' }).fill('宁波甬江置业集团有限公司');
    await d.getByRole('textbox', { name: '变更原因' }).fill('公司更名，已取得新营业执照');
    await d.getByRole('button', { name: '提交变更申请' }).click();
    await expect(d.getByText('请上传变更后的营业执照')).toBeVisible();
    await d
      .locator('input[type="file"]')
      .setInputFiles({ name: '营业执照.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await preferExample(page, '**/a/stone/unit/changeUnit*', 'changePending');
    const request = nextPost(page, '/a/stone/unit/changeUnit');
    await d.getByRole('button', { name: '提交变更申请' }).click();
    const body = (await request).postData() ?? '';
    expect(body).toContain('name="orgname"\r\n\r\n宁波甬江置业集团有限公司');
    expect(body).toContain('name="changeReason"');
    expect(body).not.toContain('name="creditCode"');
    expect(body).toContain('filename="营业执照.pdf"');
    await expect(d.getByRole('alert')).toContainText('本单位已有一条待审核的单位信息变更申请');
    await expect(d.getByRole('textbox', { name: '变更原因' })).toHaveValue('公司更名，已取得新营业执照');
    await screen(page, 'company-unit-change-refused');
  });
});

test.describe('维保项目申请', () => {
  test('actions by status: submit checks the contract attachment, revoke and delete send the id', async ({ page }) => {
    await open(page, '/company-service/weibaoDa?view=project');
    // 草稿: submit without the 维保合同 is stopped before any call.
    await rowAction(page, 'XM2026111700018', '提交');
    await page.getByRole('dialog', { name: '确认提交' }).getByRole('button', { name: '确定' }).click();
    // The refusal is shown in the dialog, which stays open: with the contract uploaded, 确定 again submits.
    await expect(
      page.getByRole('dialog', { name: '确认提交' }).getByText('附件不完整，请先上传：维保合同'),
    ).toBeVisible();
    await preferExample(page, '**/a/stone/common/attachment/list*', 'maintenanceProject');
    let request = nextPost(page, '/a/stone/epPemMaiprojApply/submit');
    await page.getByRole('dialog', { name: '确认提交' }).getByRole('button', { name: '确定' }).click();
    expect(formFields(await request)).toEqual({ id: '5e09309d435196b595905e6e2b71d7af' });
    // 审核中: only revoke; 已通过: nothing but view.
    await expect(row(page, 'XM2026110600015').getByRole('button', { name: '删除' })).toHaveCount(0);
    await expect(row(page, 'XM2025112000009').getByRole('button')).toHaveText(['查看']);
    request = nextPost(page, '/a/stone/epPemMaiprojApply/revoke');
    await rowAction(page, 'XM2026110600015', '撤销');
    await page.getByRole('dialog', { name: '确认撤销' }).getByRole('button', { name: '确定' }).click();
    expect(formFields(await request)).toEqual({ id: 'db1bbc2e34ee97468143dad50ff87adf' });
    request = nextPost(page, '/a/stone/epPemMaiprojApply/delete');
    await rowAction(page, 'XM2026100800011', '删除');
    await expect(page.getByText('确定删除维保项目申请「XM2026100800011」吗？删除后不可恢复。')).toBeVisible();
    await page.getByRole('dialog', { name: '确认删除' }).getByRole('button', { name: '确定' }).click();
    expect(formFields(await request)).toEqual({ id: 'a0fdc45f6d9922bee04674b43417a023' });
  });

  test('a new project application saved as a draft names its equipment (oidno repeated) and maintenance unit', async ({
    page,
  }) => {
    await open(page, '/company-service/weibaoDa?view=project');
    await page.getByRole('button', { name: '新增维保项目申请' }).click();
    const d = dialog(page, '新增维保项目申请');
    await d.getByRole('textbox', { name: '项目名称' }).fill('天童南路588号C座电梯维保项目');
    await pick(d, page, '维保单位', '宁波迅达电梯工程有限公司');
    await pick(d, page, '维保方式', '半包');
    await d.getByRole('textbox', { name: '维保合同编号' }).fill('XD-WB-2026-0501');
    await d.getByRole('textbox', { name: '合同开始日期' }).fill('2026-12-01');
    await d.getByRole('textbox', { name: '合同结束日期' }).fill('2026-11-30');
    await expect(d.getByText('结束日期不能早于开始日期')).toBeVisible();
    await d.getByRole('textbox', { name: '合同结束日期' }).fill('2027-11-30');
    await pick(d, page, '维保设备', /^1号客梯/);
    await pick(d, page, '维保设备', /^2号燃气蒸汽锅炉/);
    await screen(page, 'maintenance-project-form');
    const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/a/stone/epPemMaiprojApply/save');
    await d.getByRole('button', { name: '保存草稿' }).click();
    const r = await request;
    expect(new URL(r.url()).searchParams.get('isCommit')).toBeNull();
    expect(formFields(r)).toMatchObject({
      projectName: '天童南路588号C座电梯维保项目',
      maintUnitId: 'U330203000076',
      maintUnitName: '宁波迅达电梯工程有限公司',
      maintMode: '2',
      contractNo: 'XD-WB-2026-0501',
      contractStartDate: '2026-12-01',
      contractEndDate: '2027-11-30',
      oidno: ['OID3302120019870', 'OID3302030004512'],
    });
    await expect(d).toHaveCount(0);
  });
});

test.describe('考试费登记与自行维护', () => {
  test('a new exam-fee registration sends the chosen operators; saving and submitting uses isCommit', async ({
    page,
  }) => {
    await open(page, '/company-service/chargeRegistration');
    await page.getByRole('button', { name: '新增考试费登记' }).click();
    const d = dialog(page, '新增考试费登记');
    await d.getByRole('button', { name: '保存草稿' }).click();
    await expect(d.getByText('请输入考试批次')).toBeVisible();
    await expect(d.getByText('请选择报名人员')).toBeVisible();
    await d.getByRole('textbox', { name: '考试批次' }).fill('2026年第12期特种设备作业人员考试（叉车）');
    await pick(d, page, '作业项目', 'N1 叉车司机');
    await pick(d, page, '报名人员', /^应志刚/);
    await d.getByRole('textbox', { name: '联系人' }).fill('陈建国');
    await d.getByRole('textbox', { name: '联系电话' }).fill('13857412368');
    const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/chamain/chargeRegistration/save');
    await d.getByRole('button', { name: '保存并提交' }).click();
    const r = await request;
    expect(new URL(r.url()).searchParams.get('isCommit')).toBe('true');
    expect(formFields(r)).toEqual({
      examBatch: '2026年第12期特种设备作业人员考试（叉车）',
      workItemCode: 'N1',
      examType: '1',
      operatorIds: '79ad2580594f06dc5640d0fe372239e4',
      contactName: '陈建国',
      contactPhone: '13857412368',
    });
    await expect(d).toHaveCount(0);
  });

  test('a draft self-maintain application is submitted by id', async ({ page }) => {
    await open(page, '/company-service/selfDetection?view=maintain');
    const request = nextPost(page, '/a/stone/eqmSelfMaintain/submit');
    await rowAction(page, '3吨电动叉车', '提交');
    await page.getByRole('dialog', { name: '确认提交' }).getByRole('button', { name: '确定' }).click();
    expect(formFields(await request)).toEqual({ id: '3f5bbb84f6e4b501c2f022b27ff812b9' });
  });
});

/** A date field: typed, then its calendar closed by clicking the dialog's title. */
async function date(scope: ReturnType<Page['getByRole']>, label: string, value: string) {
  await scope.getByRole('textbox', { name: label }).fill(value);
  await scope.getByRole('heading').first().click();
}

test.describe('人员与证书的保存和删除', () => {
  test('安全管理人员: a new one is saved with the spec rules, an edit sends its id, delete asks first', async ({
    page,
  }) => {
    await open(page, '/person/azRYgl');
    await page.getByRole('button', { name: '新增安全管理人员' }).click();
    const d = dialog(page, '新增安全管理人员');
    await d.getByRole('textbox', { name: '姓名' }).fill('孙丽萍');
    await d.getByRole('textbox', { name: '公民身份号码' }).fill('330203198811150428');
    await d.getByRole('textbox', { name: '手机号码' }).fill('1386741');
    await expect(d.getByText('请输入有效的手机号码')).toBeVisible();
    await d.getByRole('textbox', { name: '手机号码' }).fill('13867412290');
    await d.getByRole('button', { name: '保存' }).click();
    await expect(d.getByText('请选择岗位')).toBeVisible();
    await pick(d, page, '岗位', '安全管理员');
    let request = nextPost(page, '/a/epsafemgeperson/save');
    await d.getByRole('button', { name: '保存' }).click();
    const created = formFields(await request);
    expect(created).toMatchObject({ name: '孙丽萍', idCard: '330203198811150428', mobile: '13867412290' });
    expect(created.id).toBeUndefined();
    await expect(d).toHaveCount(0);
    await expect(row(page, '孙丽萍')).toContainText('安全管理员');

    await rowAction(page, '王海峰', '修改');
    const e = dialog(page, '修改安全管理人员：王海峰');
    await e.getByRole('textbox', { name: '手机号码' }).fill('13705842000');
    request = nextPost(page, '/a/epsafemgeperson/save');
    await e.getByRole('button', { name: '保存' }).click();
    expect(formFields(await request)).toMatchObject({
      id: 'b9bd175236dfac443c93eda33b937da2',
      name: '王海峰',
      mobile: '13705842000',
    });
    await expect(e).toHaveCount(0);

    await rowAction(page, '李志强', '删除');
    await expect(page.getByText('确定删除安全管理人员「李志强」吗？其绑定的设备将没有安全管理人员。')).toBeVisible();
    request = nextPost(page, '/a/epsafemgeperson/delete');
    await page.getByRole('dialog', { name: '确认删除' }).getByRole('button', { name: '确定' }).click();
    expect(formFields(await request)).toEqual({ id: '9ba5ec69cf441ec67a02ee1299b927a3' });
    await expect(row(page, '李志强')).toHaveCount(0);
  });

  test('安全管理人员证书: dates checked, a new certificate names its holder, an edit sends its id', async ({
    page,
  }) => {
    await open(page, '/person/azRYgl?view=certs');
    await page.getByRole('button', { name: '新增证书' }).click();
    const d = dialog(page, '新增证书');
    await pick(d, page, '持证人', '陈建国');
    await d.getByRole('textbox', { name: '证书编号' }).fill('TS330212198802161877');
    await date(d, '发证日期', '2026-11-20');
    await date(d, '有效期至', '2026-01-01');
    await d.getByRole('button', { name: '保存' }).click();
    await expect(d.getByText('有效期至不能早于发证日期')).toBeVisible();
    await date(d, '有效期至', '2030-11-19');
    let request = nextPost(page, '/a/safemgepercert/save');
    await d.getByRole('button', { name: '保存' }).click();
    expect(formFields(await request)).toMatchObject({
      personId: '492612dc7a3db8cce115bcf71d572bc5',
      certType: 'A',
      certNo: 'TS330212198802161877',
      issueDate: '2026-11-20',
      expireDate: '2030-11-19',
    });
    await expect(d).toHaveCount(0);

    await rowAction(page, '李志强', '修改');
    const e = page.getByRole('dialog').filter({ hasText: '修改证书' });
    await date(e, '有效期至', '2030-10-23');
    request = nextPost(page, '/a/safemgepercert/save');
    await e.getByRole('button', { name: '保存' }).click();
    const edited = formFields(await request);
    expect(edited).toMatchObject({ certNo: 'TS330206198305273010', expireDate: '2030-10-23' });
    expect(edited.id).toBeTruthy();
  });

  test('作业人员: an edit sends the id; a qualification is added and edited', async ({ page }) => {
    await open(page, '/person/workPerson');
    await rowAction(page, '应志刚', '修改');
    const e = dialog(page, '修改作业人员：应志刚');
    await e.getByRole('textbox', { name: '联系地址' }).fill('宁波市鄞州区天童南路588号');
    let request = nextPost(page, '/a/stone/operator/update');
    await e.getByRole('button', { name: '保存' }).click();
    const updated = formFields(await request);
    expect(updated).toMatchObject({ name: '应志刚', address: '宁波市鄞州区天童南路588号' });
    expect(updated.id).toBeTruthy();
    // The citizen ID is fixed once registered: updateOperator does not take it.
    expect(updated.idCard).toBeUndefined();
    await expect(e).toHaveCount(0);

    await page
      .locator('label')
      .filter({ hasText: /^资格证$/ })
      .click();
    await page.getByRole('button', { name: '新增资格证' }).click();
    const d = dialog(page, '新增资格证');
    await pick(d, page, '持证人', /^应志刚/);
    // 应志刚 holds N1 already (the server refuses a second certificate of one work type).
    await pick(d, page, '作业项目', 'Q1 起重机指挥');
    await d.getByRole('textbox', { name: '证书编号' }).fill('TS330205199003023612');
    await date(d, '发证日期', '2026-11-20');
    await date(d, '有效期至', '2030-11-19');
    request = nextPost(page, '/a/stone/operator/qualification/add');
    await d.getByRole('button', { name: '保存' }).click();
    expect(formFields(await request)).toMatchObject({
      workType: 'Q1',
      certNo: 'TS330205199003023612',
      issueDate: '2026-11-20',
      expireDate: '2030-11-19',
    });
    await expect(d).toHaveCount(0);
    await expect(row(page, '应志刚').filter({ hasText: '起重机指挥' })).toBeVisible();

    await rowAction(page, '胡晓东', '修改');
    const q = page.getByRole('dialog').filter({ hasText: '修改资格证' });
    await date(q, '最近复审日期', '2026-11-18');
    request = nextPost(page, '/a/stone/operator/qualification/update');
    await q.getByRole('button', { name: '保存' }).click();
    const edited = formFields(await request);
    expect(edited).toMatchObject({ certNo: 'TS330226199207183919', workType: 'R1', reviewDate: '2026-11-18' });
    expect(edited.id).toBeTruthy();
    await expect(q).toHaveCount(0);
  });

  test("作业人员: a delete sends the id, and the operator's certificates go too", async ({ page }) => {
    await open(page, '/person/workPerson');
    await rowAction(page, '胡晓东', '删除');
    const request = nextPost(page, '/a/stone/operator/del');
    await page.getByRole('dialog', { name: '确认删除' }).getByRole('button', { name: '确定' }).click();
    expect(Object.keys(formFields(await request))).toEqual(['id']);
    await expect(row(page, '胡晓东')).toHaveCount(0);
    await page
      .locator('label')
      .filter({ hasText: /^资格证$/ })
      .click();
    await expect(row(page, '应志刚').first()).toBeVisible();
    await expect(row(page, '胡晓东')).toHaveCount(0);
  });
});

test.describe('维保价格、自行维护与考试费', () => {
  test('a price application is computed from its project, saved as a draft, and a draft is submitted', async ({
    page,
  }) => {
    await open(page, '/company-service/weibaoDa?view=price');
    await page.getByRole('button', { name: '新增维保价格申请' }).click();
    const d = dialog(page, '新增维保价格申请');
    await pick(d, page, '维保项目（已通过）', /商业裙楼自动扶梯维保项目/);
    await d.getByRole('textbox', { name: '维保单价（元/台·月）' }).fill('680.5');
    await d.getByRole('textbox', { name: '计费月数' }).fill('12');
    await expect(d.getByText('共 1 台设备，合计 8166.00 元')).toBeVisible();
    await date(d, '价格生效日期', '2026-12-01');
    await date(d, '价格截止日期', '2027-11-30');
    await d.getByRole('textbox', { name: '联系电话' }).fill('0574-873');
    await d.getByRole('button', { name: '保存草稿' }).click();
    await expect(d.getByText('请输入有效的手机或固定电话号码')).toBeVisible();
    await d.getByRole('textbox', { name: '联系电话' }).fill('0574-87351262');
    const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/a/stone/epPemMaipricApply/save');
    await d.getByRole('button', { name: '保存草稿' }).click();
    const r = await request;
    expect(new URL(r.url()).searchParams.get('isCommit')).toBeNull();
    const body = formFields(r);
    expect(body).toMatchObject({
      effectiveDate: '2026-12-01',
      expireDate: '2027-11-30',
      contactPhone: '0574-87351262',
      totalAmount: '8166',
    });
    expect(JSON.parse(body.priceItems as string)).toEqual([
      { oidno: expect.any(String), unitPrice: 680.5, months: 12 },
    ]);
    await expect(d).toHaveCount(0);

    await preferExample(page, '**/a/stone/common/attachment/list*', 'maintenancePrice');
    const submit = nextPost(page, '/a/stone/epPemMaipricApply/submit');
    await rowAction(page, 'JG2026111700019', '提交');
    await page.getByRole('dialog', { name: '确认提交' }).getByRole('button', { name: '确定' }).click();
    expect(Object.keys(formFields(await submit))).toEqual(['id']);
  });

  test('a self-maintain application is saved as a draft; an exam-fee draft is deleted after confirming', async ({
    page,
  }) => {
    await open(page, '/company-service/selfDetection?view=maintain');
    await page.getByRole('button', { name: '新增自行维护申请' }).click();
    const d = dialog(page, '新增自行维护申请');
    await pick(d, page, '设备', /^5吨桥式起重机/);
    await d.getByRole('textbox', { name: '维护人员', exact: true }).fill('应志刚');
    await d.getByRole('textbox', { name: '维护周期（天）' }).fill('0');
    await d.getByRole('button', { name: '保存草稿' }).click();
    await expect(d.getByText(/正整数/)).toBeVisible();
    await d.getByRole('textbox', { name: '维护周期（天）' }).fill('15');
    await date(d, '开始日期', '2026-12-01');
    await date(d, '结束日期', '2027-11-30');
    const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/a/stone/eqmSelfMaintain/save');
    await d.getByRole('button', { name: '保存草稿' }).click();
    const r = await request;
    expect(new URL(r.url()).searchParams.get('isCommit')).toBeNull();
    expect(formFields(r)).toMatchObject({
      maintainers: '应志刚',
      maintCycleDays: '15',
      startDate: '2026-12-01',
      endDate: '2027-11-30',
    });
    await expect(d).toHaveCount(0);

    await login(page, { from: '/company-service/chargeRegistration' });
    // A submitted registration offers no 删除, neither as a button nor under 更多操作.
    const submitted = row(page, 'KS20261119000032');
    await expect(submitted.getByRole('button', { name: '查看' })).toBeVisible();
    await expect(submitted.getByRole('button', { name: /^(删除|更多操作)$/ })).toHaveCount(0);
    await rowAction(page, 'KS20261121000040', '删除');
    await page.getByRole('dialog', { name: '确认删除' }).getByRole('button', { name: '取消' }).click();
    const del = nextPost(page, '/api/chamain/chargeRegistration/delete');
    await rowAction(page, 'KS20261121000040', '删除');
    await page.getByRole('dialog', { name: '确认删除' }).getByRole('button', { name: '确定' }).click();
    expect(formFields(await del)).toEqual({ id: '739ad35e4fc8a35938be8dcfbee181d6' });
    await expect(row(page, 'KS20261121000040')).toHaveCount(0);
  });
});
