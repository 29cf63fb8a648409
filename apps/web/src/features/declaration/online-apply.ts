import { DRAFT_ACTIONS, type Lifecycle } from '@/kit/lifecycle/lifecycle';
import type { OnlineApply } from '@/shared/declaration/api/online-apply-list';
import type { InspectionFee } from './api/inspection-fee';
import { inspectionCategoryOptions, type Option } from '@/kit/options';

/** What the periodic declaration page offers (the other kinds have their own declaration pages). */
export const APPLY_CATEGORIES: Option[] = inspectionCategoryOptions.filter((c) => c.value === '1' || c.value === '4');

/** The contract's statuses (0 草稿 … 5 已撤销): drafts and returned ones are changed or deleted; submitted or accepted ones may be cancelled (撤销, cancelApply). */
export const ONLINE_APPLY_STATUSES: Lifecycle<unknown>['statuses'] = {
  '0': { text: '草稿', color: 'gray', actions: DRAFT_ACTIONS.filter((a) => a !== 'submit') },
  '1': { text: '已提交', color: 'blue', actions: ['revoke'] },
  '2': { text: '受理中', color: 'indigo', actions: ['revoke'] },
  '3': { text: '已办结', color: 'teal' },
  '4': { text: '已退回', color: 'red', actions: ['edit', 'delete'] },
  '5': { text: '已撤销', color: 'dark' },
};
export const EDITABLE_STATUSES = new Set(['0', '4']);

/** The online inspection application's lifecycle; 撤销 is cancelApply and asks for the reason. */
export const onlineApplyLifecycle = (calls: Lifecycle<OnlineApply>['calls']): Lifecycle<OnlineApply> => ({
  noun: '网上报检申请',
  statuses: ONLINE_APPLY_STATUSES,
  status: (r) => r.status,
  statusText: (r) => r.statusName,
  calls,
  reasonFor: { revoke: '撤销原因' },
});

export const PAY_STATUS_COLOR: Record<string, string> = { '0': 'orange', '1': 'teal', '2': 'gray' };

/** Money in 元 with two decimals. */
export const yuan = (n?: number | null) =>
  n === null || n === undefined
    ? '—'
    : `${n.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} 元`;

/** The relief line of a fee: 减免 228.00 元（小微企业检验费减免 30%）, or 无减免. */
export const reliefText = (fee: InspectionFee) =>
  fee.relief && fee.relief > 0
    ? `${yuan(fee.relief)}（${fee.reliefPolicyName ?? '减免'}${fee.reliefRate ? ` ${fee.reliefRate}%` : ''}）`
    : '无减免';

/** Days to the next inspection as a short text: 超期 130 天 / 剩 16 天 / 今天到期. */
export const dueText = (days?: number | null) =>
  days === null || days === undefined
    ? null
    : days < 0
      ? `超期 ${-days} 天`
      : days === 0
        ? '今天到期'
        : `剩 ${days} 天`;
export const dueColor = (days?: number | null) =>
  days === null || days === undefined ? 'gray' : days < 0 ? 'red' : days <= 30 ? 'orange' : 'blue';
