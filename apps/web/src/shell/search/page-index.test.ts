import { describe, expect, it } from 'vitest';
import '@/routes';
import { isBranch, routeTree, shellRoutes, type TreeNode } from '@/platform/routing';
import { initialsOf, pageEntries, searchPages } from './page-index';
import { codeQuery } from './record-search';
import { readRecent, rememberRecent, RECENT_LIMIT } from './recent-pages';

const all = () => true;
const titlesOf = (nodes: TreeNode[]): string[] =>
  nodes.flatMap((n) => [n.title, ...(isBranch(n) ? titlesOf(n.children) : [])]);

describe("the palette's page index", () => {
  it('has pinyin initials, computed at build time, for every title and keyword of the route table', () => {
    const words = [...titlesOf(routeTree()), ...shellRoutes().flatMap((r) => r.route.keywords ?? [])];
    const missing = words.filter((w) => !initialsOf(w));
    expect(missing).toEqual([]);
    expect(initialsOf('定期检验报检')).toBe('dqjybj');
  });

  it('finds a page by title, by contiguous or scattered initials, and by its group', () => {
    const entries = pageEntries(all);
    expect(searchPages(entries, '报检')[0].title).toMatch(/报检/);
    expect(searchPages(entries, 'dqjybj')[0].title).toBe('定期检验报检');
    expect(searchPages(entries, 'djbj').map((e) => e.title)).toContain('定期检验报检');
    expect(searchPages(entries, 'DJBJ').map((e) => e.title)).toContain('定期检验报检');
    expect(searchPages(entries, '不存在的页面xyz')).toEqual([]);
  });

  it('lists only pages the user may open, without record pages or external links', () => {
    const entries = pageEntries((k) => !k || !k.startsWith('company-service'));
    expect(entries.some((e) => e.path.startsWith('/company-service/'))).toBe(false);
    expect(entries.some((e) => e.name === 'home')).toBe(true);
    expect(pageEntries(all).some((e) => shellRoutes().find((r) => r.route.name === e.name)?.route.record)).toBe(false);
  });

  it('puts recently opened pages first among equal matches and on an empty query', () => {
    const entries = pageEntries(all);
    const firstTwo = searchPages(entries, '')
      .slice(0, 2)
      .map((e) => e.name);
    const recent = ['company_service_report_query', 'company_service_online_apply'];
    expect(firstTwo).not.toEqual(recent);
    expect(
      searchPages(entries, '', recent)
        .slice(0, 2)
        .map((e) => e.name),
    ).toEqual(recent);
  });
});

describe('codeQuery', () => {
  it('tells equipment codes, registration codes and application numbers apart', () => {
    expect(codeQuery('311033020020250311')).toEqual({ kind: 'equipment', code: '311033020020250311' });
    expect(codeQuery(' 3302 0320 0020 1800 0456 ')).toEqual({ kind: 'registration', code: '33020320002018000456' });
    expect(codeQuery('bj20261118000237')).toEqual({ kind: 'application', code: 'BJ20261118000237' });
    expect(codeQuery('3110330200202503')).toBeNull();
    expect(codeQuery('定期检验')).toBeNull();
  });
});

describe('recent pages', () => {
  it('keeps a short list per user, most recent first, without repeats', () => {
    localStorage.clear();
    for (let i = 0; i < RECENT_LIMIT + 3; i++) rememberRecent('a', `p${i}`);
    rememberRecent('a', 'p5');
    const list = readRecent('a');
    expect(list).toHaveLength(RECENT_LIMIT);
    expect(list.slice(0, 2)).toEqual(['p5', `p${RECENT_LIMIT + 2}`]);
    expect(new Set(list).size).toBe(list.length);
    expect(readRecent('b')).toEqual([]);
  });
});
