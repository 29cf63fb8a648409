// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { components } from '@tzsb/sdk';
// Beside routes.test.ts, not in features/home: it needs the registered route table (src/routes.ts),
// which the features layer may not import.
import './routes';
import { routeByName } from './platform/routing';
import { applicationCounts, equipmentCounts, otherCounts, STAT_CARDS, type DeskCount } from './features/home/desk';

const example = (file: string, op: string) => {
  const doc = parse(readFileSync(fileURLToPath(new URL(`../../../openapi/paths/${file}`, import.meta.url)), 'utf8'));
  return doc.post.responses['200'].content['application/json'].examples[op].value.data;
};
const todo: components['schemas']['HomeTodoCounts'] = example('a_stone_index_getTodoCounts.yaml', 'ok');
const stats: components['schemas']['EquipmentStatisticNums'] = example('a_stone_index_getEqustatisticNums.yaml', 'ok');

/** What a link opens: the route's address, and the query it carries (each declared by the route, so its list reads it). */
function opened(c: DeskCount) {
  const url = new URL(c.to, 'http://x');
  const route = routeByName(c.route)!;
  return {
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    routePath: route.path,
    declared: Object.keys(route.search ?? {}),
  };
}

describe('the desk’s counts', () => {
  it('opens each kind’s applications filtered on 已退回 (4) and 草稿 (0), with the count of the summary', () => {
    const kinds = applicationCounts(todo);
    expect(kinds.map((k) => k.label)).toEqual(['报检', '使用登记', '变更', '停用注销', '施工告知', '维保']);
    for (const k of kinds) {
      for (const [c, status] of [
        [k.returned, '4'],
        [k.drafts, '0'],
      ] as const) {
        const o = opened(c);
        expect(o.path, c.key).toBe(o.routePath);
        expect(o.query.status, c.key).toBe(status);
        expect(o.declared, c.key).toEqual(expect.arrayContaining(Object.keys(o.query)));
      }
    }
    expect(kinds.find((k) => k.kind === 'onlineApply')!.returned.count).toBe(todo.returned.onlineApply);
    // 维保's applications are a view of 维保详情: the link names the view too.
    expect(opened(kinds.find((k) => k.kind === 'maintenance')!.returned).query).toEqual({
      view: 'project',
      status: '4',
    });
  });

  it('opens unpaid slips, rectifications and certificates filtered on their own status fields', () => {
    const byKey = Object.fromEntries(otherCounts(todo).map((c) => [c.key, opened(c)]));
    expect(byKey.unpaidSlips.query).toEqual({ payStatus: '0' });
    expect(byKey.rectifications.query).toEqual({ status: '0' });
    expect(byKey.operatorExpired.query).toEqual({ certStatus: '3' });
    expect(byKey.operatorExpiring.query).toEqual({ certStatus: '2' });
    expect(byKey.safetyExpired.query).toEqual({ certStatus: '3' });
    expect(byKey.safetyExpiring.query).toEqual({ certStatus: '2' });
    for (const [key, o] of Object.entries(byKey)) {
      expect(o.path, key).toBe(o.routePath);
      expect(o.declared, key).toEqual(expect.arrayContaining(Object.keys(o.query)));
    }
  });

  it('takes the equipment to-dos and the cards from the equipment numbers, each card opening its list', () => {
    expect(equipmentCounts(stats).map((c) => [c.label, c.count, opened(c).path])).toEqual([
      ['设备超期未检', stats.timeoutCount, '/equipment/query-timeout'],
      ['设备 30 天内到期', stats.aboutExpireCount, '/equipment/query-about-expire'],
    ]);
    const inUse = STAT_CARDS.find((c) => c.key === 'inUseCount')!;
    expect(inUse.to()).toBe('/equipment/query-comprehensive?useStatus=1');
    for (const c of STAT_CARDS) expect(new URL(c.to(), 'http://x').pathname, c.key).toBe(routeByName(c.route)!.path);
  });
});
