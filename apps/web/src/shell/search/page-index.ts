import initials from 'virtual:route-initials';
import { chainAllowed, shellRoutes, type ResolvedRoute } from '@/platform/routing';

/** A page the command palette offers: what it is called, where it sits, and what else finds it. */
export interface PageEntry {
  name: string;
  title: string;
  /** The sections and groups above it (企业自助服务 › 检验申报). */
  group: string;
  path: string;
  /** Lower-case words that find it: the title, the group, the declared keywords. */
  words: string[];
  /** Pinyin initials of the title and keywords (build time, `scripts/route-initials.mjs`). */
  initials: string[];
}

/** The pinyin initials of a string of the route declarations, or undefined when the build has none for it. */
export const initialsOf = (text: string): string | undefined => initials[text];

/**
 * Every page the user may open from the palette: shell pages whose whole chain the user's access
 * allows, without external links and without record pages (those need a record: the code search
 * opens them).
 */
export function pageEntries(
  canAccess: (key: string | undefined) => boolean,
  routes: readonly ResolvedRoute[] = shellRoutes(),
): PageEntry[] {
  return routes
    .filter((r) => !r.route.record && !r.route.href && chainAllowed(r.chain, canAccess))
    .map(({ route, chain }) => {
      const groups = chain
        .slice(0, -1)
        .filter((n) => !n.hideInBread)
        .map((n) => n.title);
      const keywords = route.keywords ?? [];
      return {
        name: route.name,
        title: route.title,
        group: groups.join(' › '),
        path: route.path,
        words: [route.title, ...groups, ...keywords].map((w) => w.toLowerCase()),
        initials: [route.title, ...keywords].map((w) => initials[w]).filter((i): i is string => !!i),
      };
    });
}

/** Whether the letters of `needle` appear in `hay` in order (djbj in dqjybj: 定(期)检(验)报检). */
function isSubsequence(needle: string, hay: string): boolean {
  let i = 0;
  for (const c of hay) if (c === needle[i]) i++;
  return i === needle.length;
}

/**
 * How well a page matches a query: 0 for no match; higher for a match in the title than in the
 * group, for a prefix than for a substring, and for contiguous initials than for scattered ones.
 */
function matchScore(entry: PageEntry, query: string): number {
  const q = query.trim().toLowerCase().replace(/\s+/g, '');
  if (!q) return 1;
  const title = entry.title.toLowerCase();
  if (title === q) return 100;
  if (title.startsWith(q)) return 90;
  if (title.includes(q)) return 80;
  if (/^[a-z]+$/.test(q)) {
    const [own, ...rest] = entry.initials;
    if (own?.startsWith(q)) return 75;
    if (own?.includes(q)) return 65;
    if (rest.some((i) => i.includes(q))) return 55;
    if (own && isSubsequence(q, own)) return 45;
  }
  if (entry.words.slice(1).some((w) => w.includes(q))) return 40;
  return 0;
}

/**
 * The pages matching a query, best first; among equally good matches, the recently opened ones first
 * (`recent`: route names, most recent first), then menu order. An empty query lists every page,
 * the recent ones first.
 */
export function searchPages(entries: readonly PageEntry[], query: string, recent: readonly string[] = []): PageEntry[] {
  const rank = new Map(recent.map((n, i) => [n, i]));
  return entries
    .map((e, order) => ({
      e,
      order,
      score: matchScore(e, query),
      recency: rank.get(e.name) ?? Number.POSITIVE_INFINITY,
    }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.recency - b.recency || a.order - b.order)
    .map((x) => x.e);
}
