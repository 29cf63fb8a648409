import { uuid32 } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { openFormDialog } from '@/kit/form/FormDialog';
import { formBody } from '@/kit/form/form-body';
import type { FormSection } from '@/kit/form/types';
import { fetchEquipmentOptions } from '@/shared/equipment/EquipmentSelect';
import { createApplyNo } from './api/create-apply-no';
import type { SaveUseRegistApplyBody } from './api/save-use-regist-apply';
import type { UseRegistApplyDetail } from './api/use-regist-apply-detail';
import { APPLY_TYPE_OPTIONS } from './lifecycles';

type ApplyValues = Record<
  | 'applyType'
  | 'equclacode'
  | 'oidnos'
  | 'useAddress'
  | 'safetyManager'
  | 'safetyManagerPhone'
  | 'contactPerson'
  | 'contactPhone'
  | 'remarks',
  string
>;

/**
 * Opens the use-registration application form (new, or a draft / returned one): save as a draft, or
 * save and commit (isCommit) after the server's attachment check; a refusal keeps what was typed.
 */
export async function openApplyForm(
  p: Platform,
  save: (body: SaveUseRegistApplyBody, commit: boolean) => Promise<unknown>,
  existing?: UseRegistApplyDetail,
) {
  const [equipment, applyNo] = await Promise.all([
    fetchEquipmentOptions(p, { useStatus: existing?.applyType === '2' ? undefined : '0', pageSize: 100 }),
    existing ? Promise.resolve(existing.applyNo) : createApplyNo(p),
  ]);
  for (const e of existing?.equipmentList ?? [])
    if (!equipment.some((o) => o.value === e.oidno))
      equipment.push({ value: e.oidno, label: `${e.eqpName}（${e.eqpCode}）` });
  const attrefsysid = existing?.attrefsysid ?? uuid32();
  const sections: FormSection<ApplyValues>[] = [
    {
      title: '申请信息',
      fields: [
        { name: 'applyType', label: '申请类型', kind: 'select', options: APPLY_TYPE_OPTIONS, required: true },
        { name: 'equclacode', label: '设备类别', kind: 'equipmentType', required: true },
        {
          name: 'oidnos',
          label: '登记设备',
          kind: 'multiselect',
          options: equipment,
          required: true,
          span: 2,
          description: '新装登记只列出尚未办理使用登记的设备',
        },
        { name: 'useAddress', label: '设备使用地点', span: 2, maxLength: 200 },
        { name: 'safetyManager', label: '安全管理员', maxLength: 30 },
        { name: 'safetyManagerPhone', label: '安全管理员手机', rule: 'mobile' },
        { name: 'contactPerson', label: '联系人', required: true, maxLength: 30 },
        { name: 'contactPhone', label: '联系电话', required: true, rule: 'phone' },
        { name: 'remarks', label: '备注', kind: 'textarea', span: 2, maxLength: 500 },
      ],
    },
  ];
  const t = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  return openFormDialog<ApplyValues>({
    title: existing ? `修改使用登记申请：${existing.applyNo}` : '新增使用登记申请',
    description: `申请编号 ${applyNo}。保存草稿后在申请详情中上传产品合格证、监督检验证书、使用登记表等附件；提交时登记机关系统检查附件是否齐全。`,
    sections,
    size: 'xl',
    initialValues: {
      applyType: t(existing?.applyType) || '1',
      equclacode: t(existing?.equclacode),
      oidnos: (existing?.equipmentList ?? []).map((e) => e.oidno).join(','),
      useAddress: t(existing?.useAddress),
      safetyManager: t(existing?.safetyManager),
      safetyManagerPhone: t(existing?.safetyManagerPhone),
      contactPerson: t(existing?.contactPerson),
      contactPhone: t(existing?.contactPhone),
      remarks: t(existing?.remarks),
    },
    submitLabel: '保存草稿',
    commitLabel: '保存并提交',
    onSubmit: (v, _file, { commit }) =>
      save(formBody(sections, v, { applyNo, attrefsysid, ...(existing ? { id: existing.id } : {}) }), commit),
  });
}
