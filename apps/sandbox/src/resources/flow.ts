// Where an application stands: the steps it has been through (its own `steps` / `handleSteps`, or
// the log kept beside it for the kinds whose record has none), the step it is at and who holds it,
// and what comes next, read from the shared lifecycle (草稿 → 已提交 → 受理中 → 已办结, or 已退回).
import type { Row, Store } from '../store.ts';
import { type Handler, failure, str, success } from '../engine/core.ts';
import { APPLICATIONS, type ApplicationKind } from './applications.ts';

/** The stored kind of the step logs of applications that keep no steps in their record. */
const FLOW_KIND = 'flowLog';

/** Who receives and handles each kind of application on the regulator's side. */
export const REGULATOR_ORG: Record<string, string> = { onlineApply: '宁波市特种设备检验研究院' };
export const regulatorOrg = (kind: string) => REGULATOR_ORG[kind] ?? '宁波市市场监督管理局';

/** Adds a regulator's step to the log of an application whose record keeps no steps. */
export function logStep(store: Store, kind: string, id: string, step: Row): void {
  const key = `${kind}:${id}`;
  const log = store.get(FLOW_KIND, key);
  store.put(FLOW_KIND, key, { id: key, steps: [...((log?.steps as Row[] | undefined) ?? []), step] });
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
/** A time as the contract writes it, or null (a bare date gets midnight). */
const timeOf = (v: unknown): string | null => {
  const s = str(v);
  if (DATE_TIME.test(s)) return s;
  return /^\d{4}-\d{2}-\d{2}$/.test(s) ? `${s} 00:00:00` : null;
};

const STEP_NAMES: Record<string, string> = { '0': '未开始', '1': '处理中', '2': '已完成', '3': '已退回' };

/** Where the application is, by its status: [current step, who holds it, next step], or null when done. */
function position(kind: ApplicationKind, row: Row, unit: string, steps: Row[]): [string, string, string] | null {
  const org = regulatorOrg(kind.spec.kind);
  const own = `${unit}（本单位）`;
  switch (str(row.status)) {
    case '0':
      return ['填写申请', own, '提交申请'];
    case '1':
      return ['受理', org, '审核办理'];
    case '2': {
      const by = [...steps].reverse().find((s) => s.stepName === '受理')?.handler;
      return ['审核办理', by ? `${str(by)}（${org}）` : org, '办结'];
    }
    case '4':
      return ['修改申请', own, '重新提交'];
    default:
      return null;
  }
}

function flowOf(store: Store, kind: ApplicationKind, row: Row, unit: string) {
  const id = str(row[kind.spec.key]);
  const own = Array.isArray(row.steps) ? row.steps : Array.isArray(row.handleSteps) ? row.handleSteps : [];
  const logged = (store.get(FLOW_KIND, `${kind.spec.kind}:${id}`)?.steps as Row[] | undefined) ?? [];
  // Only what has happened: where it stands now is worked out from its status below.
  const done = [...(own as Row[]), ...logged].filter((s) => s.status === '2' || s.status === '3');
  const submitted = str(row.status) !== '0';
  if (submitted && !done.some((s) => /提交|申请|申报|报检/.test(str(s.stepName))))
    done.unshift({
      stepName: '申请提交',
      handler: row.contactPerson ?? row.contactName ?? row.applicant ?? null,
      handleOrg: unit || null,
      handleTime: timeOf(row.submitDate ?? row[kind.dateField]),
      opinion: null,
      status: '2',
    });
  const at = position(kind, row, unit, done);
  const steps = [
    ...done,
    ...(at
      ? [
          { stepName: at[0], handler: at[1], handleOrg: null, handleTime: null, opinion: null, status: '1' },
          { stepName: at[2], handler: null, handleOrg: null, handleTime: null, opinion: null, status: '0' },
        ]
      : []),
  ].map((s, i) => ({
    stepNo: i + 1,
    stepName: str(s.stepName),
    handler: s.handler == null ? null : str(s.handler),
    handleOrg: s.handleOrg == null ? null : str(s.handleOrg),
    handleTime: timeOf(s.handleTime),
    opinion: s.opinion == null ? null : str(s.opinion),
    status: str(s.status),
    statusName: STEP_NAMES[str(s.status)]!,
  }));
  const status = str(row.status);
  return {
    bizType: kind.spec.kind,
    id,
    applyNo: row[kind.noField] ? str(row[kind.noField]) : null,
    status,
    statusName: str(row.statusName) || kind.names?.[status] || status,
    currentStepName: at?.[0] ?? null,
    currentHandler: at?.[1] ?? null,
    nextStepName: at?.[2] ?? null,
    finished: !at,
    steps,
  };
}

export const flowHandlers: Record<string, Handler> = {
  getApplicationFlow(call) {
    const kind = APPLICATIONS.find((k) => k.spec.kind === str(call.input.bizType));
    const store = call.tenant.store;
    const row = kind ? store.get(kind.spec.kind, str(call.input.id)) : undefined;
    if (!kind || !row) return failure(call, '申请不存在或已删除');
    const unit = str(store.get('unit', str(call.user?.unitId))?.orgname);
    return success(call, flowOf(store, kind, row, unit));
  },
};
