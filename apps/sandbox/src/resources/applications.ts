// Applications share one lifecycle: 草稿 → 已提交 → 受理中 → 已办结, or 已退回 (with a reason) →
// edit → resubmit; 已撤销. Each kind declares its operations, the field that numbers it and what
// completing it does to the equipment (a registration code, a report, a new use status).
import type { Row, Store } from '../store.ts';
import { type Call, refuse, shanghaiDay, stamp, str, addDays, success } from '../engine/core.ts';
import { APPLICATION_STATES, type ResourceSpec } from '../engine/resource.ts';
import { fillRequired } from '../engine/required.ts';
import { CLASS_NAMES, equipmentOf, inFlow, unitName, withDays } from './equipment.ts';
import { feeFor, reliefPolicyName, type FeeContext } from './money.ts';

export interface ApplicationKind {
  spec: ResourceSpec;
  /** The field holding the application's number. */
  noField: string;
  /** Where devices are listed on the record (`equipmentList`, `equList`, `equipments`), if anywhere. */
  equipmentField?: string;
  dateField: string;
  acceptFields?: { date?: string; org?: string; by?: string; opinion?: string };
  finishField?: string;
  reasonField: string;
  /** What completing it issues, done to the tenant's data. */
  complete?: (row: Row, store: Store, now: Date) => Record<string, string>;
  /** What accepting it settles on the record (a declaration's fee). */
  accepted?: (row: Row, ctx: FeeContext) => void;
  /** Statuses counted as passed (maintenance applications say 已通过 for 已办结). */
  names?: Record<string, string>;
}

let counter = 0;
/** The prefix, the day and a sequence of `digits` digits (the contract's pattern for the kind). */
function number(prefix: string, now: Date, digits = 5): string {
  const mod = 10 ** digits;
  counter = (counter + 1) % mod;
  return `${prefix}${shanghaiDay(now).replace(/-/g, '')}${String((now.getTime() + counter) % mod).padStart(digits, '0')}`;
}

/** A 20-digit registration code: class, area, year, sequence, check digit. */
export function registrationCode(row: Row, now: Date): string {
  const base =
    `${str(row.equclacode).slice(0, 1) || '3'}${str(row.eqpVarietyCode).slice(1, 3) || '11'}${str(row.areaCode).slice(0, 6) || '330212'}${shanghaiDay(now).slice(0, 4)}${String(now.getTime() % 10_000_000).padStart(7, '0')}`.slice(
      0,
      19,
    );
  const check = [...base].reduce((sum, d, i) => sum + Number(d) * ((i % 2) + 1), 0) % 10;
  return `${base}${check}`;
}

function equipmentRows(store: Store, ids: string[], call: Call): Row[] {
  return ids
    .map((id) => store.get('equipment', id))
    .filter((r): r is Row => Boolean(r))
    .map((r) => withDays(r, call));
}

/** Builds the spec of one application kind from its operation names. */
export function application(opts: {
  kind: string;
  name: string;
  prefix: string;
  noField: string;
  /** Digits after the day in the number (5 unless the contract's pattern says otherwise). */
  seqDigits?: number;
  ops: {
    list?: string[];
    detail?: string;
    save?: string;
    remove?: string;
    commit?: string;
    rollback?: string;
    cancel?: string;
    revoke?: string;
  };
  seedFrom: string[];
  equipmentField?: string;
  dateField?: string;
  reasonField?: string;
  names?: Record<string, string>;
  inFlowRefusal?: string;
  extraCreate?: (call: Call, row: Row) => void;
  /** Run on every save, after the equipment is listed. */
  extraAlways?: (call: Call, row: Row) => void;
  complete?: ApplicationKind['complete'];
  accepted?: ApplicationKind['accepted'];
  acceptFields?: ApplicationKind['acceptFields'];
  finishField?: string;
  handlers?: ResourceSpec['handlers'];
}): ApplicationKind {
  const lifecycle = { ...APPLICATION_STATES, names: { ...APPLICATION_STATES.names, ...(opts.names ?? {}) } };
  const dateField = opts.dateField ?? 'applyDate';
  const spec: ResourceSpec = {
    kind: opts.kind,
    name: opts.name,
    key: 'id',
    lifecycle,
    seedFrom: opts.seedFrom,
    handlers: opts.handlers,
    lists: Object.fromEntries((opts.ops.list ?? []).map((id) => [id, {}])),
    details: opts.ops.detail ? { [opts.ops.detail]: {} } : {},
    removes: opts.ops.remove ? { [opts.ops.remove]: {} } : {},
    moves: {
      ...(opts.ops.commit
        ? {
            [opts.ops.commit]: {
              from: ['0', '4'],
              to: '1',
              stamp: 'submitDate',
              apply: (row: Row, call: Call) => {
                row[dateField] ??= stamp(call.tenant.now());
                fillRequired(call.contract, spec, row);
              },
            },
          }
        : {}),
      ...(opts.ops.rollback ? { [opts.ops.rollback]: { from: ['1'], to: '0', refusal: 'alreadyAccepted' } } : {}),
      ...(opts.ops.cancel
        ? {
            // The contract: submitted and accepted applications are cancelled with a reason (drafts
            // and returned ones are deleted instead); a paid fee goes back by the way it came, and
            // a slip not yet paid is withdrawn (nothing is owed for a cancelled application).
            [opts.ops.cancel]: {
              from: ['1', '2'],
              to: '5',
              apply: (row: Row, call: Call) => {
                row.cancelReason = str(call.input.reason) || null;
                const store = call.tenant.store;
                const chargeId = str(row.chargesysid);
                const charge = chargeId ? store.get('charge', chargeId) : undefined;
                if (charge && str(charge.payStatus) === '0') {
                  store.remove('charge', chargeId);
                  row.chargesysid = null;
                }
                if (str(row.payStatus) === '1') {
                  const refunded = { payStatus: '2', payStatusName: '已退款' };
                  Object.assign(row, refunded);
                  if (charge) store.put('charge', chargeId, { ...charge, ...refunded });
                }
              },
            },
          }
        : {}),
      ...(opts.ops.revoke ? { [opts.ops.revoke]: { from: ['1', '2'], to: '5' } } : {}),
    },
    saves: opts.ops.save
      ? {
          [opts.ops.save]: {
            commitFlag: 'isCommit',
            check(call, _existing, row) {
              const ids = equipmentOf(row);
              for (const id of ids) {
                const hit = inFlow(call.tenant.store, id);
                if (hit && hit.id !== row.id) {
                  const refusal =
                    opts.inFlowRefusal ??
                    (call.contract.example(call.op, 'equipmentInFlow') ? 'equipmentInFlow' : 'inFlow');
                  if (call.contract.example(call.op, refusal)) refuse(refusal);
                }
              }
            },
            create(call, row) {
              row[opts.noField] ??= number(opts.prefix, call.tenant.now(), opts.seqDigits);
              row[dateField] ??= stamp(call.tenant.now());
              row.useUnitName ??= unitName(call);
              row.useUnitId ??= call.user?.unitId ?? null;
              row[opts.reasonField ?? 'returnReason'] ??= null;
              opts.extraCreate?.(call, row);
            },
            always(call, row) {
              // Form fields of a nested object arrive with literal dotted keys (`eqmBcwBasic.useAddress`).
              for (const key of Object.keys(row)) {
                const m = /^[a-z][A-Za-z]*\.([A-Za-z]+)$/.exec(key);
                if (m && !key.startsWith('param.')) {
                  row[m[1]!] = row[key];
                  delete row[key];
                }
              }
              const ids = equipmentOf(row);
              const devices = equipmentRows(call.tenant.store, ids, call);
              if (opts.equipmentField) row[opts.equipmentField] = devices;
              if (Array.isArray(row.oidnos)) row.oidnos = row.oidnos.join(',');
              if (ids.length || !('eqpCount' in row)) row.eqpCount = devices.length;
              const first = devices[0];
              if (first) {
                row.equclacode ??= first.equclacode;
                row.eqpName = devices.length > 1 ? `${first.eqpName}等 ${devices.length} 台` : first.eqpName;
                row.eqpCode ??= first.eqpCode;
              }
              if (row.equclacode) row.equclaname = CLASS_NAMES[str(row.equclacode)] ?? row.equclaname;
              opts.extraAlways?.(call, row);
              fillRequired(call.contract, spec, row);
            },
          },
        }
      : {},
  };
  return {
    spec,
    noField: opts.noField,
    equipmentField: opts.equipmentField,
    dateField,
    reasonField: opts.reasonField ?? 'returnReason',
    acceptFields: opts.acceptFields ?? { date: 'acceptDate', org: 'acceptOrg' },
    finishField: opts.finishField ?? 'finishDate',
    complete: opts.complete,
    accepted: opts.accepted,
    names: lifecycle.names,
  };
}

/**
 * The next application number of the day (prefix + yyyyMMdd + 5 digits), one after the highest the
 * tenant holds, so a number handed to a form is not another application's.
 */
export function nextApplyNo(prefix: string) {
  return (call: Call) => {
    const day = shanghaiDay(call.tenant.now()).replace(/-/g, '');
    const key = `applyNo:${prefix}${day}`;
    const stored = APPLICATIONS.flatMap((k) =>
      call.tenant.store.all(k.spec.kind).map((r) => String(r[k.noField] ?? '')),
    )
      .filter((no) => no.startsWith(`${prefix}${day}`))
      .map((no) => Number(no.slice(prefix.length + 8)) || 0);
    const next = Math.max(Number(call.tenant.store.meta(key) ?? 0), ...stored, 0) + 1;
    call.tenant.store.setMeta(key, String(next));
    return success(call, `${prefix}${day}${String(next).padStart(5, '0')}`);
  };
}

const MAINT_MODES: Record<string, string> = { '1': '清包', '2': '半包', '3': '全包' };

/**
 * The objects of a list a form sends as JSON text (the contract's `contentMediaType:
 * application/json` fields), which the record's detail answers as an array; text that is not a
 * JSON list gives none.
 */
function jsonObjects(value: unknown): Row[] {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(parsed) ? parsed.filter((i): i is Row => Boolean(i) && typeof i === 'object') : [];
}

/** A text field of a sent item: a string, or null where nothing was given. */
const textOrNull = (v: unknown) => (v === undefined || v === null || v === '' ? null : String(v));

/**
 * A price application as the list shows it: the form sends its items as JSON text (oidno, unit
 * price, months); each is stored with its device and amount, and the project's name, unit and mode.
 */
function pricedFromProject(call: Call, row: Row) {
  const store = call.tenant.store;
  const project = store.get('maintenanceProject', str(row.projectApplyId));
  const projectDevices: Row[] = Array.isArray(project?.equList) ? project.equList : [];
  if (row.priceItems !== undefined) {
    row.priceItems = jsonObjects(row.priceItems).map((i) => {
      const device = store.get('equipment', str(i.oidno)) ?? projectDevices.find((d) => d.oidno === i.oidno);
      const unitPrice = Math.max(0, Number(i.unitPrice) || 0);
      const months = Math.max(1, Math.trunc(Number(i.months) || 1));
      return {
        oidno: str(i.oidno),
        eqpCode: str(i.eqpCode) || str(device?.eqpCode),
        eqpName: str(i.eqpName) || str(device?.eqpName),
        spec: i.spec ?? device?.spec ?? null,
        unitPrice,
        months,
        amount: Math.round(unitPrice * months * 100) / 100,
      };
    });
    row.eqpCount = (row.priceItems as Row[]).length;
  }
  if (project) {
    row.projectName = project.projectName;
    row.projectApplyNo = project.applyNo;
    row.maintUnitName = project.maintUnitName;
    if (project.maintMode) {
      row.maintMode = project.maintMode;
      row.maintModeName = MAINT_MODES[str(project.maintMode)];
    }
  }
}

/** Completing a use registration: every device it names is registered and in use. */
function register(row: Row, store: Store, now: Date): Record<string, string> {
  let code = '';
  for (const id of equipmentOf(row)) {
    const device = store.get('equipment', id);
    if (!device) continue;
    code = device.registCode || registrationCode(device, now);
    store.put('equipment', id, {
      ...device,
      registCode: code,
      useStatus: '1',
      useStatusName: '在用',
      registDate: shanghaiDay(now),
    });
  }
  if (code) row.registCode = code;
  return code ? { registCode: code } : {};
}

const TERMINATION_STATUS: Record<string, [string, string]> = {
  '1': ['2', '停用'],
  '2': ['3', '报废'],
  '3': ['4', '注销'],
  '4': ['1', '在用'],
};

function terminate(row: Row, store: Store): Record<string, string> {
  const [status, name] = TERMINATION_STATUS[str(row.applyType)] ?? ['2', '停用'];
  for (const id of equipmentOf(row)) {
    const device = store.get('equipment', id);
    if (device) store.put('equipment', id, { ...device, useStatus: status, useStatusName: name });
  }
  return {};
}

/** The class's mark in a report number, as the inspection body writes it: (2026)甬特检电字第03012号. */
const REPORT_MARK: Record<string, string> = {
  '1000': '锅',
  '2000': '容',
  '3000': '电',
  '4000': '起',
  '5000': '车',
  '6000': '游',
  '7000': '元',
  '8000': '管',
  '9000': '索',
};

/** Completing a periodic inspection: a report per device, the device's next date a year on. */
function inspect(row: Row, store: Store, now: Date): Record<string, string> {
  let last = '';
  const today = shanghaiDay(now);
  for (const id of equipmentOf(row)) {
    const device = store.get('equipment', id);
    if (!device) continue;
    const reportId = crypto.randomUUID().replace(/-/g, '');
    last = `(${today.slice(0, 4)})甬特检${REPORT_MARK[str(device.equclacode)] ?? '检'}字第${String((now.getTime() + equipmentOf(row).indexOf(id)) % 100_000).padStart(5, '0')}号`;
    const next = addDays(today, str(device.equclacode) === '3000' ? 365 : 365);
    store.put('report', reportId, {
      id: reportId,
      reportNo: last,
      oidno: device.oidno,
      eqpCode: device.eqpCode,
      registCode: device.registCode ?? null,
      equclacode: device.equclacode,
      equclaname: device.equclaname,
      eqpVarietyName: device.eqpVarietyName ?? null,
      eqpName: device.eqpName,
      useUnitName: device.useUnitName,
      useAddress: device.useAddress ?? null,
      inspType: '1',
      inspTypeName: '定期检验',
      conclusion: '合格',
      inspDate: today,
      nextInspDate: next,
      issueDate: today,
      inspOrgName: '宁波市特种设备检验研究院',
      inspector: '王海涛',
      auditor: '李文静',
      approver: '张国强',
      onlinelsh: row.onlinelsh ?? null,
      hasOpinion: false,
      // The archived PDF: what 预览 and 下载 open.
      pdfAttsysid: crypto.randomUUID().replace(/-/g, ''),
      remark: null,
      attachments: [],
    });
    store.put('equipment', id, {
      ...device,
      lastInspDate: today,
      nextInspDate: next,
      inspConclusion: '合格',
      inspOrgName: '宁波市特种设备检验研究院',
    });
  }
  return last ? { reportNo: last } : {};
}

export const APPLICATIONS: ApplicationKind[] = [
  application({
    kind: 'useRegistApply',
    name: '使用登记申请',
    prefix: 'SYDJ',
    noField: 'applyNo',
    equipmentField: 'equipmentList',
    ops: {
      list: ['listUseRegistApply'],
      detail: 'getUseRegistApplyDetail',
      save: 'saveUseRegistApply',
      remove: 'deleteUseRegistApply',
    },
    seedFrom: ['listUseRegistApply', 'getUseRegistApplyDetail'],
    extraCreate: (_call, row) => {
      row.applyTypeName ??=
        ({ '1': '新装登记', '2': '变更登记', '3': '补证换证' } as Record<string, string>)[str(row.applyType)] ??
        '新装登记';
      row.steps ??= [];
    },
    complete: register,
  }),
  application({
    kind: 'eqmBcwBasic',
    name: '使用登记',
    prefix: 'SYDJ',
    noField: 'applyNo',
    equipmentField: 'equipmentList',
    handlers: { createEqmBcwBasicApplyNo: nextApplyNo('SYDJ') },
    ops: {
      list: ['listEqmBcwBasic'],
      detail: 'getEqmBcwBasicDetail',
      save: 'saveEqmBcwBasic',
      remove: 'deleteEqmBcwBasic',
      commit: 'commitEqmBcwBasic',
      rollback: 'rollbackEqmBcwBasic',
    },
    seedFrom: ['listEqmBcwBasic', 'getEqmBcwBasicDetail'],
    extraCreate: (_call, row) => {
      row.registModeName ??= str(row.registMode) === '2' ? '按单位登记' : '按台（套）登记';
    },
    complete: register,
  }),
  application({
    kind: 'onlineApply',
    name: '报检申请',
    prefix: 'BJ',
    noField: 'onlinelsh',
    seqDigits: 6,
    equipmentField: 'equipments',
    dateField: 'applyTime',
    reasonField: 'acceptOpinion',
    acceptFields: { date: 'acceptTime', by: 'acceptor', opinion: 'acceptOpinion' },
    finishField: 'finishTime',
    ops: {
      list: ['listOnlineApplies'],
      detail: 'getOnlineApplyDetail',
      save: 'saveOnlineApply',
      remove: 'deleteOnlineApply',
      cancel: 'cancelOnlineApply',
    },
    seedFrom: ['listOnlineApplies', 'getOnlineApplyDetail'],
    extraCreate: (_call, row) => {
      row.inspectioncategoryName ??=
        ({ '1': '定期检验', '2': '监督检验', '3': '委托检验', '4': '首次检验' } as Record<string, string>)[
          str(row.inspectioncategory)
        ] ?? '定期检验';
      row.payStatus ??= '0';
      row.payStatusName ??= '未支付';
      row.chargesysid ??= null;
      row.createTime ??= row.applyTime;
    },
    // The relief chosen is named on the record, as the detail shows it.
    extraAlways: (call, row) => {
      row.reliefPolicyName = reliefPolicyName(call, row.reliefPolicyId);
    },
    // Accepted, the fee is settled (the trial the company saw, with its relief): it is what is paid.
    accepted: (row, ctx) => {
      const fee = feeFor(ctx, equipmentOf(row), str(row.reliefPolicyId) || null, str(row.onlinelsh) || null);
      row.fee = fee;
      row.total = fee.total;
    },
    complete: inspect,
  }),
  application({
    kind: 'termination',
    name: '停用报废注销登记申请',
    prefix: 'TY',
    noField: 'applyNo',
    equipmentField: 'equList',
    reasonField: 'handleOpinion',
    acceptFields: { date: 'acceptTime', org: 'regOrgName' },
    finishField: 'finishTime',
    ops: {
      list: ['listTerminationApplies'],
      detail: 'getTerminationApply',
      save: 'saveTerminationApply',
      remove: 'deleteTerminationApply',
      commit: 'commitTerminationApply',
      rollback: 'rollbackTerminationApply',
    },
    seedFrom: ['listTerminationApplies', 'getTerminationApply'],
    extraCreate: (_call, row) => {
      row.applyTypeName ??=
        ({ '1': '停用', '2': '报废', '3': '注销', '4': '启用' } as Record<string, string>)[str(row.applyType)] ??
        '停用';
    },
    complete: terminate,
  }),
  application({
    kind: 'construction',
    name: '施工告知',
    prefix: 'SG',
    noField: 'noticeNo',
    equipmentField: 'equList',
    ops: {
      list: ['listConstructionNotices'],
      detail: 'getConstructionNotice',
      save: 'saveConstructionNotice',
      remove: 'deleteConstructionNotice',
      commit: 'commitConstructionNotice',
    },
    seedFrom: ['listConstructionNotices', 'getConstructionNotice'],
    extraCreate: (_call, row) => {
      row.constructionTypeName ??=
        ({ '1': '安装', '2': '改造', '3': '修理' } as Record<string, string>)[str(row.constructionType)] ?? '安装';
    },
  }),
  application({
    kind: 'registChange',
    name: '使用登记变更申请',
    prefix: 'BG',
    noField: 'applyNo',
    ops: {
      list: ['listUseRegistChanges'],
      detail: 'getUseRegistChange',
      save: 'saveUseRegistChange',
      remove: 'deleteUseRegistChange',
    },
    seedFrom: ['listUseRegistChanges', 'getUseRegistChange'],
    // The form sends the changed fields as JSON text; the record keeps them as its list of changes.
    extraAlways: (_call, row) => {
      row.changeItems = jsonObjects(row.changeItems)
        .filter((i) => str(i.fieldCode))
        .map((i) => ({
          fieldCode: str(i.fieldCode),
          fieldName: str(i.fieldName) || str(i.fieldCode),
          oldValue: textOrNull(i.oldValue),
          newValue: textOrNull(i.newValue),
        }));
    },
  }),
  application({
    kind: 'useManage',
    name: '使用管理申请',
    prefix: 'SYGL',
    noField: 'applyNo',
    ops: {
      list: ['listUseManageApplications', 'queryUseManageRecords'],
      detail: 'getUseManageRecord',
      save: 'saveUseManageRecord',
      remove: 'deleteUseManageRecord',
    },
    seedFrom: ['listUseManageApplications', 'queryUseManageRecords', 'getUseManageRecord'],
  }),
  application({
    kind: 'maintenanceProject',
    name: '维保项目申请',
    prefix: 'XM',
    noField: 'applyNo',
    names: { '2': '审核中', '3': '已通过' },
    ops: {
      list: ['listMaintenanceProjectApplys'],
      detail: 'getMaintenanceProjectApply',
      save: 'saveMaintenanceProjectApply',
      remove: 'deleteMaintenanceProjectApply',
      commit: 'submitMaintenanceProjectApply',
      revoke: 'revokeMaintenanceProjectApply',
    },
    seedFrom: ['listMaintenanceProjectApplys', 'getMaintenanceProjectApply'],
  }),
  application({
    kind: 'maintenancePrice',
    name: '维保价格申请',
    prefix: 'JG',
    noField: 'applyNo',
    names: { '2': '审核中', '3': '已通过' },
    extraAlways: pricedFromProject,
    ops: {
      list: ['listMaintenancePriceApplys'],
      detail: 'getMaintenancePriceApply',
      save: 'saveMaintenancePriceApply',
      remove: 'deleteMaintenancePriceApply',
      commit: 'submitMaintenancePriceApply',
      revoke: 'revokeMaintenancePriceApply',
    },
    seedFrom: ['listMaintenancePriceApplys', 'getMaintenancePriceApply'],
  }),
  application({
    kind: 'selfMaintain',
    name: '自行维护申请',
    prefix: 'ZXWH',
    noField: 'applyNo',
    ops: {
      list: ['listSelfMaintainApplies'],
      save: 'saveSelfMaintainApply',
      remove: 'deleteSelfMaintainApply',
      commit: 'submitSelfMaintainApply',
    },
    seedFrom: ['listSelfMaintainApplies'],
  }),
];
