// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { notFoundRoute, outsideRoutes, resolvedShellRoutes, shellRoutes, type AppRoute } from './routes';

// The route table drives the router, menu, tabs, guard and the e2e route walk: what can be checked
// of it without a browser is checked here.

const userInfo = parse(readFileSync(fileURLToPath(new URL('../../../openapi/paths/a_stone_user_info.yaml', import.meta.url)), 'utf8'));
const okExample = userInfo.get.responses['200'];
const demoUser = Object.values<any>(okExample.content)[0].examples.ok.value.data;
/** The union of the demo user's menu ids across its roles (spec 4): what the demo may open. */
const demoAccess = new Set<string>(demoUser.roleList.flatMap((r: { menuIdList: string[] }) => r.menuIdList));

const allRoutes = (routes: AppRoute[]): AppRoute[] => routes.flatMap((r) => [r, ...allRoutes(r.children ?? [])]);

describe('route table', () => {
  it('names are unique across shell and outside routes', () => {
    const names = [...allRoutes(shellRoutes), ...outsideRoutes, notFoundRoute].map((r) => r.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('full paths of pages are unique', () => {
    const paths = [...resolvedShellRoutes.map((r) => r.fullPath), ...outsideRoutes.map((r) => r.path)];
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it('every route has a Chinese title', () => {
    for (const r of [...allRoutes(shellRoutes), ...outsideRoutes]) expect(r.title, r.name).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('every access key is among the demo user’s menu ids, so the demo opens every route', () => {
    const keys = allRoutes(shellRoutes).map((r) => r.access).filter((k): k is string => !!k);
    expect(keys.filter((k) => !demoAccess.has(k))).toEqual([]);
  });

  it('a menu entry is either a page, a parent with children, a redirect or an external link', () => {
    for (const r of allRoutes(shellRoutes)) expect(!!(r.page || r.children?.length || r.redirect || r.href), r.name).toBe(true);
  });
});
