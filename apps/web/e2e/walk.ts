import { expect, type Page } from '@playwright/test';
import { sandboxAdmin } from './fixtures';

/**
 * What the route walk (route-walk.spec.ts) expects of each route of the route table: the address to
 * open (the route's own path when left out: hidden pages need their record's id) and the contract
 * data the page must show. Every route of `src/routes.ts` must have an entry here (the walk fails
 * for a route without one), so a new page is walked, and checked against contract data, from the
 * day it exists.
 *
 * Keep entries to what proves the page loaded its data; behaviour a page adds belongs in a flow
 * test of its own.
 */
export interface WalkStep {
  /** Address to open, with its query (default: the route's full path). */
  path?: string;
  /** Texts from the contract's examples that must be visible. */
  texts?: string[];
  /** Accessible names of headings that must be visible. */
  headings?: string[];
  /** `Prefer: example=<name>` for calls matching a URL glob, for pages that show a named example. */
  prefer?: Record<string, string>;
  /** Anything else the page must show (for data that is not plain text, e.g. input values). */
  check?: (page: Page) => Promise<void>;
  /** The seeded account whose page it is (default the suite's, qiye01): admin01's for the platform administrator's. */
  account?: 'admin01';
}

/**
 * How many rows a list operation counts (`data.count`) for the page's session and tenant: what a
 * count shown on a page must equal (the sandbox computes both).
 */
async function listCount(page: Page, path: string, form: Record<string, string | number> = {}): Promise<number> {
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value ?? '';
  const res = await page.request.post(`${path}?__ajax=json&__sid=${encodeURIComponent(token)}`, {
    form: { pageNo: 1, pageSize: 1, ...form },
  });
  expect(res.ok(), `${path} answered ${res.status()}`).toBe(true);
  const count = (await res.json())?.data?.count;
  expect(typeof count, `${path} counts its rows`).toBe('number');
  return count as number;
}

const ARCHIVE_OIDNO: Record<string, [string, string]> = {
  // [example of getDetailBy, name shown as the archive's heading]
  boiler: ['boiler', '2号燃气蒸汽锅炉'],
  pressureVessel: ['pressureVessel', '1号空气储罐'],
  elevator: ['ok', '1号客梯'],
  hoistingMachinery: ['hoistingMachinery', '10吨门式起重机'],
  fieldMotorVehicles: ['fieldMotorVehicles', '3吨内燃叉车'],
  majorAmusementFacilities: ['majorAmusementFacilities', '30米观览车'],
  pressurePiping: ['pressurePiping', '蒸汽截止阀'],
  pressurePipeline: ['pressurePipeline', '锅炉房蒸汽管道'],
  passengerRopeway: ['passengerRopeway', '雪窦山观光索道'],
};

const archives: Record<string, WalkStep> = Object.fromEntries(
  Object.entries(ARCHIVE_OIDNO).map(([key, [example, name]]) => [
    `equipment_detail_${key}`,
    {
      path: `/equipment/detail/${key}?oidno=OID-${key}`,
      prefer: { '**/a/stone/eqm/getDetailBy*': example },
      headings: [name],
    },
  ]),
);

/** The code the sandbox last texted to a mobile number (its SMS outbox, newest first). */
async function textedCode(page: Page, mobile: string): Promise<string> {
  let code: string | null | undefined;
  await expect
    .poll(async () => {
      const { messages } = await sandboxAdmin<{ messages: { mobile: string; code: string | null }[] }>(
        page,
        'GET',
        '/outbox',
      );
      code = messages.find((m) => m.mobile === mobile && m.code)?.code;
      return code;
    })
    .toBeTruthy();
  return code!;
}

const inputValue = (name: string, value: string) => async (page: Page) => {
  await expect(page.locator(`[data-field="${name}"]:visible`)).toHaveValue(value);
};

/** Shell routes, by route name. */
export const SHELL_WALK: Record<string, WalkStep> = {
  home: {
    texts: ['当前角色：使用单位管理员'],
    check: async (page) => {
      // The use-status bar's 在用 is the equipment list's rows in use.
      const inUse = await listCount(page, '/a/stone/eqm/list', { useStatus: '1' });
      await expect(page.getByText(`在用：${inUse}`, { exact: true })).toBeVisible();
    },
  },
  notice: { texts: ['共 23 条', '关于开展2026年冬季锅炉安全专项检查的通知'] },
  notice_detail: {
    path: '/notice/detail?id=a3f1c5e7b9d24f6a8c0e2b4d6f8a1c3e',
    headings: ['关于开展2026年冬季锅炉安全专项检查的通知'],
    texts: ['一、检查范围'],
  },

  equipment_overview: {
    texts: ['电梯'],
    check: async (page) => {
      const all = await listCount(page, '/a/stone/eqm/list');
      await expect(page.getByTestId('count-totalCount')).toHaveText(String(all));
    },
  },
  equipment_query: { texts: ['1号客梯', '2号燃气蒸汽锅炉', '5吨桥式起重机'] },
  equipment_timeout: { texts: ['2号燃气蒸汽锅炉', '超期 130 天'] },
  equipment_fault: { texts: ['3吨内燃叉车', '16吨桥式起重机'] },
  equipment_non_use: { texts: ['3吨电动叉车', '4号客梯'] },
  equipment_about_expire: { texts: ['1号客梯', '剩 16 天'] },
  equipment_pressure_piping: { texts: ['锅炉房蒸汽管道', 'ST-101-150-GC2'] },
  equipment_pipeline_maintain: { texts: ['空压站压缩空气管道', '待完善'] },
  equipment_device_form: {
    path: '/equipment/device-info-new?oidno=OID3302120019870&operation=edit',
    check: inputValue('eqpName', '1号客梯'),
  },
  equipment_pipeline_form: {
    path: '/equipment/pipeline-info-new?oidno=OID3302030004601&operation=edit',
    check: inputValue('pipelineName', '锅炉房蒸汽管道'),
  },
  ...archives,

  // Unit information, people, maintenance and fees.
  person_work: {
    texts: ['方国庆', '应志刚'],
    check: async (page) => {
      await expect(page.getByTestId('overview-expiringCount')).toHaveText('1');
    },
  },
  person_safety: { texts: ['王海峰', '李志强'] },
  company_info_maintain: { texts: ['宁波市特种设备检验研究院'], check: inputValue('orgname', '宁波甬江置业有限公司') },
  company_info_history: { texts: ['办公楼命名为甬江大厦，营业执照住所已变更', '营业执照已核验，同意变更'] },
  company_service_weibao: { texts: ['宁波迅达电梯工程有限公司'] },
  company_service_maint_apply_detail: {
    path: '/company-service/maintenance-pro-apply-detail?id=db1bbc2e34ee97468143dad50ff87adf',
    headings: ['维保项目申请 XM2026110600015'],
    texts: ['电梯维保合同XD-WB-2026-0387.pdf'],
  },
  company_service_self_detection: { texts: ['XDZJ-2026-0612-01'] },
  company_service_charge_registration: { texts: ['KS20261121000040'] },
  company_service_charge_registration_detail: {
    path: '/company-service/chargeRegistrationDetail?id=693a32dba4080221a8beed58577798e1',
    headings: ['考试费登记 KS20261110000015'],
    texts: ['周宏伟'],
  },

  // decl: inspection declarations (appOnline, declaration).
  company_service_online_apply: {
    texts: ['511033020020210017', '已在定期检验报检流程 BJ20261118000237 中', '超期 130 天'],
  },
  company_service_online_apply_query: {
    texts: ['BJ20261121000251', '16吨桥式起重机', '已退回', '已撤销', '532.00 元'],
  },
  company_service_online_apply_edit: {
    path: '/company-service/online-apply-edit?id=eea8ef03a290a861b7615e8ca5f3d3f8',
    prefer: { '**/a/stone/appOnline/detail/*': 'draft' },
    headings: ['修改网上报检申请 BJ20261121000251'],
    texts: ['412033020620260003'],
  },
  company_service_online_apply_view: {
    path: '/company-service/online-apply-view?id=a7393720102d398d535be0ef599e77bd',
    headings: ['网上报检申请 BJ20261118000237'],
    texts: ['228.00 元（小微企业检验费减免 30%）', '532.00 元', '资料齐全，同意受理，拟于 2026-12-01 安排检验。'],
  },
  company_service_superintend: {
    prefer: { '**/a/stone/declaration/list*': 'superintend' },
    texts: ['天童南路588号商业裙楼自动扶梯安装工程', '2号燃气蒸汽锅炉燃烧器改造工程', '受理中'],
  },
  company_service_manufacture_supervise: {
    prefer: { '**/a/stone/declaration/list*': 'manufactureSupervise' },
    texts: ['2台 10m³ 储气罐制造监督检验', '宁波明欣化工机械有限责任公司'],
  },
  company_service_entrust: {
    prefer: { '**/a/stone/declaration/list*': 'entrust' },
    texts: ['1号、2号客梯曳引钢丝绳磁通检测', '已撤销'],
  },
  company_service_appraisal: {
    prefer: { '**/a/stone/declaration/list*': 'appraisal' },
    texts: ['2号燃气蒸汽锅炉低氮燃烧改造设计文件鉴定', '已退回'],
  },
  company_service_declaration_detail: {
    path: '/company-service/declaration-detail?onlinelsh=JJ20260915000027',
    headings: ['监督检验申报 JJ20260915000027'],
    texts: ['3号客梯（B座）', '(2026)甬特检电字第03012号', '同意受理，监督检验由电梯检验一组（张晓燕）负责。'],
  },

  system_account: {
    check: async (page) => {
      await expect(page.getByRole('textbox', { name: '手机号码' })).toHaveValue('13857412368');
    },
  },

  // Account administration (findRegister, getReg, findAccount, passwordRestApply list/get).
  account_check: { account: 'admin01', texts: ['宁波港吉码头经营有限公司', '宁波迅达电梯工程有限公司', '未通过'] },
  account_register_detail: {
    account: 'admin01',
    path: '/account/register-detail?id=9e4f2a7c1b8d43e5a6f0c9b2d7e1a3f8',
    headings: ['宁波港吉码头经营有限公司'],
    texts: ['营业执照副本（盖章）.jpg', 'sunwei@nbgjmt.com'],
  },
  account_manager: { texts: ['nbyjzy_zxy', '张晓燕', '停用'] },
  account_add: { headings: ['账号信息'], check: inputValue('loginName', '') },
  account_detail: {
    path: '/account/account-detail?loginName=nbyjzy_whf',
    headings: ['王海峰（nbyjzy_whf）'],
    check: inputValue('mobile', '137****8851'),
  },
  account_reset_check: {
    account: 'admin01',
    texts: ['宁波方特东方神画游乐有限公司', '原安全管理员离职，主账号密码无人知晓'],
  },
  account_reset_query: { account: 'admin01', texts: ['宁波市自来水有限公司', '宁波大港新颜料有限公司', '未通过'] },
  account_reset_detail: {
    account: 'admin01',
    path: '/account/reset-password-detail?id=4a7c9e1f3b5d47a8c0e2f4a6b8d0c2e4',
    texts: ['密码重置申请书（盖章）.pdf', '黄丽娟'],
  },

  // reg-use: use registration records, registrations by set / by unit, use-registration applications.
  use_record_apply: {
    check: async (page) => {
      // A new application's number, given by the server: SYDJ, the day, a sequence.
      await expect(page.getByText(/^申请编号 SYDJ\d{13}$/)).toBeVisible();
      await inputValue('useUnitName', '宁波甬江置业有限公司')(page);
    },
  },
  use_record_query: { texts: ['SYDJ2026112100015', '10吨电动葫芦门式起重机', '3号客梯等2台', '已注销'] },
  use_record_detail: {
    path: '/use-record/detail?id=71c980d337994d4eae1ec01bba98c885',
    headings: ['使用登记 SYDJ2026111800012'],
    texts: ['4号客梯', '申请资料齐全，符合法定形式，予以受理'],
  },
  company_service_reg_by_sets: { texts: ['锅炉房蒸汽管道', '33020380002015000012', '1号冷水机组压力容器（成套）'] },
  company_service_set_detail: {
    path: '/company-service/set-detail?id=2614a2eb002f74e7cb7d9edf1e5f0a7d',
    headings: ['锅炉房蒸汽管道'],
    texts: ['凝结水回收管道DN80', '蒸汽管道2026年定期检验报告.pdf'],
  },
  company_service_reg_by_unit: { texts: ['北仑厂区场（厂）内专用机动车辆', '天童南路园区观光车辆'] },
  company_service_unit_detail: {
    path: '/company-service/unit-detail?id=60d8de3405dfa90b64eda052d26859bf',
    headings: ['北仑厂区场（厂）内专用机动车辆'],
    texts: ['2号内燃叉车'],
  },
  company_service_use_registration: { texts: ['SYDJ2026112100009', '3号空气储罐', '5吨桥式起重机', '补证换证'] },
  company_service_use_register_details: {
    path: '/company-service/useRegisterDetails?id=06fe11de7986434b9f9782c42a9b9bf5',
    headings: ['使用登记申请 SYDJ2026111900006'],
    texts: ['资料齐全，予以受理', '5吨桥式起重机安装监督检验证书.pdf', '2026-12-11'],
  },
  // pay: payment slips, scan-to-pay and invoices (charge/list, charge/detail, toPay, invoiceTitle/list, invoice/list, invoice/detail).
  company_service_payment_note: { texts: ['BJ20261118000237', '532.00 元', '已退款'] },
  company_service_payment_slip: {
    path: '/company-service/online-apply-paymentSlipDetails?chargesysid=890f1a040b4613fc59f4e4aebd4555f9',
    headings: ['缴费单 JK2026111800237'],
    texts: ['中国工商银行宁波分行营业部', '228.00', '532.00'],
  },
  company_service_invoice_title: { texts: ['宁波甬江置业有限公司海曙分公司', '91330203MA2H0K5R7A'] },
  company_service_invoice: { texts: ['26332000000071845123', '已红冲', '开票失败'] },
  company_service_invoice_detail: {
    path: '/company-service/invoice-detail?id=432f9cd9a34a1da1918f5668f4006a85',
    headings: ['发票 04581236'],
    texts: ['033002300111'],
  },
  pay_code_order: {
    path: '/pay-code-order?onlinelsh=BJ20261118000237',
    texts: ['532.00 元', '宁波市特种设备检验研究院'],
    check: async (page) => {
      // The order toPay made: its number shown, and the code to scan pays that order.
      const order = page.getByText(/^PO\d{17,}$/);
      await expect(order).toBeVisible();
      const orderNo = (await order.textContent())!;
      await expect(page.getByTestId('qr-code')).toHaveAttribute('data-content', new RegExp(`orderNo=${orderNo}$`));
    },
  },
  // report: reports and opinions, rectification, check records, elevator inspection data; rescue, fault, interaction.
  company_service_report_query: {
    texts: ['(2026)甬特检电字第03012号', '(2026)甬特检起字第00652号', '复检合格', '不合格', '允许使用'],
  },
  company_service_online_rectification: {
    texts: ['(2026)甬特检意字第0458号', '2. 安全阀铅封缺失', '待整改', '已确认'],
  },
  company_service_online_details: {
    path: '/company-service/online-details?id=0aae575cdf3d89f3372b774c69e4cafd',
    headings: ['检验意见通知书 (2026)甬特检意字第0471号'],
    texts: ['底坑爬梯未可靠固定，且高出底坑地面不足 1.1 m', '待确认'],
  },
  company_service_inspection_items: { texts: ['5吨桥式起重机', '发现问题', '月度检查'] },
  company_service_check_record_detail: {
    path: '/company-service/check-record/detail?id=ab0c3c5a9dda45d8bf67b28232f4f929',
    headings: ['5吨桥式起重机 月度检查'],
    texts: ['无断丝、断股、扭结、压扁，磨损不超标', '停用起重机，更换主钩钢丝绳后试吊合格'],
  },
  company_service_information_manage: { texts: ['3号客梯（B座）', '已确认'] },
  company_service_supervision_statement: { texts: ['4号客梯（B座）', '已出具报告'] },
  company_service_rescue: { texts: ['JY2026111400003', '1号客梯'] },
  company_service_rescue_detail: {
    path: '/company-service/rescue-detail?id=8af51804baecd42036e5a5b244495974',
    headings: ['救援登记 JY2026111400003'],
    texts: ['3层层门门锁触点接触不良，安全回路断开，电梯停在2层与3层之间', '孙伟、郑国平'],
  },
  company_service_fault: { texts: ['GZ2026112000005', '门系统故障'] },
  company_service_fault_detail: {
    path: '/company-service/fault-detail?id=35361e8aa6f7cef5751e797667800911',
    headings: ['故障登记 GZ2026111400004'],
  },
  company_service_interaction: { texts: ['发票抬头开具错误，申请重新开具', '关于1号客梯定期检验日期调整的咨询'] },
  company_service_interaction_detail: {
    path: '/company-service/interaction-detail?id=5ba29cbb46d4c86b1bd170a9ba83e4b8',
    headings: ['关于1号客梯定期检验日期调整的咨询'],
    texts: ['A座消防联动改造施工计划.pdf'],
  },
  // reg-change: registration changes, stop / scrap / cancel, construction notices.
  company_service_change_register: {
    texts: ['SYGL2026111700004', '储气罐', '退回：未上传改造监督检验证书，请待监督检验合格后再提交'],
  },
  company_service_change_query: { texts: ['SYGL2026102900002', '宁波市市场监督管理局海曙分局'] },
  company_service_change_detail: {
    path: '/company-service/change-detail?id=ea44558b0cf7460f803ac3fc23525728',
    headings: ['改造变更申请 SYGL2026111700004'],
    texts: ['PMS420（2026年制造）', '资料齐全，予以受理', '1号客梯曳引机及控制柜改造合同.pdf'],
  },
  company_service_regist_change: { texts: ['BG2026110500004', '2号燃气蒸汽锅炉', 'GL-2026-02'] },
  company_service_regist_change_detail: {
    path: '/company-service/changeRegisterDetail?id=7c2f9bd8ecc4c37fee56b75e94b5b5f5',
    headings: ['改造变更申请 BG2026110500004'],
    texts: ['THJ2000/1.0-JXW', '材料齐全，予以受理', '3号货梯改造监督检验报告.pdf'],
  },
  company_service_stop_register: {
    texts: ['TY2026110900012', 'ZX2026102000002', '锅炉房改由市政管网供气，原天然气管道已拆除'],
  },
  company_service_stop_form: {
    path: '/company-service/stopDetail?id=91eddcd8d67317ce6268d222bdb3d748',
    prefer: { '**/a/stone/pemEqmRlvBasic/detail/**': 'draft' },
    check: inputValue('disposalMethod', '拆除后由宁波市化工容器厂有限公司回收处置'),
    texts: ['1号储气罐（211033020020120044）'],
  },
  company_service_termination_detail: {
    path: '/company-service/termination-application-detail?id=882c3ee8fc40f6d13bfe7e4899cc6004',
    headings: ['停用登记申请 TY2026110900012'],
    texts: ['2号客梯停用情况说明.docx', '停用情况说明未写明停用期间的安全措施，请补充后重新提交'],
  },
  construction_register_list: { texts: ['SG2026110300008', '西子奥的斯电梯有限公司'] },
  construction_query_list: { texts: ['SG2026110300008', '西子奥的斯电梯有限公司'] },
  construction_detail: {
    path: '/construction/detail?id=066fb502becfad98807d76ae80f5afb9',
    headings: ['安装告知 SG2026110300008'],
    texts: ['D座电梯安装合同.pdf', '告知材料齐全'],
  },
  construction_register: {
    path: '/construction/register?id=8fe262d48555f13ba68c97084b7c26b5',
    prefer: { '**/a/stone/constructionNotice/detail/**': 'draft' },
    check: inputValue('constructLicenseNo', 'TS3133006-2027'),
  },
};

/** Pages outside the shell, by route name; opened without a session. */
export const OUTSIDE_WALK: Record<string, WalkStep> = {
  login: { headings: ['企业用户登录'] },
  ssologin: { path: '/ssologin', texts: ['缺少单点登录凭据（ssotoken），请从统一门户重新进入'] },
  error_401: { headings: ['无权访问'] },
  error_500: { headings: ['服务器出错了'] },
  error_404: { path: '/no-such-page', headings: ['页面不存在'] },

  // Public account pages (no session).
  register: { headings: ['企业账号注册申请'], texts: ['单位信息', '联系人与账号', '证明材料与提交'] },
  register_success: {
    path: '/register-success?no=9e4f2a7c1b8d43e5a6f0c9b2d7e1a3f8',
    headings: ['注册申请已提交'],
    texts: ['9e4f2a7c1b8d43e5a6f0c9b2d7e1a3f8'],
  },
  register_result: {
    headings: ['注册结果查询'],
    check: async (page) => {
      // The result appears once queried with the code texted to the contact (the seed's rejected registration).
      await page.getByRole('textbox', { name: '统一社会信用代码' }).fill('91330205MA2CL8RT52');
      await page.getByRole('textbox', { name: '联系人手机号码' }).fill('15867421035');
      await page.getByRole('button', { name: '获取验证码' }).click();
      const sms = await textedCode(page, '15867421035');
      await page.getByRole('textbox', { name: '短信验证码' }).fill(sms);
      await page.getByRole('button', { name: '查询', exact: true }).click();
      await expect(page.getByText('未上传电梯维护保养单位资质证明，请补充后重新申请')).toBeVisible();
    },
  },
  reset_password: { headings: ['密码重置申请'] },
  reset_success: {
    path: '/resetSuccess?no=4a7c9e1f3b5d47a8c0e2f4a6b8d0c2e4',
    headings: ['密码重置申请已提交'],
    texts: ['4a7c9e1f3b5d47a8c0e2f4a6b8d0c2e4'],
  },

  // reg-use: without a session the flow log asks to sign in (reg-use.spec.ts shows it signed in).
  flow_log_single: {
    path: '/flowLog-single?id=06fe11de7986434b9f9782c42a9b9bf5',
    headings: ['使用登记办理流程日志'],
    texts: ['请先登录'],
  },
  // pay: public payment note and slip (paymentNote, paymentSlip), and the print view.
  online_payment_note: {
    path: '/online-paymentNote?chargesysid=890f1a040b4613fc59f4e4aebd4555f9',
    headings: ['缴费通知单'],
    texts: ['3901110009000087652', '532.00'],
    check: async (page) => {
      await expect(page.getByTestId('qr-code')).toHaveAttribute(
        'data-content',
        'https://pay.tzsb.example.cn/slip/JK2026111800237',
      );
    },
  },
  online_payment_slip: {
    path: '/online-paymentSlipDetails?chargesysid=890f1a040b4613fc59f4e4aebd4555f9',
    headings: ['缴费单详情'],
    texts: ['311033020020190124', '228.00', '532.00'],
  },
  table_print: {
    texts: ['没有要打印的内容'],
    check: async (page) => {
      // A hand-over as a print button writes it (kit/print/handover.ts), then the sheet shows it.
      await page.evaluate(() =>
        localStorage.setItem(
          'tzsb.print.walk',
          JSON.stringify({
            savedAt: Date.now(),
            document: {
              title: '特种设备检验收费缴费单',
              subtitle: '缴款单号：JK2026111800237',
              sections: [
                {
                  title: '收费明细',
                  table: {
                    columns: ['收费项目', '应缴（元）'],
                    rows: [
                      ['电梯定期检验', '266.00'],
                      ['电梯定期检验', '266.00'],
                    ],
                    footer: ['合计', '532.00'],
                    numeric: [1],
                  },
                },
              ],
            },
          }),
        ),
      );
      await page.goto('/tablePrint?key=walk');
      await expect(page.getByRole('heading', { name: '特种设备检验收费缴费单' })).toBeVisible();
      await expect(page.getByRole('cell', { name: '532.00' })).toBeVisible();
    },
  },
};
