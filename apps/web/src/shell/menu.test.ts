import { describe, expect, it } from 'vitest';
import { buildMenu, menuPages, menuTrail } from './menu';
import type { BranchNode, Route, TreeNode } from '@/platform/routing';

const page = (name: string, path: string, extra: Partial<Route> = {}): Route => ({
  name,
  path,
  title: name.toUpperCase(),
  page: 'X',
  feature: 'f',
  outside: false,
  ...extra,
});
const branch = (name: string, children: TreeNode[], extra: Partial<BranchNode> = {}): BranchNode => ({
  name,
  title: name.toUpperCase(),
  children,
  ...extra,
});

const tree: TreeNode[] = [
  branch('root', [page('home', '/home'), page('notice', '/notice', { hideInMenu: true })], { path: '/' }),
  branch('system', [page('acc', '/system/account', { access: 'system:account' })], {
    path: '/system',
    access: 'system',
  }),
  branch('always', [page('one', '/always/one')], { path: '/always', showAlways: true }),
  branch(
    'service',
    [
      branch('decl', [page('apply', '/service/apply'), page('query', '/service/query')]),
      branch('pay', [page('slips', '/service/slips'), page('invoices', '/service/invoices', { access: 'invoice' })]),
      page('loose', '/service/loose'),
    ],
    { path: '/service' },
  ),
  page('manual', '/manual', { href: 'https://example.cn/manual.pdf', page: undefined }),
];

describe('buildMenu', () => {
  it('filters by access, hides hidden routes, and lifts a single child', () => {
    const menu = buildMenu((k) => !k || ['system', 'system:account'].includes(k), tree);
    expect(menu.map((m) => m.title)).toEqual(['HOME', 'ACC', 'ALWAYS', 'SERVICE', 'MANUAL']);
    expect(menu[1].to).toBe('/system/account');
  });

  it('keeps a showAlways parent as a group', () => {
    const menu = buildMenu(() => true, tree);
    expect(menu.find((m) => m.name === 'always')?.children?.map((c) => c.to)).toEqual(['/always/one']);
  });

  it('draws menu groups at any depth, lifting a group left with one entry', () => {
    const service = buildMenu((k) => k !== 'invoice', tree).find((m) => m.name === 'service')!;
    expect(service.children?.map((c) => c.name)).toEqual(['decl', 'slips', 'loose']);
    expect(service.children?.[0].children?.map((c) => c.to)).toEqual(['/service/apply', '/service/query']);
  });

  it('drops a parent whose access is missing even if the child key is held', () => {
    const menu = buildMenu((k) => !k || k === 'system:account', tree);
    expect(menu.some((m) => m.title === 'ACC')).toBe(false);
  });

  it('marks external links', () => {
    expect(buildMenu(() => true, tree).find((m) => m.name === 'manual')).toMatchObject({
      href: 'https://example.cn/manual.pdf',
      to: undefined,
    });
  });

  it('lists the pages in menu order and finds the groups above one', () => {
    const menu = buildMenu(() => true, tree);
    expect(menuPages(menu).map((m) => m.name)).toEqual([
      'home',
      'acc',
      'one',
      'apply',
      'query',
      'slips',
      'invoices',
      'loose',
      'manual',
    ]);
    expect(menuTrail(menu, '/service/invoices')).toEqual(['service', 'pay']);
    expect(menuTrail(menu, '/home')).toEqual([]);
  });
});
