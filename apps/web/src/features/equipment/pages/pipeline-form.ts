import { uuid32 } from '@tzsb/sdk';
import { formBody } from '@/kit/form/form-body';
import type { FieldSpec, FormSection } from '@/kit/form/types';
import { areaOptions } from '@/kit/options';
import type { EquipmentDetail } from '@/features/equipment/api/equipment-detail';
import type { PipelineBody } from '@/features/equipment/api/save-pipeline';
import { describeEquipmentCode } from '@/features/equipment/equipment-code';
import { varietyOptions } from '@/features/equipment/varieties';
import { archiveClasses, paramsOf } from './archive/classes';

type PipelineField = keyof PipelineBody & string;
export type PipelineValues = Record<PipelineField, string>;

const pipeline = archiveClasses.pressurePipeline;
/** Required by savePipeline besides the basic fields. */
const REQUIRED_PARAMS: readonly PipelineField[] = ['pipeLevel'];

/** The pipeline form (savePipeline): the pipeline, its technical parameters (as its archive shows them), installation and place. */
export const pipelineSections: FormSection<PipelineValues>[] = [
  {
    title: '管道信息',
    fields: [
      {
        name: 'eqpVarietyCode',
        label: '管道品种',
        kind: 'select',
        options: varietyOptions(pipeline.code),
        required: true,
      },
      { name: 'pipelineName', label: '管道名称', required: true, maxLength: 100, placeholder: '如 锅炉房蒸汽管道' },
      {
        name: 'eqpCode',
        label: '设备代码',
        rule: 'equipmentCode',
        maxLength: 18,
        placeholder: '18 位数字，尚未赋码可不填',
        description: (v) =>
          describeEquipmentCode(v.eqpCode) ??
          '18 位数字：品种代码 4 位 + 制造地区划代码 6 位 + 年份 4 位 + 顺序号 4 位',
        validate: (code) => (code.startsWith('8') ? null : '压力管道的设备代码应以 8 开头（品种 8100/8200/8300）'),
      },
    ],
  },
  {
    title: `${pipeline.name}技术参数`,
    fields: pipeline.params.map((p): FieldSpec<PipelineValues> => ({
      name: p.key,
      label: p.unit ? `${p.label}（${p.unit}）` : p.label,
      kind: p.kind === 'decimal' || p.kind === 'integer' ? 'number' : p.kind === 'select' ? 'select' : 'text',
      options: p.options?.map((o) => ({ value: o, label: o })),
      required: REQUIRED_PARAMS.includes(p.key),
    })),
  },
  {
    title: '安装与使用',
    fields: [
      { name: 'installUnitName', label: '安装单位' },
      { name: 'installDate', label: '安装竣工日期', kind: 'date' },
      { name: 'areaCode', label: '所在区县', kind: 'select', options: areaOptions, required: true },
      { name: 'useAddress', label: '使用地点（装置、厂区）', required: true, maxLength: 200, span: 3 },
    ],
  },
];

export function emptyPipelineValues(): PipelineValues {
  const values: Partial<PipelineValues> = { oidno: '', attrefsysid: uuid32(), infoStatus: '' };
  for (const s of pipelineSections) for (const f of s.fields) values[f.name] = '';
  return values as PipelineValues;
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** The form's values for a pipeline's archive. */
export function pipelineValuesOf(d: EquipmentDetail): PipelineValues {
  const values = emptyPipelineValues();
  const params = paramsOf(d, 'pressurePipeline');
  for (const p of pipeline.params) values[p.key] = text(params?.[p.key]);
  return {
    ...values,
    oidno: d.oidno,
    attrefsysid: d.attrefsysid || d.oidno,
    eqpVarietyCode: d.eqpVarietyCode ?? '',
    pipelineName: d.eqpName,
    eqpCode: text(d.eqpCode),
    installUnitName: text(d.installUnitName),
    installDate: text(d.installDate),
    areaCode: text(d.areaCode),
    useAddress: text(d.useAddress),
  };
}

/** The savePipeline body; `complete` marks the pipeline's data as complete (infoStatus 1), else it is kept as 暂存 (0). */
export function pipelineBody(values: PipelineValues, complete: boolean): PipelineBody {
  return formBody(pipelineSections, values, {
    ...(values.oidno ? { oidno: values.oidno } : {}),
    attrefsysid: values.attrefsysid,
    infoStatus: complete ? '1' : '0',
  });
}
