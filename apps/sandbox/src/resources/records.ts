// Records with a plain list / detail / save / delete life: rescues, faults, messages to the
// inspection body, safety checks, reports and opinions, units, registrations, password resets.
import type { Row } from '../store.ts';
import { refuse, str, stamp, success } from '../engine/core.ts';
import type { ResourceSpec } from '../engine/resource.ts';
import { unitName } from './equipment.ts';
import { audit } from './session.ts';

const fromDevice = (
  call: Parameters<NonNullable<NonNullable<ResourceSpec['saves']>[string]['create']>>[0],
  row: Row,
) => {
  const d = call.tenant.store.get('equipment', str(row.oidno));
  if (!d) return;
  for (const k of ['eqpCode', 'registCode', 'eqpName', 'equclacode', 'useAddress']) row[k] ??= d[k] ?? null;
  row.useUnitName ??= d.useUnitName ?? unitName(call);
};

let seq = 0;
/** A record number as the contract writes it: the prefix, the day (8 digits), a 5-digit sequence. */
const numbered = (prefix: string, field: string) => (call: Parameters<typeof fromDevice>[0], row: Row) => {
  seq = (seq + 1) % 100_000;
  row[field] ??= `${prefix}${stamp(call.tenant.now()).replace(/\D/g, '').slice(0, 8)}${String(seq).padStart(5, '0')}`;
};

export const RECORDS: ResourceSpec[] = [
  {
    kind: 'rescue',
    name: '救援登记',
    key: 'id',
    seedFrom: ['listRescueRecords', 'getRescueRecord'],
    lists: { listRescueRecords: {} },
    details: { getRescueRecord: {} },
    removes: { deleteRescueRecord: {} },
    saves: {
      saveRescueRecord: {
        check(_call, _e, row) {
          if (str(row.arrivalTime) && str(row.alarmTime) && str(row.arrivalTime) < str(row.alarmTime))
            refuse('timeOrder');
        },
        create(call, row) {
          fromDevice(call, row);
          numbered('JY', 'rescueNo')(call, row);
        },
      },
    },
  },
  {
    kind: 'fault',
    name: '故障登记',
    key: 'id',
    seedFrom: ['listFaultRecords', 'getFaultRecord'],
    lists: { listFaultRecords: {} },
    details: { getFaultRecord: {} },
    removes: { deleteFaultRecord: {} },
    saves: {
      saveFaultRecord: {
        check(_call, _e, row) {
          if (str(row.recoveryTime) && str(row.faultTime) && str(row.recoveryTime) < str(row.faultTime))
            refuse('timeOrder');
        },
        create(call, row) {
          fromDevice(call, row);
          numbered('GZ', 'faultNo')(call, row);
        },
        always(_call, row) {
          row.recovered = Boolean(str(row.recoveryTime));
        },
      },
    },
  },
  {
    kind: 'interaction',
    name: '互动留言',
    key: 'id',
    seedFrom: ['listInteractions', 'getInteraction'],
    lists: { listInteractions: { filters: { subject: 'like' } } },
    details: { getInteraction: {} },
    removes: { deleteInteraction: {} },
    saves: {
      saveInteraction: {
        check(_call, _e, row) {
          if (!str(row.subject) && !str(row.parentId)) refuse('emptySubject');
        },
        create(call, row) {
          row.sendTime ??= stamp(call.tenant.now());
          row.senderType ??= '1';
          row.senderTypeName ??= '企业';
          row.senderName ??= call.user?.user?.name ?? null;
          row.senderUnitName ??= unitName(call);
          row.replyStatus ??= '0';
          row.replies ??= [];
        },
      },
    },
  },
  {
    kind: 'checkRecord',
    name: '安全检查记录',
    key: 'id',
    seedFrom: ['listCheckRecords', 'getCheckRecord'],
    lists: { listCheckRecords: {} },
    details: { getCheckRecord: {} },
  },
  {
    kind: 'report',
    name: '检验报告',
    key: 'id',
    seedFrom: ['listInspectionReports', 'getInspectionReportDetail'],
    lists: { listInspectionReports: { filters: { eqpName: 'like', reportNo: 'like', eqpCode: 'like' } } },
    details: { getInspectionReportDetail: {} },
  },
  {
    kind: 'opinion',
    name: '检验意见通知书',
    key: 'id',
    seedFrom: ['listInspectionOpinions', 'getInspectionOpinionDetail'],
    lists: { listInspectionOpinions: {} },
    details: { getInspectionOpinionDetail: {} },
  },
  {
    kind: 'registration',
    name: '注册申请',
    key: 'id',
    seedFrom: ['listAccountRegistrations', 'getAccountRegistration'],
    lists: {
      listAccountRegistrations: { filters: { orgname: 'like' }, orderBy: `json_extract(data, '$.applyTime') DESC` },
    },
    details: { getAccountRegistration: {} },
  },
  {
    kind: 'passwordReset',
    name: '密码重置申请',
    key: 'id',
    seedFrom: ['listPasswordResetApplications', 'getPasswordResetApplication'],
    lists: { listPasswordResetApplications: {} },
    details: { getPasswordResetApplication: {} },
  },
  {
    kind: 'unitChange',
    name: '单位信息变更',
    key: 'id',
    seedFrom: ['listUnitChanges'],
    lists: { listUnitChanges: {} },
  },
  {
    kind: 'employment',
    name: '聘用记录',
    key: 'id',
    seedFrom: ['listWorApply', 'getWorApplyDetail'],
    lists: { listWorApply: {} },
    details: { getWorApplyDetail: {} },
  },
  {
    kind: 'useRegistSet',
    name: '按套使用登记',
    key: 'id',
    seedFrom: ['listUseRegistSets', 'getUseRegistSet'],
    lists: { listUseRegistSets: {} },
    details: { getUseRegistSet: {} },
  },
  {
    kind: 'useRegistUnit',
    name: '按单位使用登记',
    key: 'id',
    seedFrom: ['listUseRegistUnits', 'getUseRegistUnit'],
    lists: { listUseRegistUnits: {} },
    details: { getUseRegistUnit: {} },
  },
  {
    kind: 'maintenanceUnit',
    name: '维保单位',
    key: 'id',
    seedFrom: ['listMaintenanceUnits', 'getMaintenanceUnit'],
    lists: { listMaintenanceUnits: { filters: { name: 'like' } } },
    details: { getMaintenanceUnit: {} },
  },
  {
    kind: 'article',
    name: '公告',
    key: 'id',
    seedFrom: ['pageHomeArticles', 'listHomeArticles', 'getHomeArticle'],
    lists: { pageHomeArticles: { filters: { title: 'like' } } },
    details: { getHomeArticle: {} },
  },
];

/** The administrator's audit of registrations (also reachable from the console). */
export const recordHandlers = {
  approveAccountRegistration: (call: Parameters<typeof audit>[0]) => audit(call, true),
  rejectAccountRegistration: (call: Parameters<typeof audit>[0]) => audit(call, false),
  getUnitDetail(call: Parameters<typeof audit>[0]) {
    const unit = call.user?.unitId ? call.tenant.store.get('unit', call.user.unitId) : undefined;
    if (!unit) refuse('unitMissing');
    const template = (call.contract.example(call.op, 'ok')?.value as Row)?.data ?? {};
    return success(call, { ...template, ...unit });
  },
};
