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
  // reg-change: construction notices (issue 11)
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
