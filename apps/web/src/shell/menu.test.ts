import { describe, expect, it } from 'vitest';
import { buildMenu } from './menu';
import type { AppRoute } from '../routes';

const page = () => Promise.resolve({ default: () => null });
const routes: AppRoute[] = [
  { path: '/', name: 'root', title: '首页', children: [{ path: 'home', name: 'home', title: '工作台', page }, { path: 'notice', name: 'notice', title: '公告', hideInMenu: true, page }] },
  { path: '/system', name: 'system', title: '系统设置', access: 'system', children: [{ path: 'account', name: 'acc', title: '账号信息', access: 'system:account', page }] },
  { path: '/always', name: 'always', title: '总是分组', showAlways: true, children: [{ path: 'one', name: 'one', title: '唯一', page }] },
  { path: '/group', name: 'group', title: '分组', children: [{ path: 'a', name: 'a', title: 'A', page }, { path: 'b', name: 'b', title: 'B', access: 'b', page }] },
  { path: '/manual', name: 'manual', title: '手册', href: 'https://example.cn/manual.pdf' },
];

describe('buildMenu', () => {
  it('filters by access, hides hidden routes, and lifts a single child', () => {
    const menu = buildMenu((k) => !k || ['system', 'system:account'].includes(k), routes);
    expect(menu.map((m) => m.title)).toEqual(['工作台', '账号信息', '总是分组', 'A', '手册']);
    expect(menu[1].to).toBe('/system/account');
  });

  it('keeps a showAlways parent as a group', () => {
    const menu = buildMenu(() => true, routes);
    expect(menu.find((m) => m.name === 'always')?.children?.map((c) => c.to)).toEqual(['/always/one']);
    expect(menu.find((m) => m.name === 'group')?.children).toHaveLength(2);
  });

  it('drops a parent whose access is missing even if the child key is held', () => {
    const menu = buildMenu((k) => !k || k === 'system:account', routes);
    expect(menu.some((m) => m.title === '账号信息')).toBe(false);
  });

  it('marks external links', () => {
    expect(buildMenu(() => true, routes).find((m) => m.name === 'manual')).toMatchObject({ href: 'https://example.cn/manual.pdf', to: undefined });
  });
});
