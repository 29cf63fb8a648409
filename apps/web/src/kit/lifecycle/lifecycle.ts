import type { Option } from '@/kit/options';
/**
 * The application lifecycle shared by every kind of application (maintenance project and price
 * applications, self-maintain applications, exam-fee registrations, registrations, declarations):
 * a status with its text and colour, and what may be done in each status. A page declares its
 * statuses and the calls it has; the kit offers an action only where both allow it.
 */

/** What can be done to an application. `view` is always possible. */
export type LifecycleAction = 'view' | 'edit' | 'submit' | 'delete' | 'revoke' | 'rollback' | 'cancel';

/** One status of an application: its text, tag colour and the actions it allows. */
export interface StatusSpec {
  text: string;
  color: string;
  /** Actions this status allows (besides view), if the page declares their calls. */
  actions?: readonly LifecycleAction[];
}

/** A call of an action: receives the row (and the reason when the action asks for one). */
type LifecycleCall<Row> = (row: Row, reason?: string) => Promise<unknown>;

/**
 * A page's declaration of its applications' lifecycle.
 * - `statuses`: the contract's status codes, each with text, colour and allowed actions;
 * - `status` / `statusText`: where a row holds its status code and the server's status name;
 * - `calls`: the contract calls the page has (an action without a call is never offered);
 * - `reasonFor`: actions that ask for a required reason first (e.g. revoke with 撤销原因);
 * - `attachments`: the attachment kinds a submit needs, and where a row keeps its attachments.
 */
export interface Lifecycle<Row> {
  /** The application's name in messages (维保项目申请). */
  noun: string;
  statuses: Record<string, StatusSpec>;
  status: (row: Row) => string | null | undefined;
  statusText?: (row: Row) => string | null | undefined;
  calls: Partial<Record<Exclude<LifecycleAction, 'view'>, LifecycleCall<Row>>>;
  reasonFor?: Partial<Record<Exclude<LifecycleAction, 'view'>, string>>;
  attachments?: { required: readonly string[]; of: (row: Row) => string | null | undefined };
  /**
   * A completeness check the server does before a submit (e.g. checkUseAtt): resolves to null when
   * the application may be submitted, else to the server's message (see `completenessMessage`).
   */
  completeness?: (row: Row) => Promise<string | null>;
}

/** The usual statuses' actions: a draft is edited, submitted or deleted; a submitted one may be revoked. */
export const DRAFT_ACTIONS: readonly LifecycleAction[] = ['edit', 'submit', 'delete'];
export const RETURNED_ACTIONS: readonly LifecycleAction[] = ['edit', 'submit', 'delete'];
export const SUBMITTED_ACTIONS: readonly LifecycleAction[] = ['revoke', 'cancel'];

/**
 * The statuses most of the contract's applications share (0 草稿, 1 已提交, 2 受理中, 3 已办结, 4 已退回):
 * a draft or a returned one is edited, submitted or deleted. A page spreads it and overrides what
 * its contract does differently (e.g. `'1'` with a rollback, or a `'5'` of its own).
 */
export const APPLICATION_STATUSES: Readonly<Record<string, StatusSpec>> = {
  '0': { text: '草稿', color: 'gray', actions: DRAFT_ACTIONS },
  '1': { text: '已提交', color: 'blue' },
  '2': { text: '受理中', color: 'indigo' },
  '3': { text: '已办结', color: 'teal' },
  '4': { text: '已退回', color: 'red', actions: RETURNED_ACTIONS },
};

export const ACTION_LABELS: Record<LifecycleAction, string> = {
  view: '查看',
  edit: '修改',
  submit: '提交',
  delete: '删除',
  revoke: '撤销',
  rollback: '撤回',
  cancel: '取消申请',
};

/** The actions offered for a status: those the status allows and the page has a call for; view always. */
export function allowedActions<Row>(
  lifecycle: Pick<Lifecycle<Row>, 'statuses' | 'calls'>,
  status: string | null | undefined,
): LifecycleAction[] {
  const spec = status != null ? lifecycle.statuses[status] : undefined;
  const allowed = (spec?.actions ?? []).filter(
    (a) => a !== 'view' && (a === 'edit' || !!lifecycle.calls[a as Exclude<LifecycleAction, 'view'>]),
  );
  return ['view', ...new Set(allowed)];
}

/** Whether an action is allowed for a row. */
export const can = <Row>(lifecycle: Lifecycle<Row>, row: Row, action: LifecycleAction) =>
  allowedActions(lifecycle, lifecycle.status(row)).includes(action);

/** The status tag of a row: the server's status name when given, else the declared text. */
export function statusTag<Row>(lifecycle: Lifecycle<Row>, row: Row): { text: string; color: string } {
  const code = lifecycle.status(row);
  const spec = code != null ? lifecycle.statuses[code] : undefined;
  return { text: lifecycle.statusText?.(row) || spec?.text || '未知状态', color: spec?.color ?? 'gray' };
}

/** The attachment kinds still missing before a submit (by attType), in the declared order. */
export function missingAttachments(
  required: readonly string[],
  files: readonly { attType?: string | null }[],
): string[] {
  const present = new Set(files.map((f) => f.attType ?? ''));
  return required.filter((kind) => !present.has(kind));
}

/** The confirmation text of an action (destructive ones say it cannot be undone). */
export function confirmText(action: LifecycleAction, noun: string, name: string): string {
  switch (action) {
    case 'delete':
      return `确定删除${noun}「${name}」吗？删除后不可恢复。`;
    case 'submit':
      return `确定提交${noun}「${name}」吗？提交后不能再修改。`;
    case 'revoke':
      return `确定撤销${noun}「${name}」吗？`;
    case 'rollback':
      return `确定撤回${noun}「${name}」吗？撤回后可修改再提交。`;
    case 'cancel':
      return `确定取消${noun}「${name}」吗？取消后需重新申请。`;
    default:
      return '';
  }
}

/** A server completeness answer (the contract's AttachmentCheck shape): null when complete, else what to tell the user. */
export function completenessMessage(
  check: { complete: boolean; missing?: readonly string[] | null; message?: string | null } | null | undefined,
): string | null {
  if (!check || check.complete) return null;
  if (check.message) return check.message;
  return check.missing?.length ? `附件不完整，请先上传：${check.missing.join('、')}` : '附件不完整，请补充后再提交';
}

/**
 * Recorded audit opinions (提交 / 同意 / 退回, showOpinion-style: result 0 submitted, 1 agreed,
 * 2 returned) as flow steps for the timeline: each a done step, a returned one red.
 */
export function opinionsAsSteps(
  opinions: readonly {
    stepName: string;
    handler?: string | null;
    handleOrg?: string | null;
    result?: string | null;
    resultName?: string | null;
    opinion?: string | null;
    handleTime?: string | null;
  }[],
) {
  return opinions.map((o, i) => ({
    stepNo: i + 1,
    stepName: o.stepName,
    handler: o.handler,
    handleOrg: o.handleOrg,
    handleTime: o.handleTime,
    opinion: o.opinion,
    status: o.result === '2' ? '3' : '2',
    statusName: o.resultName ?? undefined,
  }));
}

/** A lifecycle's statuses as the options of a status filter, in their declared order. */
export const statusOptions = (statuses: Record<string, StatusSpec>): Option[] =>
  Object.entries(statuses).map(([value, s]) => ({ value, label: s.text }));
