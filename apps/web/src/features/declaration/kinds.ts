import { APPLICATION_STATUSES, missingAttachments, type Lifecycle } from '@/kit/lifecycle/lifecycle';
import { fetchAttachments } from '@/kit/attachments/api';
import { fetchEquipmentOptions } from '@/shared/equipment/EquipmentSelect';
import { openFormDialog } from '@/kit/form/FormDialog';
import { formBody } from '@/kit/form/form-body';
import type { FormSection } from '@/kit/form/types';
import { equipmentTypeOptions } from '@/kit/options';
import { uuid32 } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import type { Declaration, DeclareType } from './api/declaration-list';
import type { SaveDeclarationBody } from './api/save-declaration';

/**
 * The declaration kinds other than the periodic one (which has its own step form): each is a list,
 * a form and a detail over the same calls (/a/stone/declaration/*), declared here.
 */
export interface DeclarationKind {
  type: Exclude<DeclareType, 'periodic'>;
  /** Its name as its route shows it, and in the title of the form for a new one. */
  title: string;
  /** The application's name in messages and headings. */
  noun: string;
  /** The kind's list page. */
  list:
    | 'company_service_superintend'
    | 'company_service_manufacture_supervise'
    | 'company_service_entrust'
    | 'company_service_appraisal';
  /** Who builds, makes or designs (constructUnitName), if the kind names one. */
  partyLabel?: string;
  /** 施工类别 (安装/改造/重大修理) is asked for. */
  constructType?: boolean;
  /** Equipment is chosen (not for a design appraisal). */
  equipment?: boolean;
  addressLabel: string;
  projectLabel: string;
  /** Attachment kinds a submit needs (checked before 提交). */
  required: readonly string[];
  emptyText: string;
}

export const DECLARATION_KINDS: Record<DeclarationKind['type'], DeclarationKind> = {
  superintend: {
    type: 'superintend',
    title: '安装改造修理监督检验申报',
    noun: '监督检验申报',
    list: 'company_service_superintend',
    partyLabel: '施工单位',
    constructType: true,
    equipment: true,
    addressLabel: '施工地点',
    projectLabel: '工程名称',
    required: ['施工告知书', '施工单位许可证'],
    emptyText: '没有安装改造修理监督检验申报',
  },
  manufactureSupervise: {
    type: 'manufactureSupervise',
    title: '制造监督检验申报',
    noun: '制造监督检验申报',
    list: 'company_service_manufacture_supervise',
    partyLabel: '制造单位',
    equipment: true,
    addressLabel: '制造地点',
    projectLabel: '产品/项目名称',
    required: ['设计文件', '制造许可证'],
    emptyText: '没有制造监督检验申报',
  },
  entrust: {
    type: 'entrust',
    title: '委托检验申报',
    noun: '委托检验申报',
    list: 'company_service_entrust',
    equipment: true,
    addressLabel: '检验地点',
    projectLabel: '委托检验项目',
    required: ['委托书'],
    emptyText: '没有委托检验申报',
  },
  appraisal: {
    type: 'appraisal',
    title: '设计文件鉴定申报',
    noun: '设计文件鉴定申报',
    list: 'company_service_appraisal',
    partyLabel: '设计单位',
    addressLabel: '项目地点',
    projectLabel: '鉴定项目名称',
    required: ['设计文件', '设计单位资质'],
    emptyText: '没有设计文件鉴定申报',
  },
};

export const kindOf = (type: string | null | undefined): DeclarationKind | undefined =>
  type && type in DECLARATION_KINDS ? DECLARATION_KINDS[type as DeclarationKind['type']] : undefined;

/** The contract's statuses (0 草稿 … 5 已撤销): drafts and returned ones are changed, submitted or deleted. */
export const DECLARATION_STATUSES: Lifecycle<unknown>['statuses'] = {
  ...APPLICATION_STATUSES,
  '5': { text: '已撤销', color: 'dark' },
};

export const declarationLifecycle = (
  kind: DeclarationKind,
  calls: Lifecycle<Declaration>['calls'],
): Lifecycle<Declaration> => ({
  noun: kind.noun,
  statuses: DECLARATION_STATUSES,
  status: (r) => r.status,
  statusText: (r) => r.statusName,
  calls,
  attachments: { required: kind.required, of: (r) => r.attrefsysid },
});

type Values = Record<
  | 'projectName'
  | 'equclacode'
  | 'constructUnitName'
  | 'constructType'
  | 'oidnos'
  | 'contactName'
  | 'contactPhone'
  | 'address'
  | 'expectedDate'
  | 'remark',
  string
>;
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** Opens a kind's form (new, or a draft/returned one): save as a draft, or save and submit (attachments checked first). */
export async function openDeclarationForm(
  p: Platform,
  kind: DeclarationKind,
  save: (body: SaveDeclarationBody, commit: boolean) => Promise<unknown>,
  existing?: Declaration,
) {
  const equipment = kind.equipment ? await fetchEquipmentOptions(p, { pageSize: 100 }) : [];
  for (const e of existing?.equipments ?? [])
    if (!equipment.some((o) => o.value === e.oidno))
      equipment.push({ value: e.oidno, label: `${e.eqpName}（${e.eqpCode}）` });
  const attrefsysid = existing?.attrefsysid ?? uuid32();
  const sections: FormSection<Values>[] = [
    {
      title: kind.title,
      fields: [
        { name: 'projectName', label: kind.projectLabel, required: true, maxLength: 100, span: 2 },
        { name: 'equclacode', label: '设备类别', kind: 'select', options: equipmentTypeOptions, required: true },
        ...(kind.partyLabel
          ? [{ name: 'constructUnitName' as const, label: kind.partyLabel, required: true, maxLength: 100 }]
          : []),
        ...(kind.constructType
          ? [
              {
                name: 'constructType' as const,
                label: '施工类别',
                kind: 'select' as const,
                options: ['安装', '改造', '重大修理'].map((v) => ({ value: v, label: v })),
                required: true,
              },
            ]
          : []),
        ...(kind.equipment
          ? [
              {
                name: 'oidnos' as const,
                label: '申报设备',
                kind: 'multiselect' as const,
                options: equipment,
                span: 2 as const,
                description: '本单位已录入的设备；新制造、新安装的设备请先在设备管理中录入',
              },
            ]
          : []),
        { name: 'contactName', label: '联系人', required: true, maxLength: 20 },
        { name: 'contactPhone', label: '联系电话', required: true, rule: 'phone' },
        { name: 'address', label: kind.addressLabel, maxLength: 200, span: 2 },
        ...(kind.type !== 'appraisal'
          ? [{ name: 'expectedDate' as const, label: '期望检验日期', kind: 'date' as const }]
          : []),
        { name: 'remark', label: '备注', kind: 'textarea', maxLength: 500, span: 2 },
      ],
    },
  ];
  return openFormDialog<Values>({
    title: existing ? `修改${kind.noun}：${existing.onlinelsh}` : `新增${kind.title}`,
    description: `保存后在申报详情中上传附件；提交前须上传：${kind.required.join('、')}。`,
    sections,
    size: 'xl',
    initialValues: {
      projectName: text(existing?.projectName),
      equclacode: text(existing?.equclacode),
      constructUnitName: text(existing?.constructUnitName),
      constructType: text(existing?.constructType),
      oidnos: (existing?.equipments ?? []).map((e) => e.oidno).join(','),
      contactName: text(existing?.contactName),
      contactPhone: text(existing?.contactPhone),
      address: text(existing?.address),
      expectedDate: text(existing?.expectedDate),
      remark: text(existing?.remark),
    },
    submitLabel: '保存草稿',
    commitLabel: '保存并提交',
    onSubmit: async (v, _file, { commit }) => {
      if (commit) {
        const missing = missingAttachments(kind.required, (await fetchAttachments(p, attrefsysid)) ?? []);
        if (missing.length)
          throw new Error(
            existing
              ? `附件不完整，请先在申报详情中上传：${missing.join('、')}`
              : `请先保存草稿，在申报详情中上传${missing.join('、')}后再提交`,
          );
      }
      return save(
        formBody(sections, v, {
          declareType: kind.type,
          attrefsysid,
          ...(existing ? { id: existing.id, onlinelsh: existing.onlinelsh } : {}),
        }),
        commit,
      );
    },
  });
}
