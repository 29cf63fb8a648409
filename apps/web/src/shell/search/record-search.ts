import { useQuery } from '@tanstack/react-query';
import { usePlatform } from '@/platform/PlatformContext';
import type { Platform } from '@/platform/platform';
import { chainAllowed, findShellRoute, linkTo } from '@/platform/routing';
import { fetchEquipmentList, equipmentListKey } from '@/shared/equipment/api/equipment-list';
import { archivePath } from '@/shared/equipment/links';
import { fetchDeclarationDetail, declarationDetailKey } from '@/shared/declaration/api/declaration-detail';
import { fetchOnlineApplyList, onlineApplyListKey } from '@/shared/declaration/api/online-apply-list';
import { fetchOperatorList } from '@/shared/person/api/operator-list';

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

/**
 * A query that names records rather than a page or a code: two characters or more, not a whole code.
 * Digits alone (four or more, a fragment of an equipment code or of an application number, with or
 * without its two letters) look for codes; anything else for names.
 */
export type NameQuery = { kind: 'digits'; text: string } | { kind: 'name'; text: string };

export function nameQuery(query: string): NameQuery | null {
  const q = query.trim();
  if (q.length < 2 || codeQuery(q)) return null;
  const compact = q.replace(/\s+/g, '').toUpperCase();
  if (/^(?:[A-Z]{2})?\d{4,}$/.test(compact)) return { kind: 'digits', text: compact };
  // Names here are Chinese: a query of Latin letters is a page's pinyin initials (djbj), not a name.
  return /[^ -~]/.test(q) ? { kind: 'name', text: q } : null;
}

/** Records found by name, by kind: equipment, operators (作业人员), online inspection applications. */
export interface FoundGroup {
  kind: 'equipment' | 'operator' | 'application';
  label: string;
  records: FoundRecord[];
}

/** How many records of a kind the palette shows. */
const PER_KIND = 5;

/** A piece of equipment as a found record (none when its class has no archive page). */
const equipmentRecords = (e: Awaited<ReturnType<typeof fetchEquipmentList>>['list'][number]): FoundRecord[] => {
  const to = archivePath(e.equclacode, e.oidno);
  return to
    ? [
        {
          key: e.oidno,
          title: e.eqpName,
          description: [`设备代码 ${e.eqpCode}`, e.equclaname, e.useAddress].filter(Boolean).join(' · '),
          to,
        },
      ]
    : [];
};

/**
 * The records a name or a fragment of a number names, through the contract's list calls with their
 * fuzzy filters, all kinds at once; `signal` cancels them when the user types on.
 */
async function findByName(p: Platform, q: NameQuery, signal: AbortSignal): Promise<FoundGroup[]> {
  const first = { pageNo: 1, pageSize: PER_KIND };
  const none = Promise.resolve(null);
  // Digits with an application's two letters (BJ2026…) name applications only.
  const equipmentBody = q.kind === 'name' ? { eqpName: q.text } : /^\d/.test(q.text) ? { eqpCode: q.text } : null;
  const [equipment, operators, applications] = await Promise.all([
    equipmentBody ? fetchEquipmentList(p, { ...first, ...equipmentBody }, signal) : none,
    q.kind === 'name' ? fetchOperatorList(p, { ...first, name: q.text }, signal) : none,
    q.kind === 'digits' ? fetchOnlineApplyList(p, { ...first, onlinelsh: q.text }, signal) : none,
  ]);
  return [
    { kind: 'equipment' as const, label: '设备', records: (equipment?.list ?? []).flatMap(equipmentRecords) },
    {
      kind: 'operator' as const,
      label: '作业人员',
      records: (operators?.list ?? []).map((o) => ({
        key: o.id,
        title: o.name,
        description: [o.workTypeNames, o.certNo && '持证'].filter(Boolean).join(' · '),
        to: linkTo('person_work', { name: o.name }),
      })),
    },
    {
      kind: 'application' as const,
      label: '网上报检',
      records: (applications?.list ?? []).map((a) => ({
        key: a.id,
        title: `网上报检 ${a.onlinelsh}`,
        description: [a.inspectioncategoryName, a.equclaname, a.statusName].filter(Boolean).join(' · '),
        to: linkTo('company_service_online_apply_view', { id: a.id }),
      })),
    },
  ].filter((g) => g.records.length > 0);
}

/** The cache key of a code search: under the key of the call it makes, so the call's own invalidations reach it. */
function searchKey(q: CodeQuery) {
  if (q.kind !== 'application') return [...equipmentListKey, 'palette', q.kind, q.code];
  return q.code.startsWith('BJ')
    ? [...onlineApplyListKey, 'palette', q.code]
    : [...declarationDetailKey, 'palette', q.code];
}

/** Whether the signed-in user may open the page a found record links to. */
const mayOpen = (platform: Platform) => (r: FoundRecord) => {
  const route = findShellRoute(r.to.split('?')[0]);
  return !!route && chainAllowed(route.chain, (k) => platform.session.canAccess(k));
};

/** The records of a (debounced) code query that the user may open; idle without one. */
export function useRecordSearch(q: CodeQuery | null) {
  const platform = usePlatform();
  return useQuery({
    queryKey: q ? searchKey(q) : ['palette', 'idle'],
    enabled: !!q,
    retry: false,
    queryFn: async () => (await findRecords(platform, q!)).filter(mayOpen(platform)),
  });
}

/**
 * The records of a (debounced) name query that the user may open, grouped by kind; idle without one.
 * Under the key of the equipment list (the first call it makes), so that a save of equipment reaches it;
 * a query left behind by the next keys is cancelled (TanStack Query aborts its signal).
 */
export function useNameSearch(q: NameQuery | null) {
  const platform = usePlatform();
  return useQuery({
    queryKey: q ? [...equipmentListKey, 'palette', 'name', q.kind, q.text] : ['palette', 'idle'],
    enabled: !!q,
    retry: false,
    queryFn: async ({ signal }) =>
      (await findByName(platform, q!, signal))
        .map((g) => ({ ...g, records: g.records.filter(mayOpen(platform)) }))
        .filter((g) => g.records.length > 0),
  });
}
