// People: operators and their qualification certificates, safety-management staff and theirs,
// member accounts. A certificate's status (有效 / 即将到期 / 已过期) is computed from its expiry
// date and the tenant's date whenever it is shown or filtered on.
import { type Cond, type Row, field } from '../store.ts';
import { type Call, addDays, refuse, str, success } from '../engine/core.ts';
import type { FilterFn, ResourceSpec } from '../engine/resource.ts';
import { hashPassword, DEMO_PASSWORD } from './session.ts';

/** Certificates expiring within this many days count as 即将到期. */
export const CERT_WINDOW_DAYS = 90;
const CERT_NAMES: Record<string, string> = { '0': '未取证', '1': '有效', '2': '即将到期', '3': '已过期' };

export function certStatus(expire: unknown, today: string): string {
  const d = str(expire).slice(0, 10);
  if (!d) return '0';
  if (d < today) return '3';
  if (d <= addDays(today, CERT_WINDOW_DAYS)) return '2';
  return '1';
}

const certFilter =
  (dateField: string): FilterFn =>
  (value, call) => {
    const today = call.tenant.today();
    const f = `substr(${field(dateField)}, 1, 10)`;
    const soon = addDays(today, CERT_WINDOW_DAYS);
    const byStatus: Record<string, Cond> = {
      '0': { sql: `${field(dateField)} IS NULL`, args: [] },
      '1': { sql: `${f} > ?`, args: [soon] },
      '2': { sql: `${f} >= ? AND ${f} <= ?`, args: [today, soon] },
      '3': { sql: `${f} < ?`, args: [today] },
    };
    return byStatus[value] ?? null;
  };

const withCert =
  (dateField: string) =>
  (row: Row, call: Pick<Call, 'tenant'>): Row => {
    const status = certStatus(row[dateField], call.tenant.today());
    const out: Row = { ...row, certStatus: row.certStatus === undefined && status === '0' ? undefined : status };
    if ('certStatusName' in row || out.certStatus) out.certStatusName = CERT_NAMES[out.certStatus ?? '0'];
    if (out.certStatus === undefined) delete out.certStatus;
    return out;
  };

const SEX: Record<string, string> = { '1': '男', '2': '女' };

/**
 * A sex's name: from the sex given, else from the citizen ID (its 17th digit: odd 男, even 女), or
 * none (the contract has no empty name).
 */
function sexName(row: Row) {
  if (!SEX[str(row.sex)] && /^\d{17}[\dX]$/.test(str(row.idCard)))
    row.sex = Number(str(row.idCard)[16]) % 2 ? '1' : '2';
  const name = SEX[str(row.sex)] ?? row.sexName;
  if (name) row.sexName = name;
  else delete row.sexName;
}

export const operator: ResourceSpec = {
  kind: 'operator',
  name: '作业人员',
  key: 'id',
  seedFrom: ['listOperator', 'getOperator', 'listOperatorDetail'],
  // Every operator has a status, 未取证 until a certificate is entered.
  decorate: (row, call) => {
    const status = certStatus(row.expireDate, call.tenant.today());
    return { ...row, certStatus: status, certStatusName: CERT_NAMES[status] };
  },
  lists: { listOperator: { filters: { certStatus: certFilter('expireDate'), name: 'like' } } },
  details: { getOperator: {} },
  handlers: {
    // The cards above the list filter it by status: each counts the operators the filter lists.
    getOperatorOverview(call) {
      const store = call.tenant.store;
      const today = call.tenant.today();
      const operators = store.all('operator').map((o) => certStatus(o.expireDate, today));
      const certs = store.all('qualification');
      const count = (status: string) => operators.filter((s) => s === status).length;
      const types = new Map<string, Row[]>();
      for (const c of certs) types.set(str(c.workType), [...(types.get(str(c.workType)) ?? []), c]);
      const byStatus = (list: Row[], status: string) =>
        list.filter((c) => certStatus(c.expireDate, today) === status).length;
      return success(call, {
        operatorCount: operators.length,
        qualificationCount: certs.length,
        validCount: count('1'),
        expiringCount: count('2'),
        expiredCount: count('3'),
        byWorkType: [...types].map(([workType, list]) => ({
          workType,
          workTypeName: str(list[0]!.workTypeName) || workType,
          count: list.length,
          validCount: byStatus(list, '1'),
          expiringCount: byStatus(list, '2'),
          expiredCount: byStatus(list, '3'),
        })),
        byCertStatus: (['1', '2', '3'] as const).map((s) => ({
          certStatus: s,
          certStatusName: CERT_NAMES[s],
          count: count(s),
        })),
      });
    },
  },
  saves: {
    addOperator: {
      check(call, _existing, row) {
        if (call.tenant.store.all('operator').some((o) => o.idCard === row.idCard && o.id !== row.id))
          refuse('duplicateIdCard', 200, `身份证号${str(row.idCard)}的作业人员已存在，请直接聘用`);
      },
      create(_call, row) {
        row.workTypes ??= null;
        row.workTypeNames ??= null;
        row.certNo ??= null;
        row.expireDate ??= null;
        row.employStatus ??= '1';
        row.employStatusName ??= row.employStatus === '1' ? '在聘' : '未聘用';
      },
      always(_call, row) {
        sexName(row);
      },
    },
    updateOperator: {
      always(_call, row) {
        sexName(row);
      },
    },
  },
  // An operator's certificates go with the operator (the certificate lists would show them unowned).
  removes: {
    deleteOperator: {
      cascade: (store, id) => {
        for (const q of store.all('qualification').filter((c) => c.operatorId === id))
          store.remove('qualification', str(q.id));
      },
    },
  },
};

function refreshOperator(call: Call, operatorId: string) {
  const store = call.tenant.store;
  const op = store.get('operator', operatorId);
  if (!op) return;
  const certs = store.all('qualification').filter((q) => q.operatorId === operatorId);
  const latest = [...certs].sort((a, b) => str(b.expireDate).localeCompare(str(a.expireDate)))[0];
  store.put('operator', operatorId, {
    ...op,
    // Comma-separated codes (Q1,Q2), as the contract writes them.
    workTypes: [...new Set(certs.map((c) => c.workType))].join(',') || null,
    workTypeNames: [...new Set(certs.map((c) => c.workTypeName))].join('、') || null,
    certNo: latest?.certNo ?? null,
    expireDate: certs.map((c) => str(c.expireDate)).sort()[0] || null,
  });
}

export const qualification: ResourceSpec = {
  kind: 'qualification',
  name: '作业人员资格证',
  key: 'id',
  seedFrom: ['listOperatorQualification', 'getOperatorQualification'],
  decorate: withCert('expireDate'),
  lists: { listOperatorQualification: { filters: { certStatus: certFilter('expireDate') } } },
  details: { getOperatorQualification: {} },
  saves: {
    addOperatorQualification: {
      check(call, _existing, row) {
        if (
          call.tenant.store
            .all('qualification')
            .some((q) => q.operatorId === row.operatorId && q.workType === row.workType && q.id !== row.id)
        )
          refuse(
            'duplicateWorkType',
            200,
            `${str(call.tenant.store.get('operator', str(row.operatorId))?.name) || '该人员'}已有作业项目“${str(row.workType)}${row.workTypeName ? ` ${str(row.workTypeName)}` : ''}”的资格证，请修改原记录`,
          );
        if (
          str(row.issueDate) &&
          str(row.expireDate) &&
          str(row.expireDate) <= str(row.issueDate) &&
          call.contract.example(call.op, 'dateOrder')
        )
          refuse('dateOrder');
      },
      create(call, row) {
        const op = call.tenant.store.get('operator', str(row.operatorId));
        row.operatorName ??= op?.name ?? null;
        row.idCard ??= op?.idCard ?? null;
      },
      always(call, row) {
        queueMicrotask(() => refreshOperator(call, str(row.operatorId)));
      },
    },
    updateOperatorQualification: {
      check(call, _existing, row) {
        if (str(row.issueDate) && str(row.expireDate) && str(row.expireDate) <= str(row.issueDate)) refuse('dateOrder');
      },
      always(call, row) {
        queueMicrotask(() => refreshOperator(call, str(row.operatorId)));
      },
    },
  },
  removes: { deleteOperatorQualification: {} },
};

const SAFETY_POSTS: Record<string, string> = { '1': '安全管理员', '2': '安全总监', '3': '主要负责人' };

export const safetyPerson: ResourceSpec = {
  kind: 'safetyPerson',
  name: '安全管理人员',
  key: 'id',
  seedFrom: ['listSafetyPerson', 'getSafetyPerson'],
  decorate: withCert('certExpireDate'),
  lists: { listSafetyPerson: { filters: { certStatus: certFilter('certExpireDate'), name: 'like' } } },
  details: { getSafetyPerson: {} },
  saves: {
    saveSafetyPerson: {
      check(call, _existing, row) {
        if (call.tenant.store.all('safetyPerson').some((p) => p.idCard === row.idCard && p.id !== row.id))
          refuse('duplicateIdCard', 200, `身份证号${str(row.idCard)}已登记为本单位安全管理人员，请勿重复添加`);
      },
      always(_call, row) {
        sexName(row);
        row.postName = SAFETY_POSTS[str(row.post)] ?? row.postName;
        row.certExpireDate ??= null;
      },
    },
  },
  removes: { deleteSafetyPerson: {} },
};

export const safetyCert: ResourceSpec = {
  kind: 'safetyCert',
  name: '安全管理人员证书',
  key: 'id',
  seedFrom: ['listSafetyPersonCert', 'getSafetyPersonCert'],
  decorate: withCert('expireDate'),
  lists: { listSafetyPersonCert: { filters: { certStatus: certFilter('expireDate') } } },
  details: { getSafetyPersonCert: {} },
  saves: {
    saveSafetyPersonCert: {
      check(_call, _existing, row) {
        if (str(row.issueDate) && str(row.expireDate) && str(row.expireDate) <= str(row.issueDate)) refuse('dateOrder');
      },
      create(call, row) {
        const person = call.tenant.store.get('safetyPerson', str(row.personId));
        row.personName ??= person?.name ?? null;
        row.idCard ??= person?.idCard ?? null;
      },
      always(call, row) {
        const person = call.tenant.store.get('safetyPerson', str(row.personId));
        if (person)
          call.tenant.store.put('safetyPerson', person.id, {
            ...person,
            certNo: row.certNo,
            certExpireDate: row.expireDate,
          });
      },
    },
  },
  removes: { deleteSafetyPersonCert: {} },
};

export const memberAccount: ResourceSpec = {
  kind: 'member',
  name: '成员账号',
  key: 'id',
  seedFrom: ['listMemberAccounts'],
  lists: { listMemberAccounts: { filters: { name: 'like', loginName: 'like' } } },
  saves: {
    createMemberAccount: {
      check(call, _existing, row) {
        const taken =
          call.tenant.store.all('account').some((a) => a.loginName === row.loginName) ||
          call.tenant.store.all('member').some((m) => m.loginName === row.loginName && m.id !== row.id);
        if (taken) refuse('loginNameTaken', 200, `登录账号 ${str(row.loginName)} 已被使用，请更换`);
      },
      create(call, row) {
        row.status ??= '0';
        row.statusName ??= '正常';
        row.isUnitAdmin ??= false;
        const unitId = call.user?.unitId;
        // The new member signs in with the demo password until it changes it.
        call.tenant.store.put('account', row.id, {
          id: row.id,
          loginName: row.loginName,
          passwordHash: hashPassword(DEMO_PASSWORD),
          status: 'approved',
          unitId,
          user: {
            id: row.id,
            loginName: row.loginName,
            name: row.name,
            phone: null,
            mobile: row.mobile ?? null,
            idCard: row.idCard ?? null,
            userUnitAreacode: call.user?.user?.userUnitAreacode ?? '330212',
          },
          roles: call.user?.roles ?? [],
          currentRoleId: null,
          failures: 0,
          lockedUntil: null,
        });
      },
    },
    updateMemberAccount: {
      check(call, existing) {
        if (existing?.isUnitAdmin && call.input.status !== undefined && str(call.input.status) !== str(existing.status))
          refuse('unitAdminLocked');
      },
      always(_call, row) {
        row.statusName = str(row.status) === '2' ? '停用' : '正常';
      },
    },
  },
};
