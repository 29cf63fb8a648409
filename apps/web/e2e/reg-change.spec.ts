import type { Page, Request } from '@playwright/test';
import { test, expect, login, preferExample, sandboxAdmin, screen } from './fixtures';
import { formFields, nextPost, row, rowAction, savedId } from './ui';

// What the change, stop / scrap / cancel and construction-notice pages add
// beyond showing contract data (the route walk checks that): save as draft vs save-and-commit
// (isCommit), the server refusing a commit for incomplete attachments with nothing typed lost,
// equipment in a flow refused, a cancellation refused, actions by status, the notice printed.

/** The form body of a request (repeated keys, e.g. oidno, as arrays). */
const isCommit = (r: Request) => new URL(r.url()).searchParams.get('isCommit');
/** Every POST to `path` from now on (to prove a refused action sent nothing). */
function posts(page: Page, path: string) {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === path) seen.push(r);
  });
  return seen;
}
type Scope = Page | ReturnType<Page['getByRole']>;
async function pick(scope: Scope, page: Page, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
  // A multi-select keeps its list open: close it (Escape in a dialog would close the dialog).
  if (await page.getByRole('listbox').filter({ visible: true }).count()) {
    if (scope === page) await page.keyboard.press('Escape');
    else await scope.getByRole('heading').first().click();
  }
}
const confirm = (page: Page, title: string) =>
  page.getByRole('dialog', { name: title }).getByRole('button', { name: '确定' }).click();

test.describe('登记变更', () => {
  // Drafts and commits are kept: each test in a tenant of its own.
  test.use({ freshTenant: true });

  test('a new registration change: equipment checked for a flow, fields before / after, a draft saves without isCommit', async ({
    page,
  }) => {
    await login(page, { from: '/company-service/changeRegisterDetail?operation=add' });
    await pick(page, page, '变更类型', '其他信息变更');
    // The hot-water boiler (the steam boiler is in a submitted declaration's flow).
    await pick(page, page, '设备', /^1号燃气热水锅炉/);
    await page.getByRole('textbox', { name: '联系人' }).fill('陈建国');
    await page.getByRole('textbox', { name: '联系电话' }).fill('13857412368');
    await page.getByRole('textbox', { name: '变更原因' }).fill('单位内部设备编号规则调整');
    await pick(page, page, '变更项目', '单位内部编号');
    await expect(page.getByText('变更前：GL-01')).toBeVisible();
    await page.getByRole('textbox', { name: '单位内部编号（变更后）' }).fill('GL-2026-01');
    await screen(page, 'reg-change-regist-change-form');
    const inFlow = nextPost(page, '/a/stone/eqm/findInFlow');
    const save = nextPost(page, '/a/stone/useRegistChange/save');
    const saved = savedId(page, '/a/stone/useRegistChange/save');
    await page.getByRole('button', { name: '保存草稿' }).click();
    expect(formFields(await inFlow)).toEqual({ oidno: 'OID3302030004511' });
    const r = await save;
    expect(isCommit(r)).toBeNull();
    const body = formFields(r);
    expect(body).toMatchObject({
      changeType: '5',
      oidno: 'OID3302030004511',
      changeReason: '单位内部设备编号规则调整',
      contactPerson: '陈建国',
      contactPhone: '13857412368',
    });
    expect(JSON.parse(body.changeItems as string)).toEqual([
      { fieldCode: 'internalNo', fieldName: '单位内部编号', oldValue: 'GL-01', newValue: 'GL-2026-01' },
    ]);
    // The saved draft opens in the same tab: the one just made.
    await expect(page).toHaveURL(`/company-service/changeRegisterDetail?id=${await saved}`);
  });

  test('commit with incomplete attachments is refused with the server message, nothing typed lost; then the commit sends isCommit', async ({
    page,
  }) => {
    await preferExample(page, '**/a/stone/useRegistChange/detail/**', 'draft');
    await login(page, {
      from: '/company-service/changeRegisterDetail?id=5b0e1c7d9a3f4e62b8d17c05e9a4f316&operation=edit',
    });
    const reason = page.getByRole('textbox', { name: '变更原因' });
    await expect(reason).toHaveValue('3号货梯完成控制系统改造并经监督检验合格，申请改造变更登记');
    await reason.fill('3号货梯控制系统改造完成，监督检验合格，申请变更登记');
    await page.getByRole('textbox', { name: '改造单位（变更后）' }).fill('宁波迅达电梯工程有限公司鄞州分公司');
    await preferExample(page, '**/a/stone/useRegistChange/save*', 'attachmentsIncomplete', 1);
    let save = nextPost(page, '/a/stone/useRegistChange/save');
    await page.getByRole('button', { name: '保存并提交' }).click();
    expect(isCommit(await save)).toBe('true');
    await expect(page.getByRole('alert')).toContainText(
      '附件不完整：请上传“使用登记表（变更）”和“改造监督检验证书”后再提交（已填写的内容已保留）',
    );
    await expect(reason).toHaveValue('3号货梯控制系统改造完成，监督检验合格，申请变更登记');
    await expect(page.getByRole('textbox', { name: '改造单位（变更后）' })).toHaveValue(
      '宁波迅达电梯工程有限公司鄞州分公司',
    );
    await screen(page, 'reg-change-commit-refused');
    // No flow check for an application that exists already; the retry commits it.
    save = nextPost(page, '/a/stone/useRegistChange/save');
    await page.getByRole('button', { name: '保存并提交' }).click();
    const r = await save;
    expect(isCommit(r)).toBe('true');
    expect(formFields(r)).toMatchObject({
      id: '5b0e1c7d9a3f4e62b8d17c05e9a4f316',
      changeType: '4',
      oidno: 'OID3302120019872',
      changeReason: '3号货梯控制系统改造完成，监督检验合格，申请变更登记',
    });
    expect(JSON.parse(formFields(r).changeItems as string)).toContainEqual({
      fieldCode: 'alterUnitName',
      fieldName: '改造单位',
      oldValue: null,
      newValue: '宁波迅达电梯工程有限公司鄞州分公司',
    });
  });

  test('equipment already in a flow cannot start a change application; otherwise save-and-commit sends isCommit', async ({
    page,
  }) => {
    await login(page, { from: '/company-service/change-register' });
    await page.getByRole('button', { name: '新增变更申请' }).click();
    const d = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: '新增变更申请' }) });
    await pick(d, page, '业务类型', '改造变更');
    await pick(d, page, '设备类别', '锅炉');
    // The steam boiler is in the flow of a declaration the seed holds (BJ20261105000118, 受理中).
    await pick(d, page, '涉及设备', /^2号燃气蒸汽锅炉/);
    await d.getByRole('textbox', { name: '申请事由' }).fill('更换低氮燃烧器');
    const saves = posts(page, '/a/stone/useManage/save');
    await d.getByRole('button', { name: '保存草稿' }).click();
    await expect(d.getByRole('alert')).toContainText(
      '设备「2号燃气蒸汽锅炉（111033020020150008）」正在办理定期检验报检（申请编号 BJ20261105000118，受理中），办结前不能再发起变更申请',
    );
    expect(saves).toHaveLength(0);
    await expect(d.getByRole('textbox', { name: '申请事由' })).toHaveValue('更换低氮燃烧器');
    // The hot-water boiler instead (picked again, the steam boiler comes off the list).
    await pick(d, page, '涉及设备', /^2号燃气蒸汽锅炉/);
    await pick(d, page, '涉及设备', /^1号燃气热水锅炉/);
    const save = nextPost(page, '/a/stone/useManage/save');
    await d.getByRole('button', { name: '保存并提交' }).click();
    const r = await save;
    expect(isCommit(r)).toBe('true');
    expect(formFields(r)).toMatchObject({
      bizType: '1',
      equclacode: '1000',
      oidnos: 'OID3302030004511',
      reason: '更换低氮燃烧器',
    });
    expect(formFields(r).attrefsysid).toMatch(/^[0-9a-f]{32}$/);
    await expect(d).toHaveCount(0);
  });
});

test.describe('停用、报废、注销', () => {
  test.use({ freshTenant: true });

  test('actions follow status: view only while accepted, submit and delete drafts or returned ones, take back a submitted one', async ({
    page,
  }) => {
    await login(page, { from: '/company-service/stopRegister' });
    await expect(row(page, 'BF2026102800005').getByRole('button')).toHaveText(['查看']);
    await expect(row(page, 'ZX2026102000002').getByRole('button')).toHaveText(['查看', '注销告知书']);
    let request = nextPost(page, '/a/stone/pemEqmRlvBasic/commit');
    await rowAction(page, 'ZX2026111800003', '提交');
    await confirm(page, '确认提交');
    expect(formFields(await request)).toEqual({ id: '91eddcd8d67317ce6268d222bdb3d748' });
    // Accepted by the regulator, it is only viewed.
    await expect(row(page, 'ZX2026111800003')).toContainText('已提交');
    await sandboxAdmin(page, 'POST', '/applications/termination/91eddcd8d67317ce6268d222bdb3d748/accept');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(row(page, 'ZX2026111800003')).toContainText('受理中');
    await expect(row(page, 'ZX2026111800003').getByRole('button')).toHaveText(['查看']);
    request = nextPost(page, '/a/stone/pemEqmRlvBasic/delete');
    await rowAction(page, 'QY2026111400007', '删除');
    await expect(page.getByText('确定删除停用报废注销申请「QY2026111400007」吗？删除后不可恢复。')).toBeVisible();
    await confirm(page, '确认删除');
    expect(formFields(await request)).toEqual({ id: 'a480822a8933c49985a9db90438fc4d0' });
    // A submitted application, not yet accepted: only 撤回.
    await preferExample(page, '**/a/stone/pemEqmRlvBasic/detail/**', 'submitted');
    await login(page, { from: '/company-service/termination-application-detail?id=882c3ee8fc40f6d13bfe7e4899cc6004' });
    await expect(page.getByRole('button', { name: '修改' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '删除' })).toHaveCount(0);
    request = nextPost(page, '/a/stone/pemEqmRlvBasic/rollback');
    await page.getByRole('button', { name: '撤回' }).click();
    await confirm(page, '确认撤回');
    expect(formFields(await request)).toEqual({ id: '882c3ee8fc40f6d13bfe7e4899cc6004' });
  });

  test('a cancellation the registration record refuses shows why and sends nothing; a draft then saves without isCommit', async ({
    page,
  }) => {
    await login(page, { from: '/company-service/stopDetail' });
    await pick(page, page, '申请类型', '注销');
    await pick(page, page, '设备类别', '压力容器');
    await pick(page, page, '设备', /^1号空气储罐/);
    await page.getByRole('textbox', { name: '停用/报废/注销日期' }).fill('2026-11-30');
    await page.getByRole('textbox', { name: '申请原因' }).fill('空压站停用，储罐拆除不再使用');
    await page.getByRole('textbox', { name: '处置方式' }).fill('拆除后由具备资质的单位回收');
    await pick(page, page, '使用登记证', '交回登记机关');
    await page.getByRole('textbox', { name: '联系人' }).fill('陈建国');
    await page.getByRole('textbox', { name: '联系电话' }).fill('13857412368');
    const saves = posts(page, '/a/stone/pemEqmRlvBasic/save');
    await preferExample(page, '**/a/stone/eqmBcwBasic/checkBcwCancell*', 'pendingInspection', 1);
    const check = nextPost(page, '/a/stone/eqmBcwBasic/checkBcwCancell');
    await page.getByRole('button', { name: '保存并提交' }).click();
    expect(formFields(await check)).toEqual({ oidno: 'OID3302110003306' });
    await expect(page.getByRole('alert')).toContainText(
      '设备「1号空气储罐（211033021120180031）」不能注销：该设备有未办结的定期检验报检（BJ2026111500021），请办结或撤销后再申请注销',
    );
    expect(saves).toHaveLength(0);
    await expect(page.getByRole('textbox', { name: '申请原因' })).toHaveValue('空压站停用，储罐拆除不再使用');
    await screen(page, 'reg-change-cancellation-refused');
    const save = nextPost(page, '/a/stone/pemEqmRlvBasic/save');
    await page.getByRole('button', { name: '保存草稿' }).click();
    const r = await save;
    expect(isCommit(r)).toBeNull();
    expect(formFields(r)).toEqual({
      applyType: '3',
      equclacode: '2000',
      oidno: 'OID3302110003306',
      reason: '空压站停用，储罐拆除不再使用',
      stopDate: '2026-11-30',
      disposalMethod: '拆除后由具备资质的单位回收',
      certReturned: 'true',
      contactPerson: '陈建国',
      contactPhone: '13857412368',
    });
  });

  test.describe('with window.print recorded', () => {
    test.use({ freshPage: true });

    test('the cancellation notice of a finished cancellation opens and prints', async ({ page }) => {
      // The notice is printed from a frame of its own: record what it printed.
      await page.addInitScript(() => {
        window.print = () => {
          (window.top as unknown as { __printed?: string }).__printed = document.body.innerText;
        };
      });
      await login(page, { from: '/company-service/stopRegister' });
      await rowAction(page, 'ZX2026102000002', '注销告知书');
      const notice = page.getByTestId('cancellation-notice');
      await expect(notice).toContainText('甬海市监特注〔2026〕第0037号');
      await expect(notice).toContainText('原使用登记证作废');
      await screen(page, 'reg-change-cancellation-notice');
      await page.getByRole('button', { name: '打印告知书' }).click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __printed?: string }).__printed ?? ''))
        .toContain('特种设备使用登记注销告知书');
      expect(await page.evaluate(() => (window as unknown as { __printed?: string }).__printed)).toContain(
        '33020380002025000020',
      );
    });
  });
});

test.describe('施工告知', () => {
  test.use({ freshTenant: true });

  test('an installation notice: 18-digit codes checked, incomplete attachments refused keeping the form, then told with isCommit', async ({
    page,
  }) => {
    await login(page, { from: '/construction/register' });
    await pick(page, page, '施工类别', '安装');
    await pick(page, page, '设备类别', '电梯');
    await page.getByRole('textbox', { name: '施工地点' }).fill('宁波市鄞州区首南街道天童南路588号D座');
    await page.getByRole('textbox', { name: '施工内容' }).fill('D座新装曳引驱动乘客电梯2台');
    await page.getByRole('textbox', { name: '设备代码' }).fill('31103302002026031');
    await expect(page.getByText('设备代码为18位数字，多台以逗号分隔')).toBeVisible();
    await page.getByRole('textbox', { name: '设备代码' }).fill('311033020020260311,311033020020260312');
    await page.getByRole('textbox', { name: '施工单位名称' }).fill('西子奥的斯电梯有限公司');
    await page.getByRole('textbox', { name: '许可证编号' }).fill('TS3133006-2027');
    await page.getByRole('textbox', { name: '计划开工日期' }).fill('2026-12-01');
    await page.getByRole('textbox', { name: '计划竣工日期' }).fill('2027-01-20');
    await preferExample(page, '**/a/stone/constructionNotice/save*', 'attachmentsIncomplete', 1);
    await page.getByRole('button', { name: '保存并告知' }).click();
    await expect(page.getByRole('alert')).toContainText('附件不完整：请上传“施工告知书”和“施工单位许可证”后再提交');
    await expect(page.getByRole('textbox', { name: '设备代码' })).toHaveValue('311033020020260311,311033020020260312');
    const save = nextPost(page, '/a/stone/constructionNotice/save');
    const saved = savedId(page, '/a/stone/constructionNotice/save');
    await page.getByRole('button', { name: '保存并告知' }).click();
    const r = await save;
    expect(isCommit(r)).toBe('true');
    expect(formFields(r)).toMatchObject({
      constructionType: '1',
      equclacode: '3000',
      eqpCode: ['311033020020260311', '311033020020260312'],
      constructUnitName: '西子奥的斯电梯有限公司',
      constructLicenseNo: 'TS3133006-2027',
      planStartDate: '2026-12-01',
      planEndDate: '2027-01-20',
    });
    expect(formFields(r).oidno).toBeUndefined();
    // The app lands on the notice it made.
    await expect(page).toHaveURL(`/construction/detail?id=${await saved}`);
  });
});
