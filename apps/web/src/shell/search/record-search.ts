import { useQuery } from '@tanstack/react-query';
import { usePlatform } from '@/platform/PlatformContext';
import type { Platform } from '@/platform/platform';
import { chainAllowed, findShellRoute, linkTo } from '@/platform/routing';
import { fetchEquipmentList, equipmentListKey } from '@/shared/equipment/api/equipment-list';
import { archivePath } from '@/shared/equipment/links';
import { fetchDeclarationDetail, declarationDetailKey } from '@/shared/declaration/api/declaration-detail';
import { fetchOnlineApplyList, onlineApplyListKey } from '@/shared/declaration/api/online-apply-list';

/** What a query that looks like a code asks for. */
export type CodeQuery =
  { kind: 'equipment'; code: string } | { kind: 'registration'; code: string } | { kind: 'application'; code: string };

/**
 * A query that looks like a code: 18 digits an equipment code (设备代码), 20 digits a use
 * registration code (使用登记证编号), two letters and 14 digits an application number
 * (报检/申报流水号, e.g. BJ20261118000237). Spaces are ignored, letters upper-cased.
 */
export function codeQuery(query: string): CodeQuery | null {
  const q = query.replace(/\s+/g, '').toUpperCase();
  if (/^\d{18}$/.test(q)) return { kind: 'equipment', code: q };
  if (/^\d{20}$/.test(q)) return { kind: 'registration', code: q };
  if (/^[A-Z]{2}\d{14}$/.test(q)) return { kind: 'application', code: q };
  return null;
}

/** A record found by its code, and the page that shows it. */
export interface FoundRecord {
  key: string;
  title: string;
  description: string;
  to: string;
}

/**
 * The records a code names, through the contract's list and detail calls. A list filters by a
 * fuzzy match, so only rows carrying exactly the code count; a detail answering another record
 * counts as none.
 */
async function findRecords(p: Platform, q: CodeQuery): Promise<FoundRecord[]> {
  if (q.kind === 'equipment' || q.kind === 'registration') {
    const field = q.kind === 'equipment' ? 'eqpCode' : 'registCode';
    const page = await fetchEquipmentList(p, { pageNo: 1, pageSize: 10, [field]: q.code });
    return page.list.flatMap((e) => {
      const to = e[field] === q.code ? archivePath(e.equclacode, e.oidno) : undefined;
      return to
        ? [
            {
              key: e.oidno,
              title: e.eqpName,
              description: [
                `设备代码 ${e.eqpCode}`,
                e.registCode && `使用登记证 ${e.registCode}`,
                e.equclaname,
                e.useAddress,
              ]
                .filter(Boolean)
                .join(' · '),
              to,
            },
          ]
        : [];
    });
  }
  // 报检 (BJ) numbers are online inspection applications; the other kinds are declarations.
  if (q.code.startsWith('BJ')) {
    const page = await fetchOnlineApplyList(p, { pageNo: 1, pageSize: 10, onlinelsh: q.code });
    return page.list
      .filter((a) => a.onlinelsh === q.code)
      .map((a) => ({
        key: a.id,
        title: `网上报检 ${a.onlinelsh}`,
        description: [a.inspectioncategoryName, a.equclaname, a.statusName].filter(Boolean).join(' · '),
        to: linkTo('company_service_online_apply_view', { id: a.id }),
      }));
  }
  const d = await fetchDeclarationDetail(p, q.code);
  return d.onlinelsh === q.code
    ? [
        {
          key: d.onlinelsh,
          title: `${d.declareTypeName ?? '检验申报'} ${d.onlinelsh}`,
          description: [d.projectName, d.equclaname].filter(Boolean).join(' · '),
          to: linkTo('company_service_declaration_detail', { onlinelsh: d.onlinelsh }),
        },
      ]
    : [];
}

/** The cache key of a code search: under the key of the call it makes, so the call's own invalidations reach it. */
function searchKey(q: CodeQuery) {
  if (q.kind !== 'application') return [...equipmentListKey, 'palette', q.kind, q.code];
  return q.code.startsWith('BJ')
    ? [...onlineApplyListKey, 'palette', q.code]
    : [...declarationDetailKey, 'palette', q.code];
}

/** The records of a (debounced) code query that the user may open; idle without one. */
export function useRecordSearch(q: CodeQuery | null) {
  const platform = usePlatform();
  return useQuery({
    queryKey: q ? searchKey(q) : ['palette', 'idle'],
    enabled: !!q,
    retry: false,
    queryFn: async () => {
      const found = await findRecords(platform, q!);
      return found.filter((r) => {
        const route = findShellRoute(r.to.split('?')[0]);
        return !!route && chainAllowed(route.chain, (k) => platform.session.canAccess(k));
      });
    },
  });
}
