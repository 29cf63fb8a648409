import { APPLICATION_STATUSES, DRAFT_ACTIONS, RETURNED_ACTIONS, type Lifecycle } from '@/kit/lifecycle/lifecycle';
import type { MaintenanceProjectApply } from './api/maintenance-project-list';
import type { MaintenancePriceApply } from './api/maintenance-price-list';
import type { SelfMaintainApply } from './api/self-maintain-list';

type Calls<Row> = Lifecycle<Row>['calls'];

/**
 * 维保项目申请 and 维保价格申请 share the contract's statuses (0 草稿 … 5 已撤销): drafts and returned
 * ones are changed, submitted or deleted; submitted or in-audit ones may be revoked; a submit needs
 * the 维保合同 among the attachments (project applications).
 */
export const MAINT_STATUSES: Lifecycle<unknown>['statuses'] = {
  '0': { text: '草稿', color: 'gray', actions: DRAFT_ACTIONS },
  '1': { text: '已提交', color: 'blue', actions: ['revoke'] },
  '2': { text: '审核中', color: 'indigo', actions: ['revoke'] },
  '3': { text: '已通过', color: 'teal' },
  '4': { text: '已退回', color: 'red', actions: RETURNED_ACTIONS },
  '5': { text: '已撤销', color: 'dark', actions: ['delete'] },
};

/** What a project application must carry before it is submitted. */
export const PROJECT_REQUIRED_ATTACHMENTS = ['维保合同'];

export const projectLifecycle = (calls: Calls<MaintenanceProjectApply>): Lifecycle<MaintenanceProjectApply> => ({
  noun: '维保项目申请',
  statuses: MAINT_STATUSES,
  status: (r) => r.status,
  statusText: (r) => r.statusName,
  calls,
  attachments: { required: PROJECT_REQUIRED_ATTACHMENTS, of: (r) => r.id },
});

export const priceLifecycle = (calls: Calls<MaintenancePriceApply>): Lifecycle<MaintenancePriceApply> => ({
  noun: '维保价格申请',
  statuses: MAINT_STATUSES,
  status: (r) => r.status,
  statusText: (r) => r.statusName,
  calls,
});

/** 自行维护申请: 0 草稿, 1 已提交, 2 受理中, 3 已办结, 4 已退回. */
export const selfMaintainLifecycle = (calls: Calls<SelfMaintainApply>): Lifecycle<SelfMaintainApply> => ({
  noun: '自行维护申请',
  statuses: APPLICATION_STATUSES,
  status: (r) => r.status,
  statusText: (r) => r.statusName,
  calls,
});
