import type { FormSection } from '@/kit/form/types';
import { areaOptions, type Option } from '@/kit/options';
import type { UseRecordDetail } from './api/use-record-detail';
import type { SaveUseRecordBody } from './api/save-use-record';
import { REGIST_MODE_OPTIONS } from './lifecycles';

export type UseRecordValues = Record<
  | 'registMode'
  | 'equclacode'
  | 'oidnos'
  | 'useAddress'
  | 'areaCode'
  | 'useUnitName'
  | 'creditCode'
  | 'useUnitAddress'
  | 'postalCode'
  | 'legalPerson'
  | 'safetyManager'
  | 'safetyManagerPhone'
  | 'contactPhone'
  | 'propertyUnitName'
  | 'useDate'
  | 'remarks'
  | 'attrefsysid',
  string
>;

/** The use-registration form: the equipment to register (not yet registered), where it is used, and the using unit. */
/** Equipment to choose from, with its class: the choice is limited to the chosen class. */
export interface EquipmentChoice extends Option {
  equclacode: string;
}

export const recordSections = (equipment: EquipmentChoice[]): FormSection<UseRecordValues>[] => [
  {
    title: '登记设备',
    fields: [
      { name: 'registMode', label: '登记方式', kind: 'select', options: REGIST_MODE_OPTIONS, required: true },
      { name: 'equclacode', label: '设备类别', kind: 'equipmentType', required: true, resets: ['oidnos'] },
      { name: 'useDate', label: '投入使用日期', kind: 'date' },
      {
        name: 'oidnos',
        label: '登记设备（未登记的设备）',
        kind: 'multiselect',
        options: (v) => (v.equclacode ? equipment.filter((e) => e.equclacode === v.equclacode) : equipment),
        required: true,
        span: 3,
        description: (v) =>
          v.equclacode
            ? '只列出本单位尚未办理使用登记的、所选类别的设备'
            : '只列出本单位尚未办理使用登记的设备；请先选择设备类别',
      },
      { name: 'useAddress', label: '设备使用地点', required: true, span: 2, maxLength: 200 },
      { name: 'areaCode', label: '所在区县', kind: 'select', options: areaOptions },
    ],
  },
  {
    title: '使用单位',
    fields: [
      { name: 'useUnitName', label: '使用单位名称', required: true, span: 2, maxLength: 100 },
      { name: 'creditCode', label: '统一社会信用代码', rule: 'creditCode' },
      { name: 'useUnitAddress', label: '单位地址', span: 2, maxLength: 200 },
      { name: 'postalCode', label: '邮政编码', rule: 'postalCode' },
      { name: 'legalPerson', label: '法定代表人', maxLength: 30 },
      { name: 'safetyManager', label: '安全管理员', required: true, maxLength: 30 },
      { name: 'safetyManagerPhone', label: '安全管理员手机', required: true, rule: 'mobile' },
      { name: 'contactPhone', label: '单位固定电话', rule: 'phone' },
      { name: 'propertyUnitName', label: '产权单位（与使用单位不同时填写）', span: 2, maxLength: 100 },
      { name: 'remarks', label: '备注', kind: 'textarea', span: 3, maxLength: 500 },
    ],
  },
];

const t = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** An existing record's values (attrefsysid: where its attachments hang, not a field). */
export const recordValuesOf = (d: UseRecordDetail): UseRecordValues => ({
  registMode: d.registMode,
  equclacode: d.equclacode,
  oidnos: d.equipmentList.map((e) => e.oidno).join(','),
  useAddress: t(d.useAddress),
  areaCode: t(d.areaCode),
  useUnitName: d.useUnitName,
  creditCode: t(d.creditCode),
  useUnitAddress: t(d.useUnitAddress),
  postalCode: t(d.postalCode),
  legalPerson: t(d.legalPerson),
  safetyManager: t(d.safetyManager),
  safetyManagerPhone: t(d.safetyManagerPhone),
  contactPhone: t(d.contactPhone),
  propertyUnitName: t(d.propertyUnitName),
  useDate: t(d.useDate),
  remarks: t(d.remarks),
  attrefsysid: d.attrefsysid,
});

/** The save body: the unit's fields under their literal dotted keys (eqmBcwBasic.useUnitName …). */
export function recordBody(v: UseRecordValues, ids: { id?: string; applyNo: string }): SaveUseRecordBody {
  const o = (s: string) => (s.trim() === '' ? undefined : s.trim());
  return {
    ...(ids.id ? { id: ids.id } : {}),
    applyNo: ids.applyNo,
    registMode: v.registMode as SaveUseRecordBody['registMode'],
    equclacode: v.equclacode as SaveUseRecordBody['equclacode'],
    oidnos: v.oidnos,
    attrefsysid: v.attrefsysid,
    remarks: o(v.remarks),
    'eqmBcwBasic.useUnitName': v.useUnitName.trim(),
    'eqmBcwBasic.creditCode': o(v.creditCode),
    'eqmBcwBasic.useUnitAddress': o(v.useUnitAddress),
    'eqmBcwBasic.postalCode': o(v.postalCode),
    'eqmBcwBasic.areaCode': o(v.areaCode) as SaveUseRecordBody['eqmBcwBasic.areaCode'],
    'eqmBcwBasic.useAddress': o(v.useAddress),
    'eqmBcwBasic.useDate': o(v.useDate),
    'eqmBcwBasic.legalPerson': o(v.legalPerson),
    'eqmBcwBasic.safetyManager': o(v.safetyManager),
    'eqmBcwBasic.safetyManagerPhone': o(v.safetyManagerPhone),
    'eqmBcwBasic.contactPhone': o(v.contactPhone),
    'eqmBcwBasic.propertyUnitName': o(v.propertyUnitName),
  };
}
