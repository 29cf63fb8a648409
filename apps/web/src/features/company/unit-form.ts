import { formBody } from '@/kit/form/form-body';
import type { FieldSpec, FormSection } from '@/kit/form/types';
import { areaOptions, unitTypeOptions } from '@/kit/options';
import type { UnitDetail } from '@/shared/unit/api/unit-detail';
import type { UnitSaveBody } from './api/save-unit';
import type { UnitChangeBody } from './api/apply-unit-change';

/** The fields of the unit form: those of unit/save. */
type UnitField = keyof UnitSaveBody & string;
export type UnitValues = Record<UnitField, string>;

/** Fields that identify the unit: changed only through a change application (changeUnit) with the new licence. */
const IDENTITY_FIELDS = ['orgname', 'creditCode', 'legalPerson'] as const satisfies readonly (UnitField &
  keyof UnitChangeBody)[];
export type IdentityField = (typeof IDENTITY_FIELDS)[number];

const identity: FieldSpec<UnitValues>[] = [
  {
    name: 'orgname',
    label: '单位名称',
    required: true,
    readOnlyOnEdit: true,
    span: 2,
    description: '名称、统一社会信用代码、法定代表人须通过「申请变更」修改',
  },
  { name: 'creditCode', label: '统一社会信用代码', required: true, rule: 'creditCode', readOnlyOnEdit: true },
  { name: 'legalPerson', label: '法定代表人', required: true, readOnlyOnEdit: true },
  {
    name: 'unitType',
    label: '单位类型',
    kind: 'select',
    options: unitTypeOptions,
    required: true,
    readOnlyOnEdit: true,
  },
];

/** The sections of 单位信息维护: identity (read-only here), basic information, contacts, business scope. */
export const unitSections: FormSection<UnitValues>[] = [
  { title: '单位标识', fields: identity },
  {
    title: '基本信息',
    fields: [
      { name: 'areaCode', label: '所在区县', kind: 'select', options: areaOptions, required: true },
      { name: 'address', label: '单位地址', required: true, span: 2, maxLength: 200 },
      { name: 'postalCode', label: '邮政编码', rule: 'postalCode', maxLength: 6 },
      { name: 'fixedAssets', label: '固定资产（万元）', kind: 'number', rule: 'fixedAssets' },
      { name: 'employeeCount', label: '职工人数', kind: 'number', rule: 'nonNegativeInteger' },
      { name: 'unitNature', label: '单位性质' },
      { name: 'industry', label: '所属行业' },
      { name: 'establishDate', label: '成立日期', kind: 'date' },
    ],
  },
  {
    title: '联系方式',
    fields: [
      { name: 'contactPerson', label: '联系人', required: true, maxLength: 30 },
      { name: 'contactPhone', label: '联系人手机', required: true, rule: 'mobile', maxLength: 11 },
      { name: 'phone', label: '单位电话', rule: 'phone', placeholder: '如 0574-87351260' },
      { name: 'fax', label: '传真', rule: 'phone' },
      { name: 'email', label: '电子邮箱', rule: 'email' },
      { name: 'safetyDirector', label: '安全总监' },
      { name: 'safetyDirectorPhone', label: '安全总监手机', rule: 'mobile', maxLength: 11 },
    ],
  },
  {
    title: '经营范围',
    columns: 2,
    fields: [{ name: 'businessScope', label: '经营范围', kind: 'textarea', span: 2, maxLength: 1000 }],
  },
];

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** The form's values from the unit's information. */
export function unitValuesOf(u: UnitDetail): UnitValues {
  const values = { id: u.id } as UnitValues;
  for (const s of unitSections) for (const f of s.fields) values[f.name] = text((u as Record<string, unknown>)[f.name]);
  values.unitType = text(u.unitTypeCode);
  return values;
}

/** The unit/save body: the shown fields, with the unit's id. */
export function unitSaveBody(values: UnitValues): UnitSaveBody {
  return formBody(unitSections, values, { id: values.id });
}

/** The identifying fields a change application changes: those that differ from the unit's current values. */
export function changedIdentity(
  current: Pick<UnitValues, IdentityField>,
  next: Pick<UnitValues, IdentityField>,
): Partial<Record<IdentityField, string>> {
  const out: Partial<Record<IdentityField, string>> = {};
  for (const f of IDENTITY_FIELDS) if ((next[f] ?? '').trim() !== (current[f] ?? '').trim()) out[f] = next[f].trim();
  return out;
}
