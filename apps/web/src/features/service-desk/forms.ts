import { uuid32 } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import type { DetailSection } from '@/kit/detail/DetailView';
import { uploadAttachment } from '@/kit/attachments/api';
import { fetchEquipmentOptions } from '@/shared/equipment/EquipmentSelect';
import { openFormDialog } from '@/kit/form/FormDialog';
import { formBody } from '@/kit/form/form-body';
import type { FormSection } from '@/kit/form/types';
import type { Option } from '@/kit/options';
import type { RescueRecord } from './api/rescue-list';
import type { FaultRecord } from './api/fault-list';
import type { SaveRescueBody } from './api/save-rescue';
import type { SaveFaultBody } from './api/save-fault';
import type { SaveInteractionBody } from './api/save-interaction';

/** A registration's save (the feature's mutation, which refreshes its lists and details): resolves to the saved id. */
type Save<B> = (body: B) => Promise<string | null | undefined>;

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
/** A later time must not be before an earlier one (the platform's `yyyy-MM-dd HH:mm:ss` text compares in order). */
const notBefore = (field: string, what: string) => (v: string, all: Record<string, string>) =>
  all[field] && v < all[field] ? `不能早于${what}` : null;

/** The unit's equipment to choose from, with the record's own equipment kept when it is not among the first matches. */
async function equipmentOptions(
  p: Platform,
  own?: { oidno: string; eqpName?: string; eqpCode?: string | null },
): Promise<Option[]> {
  const options = await fetchEquipmentOptions(p, { pageSize: 100 });
  if (own && !options.some((o) => o.value === own.oidno))
    options.unshift({ value: own.oidno, label: `${own.eqpName ?? own.oidno}（${own.eqpCode ?? own.oidno}）` });
  return options;
}

export const causeTypeOptions: Option[] = [
  { value: '1', label: '停电' },
  { value: '2', label: '设备故障' },
  { value: '3', label: '人为因素' },
  { value: '4', label: '外部因素' },
  { value: '5', label: '其他' },
];
const alarmSources = ['96333应急救援平台', '电梯五方通话', '现场电话', '其他'].map((v) => ({ value: v, label: v }));

type RescueValues = Record<
  | 'oidno'
  | 'trappedCount'
  | 'injuredCount'
  | 'alarmTime'
  | 'alarmSource'
  | 'arrivalTime'
  | 'finishTime'
  | 'causeType'
  | 'cause'
  | 'rescueUnitName'
  | 'rescuers'
  | 'process',
  string
>;
const RESCUE_FIELDS = [
  'oidno',
  'trappedCount',
  'injuredCount',
  'alarmTime',
  'alarmSource',
  'arrivalTime',
  'finishTime',
  'causeType',
  'cause',
  'rescueUnitName',
  'rescuers',
  'process',
] as const;

/** 救援登记 form (new or a change): who was trapped, when the alarm came, when help arrived and finished, why. Resolves to the saved id. */
export async function openRescueForm(
  p: Platform,
  save: Save<SaveRescueBody>,
  existing?: RescueRecord,
): Promise<string | null> {
  const equipment = await equipmentOptions(p, existing);
  const sections: FormSection<RescueValues>[] = [
    {
      title: '设备与人员',
      fields: [
        { name: 'oidno', label: '设备', kind: 'select', options: equipment, required: true, span: 2 },
        {
          name: 'trappedCount',
          label: '被困人数',
          kind: 'number',
          required: true,
          validate: (v) => (Number(v) < 0 || !Number.isInteger(Number(v)) ? '请输入不小于 0 的整数' : null),
        },
        {
          name: 'injuredCount',
          label: '受伤人数',
          kind: 'number',
          validate: (v, all) =>
            Number(v) < 0
              ? '不能为负数'
              : Number(v) > Number(all.trappedCount || 0)
                ? '受伤人数不能多于被困人数'
                : null,
        },
      ],
    },
    {
      title: '救援经过',
      fields: [
        { name: 'alarmTime', label: '报警时间', kind: 'datetime', required: true },
        { name: 'alarmSource', label: '报警来源', kind: 'select', options: alarmSources },
        { name: 'arrivalTime', label: '到场时间', kind: 'datetime', validate: notBefore('alarmTime', '报警时间') },
        { name: 'finishTime', label: '救援完成时间', kind: 'datetime', validate: notBefore('arrivalTime', '到场时间') },
        { name: 'causeType', label: '困人原因类别', kind: 'select', options: causeTypeOptions, required: true },
        { name: 'rescueUnitName', label: '救援单位', required: true, maxLength: 100 },
        { name: 'cause', label: '困人原因', kind: 'textarea', required: true, span: 2, maxLength: 500 },
        { name: 'rescuers', label: '救援人员', span: 2, maxLength: 100, placeholder: '多人以顿号分隔' },
        { name: 'process', label: '救援经过', kind: 'textarea', span: 2, maxLength: 1000 },
      ],
    },
  ];
  let saved: string | null = null;
  const ok = await openFormDialog<RescueValues>({
    title: existing ? `修改救援登记：${existing.rescueNo}` : '新增救援登记',
    description: '保存后可在登记详情中上传救援记录单、现场照片等附件。',
    sections,
    size: 'xl',
    initialValues: Object.fromEntries(RESCUE_FIELDS.map((k) => [k, text(existing?.[k])])) as RescueValues,
    onSubmit: async (v) => {
      saved = (await save(formBody(sections, v, existing ? { id: existing.id } : undefined))) ?? existing?.id ?? null;
    },
  });
  return ok ? saved : null;
}

type FaultValues = Record<
  | 'oidno'
  | 'faultTime'
  | 'faultCategory'
  | 'phenomenon'
  | 'cause'
  | 'handling'
  | 'handlerUnitName'
  | 'handler'
  | 'recoveryTime'
  | 'trapped',
  string
>;
const FAULT_FIELDS = [
  'oidno',
  'faultTime',
  'faultCategory',
  'phenomenon',
  'cause',
  'handling',
  'handlerUnitName',
  'handler',
  'recoveryTime',
  'trapped',
] as const;
const faultCategories = [
  '门系统故障',
  '控制系统故障',
  '制动系统故障',
  '曳引系统故障',
  '给水系统故障',
  '燃烧系统故障',
  '安全附件故障',
  '其他',
].map((v) => ({ value: v, label: v }));

/** 故障登记 form (new or a change): when and what failed, why, what was done, when it ran again. Resolves to the saved id. */
export async function openFaultForm(
  p: Platform,
  save: Save<SaveFaultBody>,
  existing?: FaultRecord,
): Promise<string | null> {
  const equipment = await equipmentOptions(p, existing);
  const sections: FormSection<FaultValues>[] = [
    {
      title: '故障',
      fields: [
        { name: 'oidno', label: '设备', kind: 'select', options: equipment, required: true, span: 2 },
        { name: 'faultTime', label: '故障发生时间', kind: 'datetime', required: true },
        { name: 'faultCategory', label: '故障类别', kind: 'select', options: faultCategories },
        { name: 'phenomenon', label: '故障现象', kind: 'textarea', required: true, span: 2, maxLength: 500 },
        { name: 'cause', label: '故障原因', kind: 'textarea', span: 2, maxLength: 500 },
        {
          name: 'trapped',
          label: '是否造成困人',
          kind: 'select',
          options: [
            { value: 'false', label: '否' },
            { value: 'true', label: '是' },
          ],
        },
      ],
    },
    {
      title: '处理',
      fields: [
        { name: 'handling', label: '处理措施', kind: 'textarea', span: 2, maxLength: 1000 },
        { name: 'handlerUnitName', label: '处理单位', maxLength: 100 },
        { name: 'handler', label: '处理人', maxLength: 30 },
        {
          name: 'recoveryTime',
          label: '恢复运行时间',
          kind: 'datetime',
          validate: notBefore('faultTime', '故障发生时间'),
        },
      ],
    },
  ];
  let saved: string | null = null;
  const ok = await openFormDialog<FaultValues>({
    title: existing ? `修改故障登记：${existing.faultNo}` : '新增故障登记',
    description: '尚未恢复运行的可先登记，恢复后再补充处理措施和恢复时间。',
    sections,
    size: 'xl',
    initialValues: {
      ...Object.fromEntries(FAULT_FIELDS.map((k) => [k, text(existing?.[k])])),
      trapped: existing ? String(!!existing.trapped) : 'false',
    } as FaultValues,
    onSubmit: async (v) => {
      // 是否造成困人 is a yes/no choice in the form and a boolean in the contract.
      saved =
        (await save(
          formBody(sections, v, { ...(existing ? { id: existing.id } : {}), trapped: v.trapped === 'true' }),
        )) ??
        existing?.id ??
        null;
    },
  });
  return ok ? saved : null;
}

export const bizTypeOptions: Option[] = [
  { value: '1', label: '报检咨询' },
  { value: '2', label: '检验报告' },
  { value: '3', label: '收费发票' },
  { value: '4', label: '其他' },
];
type QuestionValues = Record<'subject' | 'bizType' | 'relatedNo' | 'content', string>;
const questionSections: FormSection<QuestionValues>[] = [
  {
    title: '留言',
    fields: [
      { name: 'subject', label: '主题', required: true, span: 2, maxLength: 100 },
      { name: 'bizType', label: '业务类别', kind: 'select', options: bizTypeOptions, required: true },
      { name: 'relatedNo', label: '关联编号', maxLength: 40, placeholder: '报告编号、报检流水号或发票号码' },
      { name: 'content', label: '内容', kind: 'textarea', required: true, span: 2, maxLength: 2000 },
    ],
  },
];

/**
 * 向检验机构提问: subject, category, the related number, the question and one attachment. The file is
 * uploaded first under an id made here (attrefsysid, kept across retries so a failed save does not
 * upload it twice), then the question is saved with it. Resolves to the new question's id.
 */
export async function openQuestionForm(p: Platform, save: Save<SaveInteractionBody>): Promise<string | null> {
  const attrefsysid = uuid32();
  let uploaded: File | null = null;
  let saved: string | null = null;
  const ok = await openFormDialog<QuestionValues>({
    title: '向检验机构提问',
    description: `留言发送至属地检验机构${p.config.inspectionBody ? `（${p.config.inspectionBody}）` : ''}，回复后可在留言详情中查看。`,
    sections: questionSections,
    initialValues: { subject: '', bizType: '', relatedNo: '', content: '' },
    file: {
      label: '附件',
      description: '可附一个文件（图片、PDF 或 Office 文档）',
      accept: 'image/*,.pdf,.doc,.docx,.xls,.xlsx',
    },
    submitLabel: '发送',
    successMessage: '留言已发送',
    onSubmit: async (v, file) => {
      if (file && file !== uploaded) {
        await uploadAttachment(p, { file, attrefsysid, attType: '留言附件' });
        uploaded = file;
      }
      saved = (await save(formBody(questionSections, v, uploaded ? { attrefsysid } : undefined))) ?? null;
    },
  });
  return ok ? (saved ?? null) : null;
}

/** The 设备 section of a rescue's or a fault's detail: the equipment it happened on. */
export const equipmentSection = (
  r: Pick<RescueRecord & FaultRecord, 'eqpName' | 'eqpCode' | 'registCode' | 'useUnitName' | 'useAddress'>,
): DetailSection => ({
  title: '设备',
  fields: [
    { label: '设备名称', value: r.eqpName },
    { label: '设备代码', value: r.eqpCode },
    { label: '使用登记证编号', value: r.registCode },
    { label: '使用单位', value: r.useUnitName },
    { label: '使用地点', value: r.useAddress, span: 2 },
  ],
});
