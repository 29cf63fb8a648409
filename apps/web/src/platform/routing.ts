import type { Platform } from './platform';

/**
 * Routes are declared once, by the feature that owns them (`features/<domain>/routes.ts`, with
 * `defineRoutes`), and assembled into the menu tree by `src/routes.ts`, which registers them here.
 * Everything else names a route and never writes its address: `linkTo('construction_detail', { id })`.
 */

/** The query parameters a route takes besides its record id: required ones must be given to `linkTo`. */
type SearchSpec = Readonly<Record<string, 'required' | 'optional'>>;

/** What every node of the route tree has: sections, menu groups and pages. */
export interface RouteNode {
  /** Unique name: tab identity, the configured home (`homeName`), links. */
  name: string;
  /** Chinese title: menu, tab, breadcrumb and page title. */
  title: string;
  /** Icon name from the shell's icon set. */
  icon?: string;
  /** Opaque permission key that must be among the user's menu ids (checked along the whole chain). */
  access?: string;
  hideInMenu?: boolean;
  hideInBread?: boolean;
}

/** A page of the back office or outside it, as its feature declares it. */
export interface RouteDecl {
  /** The absolute address (spec 2.2). The only place an address is written. */
  path: string;
  title: string;
  icon?: string;
  access?: string;
  /** The section or menu group (by name, see `src/routes.ts`) the page sits under. Shell pages only. */
  in?: string;
  hideInMenu?: boolean;
  hideInBread?: boolean;
  /** The page is not kept alive while another tab is shown. */
  notCache?: boolean;
  /** Closing the tab asks 确定要关闭「…」吗 first. */
  beforeClose?: boolean;
  /** External link: the menu opens it in a new window. */
  href?: string;
  /**
   * The page component: a file of the feature's `pages/` folder (shell pages) or `outside/` folder
   * (pages outside the shell), default export, or `File#Export` for a named one.
   */
  page?: string;
  /** Fixed props the page receives (one component serving several routes). */
  pageProps?: Readonly<Record<string, string | number | boolean>>;
  /**
   * The record the page shows, by a query parameter. Without it the page is not rendered: the kit
   * says what is missing and links to `list`. The page receives the value as its `id` prop.
   */
  record?: { readonly param: string; readonly label: string; readonly list?: string };
  /** Other query parameters the page reads (typed in `linkTo`). */
  search?: SearchSpec;
  /** Search words besides the title (command palette). */
  keywords?: readonly string[];
  /** Outside the shell: reachable without a session. */
  public?: boolean;
  /** Outside the shell: always passes the guard, whatever the session (single sign-on). */
  alwaysPass?: boolean;
  /** Outside the shell: a logged-in user opening it is sent home. */
  loginPage?: boolean;
  /** Outside the shell: needs only the light base styles (the login page and the error screens). */
  light?: boolean;
}

/** A declared route with its name and owning feature. */
export type Route = RouteDecl & { readonly name: string; readonly feature: string; readonly outside: boolean };

/**
 * Declares a feature's routes, keyed by route name. Shell pages say where they sit in the menu
 * (`in`); pages outside the shell are declared with `defineOutsideRoutes`.
 */
export function defineRoutes<const T extends Record<string, RouteDecl & { in: string }>>(
  feature: string,
  routes: T,
): { [K in keyof T]: T[K] & { name: K; feature: string; outside: false } } {
  return Object.fromEntries(
    Object.entries(routes).map(([name, r]) => [name, { ...r, name, feature, outside: false }]),
  ) as never;
}

export function defineOutsideRoutes<const T extends Record<string, Omit<RouteDecl, 'in'>>>(
  feature: string,
  routes: T,
): { [K in keyof T]: T[K] & { name: K; feature: string; outside: true } } {
  return Object.fromEntries(
    Object.entries(routes).map(([name, r]) => [name, { ...r, name, feature, outside: true }]),
  ) as never;
}

/**
 * The route table's type, registered by `src/routes.ts`
 * (`declare module '@/platform/routing' { interface RouteRegister { routes: typeof allRoutes } }`),
 * so `linkTo` checks route names and parameters.
 * @public
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation in src/routes.ts
export interface RouteRegister {}
type Registered = RouteRegister extends { routes: infer R } ? R : Record<string, RouteDecl>;
export type RouteName = keyof Registered & string;

type Value = string | number;
type RecordParams<R> = R extends { record: { param: infer P extends string } } ? { [K in P]: Value } : object;
type SearchParams<R> = R extends { search: infer S }
  ? { [K in keyof S as S[K] extends 'required' ? K : never]: Value } & {
      [K in keyof S as S[K] extends 'optional' ? K : never]?: Value | null;
    }
  : object;
/** The parameters `linkTo` takes for a route: its record id (required) and its declared query; none for a route that declares neither. */
type ParamsOf<N extends RouteName> = Registered[N] extends { record: object } | { search: object }
  ? RecordParams<Registered[N]> & SearchParams<Registered[N]>
  : Record<string, never>;
type NeedsParams<N extends RouteName> = Registered[N] extends { record: object }
  ? true
  : Registered[N] extends { search: infer S }
    ? 'required' extends S[keyof S]
      ? true
      : false
    : false;
export type LinkArgs<N extends RouteName> =
  NeedsParams<N> extends true ? [params: ParamsOf<N>] : [params?: ParamsOf<N>];

/** A tree node above pages: a section (with an address segment) or a menu group (without one). */
export interface BranchNode extends RouteNode {
  /** Sections only: the address of the section, which redirects to `redirect` or its first page. */
  path?: string;
  redirect?: string;
  /** A parent with one child still shows itself (not the child directly) in the menu. */
  showAlways?: boolean;
  children: TreeNode[];
}
export type TreeNode = BranchNode | Route;
export const isBranch = (n: TreeNode): n is BranchNode => 'children' in n;

/** A shell page with its ancestors: what the guard, tabs, menu and breadcrumbs work with. */
export interface ResolvedRoute {
  route: Route;
  fullPath: string;
  /** The sections and groups above the page, then the page, outermost first. */
  chain: RouteNode[];
}

/** Redirect target meaning "the signed-in user's home" (decided by role type and configuration). */
export const HOME_REDIRECT = '@home';

interface Table {
  tree: TreeNode[];
  shell: ResolvedRoute[];
  outside: Route[];
  notFound: Route;
  byName: Map<string, Route>;
  byPath: Map<string, ResolvedRoute>;
}
let table: Table | null = null;

function resolveTree(nodes: TreeNode[], chain: RouteNode[] = []): ResolvedRoute[] {
  return nodes.flatMap((n) =>
    isBranch(n)
      ? resolveTree(n.children, [...chain, n])
      : n.page
        ? [{ route: n, fullPath: n.path, chain: [...chain, n] }]
        : [],
  );
}

/** Called once by `src/routes.ts`: the shell's tree and the pages outside it. */
export function registerRoutes(tree: TreeNode[], outside: Route[], notFound: Route): void {
  const shell = resolveTree(tree);
  const byName = new Map<string, Route>();
  for (const r of [...shell.map((s) => s.route), ...outside, notFound]) {
    if (byName.has(r.name)) throw new Error(`route name used twice: ${r.name}`);
    byName.set(r.name, r);
  }
  table = { tree, shell, outside, notFound, byName, byPath: new Map(shell.map((r) => [r.fullPath, r])) };
}

function registered(): Table {
  if (!table) throw new Error('routes are not registered: import "@/routes" first');
  return table;
}

export const routeTree = () => registered().tree;
export const shellRoutes = () => registered().shell;
export const outsideRoutes = () => registered().outside;
export const notFoundRoute = () => registered().notFound;
export const routeByName = (name: string): Route | undefined => registered().byName.get(name);

/** The shell page of an address, if any. */
export function findShellRoute(pathname: string): ResolvedRoute | undefined {
  return registered().byPath.get(pathname.replace(/\/+$/, '') || '/');
}

/** An address with a query; empty values are left out. */
function withQuery(path: string, query: Record<string, Value | undefined | null>): string {
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') sp.set(k, String(v));
  const s = sp.toString();
  return s ? `${path}?${s}` : path;
}

/** The address of a route by name, with its record id and query: `linkTo('construction_detail', { id })`. */
export function linkTo<N extends RouteName>(name: N, ...[params]: LinkArgs<N>): string {
  const route = routeByName(name);
  if (!route) throw new Error(`unknown route: ${name}`);
  return withQuery(route.path, (params ?? {}) as Record<string, Value | undefined | null>);
}

/**
 * Where a visitor without a session who asked for `back` (path and query) is sent: the login page,
 * which returns there after signing in (not for `/` or home, where signing in leads anyway).
 */
export function loginPathFor(back: string): string {
  const home = routeByName('home')?.path;
  return back && back !== '/' && back !== home ? linkTo('login', { redirect: back }) : linkTo('login');
}

/** True when the user may open this route: every access key along the chain is held. */
export function chainAllowed(chain: readonly RouteNode[], canAccess: (key: string | undefined) => boolean): boolean {
  return chain.every((r) => canAccess(r.access));
}

/** True when the user may open the shell page of this name (a link to it would not end on /401). */
export function routeAllowed(name: RouteName, canAccess: (key: string | undefined) => boolean): boolean {
  const found = shellRoutes().find((r) => r.route.name === name);
  return !!found && chainAllowed(found.chain, canAccess);
}

/** Where "home" is when nothing else applies. */
const FALLBACK_HOME = 'home';

/**
 * Where "home" is for the current user: the route the configuration names for the current role's
 * type (`homeByRoleType`), else the configured home route (`homeName`), provided the user may open
 * it; the work desk otherwise.
 */
export function homePath(platform: Platform): string {
  const { config, session } = platform;
  const roleType = session.state.roleType;
  for (const name of [roleType ? config.homeByRoleType[roleType] : undefined, config.homeName]) {
    const found = name ? shellRoutes().find((r) => r.route.name === name) : undefined;
    if (found && chainAllowed(found.chain, (k) => session.canAccess(k))) return found.fullPath;
  }
  return routeByName(FALLBACK_HOME)!.path;
}
