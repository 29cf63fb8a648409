import type { Page, Request } from '@playwright/test';
import { test, expect, login, openInApp, preferExample, screen } from './fixtures';
import { formBody, nextPost, row } from './ui';

// What the declaration pages add beyond showing contract data (the route
// walk checks that): the fee computed with the relief applied, a commit refused for incomplete
// attachments keeping what was typed, the commit's body and query, cancel with a reason, and a
// declaration kind's draft save.

/** The form body of a request. */
const query = (r: Request) => Object.fromEntries(new URL(r.url()).searchParams);
const applyForm = (page: Page) => page.getByRole('form', { name: '定期检验报检' });

/** Step 1 → 3 of the periodic declaration: the forklift (the one piece not already in a flow), then contact. */
async function toFeeStep(page: Page, { notDueFirst = false } = {}) {
  await login(page, { from: '/company-service/online-apply' });
  const f = applyForm(page);
  await f.getByRole('checkbox', { name: '选择 3吨内燃平衡重式叉车' }).check();
  if (notDueFirst) {
    // checkOnline refuses equipment not yet due: the step stays, with the server's reason.
    await preferExample(page, '**/a/stone/appOnline/checkOnline*', 'notDue', 1);
    await f.getByRole('button', { name: '下一步' }).click();
    await expect(f.getByTestId('steps-failure')).toContainText('尚未到定期检验报检期');
    await expect(f.getByRole('checkbox', { name: '选择 3吨内燃平衡重式叉车' })).toBeChecked();
  }
  const check = nextPost(page, '/a/stone/appOnline/checkOnline');
  await f.getByRole('button', { name: '下一步' }).click();
  expect(formBody(await check)).toEqual({ oidno: 'OID3302120023310', inspectioncategory: '1' });
  await f.getByRole('textbox', { name: '联系人', exact: true }).fill('李志强');
  await f.getByRole('textbox', { name: '联系人手机' }).fill('13906628415');
  await f.getByRole('textbox', { name: '检验地点' }).fill('宁波市鄞州区首南街道天童南路588号地下车库');
  await f.getByRole('button', { name: '下一步' }).click();
  await expect(f.getByRole('radio', { name: '不申请减免' })).toBeVisible();
  return f;
}

test.describe('定期检验报检', () => {
  // Each test saves the forklift into a declaration of its own: each starts from the seed.
  test.use({ freshTenant: true });

  test('equipment not due is refused at step 1; the fee is computed before commit, and a chosen relief policy is applied', async ({
    page,
  }) => {
    const first = nextPost(page, '/a/stone/appOnline/getChargeInspectionFee');
    const f = await toFeeStep(page, { notDueFirst: true });
    expect(formBody(await first)).toEqual({ oidnos: 'OID3302120023310', inspectioncategory: '1' });
    // The forklift's periodic inspection: 300.00 元 by the fee standard.
    await expect(f.getByTestId('fee-total')).toHaveText('300.00 元');
    await expect(f.getByTestId('fee-relief')).toHaveText('无减免');

    const relieved = nextPost(
      page,
      '/a/stone/appOnline/getChargeInspectionFee',
      (r) => formBody(r).reliefPolicyId !== undefined,
    );
    await f.getByRole('radio', { name: '小微企业检验费减免（减免 30%）' }).check();
    expect(formBody(await relieved)).toEqual({
      oidnos: 'OID3302120023310',
      inspectioncategory: '1',
      reliefPolicyId: '859d1d45551c44a738e14d9e8d8f135a',
    });
    await expect(f.getByTestId('fee-relief')).toHaveText('90.00 元（小微企业检验费减免 30%）');
    await expect(f.getByTestId('fee-total')).toHaveText('210.00 元');
    await expect(f.getByText('须在下一步上传减免证明材料：小微企业名录截图或主管部门证明')).toBeVisible();
    await screen(page, 'decl-online-apply-fee');
  });

  test('a commit is refused while attachments are incomplete, and everything typed is kept (the SMS code goes to the contact, purpose 4)', async ({
    page,
  }) => {
    const f = await toFeeStep(page);
    await f.getByRole('button', { name: '下一步' }).click();
    const sms = nextPost(page, '/a/stone/common/smsAuthCode/13906628415/4');
    await f.getByTestId('sms-send').click();
    await sms;
    await f.getByRole('textbox', { name: '短信验证码' }).fill('482916');
    const commits: Request[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/a/stone/appOnline/save' && query(r).isCommit === 'true') commits.push(r);
    });
    await preferExample(page, '**/a/stone/appOnline/checkCompletenessOfAttachments*', 'incomplete', 1);
    const check = nextPost(page, '/a/stone/appOnline/checkCompletenessOfAttachments');
    await f.getByRole('button', { name: '提交报检' }).click();
    // The draft the steps saved is the one checked.
    expect(formBody(await check)).toEqual({ id: expect.stringMatching(/^[0-9a-f]{32}$/), inspectioncategory: '1' });
    await expect(f.getByTestId('steps-failure')).toContainText('附件不完整，请先上传：产品合格证、安装监督检验报告');
    await expect(f.getByTestId('steps-failure')).toContainText('已填写的内容已保留');
    expect(commits).toHaveLength(0);
    await expect(f.getByRole('textbox', { name: '短信验证码' })).toHaveValue('482916');
    // The earlier steps' inputs (hidden while on this step) keep their values.
    // (A hidden input's name also holds its label's required mark, which is aria-hidden only while shown.)
    await expect(f.getByRole('textbox', { name: /^联系人\s*\*?$/, includeHidden: true })).toHaveValue('李志强');
    await expect(f.getByRole('textbox', { name: '检验地点', includeHidden: true })).toHaveValue(
      '宁波市鄞州区首南街道天童南路588号地下车库',
    );
    await screen(page, 'decl-online-apply-refused');
  });

  test('commit sends save with authCode, isCommit and isPc and the typed body, then opens the application', async ({
    page,
  }) => {
    const f = await toFeeStep(page);
    await f.getByRole('button', { name: '下一步' }).click();
    await f.getByRole('textbox', { name: '短信验证码' }).fill('482916');
    const commit = nextPost(page, '/a/stone/appOnline/save', (r) => query(r).isCommit === 'true');
    await f.getByRole('button', { name: '提交报检' }).click();
    const sent = await commit;
    expect(query(sent)).toMatchObject({ authCode: '482916', isCommit: 'true', isPc: 'true' });
    const { id, onlinelsh } = formBody(sent);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(onlinelsh).toMatch(/^BJ\d{14}$/);
    expect(formBody(sent)).toMatchObject({
      inspectioncategory: '1',
      equclacode: '5000',
      oidnos: 'OID3302120023310',
      contactName: '李志强',
      contactPhone: '13906628415',
      inspAddress: '宁波市鄞州区首南街道天童南路588号地下车库',
    });
    expect(formBody(sent).attrefsysid).toMatch(/^[0-9a-f]{32}$/);
    // The app lands on the application it made, 已提交.
    await expect(page).toHaveURL(`/company-service/online-apply-view?id=${id}`);
    await expect(page.getByText(onlinelsh!).first()).toBeVisible();
    await expect(page.getByText('已提交').first()).toBeVisible();
  });
});

test.describe('网上报检记录', () => {
  test.use({ freshTenant: true });

  test('缴费单 opens the application’s payment slip; 撤销 asks for a reason, sends cancelApply and withdraws the unpaid slip; delete of a draft asks first', async ({
    page,
  }) => {
    await login(page, { from: '/company-service/online-apply-query' });
    const accepted = row(page, 'BJ20261118000237');
    // An accepted application's slip is among its actions.
    await accepted.getByRole('button', { name: '更多操作' }).click();
    await page.getByRole('menuitem', { name: '缴费单', exact: true }).click();
    await expect(page).toHaveURL(
      /\/company-service\/online-apply-paymentSlipDetails\?chargesysid=890f1a040b4613fc59f4e4aebd4555f9$/,
    );
    await openInApp(page, '/company-service/online-apply-query');
    await accepted.getByRole('button', { name: '更多操作' }).click();
    await page.getByRole('menuitem', { name: '撤销', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '撤销网上报检申请' });
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByText('请填写撤销原因')).toBeVisible();
    const cancel = nextPost(page, '/a/stone/appOnline/cancelApply');
    await dialog.getByRole('textbox', { name: '撤销原因' }).fill('报检时间过早，待临近到期再行报检');
    await dialog.getByRole('button', { name: '确定' }).click();
    expect(formBody(await cancel)).toEqual({
      id: 'a7393720102d398d535be0ef599e77bd',
      reason: '报检时间过早，待临近到期再行报检',
    });
    await expect(dialog).toBeHidden();
    await expect(accepted).toContainText('已撤销');
    // Its slip was not paid: withdrawn with it, nothing is left to pay (查看 is all the row offers).
    await expect(accepted.getByRole('button')).toHaveText(['查看']);

    await row(page, 'BJ20261121000251').getByRole('button', { name: '更多操作' }).click();
    await page.getByRole('menuitem', { name: '删除', exact: true }).click();
    await expect(page.getByText('确定删除网上报检申请「BJ20261121000251」吗？删除后不可恢复。')).toBeVisible();
    const remove = nextPost(page, '/a/stone/appOnline/delete');
    await page.getByRole('button', { name: '确定' }).click();
    expect(formBody(await remove)).toEqual({ id: 'eea8ef03a290a861b7615e8ca5f3d3f8' });
    await expect(row(page, 'BJ20261121000251')).toHaveCount(0);
  });
});

test.describe('其他检验申报', () => {
  test('a new supervision declaration saves a draft with its kind and the typed values', async ({ page }) => {
    await login(page, { from: '/company-service/new-superintend-query' });
    await page.getByRole('button', { name: '新增监督检验申报' }).click();
    const d = page.getByRole('dialog');
    await d.getByRole('textbox', { name: '工程名称' }).fill('天童南路588号C座电梯安装工程');
    await d.getByRole('combobox', { name: '设备类别' }).click();
    await page.getByRole('option', { name: '电梯' }).click();
    await d.getByRole('textbox', { name: '施工单位' }).fill('宁波迅达电梯工程有限公司');
    await d.getByRole('combobox', { name: '施工类别' }).click();
    await page.getByRole('option', { name: '安装' }).click();
    await d.getByRole('textbox', { name: '联系人' }).fill('刘永红');
    await d.getByRole('textbox', { name: '联系电话' }).fill('1360574339');
    await expect(d.getByText('请输入有效的手机或固定电话号码')).toBeVisible();
    await d.getByRole('textbox', { name: '联系电话' }).fill('13605743396');
    const save = nextPost(page, '/a/stone/declaration/save');
    await d.getByRole('button', { name: '保存草稿' }).click();
    const sent = await save;
    expect(query(sent).isCommit).toBeUndefined();
    expect(formBody(sent)).toMatchObject({
      declareType: 'superintend',
      projectName: '天童南路588号C座电梯安装工程',
      equclacode: '3000',
      constructUnitName: '宁波迅达电梯工程有限公司',
      constructType: '安装',
      contactName: '刘永红',
      contactPhone: '13605743396',
    });
    expect(formBody(sent).attrefsysid).toMatch(/^[0-9a-f]{32}$/);
  });
});
