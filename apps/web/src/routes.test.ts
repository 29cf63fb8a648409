// @vitest-environment node
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { allRoutes, notFound, resolvedOutsideRoutes, resolvedShellRoutes } from './routes';
import { isBranch, linkTo, routeByName, routeTree, type Route, type TreeNode } from './platform/routing';
import { buildMenu, menuPages } from './shell/menu';
import { routeIcons } from './shell/RouteIcon';

// The route table drives the router, menu, tabs, guard, links and the e2e route walk: what can be
// checked of it without a browser is checked here.

const src = dirname(fileURLToPath(import.meta.url));
const userInfo = parse(
  readFileSync(fileURLToPath(new URL('../../../openapi/paths/a_stone_user_info.yaml', import.meta.url)), 'utf8'),
);
const okExample = userInfo.get.responses['200'];
const demoUser = Object.values<any>(okExample.content)[0].examples.ok.value.data;
/** The union of the demo user's menu ids across its roles (spec 4): what the demo may open. */
const demoAccess = new Set<string>(demoUser.roleList.flatMap((r: { menuIdList: string[] }) => r.menuIdList));

const nodes = (list: TreeNode[]): TreeNode[] => list.flatMap((n) => [n, ...(isBranch(n) ? nodes(n.children) : [])]);
const routes: Route[] = Object.values(allRoutes);

/** The addresses of spec 2.2 and 2.1 (and the inferred pages), which the restructuring must not change. */
const SPEC_ADDRESSES = [
  '*',
  '/401',
  '/500',
  '/account/account-detail',
  '/account/add-account',
  '/account/check',
  '/account/manager',
  '/account/register-detail',
  '/account/reset-password-check-list',
  '/account/reset-password-detail',
  '/account/reset-password-query-list',
  '/company-info/maintain',
  '/company-info/maintain-history',
  '/company-service/change-detail',
  '/company-service/change-query',
  '/company-service/change-register',
  '/company-service/changeRegister',
  '/company-service/changeRegisterDetail',
  '/company-service/chargeRegistration',
  '/company-service/chargeRegistrationDetail',
  '/company-service/check-record/detail',
  '/company-service/declaration-detail',
  '/company-service/fault-detail',
  '/company-service/fault-registration',
  '/company-service/informationManage',
  '/company-service/inspectionItems',
  '/company-service/interaction',
  '/company-service/interaction-detail',
  '/company-service/invoice-detail',
  '/company-service/invoice-query',
  '/company-service/invoice-title',
  '/company-service/maintenance-pro-apply-detail',
  '/company-service/new-appraisal-query',
  '/company-service/new-entrust-query',
  '/company-service/new-superintend-query',
  '/company-service/online-apply',
  '/company-service/online-apply-edit',
  '/company-service/online-apply-paymentNote',
  '/company-service/online-apply-paymentSlipDetails',
  '/company-service/online-apply-query',
  '/company-service/online-apply-view',
  '/company-service/online-details',
  '/company-service/online-rectification',
  '/company-service/online-supervise-query',
  '/company-service/regBySets',
  '/company-service/regByUnit',
  '/company-service/report-query',
  '/company-service/rescue-detail',
  '/company-service/rescue-registration',
  '/company-service/selfDetection',
  '/company-service/set-detail',
  '/company-service/stopDetail',
  '/company-service/stopRegister',
  '/company-service/supervisionInspectionStatement',
  '/company-service/termination-application-detail',
  '/company-service/unit-detail',
  '/company-service/useRegisterDetails',
  '/company-service/useRegistration',
  '/company-service/weibaoDa',
  '/construction/detail',
  '/construction/query-list',
  '/construction/register',
  '/construction/register-list',
  '/equipment/detail/boiler',
  '/equipment/detail/elevator',
  '/equipment/detail/fieldMotorVehicles',
  '/equipment/detail/hoistingMachinery',
  '/equipment/detail/majorAmusementFacilities',
  '/equipment/detail/passengerRopeway',
  '/equipment/detail/pressurePipeline',
  '/equipment/detail/pressurePiping',
  '/equipment/detail/pressureVessel',
  '/equipment/device-info-new',
  '/equipment/equip-pressure-pipeline-maintain',
  '/equipment/overview',
  '/equipment/pipeline-info-new',
  '/equipment/query-about-expire',
  '/equipment/query-comprehensive',
  '/equipment/query-fault',
  '/equipment/query-non-use',
  '/equipment/query-pressure-piping',
  '/equipment/query-timeout',
  '/flowLog-single',
  '/home',
  '/login',
  '/notice',
  '/notice/detail',
  '/online-paymentNote',
  '/online-paymentSlipDetails',
  '/pay-code-order',
  '/person/azRYgl',
  '/person/workPerson',
  '/regCheackList',
  '/register',
  '/register-success',
  '/resetPassword',
  '/resetSuccess',
  '/ssologin',
  '/system/account',
  '/tablePrint',
  '/use-record/apply',
  '/use-record/detail',
  '/use-record/query',
];

describe('route table', () => {
  it('keeps every address of the spec, and only those', () => {
    expect(routes.map((r) => r.path).sort()).toEqual([...SPEC_ADDRESSES].sort());
  });

  it('names are unique across routes, sections and groups', () => {
    const names = [
      ...nodes(routeTree()).map((n) => n.name),
      ...resolvedOutsideRoutes.map((r) => r.name),
      notFound.name,
    ];
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('every route, section and group has a Chinese title', () => {
    for (const r of [...nodes(routeTree()), ...resolvedOutsideRoutes])
      expect(r.title, r.name).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('every access key is among the demo user’s menu ids, so the demo opens every route', () => {
    const keys = nodes(routeTree())
      .map((r) => r.access)
      .filter((k): k is string => !!k);
    expect(keys.filter((k) => !demoAccess.has(k))).toEqual([]);
  });

  it('every shell page sits under a section whose address it extends (or says where it goes)', () => {
    for (const { route, chain } of resolvedShellRoutes) {
      const section = chain.find((n) => isBranch(n as TreeNode) && (n as { path?: string }).path) as
        { path: string } | undefined;
      expect(section, route.name).toBeDefined();
      if (route.name !== 'pay_code_order')
        expect(route.path.startsWith(section!.path === '/' ? '/' : `${section!.path}/`), route.name).toBe(true);
    }
  });

  it('a record page names a list that exists, and redirects name routes', () => {
    for (const r of routes)
      if (r.record?.list) expect(routeByName(r.record.list), `${r.name} → ${r.record.list}`).toBeDefined();
    for (const n of nodes(routeTree()))
      if (isBranch(n) && n.redirect && n.redirect !== '@home') expect(routeByName(n.redirect), n.name).toBeDefined();
  });

  it('every page is a file of its feature that exports the named component', () => {
    for (const r of routes) {
      if (!r.page) continue;
      const [file, exported = 'default'] = r.page.split('#');
      const path = join(src, 'features', r.feature, r.outside ? 'outside' : 'pages', `${file}.tsx`);
      const text = readFileSync(path, 'utf8');
      const exports =
        exported === 'default'
          ? /export default /.test(text)
          : new RegExp(`export (function|const) ${exported}\\b|export \\{[^}]*\\b${exported}\\b`).test(text);
      expect(exports, `${r.name}: ${path} exports ${exported}`).toBe(true);
    }
  });

  it('a page that shows a list exports its route prefetch, so its rows load with its code', () => {
    const missing: string[] = [];
    for (const r of routes) {
      if (!r.page || r.outside) continue;
      const [file, exported = 'default'] = r.page.split('#');
      const text = readFileSync(join(src, 'features', r.feature, 'pages', `${file}.tsx`), 'utf8');
      if (!/<ListPage\b|<PageViews\b|<RegistrationList\b/.test(text)) continue;
      const prefetch =
        exported === 'default'
          ? /export const prefetch\b/.test(text)
          : new RegExp(`export const prefetch[^=]*= \\{[^}]*\\b${exported}\\b`, 's').test(text);
      if (!prefetch) missing.push(`${r.name} (${r.page})`);
    }
    expect(missing).toEqual([]);
  });

  it('links are made from route names with their record id and query', () => {
    expect(linkTo('construction_detail', { id: 'a b' })).toBe('/construction/detail?id=a+b');
    expect(linkTo('equipment_query', { equclacode: '3000', useStatus: '' })).toBe(
      '/equipment/query-comprehensive?equclacode=3000',
    );
    expect(linkTo('home')).toBe('/home');
    // @ts-expect-error a record page needs its record id
    expect(linkTo('construction_detail')).toBe('/construction/detail');
    // @ts-expect-error an undeclared query parameter is refused
    linkTo('home', { nope: 1 });
    // @ts-expect-error an unknown route name is refused
    expect(() => linkTo('no_such_route')).toThrow('unknown route');
  });
});

describe('the menu', () => {
  const menu = buildMenu((k) => !k || demoAccess.has(k));
  const service = menu.find((m) => m.name === 'company_service');

  it('splits 企业自助服务 into groups of at most 8 entries, each with an icon', () => {
    expect(
      service?.children?.every((c) => c.children),
      'every entry of 企业自助服务 is in a group',
    ).toBe(true);
    for (const g of service!.children!) {
      expect(g.children!.length, g.title).toBeLessThanOrEqual(8);
      expect(g.icon && routeIcons[g.icon], `${g.title} has an icon of the set`).toBeTruthy();
    }
  });

  it('opens 企业自助服务 with what a company does often, the inspection declaration', () => {
    expect(menuPages(service!.children!)[0].title).toBe('定期检验报检');
  });

  it('no two entries of a section share a title, and a group’s pages (hidden ones too) sit under the group', () => {
    for (const s of menu.filter((m) => m.children)) {
      const titles = menuPages(s.children!).map((p) => p.title);
      expect(
        titles.filter((t, i) => titles.indexOf(t) !== i),
        s.title,
      ).toEqual([]);
    }
    const declarations = resolvedShellRoutes.filter((r) => r.route.feature === 'declaration');
    for (const r of declarations)
      expect(r.chain.map((n) => n.name).slice(0, 2), r.route.name).toEqual(['company_service', 'service_declaration']);
  });
});

/** Files that may write an application address: the route declarations. */
const DECLARATIONS = /^(routes\.ts|features\/[^/]+\/routes\.ts)$/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return files(p);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
}

describe('addresses are written only in the route declarations', () => {
  // The first segment of every declared address ("/company-service", "/login", ...), except the root.
  const firsts = [
    ...new Set(
      routes
        .map((r) => r.path.split('/')[1])
        .filter(Boolean)
        .filter((s) => s !== '*'),
    ),
  ];
  const literal = new RegExp(`['"\`]/(${firsts.map((s) => s.replace(/[-]/g, '\\-')).join('|')})(?=[/?'"\`$])`, 'g');
  it('no string literal outside them starts with an application address', () => {
    const found: string[] = [];
    for (const file of files(src)) {
      const rel = relative(src, file).replace(/\\/g, '/');
      if (DECLARATIONS.test(rel)) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (line.match(literal)) found.push(`${rel}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });

  it('the check would catch one', () => {
    expect("navigate('/company-service/online-apply')".match(literal)).not.toBeNull();
    expect('to="/login?redirect=x"'.match(literal)).not.toBeNull();
    expect("client.POST('/a/stone/eqm/list')".match(literal)).toBeNull();
  });
});
