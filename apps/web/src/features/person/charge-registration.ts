import { APPLICATION_STATUSES, type Lifecycle, type StatusSpec } from '@/kit/lifecycle/lifecycle';
import type { FormSection } from '@/kit/form/types';
import type { Option } from '@/kit/options';
import type { ExamFeeRegistration } from './api/charge-registration-list';
import { workTypeOptions } from './person-options';

/** 考试费登记 statuses (the contract's 0–4) and what each allows: drafts and returned ones are changed or deleted. */
export const chargeRegistrationStatuses: Record<string, StatusSpec> = {
  ...APPLICATION_STATUSES,
  '4': { text: '已退回', color: 'red', actions: ['edit', 'delete'] },
};

/** The 考试费登记 lifecycle with the calls the page has. */
export const chargeRegistrationLifecycle = (
  calls: Lifecycle<ExamFeeRegistration>['calls'],
): Lifecycle<ExamFeeRegistration> => ({
  noun: '考试费登记',
  statuses: chargeRegistrationStatuses,
  status: (r) => r.status,
  statusText: (r) => r.statusName,
  calls,
});

export const examTypeOptions: Option[] = [
  { value: '1', label: '取证' },
  { value: '2', label: '复审' },
];
export const payStatusColor: Record<string, string> = { '0': 'orange', '1': 'teal', '2': 'gray' };

export type ChargeValues = Record<
  'examBatch' | 'workItemCode' | 'examType' | 'operatorIds' | 'contactName' | 'contactPhone' | 'remark',
  string
>;

/** The registration form; the operators to choose from are the unit's. */
export const chargeSections = (operators: Option[]): FormSection<ChargeValues>[] => [
  {
    title: '考试费登记',
    fields: [
      {
        name: 'examBatch',
        label: '考试批次',
        required: true,
        span: 2,
        maxLength: 100,
        placeholder: '如 2026年第12期特种设备作业人员考试（锅炉）',
      },
      { name: 'workItemCode', label: '作业项目', kind: 'select', options: workTypeOptions, required: true },
      { name: 'examType', label: '考试类别', kind: 'select', options: examTypeOptions, required: true },
      {
        name: 'operatorIds',
        label: '报名人员',
        kind: 'multiselect',
        options: operators,
        required: true,
        span: 2,
        description: '考试费按报名人数计收，提交后在详情中查看应缴金额与缴费状态',
      },
      { name: 'contactName', label: '联系人', required: true, maxLength: 30 },
      { name: 'contactPhone', label: '联系电话', required: true, rule: 'phone' },
      { name: 'remark', label: '备注', kind: 'textarea', span: 2, maxLength: 500 },
    ],
  },
];
