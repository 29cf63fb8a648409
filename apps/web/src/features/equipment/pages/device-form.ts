import { EQUIPMENT_TYPES, uuid32 } from '@tzsb/sdk';
import { formBody } from '@/kit/form/form-body';
import type { FieldSpec, FormSection } from '@/kit/form/types';
import { valuesBody } from '@/kit/form/values-body';
import { areaOptions, type Option } from '@/kit/options';
import type { EquipmentDetail } from '@/features/equipment/api/equipment-detail';
import type { EquipmentForm } from '@/features/equipment/api/save-equipment';
import type { EquipmentChangeBody } from '@/features/equipment/api/change-equipment';
import { describeEquipmentCode } from '@/features/equipment/equipment-code';
import { varietyOptions } from '@/features/equipment/varieties';
import {
  archiveClasses,
  CLASS_KEYS,
  paramsOf,
  type ArchiveClass,
  type ClassKey,
  type DeviceParamName,
  type ParamField,
} from './archive/classes';

/** The fields of a piece of equipment (the addEqm form). */
type EquipmentField = keyof EquipmentForm & string;
type EquipmentValues = Record<EquipmentField, string>;
/** What a change application sends (changeEqm). */
type ChangeField = keyof EquipmentChangeBody & string;
/** Every field of the device form: the equipment's and, in a change application, what names the change. */
type DeviceField = EquipmentField | ChangeField;
export type DeviceValues = Record<DeviceField, string>;

/**
 * add: a new piece of equipment (addEqm); edit: an unregistered one, saved in place (addEqm with oidno);
 * change: a registered one, whose changes are a change application (changeEqm, draft or commit);
 * view: read-only.
 */
export type DeviceMode = 'add' | 'edit' | 'change' | 'view';

/** Classes this form handles: pipelines (8000) have their own form. */
type DeviceClassKey = Exclude<ClassKey, 'pressurePipeline'>;
const DEVICE_CLASSES = CLASS_KEYS.filter((k): k is DeviceClassKey => archiveClasses[k].form === 'device');

const deviceTypeOptions: Option[] = EQUIPMENT_TYPES.filter((t) => t.code !== '8000').map((t) => ({
  value: t.code,
  label: t.name,
}));

/** What a change application may change (changeEqm): these and every technical parameter. */
const CHANGEABLE = [
  'eqpName',
  'internalNo',
  'areaCode',
  'useAddress',
  'safetyManager',
  'safetyManagerPhone',
  'maintUnitName',
] as const satisfies readonly (keyof EquipmentChangeBody)[];
const isChangeable = (name: DeviceField): name is ChangeField =>
  (CHANGEABLE as readonly string[]).includes(name) || name.startsWith('param.');

const changeTypeOptions: Option[] = [
  { value: '1', label: '基本信息变更' },
  { value: '2', label: '使用地点变更' },
  { value: '3', label: '安全管理人员变更' },
  { value: '4', label: '维保单位变更' },
  { value: '5', label: '技术参数变更' },
];

const sameClass = (code: string, equclacode: string) => !!code && !!equclacode && code[0] === equclacode[0];

const paramName = (key: DeviceParamName): EquipmentField => `param.${key}`;

/** The parameter section of one class, shown only while that class is chosen. */
function paramSection(
  cls: Pick<ArchiveClass<DeviceClassKey>, 'name' | 'code'> & {
    params: readonly (Omit<ParamField<DeviceClassKey>, 'key'> & { key: DeviceParamName })[];
  },
): FormSection<EquipmentValues> {
  return {
    title: `${cls.name}技术参数`,
    visible: (v) => v.equclacode === cls.code,
    fields: cls.params.map((p): FieldSpec<EquipmentValues> => ({
      name: paramName(p.key),
      label: p.unit ? `${p.label}（${p.unit}）` : p.label,
      kind: p.kind === 'decimal' || p.kind === 'integer' ? 'number' : p.kind === 'select' ? 'select' : 'text',
      rule: p.kind === 'integer' ? 'nonNegativeInteger' : undefined,
      options: p.options?.map((o) => ({ value: o, label: o })),
    })),
  };
}

const CODE_HINT = '18 位数字：品种代码 4 位 + 制造地区划代码 6 位 + 制造年份 4 位 + 顺序号 4 位';

/** The sections of a piece of equipment: basic, use, and the parameters of the chosen class. */
function equipmentSections(): FormSection<EquipmentValues>[] {
  const basic: FieldSpec<EquipmentValues>[] = [
    {
      name: 'equclacode',
      label: '设备类别',
      kind: 'select',
      options: deviceTypeOptions,
      required: true,
      readOnlyOnEdit: true,
      resets: ['eqpVarietyCode'],
    },
    {
      name: 'eqpVarietyCode',
      label: '设备品种',
      kind: 'select',
      required: true,
      options: (v) => varietyOptions(v.equclacode, v.eqpVarietyCode),
      validate: (code, v) => (sameClass(code, v.equclacode) ? null : '设备品种与设备类别不一致，请重新选择'),
    },
    { name: 'eqpName', label: '设备名称', required: true, maxLength: 100, placeholder: '如 1号客梯' },
    {
      name: 'eqpCode',
      label: '设备代码',
      rule: 'equipmentCode',
      maxLength: 18,
      span: 2,
      placeholder: '18 位数字，尚未赋码可不填',
      description: (v) => describeEquipmentCode(v.eqpCode) ?? CODE_HINT,
      validate: (code, v) =>
        !v.equclacode || sameClass(code, v.equclacode) ? null : '设备代码的品种代码（前 4 位）与设备类别不一致',
    },
    {
      name: 'registCode',
      label: '使用登记证编号',
      rule: 'registrationCode',
      maxLength: 20,
      placeholder: '20 位数字，已登记的设备填写',
    },
    { name: 'eqpModel', label: '型号规格' },
    { name: 'factoryNo', label: '出厂编号' },
    { name: 'makeUnitName', label: '制造单位' },
    { name: 'makeDate', label: '制造日期', kind: 'date' },
    { name: 'designUnitName', label: '设计单位' },
    { name: 'installUnitName', label: '安装（施工）单位' },
    { name: 'installDate', label: '安装竣工日期', kind: 'date' },
    { name: 'useStartDate', label: '投入使用日期', kind: 'date' },
  ];
  const use: FieldSpec<EquipmentValues>[] = [
    { name: 'areaCode', label: '所在区县', kind: 'select', options: areaOptions, required: true },
    { name: 'useAddress', label: '设备使用地点', required: true, maxLength: 200, span: 2 },
    { name: 'internalNo', label: '单位内部编号' },
    { name: 'safetyManager', label: '安全管理员' },
    { name: 'safetyManagerPhone', label: '安全管理员电话', rule: 'phone' },
    { name: 'maintUnitName', label: '维保单位', span: 2 },
    { name: 'remark', label: '备注', kind: 'textarea', span: 3, maxLength: 500 },
  ];
  return [
    { title: '基本信息', fields: basic },
    { title: '使用信息', fields: use },
    ...DEVICE_CLASSES.map((k) => paramSection(archiveClasses[k])),
  ];
}
/** What add and edit save (addEqm). */
const EQUIPMENT_SECTIONS = equipmentSections();

/** The form's sections for a mode; in `change` only what a change application may change is editable. */
export function deviceSections(mode: DeviceMode): FormSection<DeviceValues>[] {
  const sections: FormSection<DeviceValues>[] = equipmentSections();
  if (mode === 'change') {
    // A registered device: only a change application's fields stay editable.
    for (const s of sections) s.fields = s.fields.map((f) => ({ ...f, readOnlyOnEdit: !isChangeable(f.name) }));
    sections.unshift({
      title: '变更申请',
      columns: 2,
      fields: [
        { name: 'changeType', label: '变更类型', kind: 'select', options: changeTypeOptions, required: true },
        { name: 'changeReason', label: '变更原因', kind: 'textarea', required: true, maxLength: 500, span: 2 },
      ],
    });
  }
  return sections;
}

/** Empty values for every field of the sections. */
export function emptyDeviceValues(sections: FormSection<DeviceValues>[]): DeviceValues {
  const values: Partial<DeviceValues> = { oidno: '', attrefsysid: uuid32(), id: '' };
  for (const s of sections) for (const f of s.fields) values[f.name] = '';
  return values as DeviceValues;
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** The form's values for an archive: its fields and its class's parameters. */
export function deviceValuesOf(d: EquipmentDetail, sections: FormSection<DeviceValues>[]): DeviceValues {
  const values = emptyDeviceValues(sections);
  for (const name of Object.keys(values) as DeviceField[]) {
    if (!name.startsWith('param.') && name in d) values[name] = text((d as Record<string, unknown>)[name]);
  }
  const key = CLASS_KEYS.find((k) => archiveClasses[k].code === d.equclacode);
  if (key && key !== 'pressurePipeline') {
    const params = paramsOf(d, key) as Record<string, unknown> | null;
    for (const p of archiveClasses[key].params) values[paramName(p.key)] = text(params?.[p.key]);
  }
  values.oidno = d.oidno;
  // The archive's attachments: the record's own reference, or the equipment itself in older archives.
  values.attrefsysid = d.attrefsysid || d.oidno;
  return values;
}

/** The addEqm body: the shown fields (the chosen class's parameters only), with oidno when saving in place. */
export function deviceBody(values: EquipmentValues): EquipmentForm {
  return formBody(EQUIPMENT_SECTIONS, values, {
    ...(values.oidno ? { oidno: values.oidno } : {}),
    attrefsysid: values.attrefsysid,
  });
}

/**
 * The changeEqm body: only the fields whose value differs from the archive, with what names the
 * application. Throws when nothing was changed.
 */
export function changeBody(
  sections: FormSection<DeviceValues>[],
  values: DeviceValues,
  initial: DeviceValues,
  draftId?: string,
): EquipmentChangeBody {
  const changed = sections
    .filter((s) => !s.visible || s.visible(values))
    .flatMap((s) => s.fields)
    .filter(
      (f): f is FieldSpec<DeviceValues> & { name: ChangeField } =>
        isChangeable(f.name) && (values[f.name] ?? '') !== (initial[f.name] ?? ''),
    );
  if (!changed.length) throw new Error('没有修改任何内容，无需提交变更申请');
  // changeType and changeReason are required fields of the change section.
  return valuesBody(values, [...changed, 'changeType', 'changeReason'], {
    oidno: values.oidno,
    ...(draftId ? { id: draftId } : {}),
  });
}
