import type { ComponentType } from 'react';
import type { Platform } from './app/platform';

/**
 * What a page module offers: the page, and optionally `prefetch`, which fills the query cache from
 * the same query options the page uses, so the data can be on its way before the page renders.
 */
export interface PageModule {
  default: ComponentType;
  prefetch?: (platform: Platform) => Promise<unknown>;
}

/** A lazily loaded page: each page is its own chunk. */
export type PageLoader = () => Promise<PageModule>;

/**
 * One entry of the route table. The table drives the router, the menu, the tabs, the breadcrumbs,
 * the page titles and the guard.
 */
export interface AppRoute {
  /** Path segment relative to the parent (`home`, `notice/detail`), absolute at the top (`/login`). */
  path: string;
  /** Name of the route, unique (used for the home route and tab identity). */
  name: string;
  /** Chinese title: menu, tab, breadcrumb and page title. */
  title: string;
  /** Icon name from the shell's icon set. */
  icon?: string;
  /** Opaque permission key that must be among the user's menu ids (checked along the whole chain). */
  access?: string;
  hideInMenu?: boolean;
  /** A parent with one child still shows itself (not the child directly) in the menu. */
  showAlways?: boolean;
  /** The page is not kept alive while another tab is shown. */
  notCache?: boolean;
  hideInBread?: boolean;
  /** Closing the tab asks 确定要关闭这一页吗 first. */
  beforeClose?: boolean;
  /** External link: the menu opens it in a new window. */
  href?: string;
  /** Redirect target (absolute path, or HOME_REDIRECT) instead of a page. */
  redirect?: string;
  page?: PageLoader;
  children?: AppRoute[];
}

/** Pages outside the shell. `public` ones need no session. */
export interface OutsideRoute {
  path: string;
  name: string;
  title: string;
  page: PageLoader;
  /** Reachable without a session. */
  public?: boolean;
  /** Always passes the guard, whatever the session (single sign-on). */
  alwaysPass?: boolean;
  /** A logged-in user opening it is sent home. */
  loginPage?: boolean;
  /**
   * Needs only the light base styles (app/styles/base.ts): the login page and the error screens.
   * Other pages outside the shell get every style and the date setup with their code.
   */
  light?: boolean;
}

export const outsideRoutes: OutsideRoute[] = [
  { path: '/login', name: 'login', title: '登录', public: true, loginPage: true, light: true, page: () => import('./features/session/pages/LoginPage') },
  { path: '/ssologin', name: 'ssologin', title: '单点登录', alwaysPass: true, page: () => import('./features/session/pages/SsoLoginPage') },
  { path: '/401', name: 'error_401', title: '无权访问', public: true, light: true, page: () => import('./features/errors/pages/Error401Page') },
  { path: '/500', name: 'error_500', title: '服务器错误', public: true, light: true, page: () => import('./features/errors/pages/Error500Page') },
  // Account: what a unit meets before it has an account (no session).
  { path: '/register', name: 'register', title: '企业账号注册', public: true, page: () => import('./features/account/pages/RegisterPage') },
  { path: '/register-success', name: 'register_success', title: '注册申请已提交', public: true, page: () => import('./features/account/pages/RegisterSuccessPage') },
  { path: '/regCheackList', name: 'register_result', title: '注册结果查询', public: true, page: () => import('./features/account/pages/RegistrationResultPage') },
  { path: '/resetPassword', name: 'reset_password', title: '密码重置申请', public: true, page: () => import('./features/account/pages/ResetPasswordPage') },
  { path: '/resetSuccess', name: 'reset_success', title: '密码重置申请已提交', public: true, page: () => import('./features/account/pages/ResetSuccessPage') },
  // reg-use: the flow log of one application (standalone, printable).
  { path: '/flowLog-single', name: 'flow_log_single', title: '流程日志', public: true, page: () => import('./features/registration/pages/FlowLogPage') },
  // pay: the payment note and slip opened from a link (no session), and the print view of any list or record.
  { path: '/online-paymentNote', name: 'online_payment_note', title: '缴费通知单', public: true, page: () => import('./features/payment/pages/PublicPaymentNotePage') },
  { path: '/online-paymentSlipDetails', name: 'online_payment_slip', title: '缴费单详情', public: true, page: () => import('./features/payment/pages/PublicPaymentSlipPage') },
  { path: '/tablePrint', name: 'table_print', title: '打印', public: true, page: () => import('./kit/print/TablePrintPage') },
];

/** Shown for any unknown address. */
export const notFoundRoute: OutsideRoute = { path: '*', name: 'error_404', title: '页面不存在', public: true, light: true, page: () => import('./features/errors/pages/Error404Page') };

/** The nine equipment archive pages (hidden): one page component, one declaration per class. */
const ARCHIVES = [
  ['boiler', '锅炉档案'],
  ['pressureVessel', '压力容器档案'],
  ['elevator', '电梯档案'],
  ['hoistingMachinery', '起重机械档案'],
  ['fieldMotorVehicles', '场（厂）内专用机动车辆档案'],
  ['majorAmusementFacilities', '大型游乐设施档案'],
  ['pressurePiping', '压力管道元件档案'],
  ['pressurePipeline', '压力管道档案'],
  ['passengerRopeway', '客运索道档案'],
] as const;

const archiveRoutes: AppRoute[] = ARCHIVES.map(([key, title]) => ({
  path: `detail/${key}`,
  name: `equipment_detail_${key}`,
  title,
  hideInMenu: true,
  page: () => import('./features/equipment/pages/archive').then((m) => ({ default: m.archivePages[key] })),
}));

/** Redirect target meaning "the signed-in user's home" (decided by role type and configuration). */
export const HOME_REDIRECT = '@home';

/** Pages inside the shell (menu, tabs, breadcrumbs). Later features add their sections here. */
export const shellRoutes: AppRoute[] = [
  {
    path: '/',
    name: '_home',
    title: '首页',
    redirect: HOME_REDIRECT,
    hideInBread: true,
    children: [
      { path: 'home', name: 'home', title: '工作台', icon: 'home', notCache: true, page: () => import('./features/home/pages/HomePage') },
      { path: 'notice', name: 'notice', title: '通知公告', icon: 'notice', hideInMenu: true, page: () => import('./features/notice/pages/NoticeListPage') },
      { path: 'notice/detail', name: 'notice_detail', title: '公告详情', hideInMenu: true, page: () => import('./features/notice/pages/NoticeDetailPage') },
    ],
  },
  // Construction notices (施工告知, spec 2.2: its own section with an access key).
  {
    path: '/construction',
    name: 'construction',
    title: '施工告知',
    icon: 'construction',
    access: 'construction',
    children: [
      { path: 'register-list', name: 'construction_register_list', title: '施工告知登记', access: 'construction:register', page: () => import('./features/construction/pages/ConstructionRegisterListPage') },
      { path: 'query-list', name: 'construction_query_list', title: '施工告知查询', access: 'construction:query', page: () => import('./features/construction/pages/ConstructionQueryPage') },
      { path: 'detail', name: 'construction_detail', title: '施工告知详情', hideInMenu: true, page: () => import('./features/construction/pages/ConstructionDetailPage') },
      { path: 'register', name: 'construction_register', title: '施工告知登记表', access: 'construction:register', hideInMenu: true, page: () => import('./features/construction/pages/ConstructionFormPage') },
    ],
  },
  {
    path: '/equipment',
    name: 'equipment',
    title: '设备管理',
    icon: 'equipment',
    access: 'equipment',
    children: [
      { path: 'overview', name: 'equipment_overview', title: '设备概况', access: 'equipment:overview', page: () => import('./features/equipment/pages/EquipmentOverviewPage') },
      { path: 'query-comprehensive', name: 'equipment_query', title: '综合查询', access: 'equipment:query', page: () => import('./features/equipment/pages/EquipmentQueryPage') },
      { path: 'query-timeout', name: 'equipment_timeout', title: '超期未检设备', access: 'equipment:timeout', page: () => import('./features/equipment/pages/EquipmentOverduePage') },
      { path: 'query-fault', name: 'equipment_fault', title: '检验不合格设备', access: 'equipment:fault', page: () => import('./features/equipment/pages/EquipmentUnqualifiedPage') },
      { path: 'query-non-use', name: 'equipment_non_use', title: '未使用设备', access: 'equipment:non-use', page: () => import('./features/equipment/pages/EquipmentNonUsePage') },
      { path: 'query-about-expire', name: 'equipment_about_expire', title: '即将到期设备', access: 'equipment:about-expire', page: () => import('./features/equipment/pages/EquipmentDuePage') },
      { path: 'query-pressure-piping', name: 'equipment_pressure_piping', title: '压力管道查询', access: 'equipment:pressure-piping', page: () => import('./features/equipment/pages/PressurePipingQueryPage') },
      { path: 'equip-pressure-pipeline-maintain', name: 'equipment_pipeline_maintain', title: '压力管道维护', access: 'equipment:pipeline-maintain', page: () => import('./features/equipment/pages/PipelineMaintainPage') },
      { path: 'device-info-new', name: 'equipment_device_form', title: '设备信息', hideInMenu: true, page: () => import('./features/equipment/pages/DeviceFormPage') },
      { path: 'pipeline-info-new', name: 'equipment_pipeline_form', title: '管道信息', hideInMenu: true, page: () => import('./features/equipment/pages/PipelineFormPage') },
      ...archiveRoutes,
    ],
  },
  {
    path: '/person',
    name: 'person',
    title: '人员管理',
    icon: 'person',
    access: 'person',
    children: [
      { path: 'workPerson', name: 'person_work', title: '作业人员', access: 'person:work', page: () => import('./features/person/pages/OperatorPage') },
      { path: 'azRYgl', name: 'person_safety', title: '安全管理人员', access: 'person:safety', page: () => import('./features/person/pages/SafetyPersonPage') },
    ],
  },
  {
    path: '/company-info',
    name: 'company_info',
    title: '单位信息',
    icon: 'company',
    access: 'company-info',
    children: [
      { path: 'maintain', name: 'company_info_maintain', title: '单位信息维护', icon: 'company', access: 'company-info:maintain', beforeClose: true, page: () => import('./features/company/pages/UnitMaintainPage') },
      { path: 'maintain-history', name: 'company_info_history', title: '单位信息变更记录', hideInMenu: true, page: () => import('./features/company/pages/UnitHistoryPage') },
    ],
  },
  {
    path: '/company-service',
    name: 'company_service',
    title: '企业自助服务',
    icon: 'service',
    access: 'company-service',
    children: [
      { path: 'weibaoDa', name: 'company_service_weibao', title: '维保详情', access: 'company-service:weibao', page: () => import('./features/maintenance/pages/MaintenancePage') },
      { path: 'maintenance-pro-apply-detail', name: 'company_service_maint_apply_detail', title: '维保申请详情', hideInMenu: true, page: () => import('./features/maintenance/pages/MaintenanceApplyDetailPage') },
      { path: 'selfDetection', name: 'company_service_self_detection', title: '自行检测与自行维护', access: 'company-service:self-detection', page: () => import('./features/maintenance/pages/SelfDetectionPage') },
      { path: 'chargeRegistration', name: 'company_service_charge_registration', title: '作业人员考试费登记', access: 'company-service:charge-registration', page: () => import('./features/person/pages/ChargeRegistrationPage') },
      { path: 'chargeRegistrationDetail', name: 'company_service_charge_registration_detail', title: '考试费登记详情', hideInMenu: true, page: () => import('./features/person/pages/ChargeRegistrationDetailPage') },
      // reg-use: use registration by set / by unit and the use-registration applications.
      { path: 'regBySets', name: 'company_service_reg_by_sets', title: '按套使用登记', access: 'company-service:use-registration', page: () => import('./features/registration/pages/RegBySetsPage') },
      { path: 'set-detail', name: 'company_service_set_detail', title: '按套登记详情', access: 'company-service:use-registration', hideInMenu: true, page: () => import('./features/registration/pages/SetDetailPage') },
      { path: 'regByUnit', name: 'company_service_reg_by_unit', title: '按单位使用登记', access: 'company-service:use-registration', page: () => import('./features/registration/pages/RegByUnitPage') },
      { path: 'unit-detail', name: 'company_service_unit_detail', title: '按单位登记详情', access: 'company-service:use-registration', hideInMenu: true, page: () => import('./features/registration/pages/UnitDetailPage') },
      { path: 'useRegistration', name: 'company_service_use_registration', title: '使用登记', access: 'company-service:use-registration', page: () => import('./features/registration/pages/UseRegistrationPage') },
      { path: 'useRegisterDetails', name: 'company_service_use_register_details', title: '使用登记申请详情', access: 'company-service:use-registration', hideInMenu: true, page: () => import('./features/registration/pages/UseRegisterDetailsPage') },
      // decl (issue 12): inspection declarations (online-apply and the other declaration kinds).
      { path: 'online-apply', name: 'company_service_online_apply', title: '定期检验报检', access: 'company-service:online-apply', beforeClose: true, page: () => import('./features/declaration/pages/OnlineApplyPage') },
      { path: 'online-apply-query', name: 'company_service_online_apply_query', title: '网上报检记录', access: 'company-service:online-apply-query', page: () => import('./features/declaration/pages/OnlineApplyQueryPage') },
      { path: 'online-apply-edit', name: 'company_service_online_apply_edit', title: '修改网上报检申请', access: 'company-service:online-apply', hideInMenu: true, beforeClose: true, page: () => import('./features/declaration/pages/OnlineApplyEditPage') },
      { path: 'online-apply-view', name: 'company_service_online_apply_view', title: '网上报检申请详情', access: 'company-service:online-apply-query', hideInMenu: true, page: () => import('./features/declaration/pages/OnlineApplyViewPage') },
      { path: 'new-superintend-query', name: 'company_service_superintend', title: '安装改造修理监督检验申报', access: 'company-service:superintend', page: () => import('./features/declaration/pages/SuperintendQueryPage') },
      { path: 'online-supervise-query', name: 'company_service_manufacture_supervise', title: '制造监督检验申报', access: 'company-service:manufacture-supervise', page: () => import('./features/declaration/pages/ManufactureSuperviseQueryPage') },
      { path: 'new-entrust-query', name: 'company_service_entrust', title: '委托检验申报', access: 'company-service:entrust', page: () => import('./features/declaration/pages/EntrustQueryPage') },
      { path: 'new-appraisal-query', name: 'company_service_appraisal', title: '设计文件鉴定申报', access: 'company-service:appraisal', page: () => import('./features/declaration/pages/AppraisalQueryPage') },
      { path: 'declaration-detail', name: 'company_service_declaration_detail', title: '检验申报详情', hideInMenu: true, page: () => import('./features/declaration/pages/DeclarationDetailPage') },
      // pay: fees, payment slips and invoices (issue 12).
      { path: 'online-apply-paymentNote', name: 'company_service_payment_note', title: '缴费单查询', access: 'company-service:payment', page: () => import('./features/payment/pages/PaymentNotePage') },
      { path: 'online-apply-paymentSlipDetails', name: 'company_service_payment_slip', title: '缴费单详情', access: 'company-service:payment', hideInMenu: true, page: () => import('./features/payment/pages/PaymentSlipDetailsPage') },
      { path: 'invoice-title', name: 'company_service_invoice_title', title: '开票信息', access: 'company-service:invoice', page: () => import('./features/payment/pages/InvoiceTitlePage') },
      { path: 'invoice-query', name: 'company_service_invoice', title: '发票查询', access: 'company-service:invoice', page: () => import('./features/payment/pages/InvoiceListPage') },
      { path: 'invoice-detail', name: 'company_service_invoice_detail', title: '发票详情', access: 'company-service:invoice', hideInMenu: true, page: () => import('./features/payment/pages/InvoiceDetailPage') },
      // report: inspection reports and opinions, rectification, check records, elevator inspection data; rescue, fault and interaction pages (paths inferred)
      { path: 'report-query', name: 'company_service_report_query', title: '报告查询', access: 'company-service:report-query', page: () => import('./features/report/pages/ReportQueryPage') },
      { path: 'online-rectification', name: 'company_service_online_rectification', title: '现场检验整改确认', access: 'company-service:rectification', page: () => import('./features/report/pages/OnlineRectificationPage') },
      { path: 'online-details', name: 'company_service_online_details', title: '检验意见通知书详情', access: 'company-service:rectification', hideInMenu: true, page: () => import('./features/report/pages/OnlineDetailsPage') },
      { path: 'inspectionItems', name: 'company_service_inspection_items', title: '安全检查记录', access: 'company-service:check-record', page: () => import('./features/report/pages/InspectionItemsPage') },
      { path: 'check-record/detail', name: 'company_service_check_record_detail', title: '检查记录详情', access: 'company-service:check-record', hideInMenu: true, page: () => import('./features/report/pages/CheckRecordDetailPage') },
      { path: 'informationManage', name: 'company_service_information_manage', title: '电梯监督检验资料', access: 'company-service:information-manage', page: () => import('./features/report/pages/InformationManagePage') },
      { path: 'supervisionInspectionStatement', name: 'company_service_supervision_statement', title: '监督检验情况一览', access: 'company-service:supervision-statement', page: () => import('./features/report/pages/SupervisionStatementPage') },
      { path: 'rescue-registration', name: 'company_service_rescue', title: '救援登记', access: 'company-service:rescue', page: () => import('./features/service-desk/pages/RescuePage') },
      { path: 'rescue-detail', name: 'company_service_rescue_detail', title: '救援登记详情', access: 'company-service:rescue', hideInMenu: true, page: () => import('./features/service-desk/pages/RescueDetailPage') },
      { path: 'fault-registration', name: 'company_service_fault', title: '故障登记', access: 'company-service:fault', page: () => import('./features/service-desk/pages/FaultPage') },
      { path: 'fault-detail', name: 'company_service_fault_detail', title: '故障登记详情', access: 'company-service:fault', hideInMenu: true, page: () => import('./features/service-desk/pages/FaultDetailPage') },
      { path: 'interaction', name: 'company_service_interaction', title: '与检验机构互动', access: 'company-service:interaction', page: () => import('./features/service-desk/pages/InteractionPage') },
      { path: 'interaction-detail', name: 'company_service_interaction_detail', title: '互动留言详情', access: 'company-service:interaction', hideInMenu: true, page: () => import('./features/service-desk/pages/InteractionDetailPage') },
      // reg-change: registration changes and stop / scrap / cancel (issue 11)
      { path: 'change-register', name: 'company_service_change_register', title: '使用登记变更申请', access: 'company-service:change-register', page: () => import('./features/registration-change/pages/ChangeRegisterPage') },
      { path: 'change-query', name: 'company_service_change_query', title: '变更申请查询', access: 'company-service:change-register', page: () => import('./features/registration-change/pages/ChangeQueryPage') },
      { path: 'change-detail', name: 'company_service_change_detail', title: '变更申请详情', access: 'company-service:change-register', hideInMenu: true, page: () => import('./features/registration-change/pages/ChangeDetailPage') },
      { path: 'changeRegister', name: 'company_service_regist_change', title: '登记信息变更', access: 'company-service:change-register', page: () => import('./features/registration-change/pages/RegistChangeListPage') },
      { path: 'changeRegisterDetail', name: 'company_service_regist_change_detail', title: '登记变更详情', access: 'company-service:change-register', hideInMenu: true, page: () => import('./features/registration-change/pages/RegistChangeDetailPage') },
      { path: 'stopRegister', name: 'company_service_stop_register', title: '停用报废注销登记', access: 'company-service:stop-register', page: () => import('./features/registration-change/pages/StopRegisterPage') },
      { path: 'stopDetail', name: 'company_service_stop_form', title: '停用报废注销申请', access: 'company-service:stop-register', hideInMenu: true, page: () => import('./features/registration-change/pages/StopFormPage') },
      { path: 'termination-application-detail', name: 'company_service_termination_detail', title: '停用报废注销申请详情', access: 'company-service:stop-register', hideInMenu: true, page: () => import('./features/registration-change/pages/TerminationDetailPage') },
    ],
  },
  // reg-use: use registration management (hidden in the menu per spec 2.2; reached from the registration pages).
  {
    path: '/use-record',
    name: 'use_record',
    title: '使用登记管理',
    icon: 'service',
    access: 'use-record',
    hideInMenu: true,
    children: [
      { path: 'apply', name: 'use_record_apply', title: '使用登记申请', beforeClose: true, page: () => import('./features/registration/pages/UseRecordApplyPage') },
      { path: 'query', name: 'use_record_query', title: '使用登记查询', page: () => import('./features/registration/pages/UseRecordQueryPage') },
      { path: 'detail', name: 'use_record_detail', title: '使用登记记录详情', page: () => import('./features/registration/pages/UseRecordDetailPage') },
    ],
  },
  // pay: /pay-code redirects to the scan-to-pay page (spec 2.2), reached from the payment slips.
  {
    path: '/pay-code',
    name: 'pay_code',
    title: '扫码支付',
    hideInMenu: true,
    hideInBread: true,
    redirect: '/pay-code-order',
    children: [
      { path: '/pay-code-order', name: 'pay_code_order', title: '扫码支付', access: 'company-service:payment', hideInMenu: true, notCache: true, page: () => import('./features/payment/pages/PayCodePage') },
    ],
  },
  {
    path: '/system',
    name: 'system',
    title: '系统设置',
    icon: 'settings',
    access: 'system',
    children: [
      { path: 'account', name: 'system_account', title: '账号信息维护', icon: 'user', access: 'system:account', beforeClose: true, page: () => import('./features/account/pages/AccountInfoPage') },
    ],
  },
  {
    path: '/account',
    name: 'account',
    title: '企业账号管理',
    icon: 'account',
    access: 'account',
    children: [
      { path: 'check', name: 'account_check', title: '注册确认', access: 'account:check', page: () => import('./features/account/pages/RegistrationCheckPage') },
      { path: 'register-detail', name: 'account_register_detail', title: '注册申请详情', access: 'account:check', hideInMenu: true, page: () => import('./features/account/pages/RegistrationDetailPage') },
      { path: 'manager', name: 'account_manager', title: '成员账号', access: 'account:manager', page: () => import('./features/account/pages/MemberAccountsPage') },
      { path: 'add-account', name: 'account_add', title: '新增成员账号', access: 'account:manager', hideInMenu: true, page: () => import('./features/account/pages/AddMemberAccountPage') },
      { path: 'account-detail', name: 'account_detail', title: '成员账号详情', access: 'account:manager', hideInMenu: true, page: () => import('./features/account/pages/MemberAccountDetailPage') },
      { path: 'reset-password-check-list', name: 'account_reset_check', title: '密码重置审核', access: 'account:reset-password', page: () => import('./features/account/pages/PasswordResetCheckPage') },
      { path: 'reset-password-query-list', name: 'account_reset_query', title: '密码重置查询', access: 'account:reset-password', page: () => import('./features/account/pages/PasswordResetQueryPage') },
      { path: 'reset-password-detail', name: 'account_reset_detail', title: '密码重置申请详情', access: 'account:reset-password', hideInMenu: true, page: () => import('./features/account/pages/PasswordResetDetailPage') },
    ],
  },
];

/** A shell route with its ancestors resolved: what the guard, tabs and breadcrumbs work with. */
export interface ResolvedRoute {
  route: AppRoute;
  /** Absolute path. */
  fullPath: string;
  /** The route and its ancestors, outermost first. */
  chain: AppRoute[];
}

const join = (parent: string, path: string) => (path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`);

/** Every shell route that renders a page, with its full path and chain. */
export function resolveShellRoutes(routes: AppRoute[] = shellRoutes, parent = '', chain: AppRoute[] = []): ResolvedRoute[] {
  return routes.flatMap((r) => {
    const fullPath = join(parent || '/', r.path);
    const here = [...chain, r];
    const self: ResolvedRoute[] = r.page ? [{ route: r, fullPath, chain: here }] : [];
    return [...self, ...resolveShellRoutes(r.children ?? [], fullPath, here)];
  });
}

export const resolvedShellRoutes = resolveShellRoutes();

/** The resolved shell route for a pathname, if any. */
export function findShellRoute(pathname: string): ResolvedRoute | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return resolvedShellRoutes.find((r) => r.fullPath === clean);
}

/** True when the user may open this route: every access key along the chain is held. */
export function chainAllowed(chain: AppRoute[], canAccess: (key: string | undefined) => boolean): boolean {
  return chain.every((r) => canAccess(r.access));
}
