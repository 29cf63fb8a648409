import {
  HOME_REDIRECT,
  isBranch,
  notFoundRoute,
  outsideRoutes,
  registerRoutes,
  shellRoutes,
  type BranchNode,
  type Route,
} from './platform/routing';
import { accountOutsideRoutes, accountRoutes } from './features/account/routes';
import { companyRoutes } from './features/company/routes';
import { constructionRoutes } from './features/construction/routes';
import { declarationRoutes } from './features/declaration/routes';
import { equipmentRoutes } from './features/equipment/routes';
import { errorRoutes, notFoundRoutes } from './features/errors/routes';
import { homeRoutes } from './features/home/routes';
import { maintenanceRoutes } from './features/maintenance/routes';
import { noticeRoutes } from './features/notice/routes';
import { paymentRoutes, publicPaymentRoutes } from './features/payment/routes';
import { personRoutes } from './features/person/routes';
import { printRoutes } from './features/print/routes';
import { flowLogRoutes, registrationRoutes } from './features/registration/routes';
import { registrationChangeRoutes } from './features/registration-change/routes';
import { reportRoutes } from './features/report/routes';
import { serviceDeskRoutes } from './features/service-desk/routes';
import { sessionRoutes } from './features/session/routes';

/**
 * The route table, assembled from what each feature declares (`features/<domain>/routes.ts`): the
 * menu's sections and groups are declared here, and each feature's pages are placed under the node
 * their `in` names, in the order of `shellFeatures` and then of their declaration. This drives the
 * router, the menu, the tabs, the breadcrumbs, the page titles, the guard and `linkTo`.
 */

/** Pages of the shell, in menu order where features share a section. */
const shellFeatures = [
  homeRoutes,
  noticeRoutes,
  constructionRoutes,
  equipmentRoutes,
  maintenanceRoutes,
  personRoutes,
  companyRoutes,
  registrationRoutes,
  declarationRoutes,
  paymentRoutes,
  reportRoutes,
  serviceDeskRoutes,
  registrationChangeRoutes,
  accountRoutes,
] as const;

/** Pages outside the shell. */
const outsideFeatures = [
  sessionRoutes,
  errorRoutes,
  accountOutsideRoutes,
  flowLogRoutes,
  publicPaymentRoutes,
  printRoutes,
] as const;

/** Every route by name: what `linkTo` is typed from. */
export const allRoutes = {
  ...homeRoutes,
  ...noticeRoutes,
  ...constructionRoutes,
  ...equipmentRoutes,
  ...maintenanceRoutes,
  ...personRoutes,
  ...companyRoutes,
  ...registrationRoutes,
  ...declarationRoutes,
  ...paymentRoutes,
  ...reportRoutes,
  ...serviceDeskRoutes,
  ...registrationChangeRoutes,
  ...accountRoutes,
  ...sessionRoutes,
  ...errorRoutes,
  ...notFoundRoutes,
  ...accountOutsideRoutes,
  ...flowLogRoutes,
  ...publicPaymentRoutes,
  ...printRoutes,
};

declare module '@/platform/routing' {
  interface RouteRegister {
    routes: typeof allRoutes;
  }
}

const section = (node: Omit<BranchNode, 'children'>, children: BranchNode[] = []): BranchNode => ({
  ...node,
  children,
});
/** A menu group: a node without an address segment, its pages keep their own addresses. */
const group = (node: Omit<BranchNode, 'children' | 'path' | 'redirect'>): BranchNode => ({ ...node, children: [] });

/** The menu's sections (spec 2.2, with their addresses) and groups (without). */
const tree: BranchNode[] = [
  section({ name: '_home', path: '/', title: '首页', redirect: HOME_REDIRECT, hideInBread: true }),
  section({
    name: 'construction',
    path: '/construction',
    title: '施工告知',
    icon: 'construction',
    access: 'construction',
  }),
  section({ name: 'equipment', path: '/equipment', title: '设备管理', icon: 'equipment', access: 'equipment' }),
  section({ name: 'person', path: '/person', title: '人员管理', icon: 'person', access: 'person' }),
  section({ name: 'company_info', path: '/company-info', title: '单位信息', icon: 'company', access: 'company-info' }),
  // 企业自助服务 in groups a company thinks in, the most frequent first; none over 8 entries (a longer
  // group is not taken in at a glance).
  section(
    {
      name: 'company_service',
      path: '/company-service',
      title: '企业自助服务',
      icon: 'service',
      access: 'company-service',
    },
    [
      group({ name: 'service_declaration', title: '检验申报', icon: 'declaration' }),
      group({ name: 'service_payment', title: '缴费与发票', icon: 'payment' }),
      group({ name: 'service_registration', title: '使用登记', icon: 'record' }),
      group({ name: 'service_change', title: '变更与停用', icon: 'change' }),
      group({ name: 'service_report', title: '报告与整改', icon: 'report' }),
      group({ name: 'service_maintenance', title: '维保与自检', icon: 'maintenance' }),
      group({ name: 'service_desk', title: '服务台', icon: 'desk' }),
    ],
  ),
  // Use registration management: hidden in the menu (spec 2.2), reached from the registration pages.
  section({
    name: 'use_record',
    path: '/use-record',
    title: '使用登记管理',
    icon: 'service',
    access: 'use-record',
    hideInMenu: true,
  }),
  // /pay-code redirects to the scan-to-pay page (spec 2.2), reached from the payment slips.
  section({
    name: 'pay_code',
    path: '/pay-code',
    title: '扫码支付',
    hideInMenu: true,
    hideInBread: true,
    redirect: 'pay_code_order',
  }),
  section({ name: 'system', path: '/system', title: '系统设置', icon: 'settings', access: 'system' }),
  section({ name: 'account', path: '/account', title: '企业账号管理', icon: 'account', access: 'account' }),
];

function placeRoutes(nodes: BranchNode[], routes: Route[]): BranchNode[] {
  const byName = new Map<string, BranchNode>();
  const visit = (n: BranchNode) => {
    byName.set(n.name, n);
    n.children.filter(isBranch).forEach(visit);
  };
  nodes.forEach(visit);
  for (const r of routes) {
    const parent = r.in ? byName.get(r.in) : undefined;
    if (!parent)
      throw new Error(`route ${r.name} is placed under "${r.in}", which is not a section or group of src/routes.ts`);
    parent.children.push(r);
  }
  return nodes;
}

registerRoutes(
  placeRoutes(
    tree,
    shellFeatures.flatMap((f) => Object.values(f) as Route[]),
  ),
  outsideFeatures.flatMap((f) => Object.values(f) as Route[]),
  notFoundRoutes.error_404,
);

/** The registered table, for the router, the shell and the route walk. */
export const resolvedShellRoutes = shellRoutes();
export const resolvedOutsideRoutes = outsideRoutes();
export const notFound = notFoundRoute();
