// Equipment: the company's devices. Day counts are computed when answered, from the tenant's date,
// so the due and overdue lists, the desk and the archive always agree.
import { type Cond, type Row, type Store, eq, field } from '../store.ts';
import { type Call, addDays, daysBetween, failure, pageOf, refuse, str, success } from '../engine/core.ts';
import type { ResourceSpec } from '../engine/resource.ts';
import { fillRequired } from '../engine/required.ts';
import { AREA_NAMES } from './session.ts';

export const CLASS_KEYS: Record<string, string> = {
  '1000': 'boiler',
  '2000': 'pressureVessel',
  '3000': 'elevator',
  '4000': 'hoistingMachinery',
  '5000': 'fieldMotorVehicles',
  '6000': 'majorAmusementFacilities',
  '7000': 'pressurePiping',
  '8000': 'pressurePipeline',
  '9000': 'passengerRopeway',
};
export const CLASS_NAMES: Record<string, string> = {
  '1000': '锅炉',
  '2000': '压力容器',
  '3000': '电梯',
  '4000': '起重机械',
  '5000': '场（厂）内专用机动车辆',
  '6000': '大型游乐设施',
  '7000': '压力管道元件',
  '8000': '压力管道',
  '9000': '客运索道',
};
export const USE_STATUS: Record<string, string> = { '0': '未登记', '1': '在用', '2': '停用', '3': '报废', '4': '注销' };

/** The window of the due list when the request names none (the desk's count uses it too). */
export const DUE_WINDOW_DAYS = 30;

const inUse = eq('useStatus', '1');
export const overdue = (today: string): Cond[] => [inUse, { sql: `${field('nextInspDate')} < ?`, args: [today] }];
export const dueWithin = (today: string, days: number): Cond[] => [
  inUse,
  { sql: `${field('nextInspDate')} >= ? AND ${field('nextInspDate')} <= ?`, args: [today, addDays(today, days)] },
];

export function withDays(row: Row, call: Pick<Call, 'tenant'>): Row {
  const next = row.nextInspDate;
  return {
    ...row,
    daysToNextInsp: typeof next === 'string' && next ? daysBetween(call.tenant.today(), next.slice(0, 10)) : null,
  };
}

/** Applications holding a device in their flow (submitted or being handled). */
export const FLOW_NAMES: Record<string, string> = {
  useRegistApply: '使用登记',
  onlineApply: '定期检验报检',
  termination: '停用报废注销登记',
  registChange: '使用登记变更',
  eqmBcwBasic: '使用登记',
  useManage: '使用管理',
  construction: '施工告知',
};
export const FLOW_KINDS = [
  'useRegistApply',
  'onlineApply',
  'termination',
  'registChange',
  'eqmBcwBasic',
  'useManage',
  'construction',
];

/** The statuses of an application in a flow: submitted, accepted (its devices are taken). */
export const FLOW_STATUSES = ['1', '2'];

export function inFlow(store: Store, oidno: string): Row | undefined {
  for (const kind of FLOW_KINDS) {
    const hit = store
      .all(kind, [{ sql: `${field('status')} IN (${FLOW_STATUSES.map(() => '?').join(', ')})`, args: FLOW_STATUSES }])
      .find((r) => equipmentOf(r).includes(oidno));
    if (hit) return { ...hit, kind };
  }
  return undefined;
}

/** The devices an application names, whatever field it keeps them in. */
export function equipmentOf(row: Row): string[] {
  const out = new Set<string>();
  const add = (v: unknown) => {
    for (const s of String(v ?? '').split(',')) if (s.trim()) out.add(s.trim());
  };
  if (Array.isArray(row.oidnos)) row.oidnos.forEach(add);
  else add(row.oidnos);
  add(row.oidno);
  for (const list of [row.equipmentList, row.equipments, row.equList]) {
    if (Array.isArray(list)) for (const e of list) add((e as Row)?.oidno);
  }
  return [...out];
}

/** A new device number: OID + area + 7 digits, never one the tenant holds (whichever company's). */
function newOidno(call: Call): string {
  const area = (str(call.input.areaCode) || '330212').slice(0, 6);
  for (;;) {
    const oidno = `OID${area}${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
    if (!call.tenant.store.taken('equipment', oidno)) return oidno;
  }
}

/** A pipeline's technical parameters (the contract's PressurePipelineParams). */
const PIPELINE_PARAMS = [
  'pipelineNo',
  'pipeLevel',
  'length',
  'nominalDiameter',
  'wallThickness',
  'designPressure',
  'designTemperature',
  'medium',
  'layingMode',
  'material',
  'startPoint',
  'endPoint',
];

export const equipment: ResourceSpec = {
  kind: 'equipment',
  name: '设备',
  key: 'oidno',
  seedFrom: [
    'listEquipment',
    'listEquipmentDueForInspection',
    'listEquipmentOverdue',
    'getEquipmentDetail',
    'getEquipmentBasic',
    'listPressurePiping',
    'listPressurePipelines',
    'listPipelinesForMaintenance',
    'listWaitInspectEquipments',
  ],
  decorate: withDays,
  // A pipeline's example names the pipeline and a piping element's its product, not the equipment:
  // without a name of its own a row would take the detail template's (an elevator's) and be found as one.
  // A pipeline's list row carries its technical parameters at the top level, where its archive reads
  // them under `pressurePipeline`: both show the same numbers. The class name follows the class code.
  seedRow: (row) => {
    const seeded: Row = row.eqpName
      ? { ...row }
      : { ...row, eqpName: row.pipelineName ?? row.productName ?? row.eqpName };
    seeded.equclaname ??= CLASS_NAMES[str(seeded.equclacode)];
    if (str(seeded.equclacode) === '8000' && !seeded.pressurePipeline && seeded.pipelineNo)
      seeded.pressurePipeline = Object.fromEntries(
        PIPELINE_PARAMS.filter((k) => k in seeded).map((k) => [k, seeded[k]]),
      );
    return seeded;
  },
  lists: {
    listEquipment: {},
    listEquipmentDueForInspection: {
      filters: { days: 'skip' },
      where: (call) => dueWithin(call.tenant.today(), Number(call.input.days) || DUE_WINDOW_DAYS),
      orderBy: `${field('nextInspDate')} ASC`,
    },
    listEquipmentOverdue: { where: (call) => overdue(call.tenant.today()), orderBy: `${field('nextInspDate')} ASC` },
    listPressurePiping: { where: () => [eq('equclacode', '7000')] },
    listPressurePipelines: { where: () => [eq('equclacode', '8000')] },
    listPipelinesForMaintenance: { where: () => [eq('equclacode', '8000')] },
  },
  details: { getEquipmentDetail: {}, getEquipmentBasic: {} },
  saves: {
    saveEquipment: {
      check(call, existing, row) {
        const code = str(row.eqpCode);
        if (code && call.tenant.store.all('equipment', [eq('eqpCode', code)]).some((r) => r.oidno !== row.oidno))
          refuse('duplicateCode', 200, `设备代码 ${code} 已存在，请勿重复录入`);
        void existing;
      },
      create(call, row) {
        row.useStatus ??= '0';
        row.registCode ??= null;
        row.registDate ??= null;
        row.lastInspDate ??= null;
        row.nextInspDate ??= null;
        row.inspConclusion ??= null;
        row.inspOrgName ??= null;
        row.inspections ??= [];
        row.registration ??= null;
        row.useUnitName ??= unitName(call);
        const unit = call.user?.unitId ? call.tenant.store.get('unit', call.user.unitId) : undefined;
        if (unit) row.useUnit ??= unit;
        row.hasChild ??= false;
        row.childCount ??= 0;
      },
      always(call, row) {
        const cls = str(row.equclacode);
        row.equclaname = CLASS_NAMES[cls] ?? row.equclaname;
        row.useStatusName = USE_STATUS[str(row.useStatus)] ?? row.useStatusName;
        row.areaName = AREA_NAMES[str(row.areaCode)] ?? row.areaName;
        // Technical parameters arrive as `param.<name>`: they belong to the device's class.
        const params: Row = {};
        for (const [k, v] of Object.entries(row)) {
          if (k.startsWith('param.')) {
            params[k.slice(6)] = v;
            delete row[k];
          }
        }
        for (const [code, key] of Object.entries(CLASS_KEYS)) {
          if (code === cls) row[key] = { ...(row[key] ?? {}), ...params };
          else row[key] ??= null;
        }
        fillRequired(call.contract, equipment, row);
      },
    },
    savePressurePipeline: {
      create(call, row) {
        row.equclacode ??= '8000';
        row.useStatus ??= '0';
        row.useUnitName ??= unitName(call);
      },
      always(call, row) {
        fillRequired(call.contract, equipment, row);
      },
    },
  },
  newId: newOidno,
  handlers: {
    checkEquipmentInFlow(call) {
      const oidno = str(call.input.oidno);
      const hit = oidno ? inFlow(call.tenant.store, oidno) : undefined;
      if (!hit)
        return success(call, { inFlow: false, flowName: null, applyNo: null, flowStatusName: null, applyDate: null });
      return success(call, {
        inFlow: true,
        flowName: FLOW_NAMES[hit.kind] ?? '业务办理',
        applyNo: hit.applyNo ?? hit.onlinelsh ?? hit.noticeNo ?? null,
        flowStatusName: hit.statusName ?? null,
        applyDate: datetime(hit.submitDate ?? hit.applyDate ?? hit.applyTime),
      });
    },
    listEquipmentChangeHistory(call) {
      // The contract's histories (each row names its device): the device's own rows, never another's.
      const oidno = str(call.input.oidno);
      const rows: Row[] = [];
      for (const ex of call.op.examples) {
        const list = (ex.value as { success?: boolean; data?: { list?: unknown } } | undefined)?.data?.list;
        if (ex.status !== 200 || !Array.isArray(list)) continue;
        for (const r of list as Row[]) if (r.oidno === oidno && !rows.some((k) => k.id === r.id)) rows.push(r);
      }
      rows.sort((a, b) => String(b.changeTime).localeCompare(String(a.changeTime)));
      const { pageNo, pageSize } = pageOf(call.input);
      return success(call, {
        count: rows.length,
        pageNo,
        pageSize,
        list: structuredClone(rows.slice((pageNo - 1) * pageSize, pageNo * pageSize)),
      });
    },
    listWaitInspectEquipments(call) {
      const store = call.tenant.store;
      const today = call.tenant.today();
      const until = str(call.input.nextInspDateEnd) || addDays(today, 60);
      const conds: Cond[] = [inUse, { sql: `${field('nextInspDate')} <= ?`, args: [until] }];
      if (str(call.input.equclacode)) conds.push(eq('equclacode', str(call.input.equclacode)));
      const { pageNo, pageSize } = {
        pageNo: Number(call.input.pageNo) || 1,
        pageSize: Number(call.input.pageSize) || 10,
      };
      let rows = store.all('equipment', conds).map((r) => withDays(r, call));
      for (const f of ['eqpCode', 'eqpName'] as const)
        if (str(call.input[f])) rows = rows.filter((r) => String(r[f] ?? '').includes(str(call.input[f])));
      const marked: Row[] = rows.map((r) => {
        const hit = inFlow(store, r.oidno);
        return {
          ...r,
          inFlow: Boolean(hit),
          inFlowOnlinelsh: hit ? (hit.onlinelsh ?? hit.applyNo ?? null) : null,
          inFlowName: hit ? (FLOW_NAMES[hit.kind] ?? null) : null,
        };
      });
      const list =
        call.input.excludeInFlow === true || call.input.excludeInFlow === 'true'
          ? marked.filter((r) => !r.inFlow)
          : marked;
      list.sort((a, b) => String(a.nextInspDate).localeCompare(String(b.nextInspDate)));
      return success(call, {
        list: list.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        count: list.length,
        pageNo,
        pageSize,
      });
    },
    checkOnlineInspection(call) {
      // 首次检验 (4) is for equipment not registered yet: neither registration nor a due date applies.
      const first = str(call.input.inspectioncategory) === '4';
      const oidnos = str(call.input.oidno).split(',').filter(Boolean);
      if (!oidnos.length) return failure(call, '设备不存在或已删除');
      for (const oidno of oidnos) {
        const row = call.tenant.store.get('equipment', oidno);
        if (!row) return failure(call, '设备不存在或已删除');
        const device = `设备 ${str(row.eqpCode)}（${str(row.eqpName)}）`;
        if (!first && row.useStatus !== '1')
          refuse('unregistered', 200, `${device}尚未办理使用登记，请选择“首次检验”或先办理使用登记`);
        if (inFlow(call.tenant.store, row.oidno)) refuse('inFlow', 200, `${device}正在办理其他业务，办结后才能报检`);
        const days = withDays(row, call).daysToNextInsp;
        if (!first && days !== null && days > 60)
          refuse(
            'notDue',
            200,
            `${device}下次检验日期为 ${str(row.nextInspDate).slice(0, 10)}，距今超过 60 天，尚未到定期检验报检期`,
          );
      }
      return success(call, { allowed: true, reason: null });
    },
  },
};

/** `YYYY-MM-DD HH:mm:ss`, or null. */
const datetime = (v: unknown): string | null => {
  const s = str(v);
  return s ? (s.length === 10 ? `${s} 00:00:00` : s.slice(0, 19)) : null;
};

export function unitName(call: Call): string {
  const unit = call.user?.unitId ? call.tenant.store.get('unit', call.user.unitId) : undefined;
  return unit?.orgname ?? '宁波甬江置业有限公司';
}
