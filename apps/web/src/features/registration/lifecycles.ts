import { APPLICATION_STATUSES, type Lifecycle } from '@/kit/lifecycle/lifecycle';
import type { UseRecord } from './api/use-record-list';
import type { UseRegistApply } from './api/use-regist-apply-list';

type Calls<Row> = Lifecycle<Row>['calls'];

/**
 * 使用登记记录 (eqmBcwBasic), statuses 0 草稿 … 5 已注销: drafts and returned records are changed,
 * submitted or deleted; a submitted record not yet accepted may be taken back (撤回, rollbackBcw).
 */
export const USE_RECORD_STATUSES: Lifecycle<unknown>['statuses'] = {
  ...APPLICATION_STATUSES,
  '1': { text: '已提交', color: 'blue', actions: ['rollback'] },
  '5': { text: '已注销', color: 'dark' },
};

/** The 使用登记记录's lifecycle (`USE_RECORD_STATUSES`) over its calls. */
export const registrationRecordLifecycle = (
  calls: Calls<UseRecord>,
  completeness?: Lifecycle<UseRecord>['completeness'],
): Lifecycle<UseRecord> => ({
  noun: '使用登记',
  statuses: USE_RECORD_STATUSES,
  status: (r) => r.status,
  statusText: (r) => r.statusName,
  calls,
  completeness,
});

/** 使用登记申请 (epPemUseregistApply) statuses: 0 草稿 … 4 已退回. */
export const USE_REGIST_APPLY_STATUSES: Lifecycle<unknown>['statuses'] = APPLICATION_STATUSES;

/**
 * 使用登记申请 (epPemUseregistApply), statuses 0 草稿 … 4 已退回. Its submit is a save with
 * isCommit, after the server's attachment check (checkUseAtt).
 */
export const registApplyLifecycle = (
  calls: Calls<UseRegistApply>,
  completeness?: Lifecycle<UseRegistApply>['completeness'],
): Lifecycle<UseRegistApply> => ({
  noun: '使用登记申请',
  statuses: USE_REGIST_APPLY_STATUSES,
  status: (r) => r.status,
  statusText: (r) => r.statusName,
  calls,
  completeness,
});

export const APPLY_TYPE_OPTIONS = [
  { value: '1', label: '新装登记' },
  { value: '2', label: '变更登记' },
  { value: '3', label: '补证换证' },
];
export const REGIST_MODE_OPTIONS = [
  { value: '1', label: '按台（套）登记' },
  { value: '2', label: '按单位登记' },
];
export const USE_STATUS_OPTIONS = [
  { value: '1', label: '在用' },
  { value: '2', label: '停用' },
  { value: '3', label: '报废' },
  { value: '4', label: '注销' },
];
