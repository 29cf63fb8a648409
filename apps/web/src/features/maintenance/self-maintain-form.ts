import { openFormDialog } from '@/kit/form/FormDialog';
import { formBody } from '@/kit/form/form-body';
import type { FormSection } from '@/kit/form/types';
import { fetchEquipmentOptions } from '@/shared/equipment/EquipmentSelect';
import type { Platform } from '@/platform/platform';
import type { SelfMaintainApply } from './api/self-maintain-list';
import type { SaveSelfMaintainBody } from './api/save-self-maintain';
import { endAfterStart } from './application-forms';

type SelfValues = Record<
  | 'oidno'
  | 'maintainers'
  | 'maintainerCertNos'
  | 'maintCycleDays'
  | 'maintPlan'
  | 'applyReason'
  | 'startDate'
  | 'endDate'
  | 'contactPerson'
  | 'contactPhone',
  string
>;

export async function openSelfMaintainForm(
  p: Platform,
  save: (body: SaveSelfMaintainBody) => Promise<unknown>,
  existing?: SelfMaintainApply,
) {
  const equipment = await fetchEquipmentOptions(p, { pageSize: 100 });
  if (existing && !equipment.some((o) => o.value === existing.oidno))
    equipment.push({
      value: existing.oidno,
      label: `${existing.eqpName ?? ''}（${existing.eqpCode ?? existing.oidno}）`,
    });
  const sections: FormSection<SelfValues>[] = [
    {
      title: '自行维护',
      fields: [
        { name: 'oidno', label: '设备', kind: 'select', options: equipment, required: true, span: 2 },
        { name: 'maintainers', label: '维护人员', required: true, maxLength: 100, placeholder: '多人以逗号分隔' },
        {
          name: 'maintainerCertNos',
          label: '维护人员证件号',
          maxLength: 200,
          placeholder: '与维护人员一一对应，逗号分隔',
        },
        { name: 'maintCycleDays', label: '维护周期（天）', kind: 'number', required: true, rule: 'positiveInteger' },
        { name: 'startDate', label: '开始日期', kind: 'date', required: true },
        { name: 'endDate', label: '结束日期', kind: 'date', required: true, validate: endAfterStart('startDate') },
        { name: 'contactPerson', label: '联系人', maxLength: 30 },
        { name: 'contactPhone', label: '联系电话', rule: 'phone' },
        { name: 'maintPlan', label: '维护计划', kind: 'textarea', span: 2, maxLength: 500 },
        { name: 'applyReason', label: '申请理由', kind: 'textarea', span: 2, maxLength: 500 },
      ],
    },
  ];
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  return openFormDialog<SelfValues>({
    title: existing ? '修改自行维护申请' : '新增自行维护申请',
    description: '保存为草稿后在列表中提交。',
    sections,
    initialValues: {
      oidno: text(existing?.oidno),
      maintainers: text(existing?.maintainers),
      maintainerCertNos: text(existing?.maintainerCertNos),
      maintCycleDays: text(existing?.maintCycleDays),
      maintPlan: text(existing?.maintPlan),
      applyReason: text(existing?.applyReason),
      startDate: text(existing?.startDate),
      endDate: text(existing?.endDate),
      contactPerson: text(existing?.contactPerson),
      contactPhone: text(existing?.contactPhone),
    },
    submitLabel: '保存草稿',
    onSubmit: (v) =>
      save(
        formBody(
          sections,
          v,
          existing ? { id: existing.id, attrefsysid: existing.attrefsysid ?? undefined } : undefined,
        ),
      ),
  });
}
