import { missingAttachments } from '@/kit/lifecycle/lifecycle';
import { fetchAttachments } from '@/kit/attachments/api';
import { openFormDialog } from '@/kit/form/FormDialog';
import { formBody } from '@/kit/form/form-body';
import type { FormSection } from '@/kit/form/types';
import type { Option } from '@/kit/options';
import { fetchEquipmentOptions } from '@/shared/equipment/EquipmentSelect';
import { EQUIPMENT_TYPES } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import type { MaintenanceProjectApply } from './api/maintenance-project-list';
import type { MaintenancePriceApply } from './api/maintenance-price-list';
import type { SaveProjectApplyBody } from './api/save-maintenance-project';
import type { SavePriceApplyBody } from './api/save-maintenance-price';
import { fetchMaintenanceUnits } from './api/maintenance-units';
import { fetchProjectApplyList } from './api/maintenance-project-list';
import { PROJECT_REQUIRED_ATTACHMENTS } from './applications';

const maintModeOptions: Option[] = [
  { value: '1', label: '清包' },
  { value: '2', label: '半包' },
  { value: '3', label: '全包' },
];
const classOptions: Option[] = EQUIPMENT_TYPES.map((t) => ({ value: t.code, label: t.name }));
/** A typed text, or nothing when left empty. */
const given = (v: string) => v.trim() || undefined;
/** A date field's check that it is not before the date in `start`. */
export const endAfterStart = (start: string) => (v: string, all: Record<string, string>) =>
  all[start] && v < all[start] ? '结束日期不能早于开始日期' : null;

// ---- 维保项目申请 form ----
type ProjectValues = Record<
  | 'projectName'
  | 'maintUnitId'
  | 'contractNo'
  | 'contractStartDate'
  | 'contractEndDate'
  | 'maintMode'
  | 'maintCycleDays'
  | 'equclacode'
  | 'oidno'
  | 'projectLeader'
  | 'projectLeaderPhone'
  | 'remarks',
  string
>;

/** Opens the project application form (new or a draft); save as draft or save and submit. */
export async function openProjectForm(
  p: Platform,
  save: (body: SaveProjectApplyBody, commit: boolean) => Promise<unknown>,
  existing?: MaintenanceProjectApply,
) {
  const [units, equipment] = await Promise.all([
    fetchMaintenanceUnits(p, { pageNo: 1, pageSize: 100 }),
    fetchEquipmentOptions(p, { pageSize: 100 }),
  ]);
  const unitOptions = units.list.map((u) => ({ value: u.id, label: u.unitName }));
  for (const e of existing?.equList ?? [])
    if (!equipment.some((o) => o.value === e.oidno))
      equipment.push({ value: e.oidno, label: `${e.eqpName}（${e.eqpCode ?? e.oidno}）` });
  const sections: FormSection<ProjectValues>[] = [
    {
      title: '维保项目',
      fields: [
        { name: 'projectName', label: '项目名称', required: true, span: 2, maxLength: 100 },
        { name: 'maintUnitId', label: '维保单位', kind: 'select', options: unitOptions, required: true },
        { name: 'maintMode', label: '维保方式', kind: 'select', options: maintModeOptions, required: true },
        { name: 'contractNo', label: '维保合同编号', required: true, maxLength: 40 },
        { name: 'maintCycleDays', label: '维保周期（天）', kind: 'number', rule: 'positiveInteger' },
        { name: 'contractStartDate', label: '合同开始日期', kind: 'date', required: true },
        {
          name: 'contractEndDate',
          label: '合同结束日期',
          kind: 'date',
          required: true,
          validate: endAfterStart('contractStartDate'),
        },
        { name: 'equclacode', label: '设备类别', kind: 'select', options: classOptions },
        { name: 'oidno', label: '维保设备', kind: 'multiselect', options: equipment, required: true, span: 2 },
        { name: 'projectLeader', label: '项目负责人', maxLength: 30 },
        { name: 'projectLeaderPhone', label: '负责人电话', rule: 'phone' },
        { name: 'remarks', label: '备注', kind: 'textarea', span: 2, maxLength: 500 },
      ],
    },
  ];
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  return openFormDialog<ProjectValues>({
    title: existing ? `修改维保项目申请：${existing.applyNo}` : '新增维保项目申请',
    description: '保存后在申请详情中上传维保合同等附件；提交前须上传维保合同。',
    sections,
    size: 'xl',
    initialValues: {
      projectName: text(existing?.projectName),
      maintUnitId: text(existing?.maintUnitId),
      contractNo: text(existing?.contractNo),
      contractStartDate: text(existing?.contractStartDate),
      contractEndDate: text(existing?.contractEndDate),
      maintMode: text(existing?.maintMode),
      maintCycleDays: text(existing?.maintCycleDays),
      equclacode: text(existing?.equclacode),
      oidno: (existing?.equList ?? []).map((e) => e.oidno).join(','),
      projectLeader: text(existing?.projectLeader),
      projectLeaderPhone: text(existing?.projectLeaderPhone),
      remarks: text(existing?.remarks),
    },
    submitLabel: '保存草稿',
    commitLabel: '保存并提交',
    onSubmit: async (v, _file, { commit }) => {
      if (commit) {
        // Save-and-commit is a submit: the same attachment check as the list's 提交.
        if (!existing) throw new Error('请先保存草稿，在申请详情中上传维保合同后再提交');
        const missing = missingAttachments(
          PROJECT_REQUIRED_ATTACHMENTS,
          (await fetchAttachments(p, existing.id)) ?? [],
        );
        if (missing.length) throw new Error(`附件不完整，请先上传：${missing.join('、')}`);
      }
      const maintUnitName = unitOptions.find((o) => o.value === v.maintUnitId)?.label;
      return save(
        formBody(sections, v, {
          maintUnitName,
          oidno: v.oidno.split(',').filter(Boolean),
          ...(existing ? { id: existing.id } : {}),
        }),
        commit,
      );
    },
  });
}

// ---- 维保价格申请 form ----
type PriceValues = Record<
  | 'projectApplyId'
  | 'unitPrice'
  | 'months'
  | 'effectiveDate'
  | 'expireDate'
  | 'paymentMethod'
  | 'pricingBasis'
  | 'contactPerson'
  | 'contactPhone',
  string
>;

/**
 * Opens the price application form: one monthly price per unit of equipment for every piece of
 * the chosen (approved) project, over a number of months; the items and the total are computed.
 */
export async function openPriceForm(
  p: Platform,
  save: (body: SavePriceApplyBody, commit: boolean) => Promise<unknown>,
  existing?: MaintenancePriceApply,
) {
  const projects = (await fetchProjectApplyList(p, { pageNo: 1, pageSize: 100, status: '3' })).list;
  const projectOptions = projects.map((r) => ({ value: r.id, label: `${r.projectName}（${r.applyNo}）` }));
  if (existing && !projectOptions.some((o) => o.value === existing.projectApplyId))
    projectOptions.push({
      value: existing.projectApplyId,
      label: `${existing.projectName ?? ''}（${existing.projectApplyNo ?? ''}）`,
    });
  const first = existing?.priceItems?.[0];
  const total = (v: PriceValues) => {
    const project = projects.find((r) => r.id === v.projectApplyId);
    const count = project?.equList?.length ?? existing?.priceItems?.length ?? 0;
    return { project, count, amount: Number(v.unitPrice || 0) * Number(v.months || 0) * count };
  };
  const sections: FormSection<PriceValues>[] = [
    {
      title: '维保价格',
      fields: [
        {
          name: 'projectApplyId',
          label: '维保项目（已通过）',
          kind: 'select',
          options: projectOptions,
          required: true,
          span: 2,
        },
        { name: 'unitPrice', label: '维保单价（元/台·月）', kind: 'number', required: true, rule: 'decimal2' },
        {
          name: 'months',
          label: '计费月数',
          kind: 'number',
          required: true,
          rule: 'positiveInteger',
          description: (v) => {
            const t = total(v);
            return `共 ${t.count} 台设备，合计 ${t.amount.toFixed(2)} 元`;
          },
        },
        { name: 'effectiveDate', label: '价格生效日期', kind: 'date', required: true },
        {
          name: 'expireDate',
          label: '价格截止日期',
          kind: 'date',
          required: true,
          validate: endAfterStart('effectiveDate'),
        },
        { name: 'paymentMethod', label: '付款方式', maxLength: 50, placeholder: '如 按季度支付' },
        { name: 'pricingBasis', label: '定价依据', maxLength: 200 },
        { name: 'contactPerson', label: '联系人', maxLength: 30 },
        { name: 'contactPhone', label: '联系电话', rule: 'phone' },
      ],
    },
  ];
  return openFormDialog<PriceValues>({
    title: existing ? `修改维保价格申请：${existing.applyNo}` : '新增维保价格申请',
    sections,
    initialValues: {
      projectApplyId: existing?.projectApplyId ?? '',
      unitPrice: first ? String(first.unitPrice) : '',
      months: first?.months ? String(first.months) : '12',
      effectiveDate: existing?.effectiveDate ?? '',
      expireDate: existing?.expireDate ?? '',
      paymentMethod: existing?.paymentMethod ?? '',
      pricingBasis: existing?.pricingBasis ?? '',
      contactPerson: existing?.contactPerson ?? '',
      contactPhone: existing?.contactPhone ?? '',
    },
    submitLabel: '保存草稿',
    commitLabel: '保存并提交',
    onSubmit: (v, _file, { commit }) => {
      const t = total(v);
      const oidnos = t.project?.equList?.map((e) => e.oidno) ?? existing?.priceItems?.map((i) => i.oidno) ?? [];
      if (!oidnos.length) throw new Error('所选维保项目没有设备，无法计价');
      // The unit price and the months are not sent as such: they make the items and the total.
      const body: SavePriceApplyBody = {
        ...(existing ? { id: existing.id } : {}),
        projectApplyId: v.projectApplyId,
        effectiveDate: v.effectiveDate,
        expireDate: v.expireDate,
        paymentMethod: given(v.paymentMethod),
        pricingBasis: given(v.pricingBasis),
        contactPerson: given(v.contactPerson),
        contactPhone: given(v.contactPhone),
        priceItems: JSON.stringify(
          oidnos.map((oidno) => ({ oidno, unitPrice: Number(v.unitPrice), months: Number(v.months) })),
        ),
        totalAmount: Number(t.amount.toFixed(2)),
      };
      return save(body, commit);
    },
  });
}
