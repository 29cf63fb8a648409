import { expect, type Page } from '@playwright/test';

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
    { path: `/equipment/detail/${key}?oidno=OID-${key}`, prefer: { '**/a/stone/eqm/getDetailBy*': example }, headings: [name] },
  ]),
);

const inputValue = (name: string, value: string) => async (page: Page) => {
  await expect(page.locator(`[data-field="${name}"]:visible`)).toHaveValue(value);
};

/** Shell routes, by route name. */
export const SHELL_WALK: Record<string, WalkStep> = {
  home: { texts: ['当前角色：使用单位管理员', '在用：49'] },
  notice: { texts: ['共 23 条', '关于开展2026年冬季锅炉安全专项检查的通知'] },
  notice_detail: { path: '/notice/detail?id=a3f1c5e7b9d24f6a8c0e2b4d6f8a1c3e', headings: ['关于开展2026年冬季锅炉安全专项检查的通知'], texts: ['一、检查范围'] },

  equipment_overview: { texts: ['电梯'], check: async (page) => {
    await expect(page.getByTestId('count-totalCount')).toHaveText('58');
  } },
  equipment_query: { texts: ['1号客梯', '2号燃气蒸汽锅炉', '5吨桥式起重机'] },
  equipment_timeout: { texts: ['2号燃气蒸汽锅炉', '超期 130 天'] },
  equipment_fault: { texts: ['3吨内燃叉车', '16吨桥式起重机'] },
  equipment_non_use: { texts: ['3吨电动叉车', '4号客梯'] },
  equipment_about_expire: { texts: ['1号客梯', '剩 16 天'] },
  equipment_pressure_piping: { texts: ['锅炉房蒸汽管道', 'ST-101-150-GC2'] },
  equipment_pipeline_maintain: { texts: ['空压站压缩空气管道', '待完善'] },
  equipment_device_form: { path: '/equipment/device-info-new?oidno=OID3302120019870&operation=edit', check: inputValue('eqpName', '1号客梯') },
  equipment_pipeline_form: { path: '/equipment/pipeline-info-new?oidno=OID3302030004601&operation=edit', check: inputValue('pipelineName', '锅炉房蒸汽管道') },
  ...archives,

  // Issue 10: unit information, people, maintenance and fees.
  person_work: { texts: ['方国庆', '应志刚'], check: async (page) => {
    await expect(page.getByTestId('overview-expiringCount')).toHaveText('1');
  } },
  person_safety: { texts: ['王海峰', '李志强'] },
  company_info_maintain: { texts: ['宁波市特种设备检验研究院'], check: inputValue('orgname', '宁波甬江置业有限公司') },
  company_info_history: { texts: ['办公楼命名为甬江大厦，营业执照住所已变更', '营业执照已核验，同意变更'] },
  company_service_weibao: { texts: ['宁波迅达电梯工程有限公司'] },
  company_service_maint_apply_detail: { path: '/company-service/maintenance-pro-apply-detail?id=db1bbc2e34ee97468143dad50ff87adf', headings: ['维保项目申请 XM2026110600015'], texts: ['电梯维保合同XD-WB-2026-0387.pdf'] },
  company_service_self_detection: { texts: ['XDZJ-2026-0612-01'] },
  company_service_charge_registration: { texts: ['KS20261121000040'] },
  company_service_charge_registration_detail: { path: '/company-service/chargeRegistrationDetail?id=693a32dba4080221a8beed58577798e1', headings: ['考试费登记 KS20261110000015'], texts: ['周宏伟'] },

  system_account: { check: async (page) => {
    await expect(page.getByRole('textbox', { name: '手机号码' })).toHaveValue('13857412368');
  } },

  // Account administration (findRegister, getReg, findAccount, passwordRestApply list/get).
  account_check: { texts: ['宁波港吉码头经营有限公司', '宁波迅达电梯工程有限公司', '未通过'] },
  account_register_detail: { path: '/account/register-detail?id=9e4f2a7c1b8d43e5a6f0c9b2d7e1a3f8', headings: ['宁波港吉码头经营有限公司'], texts: ['营业执照副本（盖章）.jpg', 'sunwei@nbgjmt.com'] },
  account_manager: { texts: ['nbyjzy_zxy', '张晓燕', '停用'] },
  account_add: { headings: ['账号信息'], check: inputValue('loginName', '') },
  account_detail: { path: '/account/account-detail?loginName=nbyjzy_whf', headings: ['王海峰（nbyjzy_whf）'], check: inputValue('mobile', '13705748851') },
  account_reset_check: { texts: ['宁波方特东方神画游乐有限公司', '原安全管理员离职，主账号密码无人知晓'] },
  account_reset_query: { texts: ['宁波市自来水有限公司', '宁波大港新颜料有限公司', '未通过'] },
  account_reset_detail: { path: '/account/reset-password-detail?id=4a7c9e1f3b5d47a8c0e2f4a6b8d0c2e4', texts: ['密码重置申请书（盖章）.pdf', '黄丽娟'] },

  // reg-change (issue 11): registration changes, stop / scrap / cancel, construction notices.
  company_service_change_register: { texts: ['SYGL2026111700004', '储气罐', '退回：未上传改造监督检验证书，请待监督检验合格后再提交'] },
  company_service_change_query: { texts: ['SYGL2026102900002', '宁波市市场监督管理局海曙分局'] },
  company_service_change_detail: { path: '/company-service/change-detail?id=ea44558b0cf7460f803ac3fc23525728', headings: ['改造变更申请 SYGL2026111700004'], texts: ['PMS420（2026年制造）', '资料齐全，予以受理', '1号客梯曳引机及控制柜改造合同.pdf'] },
  company_service_regist_change: { texts: ['BG2026110500004', '2号燃气蒸汽锅炉', 'GL-2026-02'] },
  company_service_regist_change_detail: { path: '/company-service/changeRegisterDetail?id=7c2f9bd8ecc4c37fee56b75e94b5b5f5', headings: ['改造变更申请 BG2026110500004'], texts: ['THJ2000/1.0-JXW', '材料齐全，予以受理', '3号货梯改造监督检验报告.pdf'] },
  company_service_stop_register: { texts: ['TY2026110900012', 'ZX2026102000002', '锅炉房改由市政管网供气，原天然气管道已拆除'] },
  company_service_stop_form: { path: '/company-service/stopDetail?id=91eddcd8d67317ce6268d222bdb3d748', prefer: { '**/a/stone/pemEqmRlvBasic/detail/**': 'draft' }, check: inputValue('disposalMethod', '拆除后由宁波市化工容器厂有限公司回收处置'), texts: ['1号储气罐（211033020020120044）'] },
  company_service_termination_detail: { path: '/company-service/termination-application-detail?id=882c3ee8fc40f6d13bfe7e4899cc6004', headings: ['停用登记申请 TY2026110900012'], texts: ['2号客梯停用情况说明.docx', '材料齐全，予以受理'] },
  construction_register_list: { texts: ['SG2026110300008', '西子奥的斯电梯有限公司'] },
  construction_query_list: { texts: ['SG2026110300008', '西子奥的斯电梯有限公司'] },
  construction_detail: { path: '/construction/detail?id=066fb502becfad98807d76ae80f5afb9', headings: ['安装告知 SG2026110300008'], texts: ['D座电梯安装合同.pdf', '告知材料齐全'] },
  construction_register: { path: '/construction/register?id=8fe262d48555f13ba68c97084b7c26b5', prefer: { '**/a/stone/constructionNotice/detail/**': 'draft' }, check: inputValue('constructLicenseNo', 'TS3133006-2027') },
};

/** Pages outside the shell, by route name; opened without a session unless `signedIn`. */
export const OUTSIDE_WALK: Record<string, WalkStep & { signedIn?: boolean }> = {
  login: { headings: ['企业用户登录'] },
  ssologin: { path: '/ssologin', texts: ['缺少单点登录凭据（ssotoken），请从统一门户重新进入'] },
  error_401: { headings: ['无权访问'] },
  error_500: { headings: ['服务器出错了'] },
  error_404: { path: '/no-such-page', headings: ['页面不存在'] },

  // Public account pages (no session).
  register: { headings: ['企业账号注册申请'], texts: ['单位信息', '联系人与账号', '证明材料与提交'] },
  register_success: { path: '/register-success?no=9e4f2a7c1b8d43e5a6f0c9b2d7e1a3f8', headings: ['注册申请已提交'], texts: ['9e4f2a7c1b8d43e5a6f0c9b2d7e1a3f8'] },
  register_result: { headings: ['注册结果查询'], check: async (page) => {
    // The result appears once queried (ogmUnitRegistCheck's ok example: rejected).
    await page.getByRole('textbox', { name: '统一社会信用代码' }).fill('91330206717207541R');
    await page.getByRole('textbox', { name: '联系人手机号码' }).fill('13967854021');
    await page.getByRole('textbox', { name: '短信验证码' }).fill('482913');
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await expect(page.getByText('营业执照扫描件不清晰，请上传加盖公章的清晰彩色扫描件后重新提交')).toBeVisible();
  } },
  reset_password: { headings: ['密码重置申请'] },
  reset_success: { path: '/resetSuccess?no=4a7c9e1f3b5d47a8c0e2f4a6b8d0c2e4', headings: ['密码重置申请已提交'], texts: ['4a7c9e1f3b5d47a8c0e2f4a6b8d0c2e4'] },
};
