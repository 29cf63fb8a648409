// The desk's, the statistics' and the overview's numbers, counted from the tenant's data with the
// same conditions as the lists they open, so a count always equals its list's rows.
import { type Cond, eq, field } from '../store.ts';
import { type Handler, addDays, success } from '../engine/core.ts';
import { CLASS_NAMES, DUE_WINDOW_DAYS, USE_STATUS, dueWithin, overdue } from './equipment.ts';
import { CERT_WINDOW_DAYS } from './people.ts';

const status = (s: string): Cond => eq('status', s);

const DESK_APPLICATION_KINDS: Record<string, string> = {
  onlineApply: 'onlineApply',
  useRegistration: 'useRegistApply',
  change: 'registChange',
  termination: 'termination',
  construction: 'construction',
  maintenance: 'maintenanceProject',
};

export const homeHandlers: Record<string, Handler> = {
  getHomeEquipmentStatistics(call) {
    const s = call.tenant.store;
    const today = call.tenant.today();
    const pending = [
      'useRegistApply',
      'onlineApply',
      'termination',
      'registChange',
      'construction',
      'eqmBcwBasic',
    ].reduce((n, k) => n + s.count(k, [{ sql: `${field('status')} IN ('1', '2')`, args: [] }]), 0);
    return success(call, {
      totalCount: s.count('equipment'),
      inUseCount: s.count('equipment', [eq('useStatus', '1')]),
      aboutExpireCount: s.count('equipment', dueWithin(today, DUE_WINDOW_DAYS)),
      timeoutCount: s.count('equipment', overdue(today)),
      faultCount: s.count('equipment', [eq('inspConclusion', '不合格')]),
      nonUseCount: s.count('equipment', [eq('useStatus', '0')]),
      stopCount: s.count('equipment', [eq('useStatus', '2')]),
      pendingApplyCount: pending,
      rectifyCount: s.count('opinion', [status('0')]),
    });
  },

  getHomeTodoCounts(call) {
    const s = call.tenant.store;
    const today = call.tenant.today();
    const soon = addDays(today, CERT_WINDOW_DAYS);
    const certs = (kind: string, dateField: string) => ({
      expired: s.count(kind, [{ sql: `substr(${field(dateField)}, 1, 10) < ?`, args: [today] }]),
      expiring: s.count(kind, [
        {
          sql: `substr(${field(dateField)}, 1, 10) >= ? AND substr(${field(dateField)}, 1, 10) <= ?`,
          args: [today, soon],
        },
      ]),
    });
    const by = (st: string) =>
      Object.fromEntries(Object.entries(DESK_APPLICATION_KINDS).map(([k, kind]) => [k, s.count(kind, [status(st)])]));
    return success(call, {
      returned: by('4'),
      drafts: by('0'),
      unpaidSlips: s.count('charge', [eq('payStatus', '0')]),
      rectifications: s.count('opinion', [status('0')]),
      operatorCerts: certs('operator', 'expireDate'),
      safetyCerts: certs('safetyPerson', 'certExpireDate'),
    });
  },

  getHomeEquipmentOverview(call) {
    const s = call.tenant.store;
    const today = call.tenant.today();
    const byType = Object.entries(CLASS_NAMES).map(([code, name]) => ({
      equclacode: code,
      equclaname: name,
      total: s.count('equipment', [eq('equclacode', code)]),
      inUse: s.count('equipment', [eq('equclacode', code), eq('useStatus', '1')]),
      aboutExpire: s.count('equipment', [eq('equclacode', code), ...dueWithin(today, DUE_WINDOW_DAYS)]),
      overdue: s.count('equipment', [eq('equclacode', code), ...overdue(today)]),
    }));
    const byStatus = Object.entries(USE_STATUS).map(([code, name]) => ({
      useStatus: code,
      useStatusName: name,
      count: s.count('equipment', [eq('useStatus', code)]),
    }));
    return success(call, { byType, byStatus });
  },

  getUnitEquipmentStats(call) {
    const s = call.tenant.store;
    const ok = (call.contract.example(call.op, 'ok')?.value as { data?: unknown })?.data;
    if (!Array.isArray(ok)) return success(call, ok);
    return success(
      call,
      ok.map((row: Record<string, unknown>) => {
        const code = String(row.equclacode ?? '');
        if (!code) return row;
        const out: Record<string, unknown> = { ...row };
        for (const [k, cond] of [
          ['total', []],
          ['inUse', [eq('useStatus', '1')]],
          ['count', []],
        ] as const)
          if (k in out) out[k] = s.count('equipment', [eq('equclacode', code), ...cond]);
        return out;
      }),
    );
  },
};
