import { EQUIPMENT_TYPES, EQUIPMENT_TYPE_CODES, type EquipmentTypeCode, type EquipmentTypeKey } from '@tzsb/sdk';
import type { EquipmentDetail } from '@/features/equipment/api/equipment-detail';
import type { EquipmentForm } from '@/features/equipment/api/save-equipment';
import type { PipelineBody } from '@/features/equipment/api/save-pipeline';

/**
 * The nine archive classes, named as the archive's parameter objects (EquipmentDetail.boiler, ...).
 * Two differ from the SDK's class keys: 7000 is `pressurePiping` (pipingCom), 8000 `pressurePipeline` (pressure).
 */
export const CLASS_KEYS = [
  'boiler',
  'pressureVessel',
  'elevator',
  'hoistingMachinery',
  'fieldMotorVehicles',
  'majorAmusementFacilities',
  'pressurePiping',
  'pressurePipeline',
  'passengerRopeway',
] as const satisfies readonly (keyof EquipmentDetail)[];
export type ClassKey = (typeof CLASS_KEYS)[number];

/** The technical parameters of one class, as the archive holds them. */
export type ClassParams<K extends ClassKey> = NonNullable<EquipmentDetail[K]>;

type AfterParam<T> = T extends `param.${infer N}` ? N : never;
/** Parameter names the device form sends as `param.<name>`. */
export type DeviceParamName = AfterParam<keyof EquipmentForm>;

/**
 * A parameter both the archive shows and the matching form sends: for pipelines a savePipeline
 * field, for the other classes an `param.<name>` field of EquipmentForm. A renamed contract field
 * fails the type check here.
 */
type ParamKey<K extends ClassKey> = keyof ClassParams<K> &
  (K extends 'pressurePipeline' ? keyof PipelineBody : DeviceParamName) &
  string;

export interface ParamField<K extends ClassKey> {
  key: ParamKey<K>;
  label: string;
  unit?: string;
  /** `decimal` and `integer` are number inputs (integers checked as such); `select` offers `options`. */
  kind?: 'text' | 'decimal' | 'integer' | 'select';
  options?: readonly string[];
}

export interface ArchiveClass<K extends ClassKey> {
  key: K;
  /** The SDK's key for the class (EQUIPMENT_TYPES). */
  typeKey: EquipmentTypeKey;
  code: EquipmentTypeCode;
  /** 锅炉, 电梯, ... */
  name: string;
  /** The fields that matter for this class, in reading order. */
  params: ParamField<K>[];
  /** Two or three figures that say what the equipment is, shown under its name. */
  headline: ParamKey<K>[];
  /** The form that adds and edits this class. */
  form: 'device' | 'pipeline';
}

const typeOf = (typeKey: EquipmentTypeKey) => {
  const t = EQUIPMENT_TYPES.find((x) => x.key === typeKey)!;
  return { typeKey, code: EQUIPMENT_TYPE_CODES[typeKey], name: t.name };
};

/** Per class: what the archive page shows and the form asks for (labels and units as in the contract). */
export const archiveClasses: { [K in ClassKey]: ArchiveClass<K> } = {
  boiler: {
    key: 'boiler',
    ...typeOf('boiler'),
    form: 'device',
    headline: ['ratedEvaporation', 'ratedWorkingPressure', 'fuelType'],
    params: [
      { key: 'ratedEvaporation', label: '额定蒸发量', unit: 't/h', kind: 'decimal' },
      { key: 'ratedWorkingPressure', label: '额定工作压力', unit: 'MPa', kind: 'decimal' },
      { key: 'ratedSteamTemperature', label: '额定蒸汽温度', unit: '℃', kind: 'decimal' },
      { key: 'fuelType', label: '燃料种类', kind: 'select', options: ['天然气', '轻柴油', '燃煤', '生物质', '电'] },
      { key: 'combustionMode', label: '燃烧方式', kind: 'select', options: ['室燃', '层燃', '流化床'] },
      { key: 'boilerLevel', label: '锅炉级别', kind: 'select', options: ['A级', 'B级', 'C级', 'D级'] },
      { key: 'structureType', label: '结构型式', kind: 'select', options: ['锅壳式', '水管式', '贯流式'] },
    ],
  },
  pressureVessel: {
    key: 'pressureVessel',
    ...typeOf('pressureVessel'),
    form: 'device',
    headline: ['vesselCategory', 'designPressure', 'volume', 'medium'],
    params: [
      { key: 'vesselCategory', label: '容器类别', kind: 'select', options: ['I', 'II', 'III'] },
      { key: 'designPressure', label: '设计压力', unit: 'MPa', kind: 'decimal' },
      { key: 'designTemperature', label: '设计温度', unit: '℃', kind: 'decimal' },
      { key: 'volume', label: '容积', unit: 'm³', kind: 'decimal' },
      { key: 'medium', label: '工作介质' },
      { key: 'innerDiameter', label: '内径', unit: 'mm', kind: 'decimal' },
      { key: 'shellMaterial', label: '筒体材料' },
      { key: 'safetyLevel', label: '安全状况等级', unit: '级', kind: 'select', options: ['1', '2', '3', '4', '5'] },
    ],
  },
  elevator: {
    key: 'elevator',
    ...typeOf('elevator'),
    form: 'device',
    headline: ['ratedLoad', 'ratedSpeed', 'stops'],
    params: [
      { key: 'ratedLoad', label: '额定载重量', unit: 'kg', kind: 'decimal' },
      { key: 'ratedSpeed', label: '额定速度', unit: 'm/s', kind: 'decimal' },
      { key: 'floors', label: '层数', unit: '层', kind: 'integer' },
      { key: 'stops', label: '站数', unit: '站', kind: 'integer' },
      { key: 'doors', label: '门数', unit: '门', kind: 'integer' },
      { key: 'controlMode', label: '控制方式', kind: 'select', options: ['集选控制', '并联控制', '群控'] },
      { key: 'liftHeight', label: '提升高度', unit: 'm', kind: 'decimal' },
    ],
  },
  hoistingMachinery: {
    key: 'hoistingMachinery',
    ...typeOf('hoistingMachinery'),
    form: 'device',
    headline: ['ratedLiftingCapacity', 'span', 'workingLevel'],
    params: [
      { key: 'ratedLiftingCapacity', label: '额定起重量', unit: 't', kind: 'decimal' },
      { key: 'span', label: '跨度', unit: 'm', kind: 'decimal' },
      { key: 'liftingHeight', label: '起升高度', unit: 'm', kind: 'decimal' },
      {
        key: 'workingLevel',
        label: '工作级别',
        kind: 'select',
        options: ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8'],
      },
      { key: 'operationMode', label: '操纵方式', kind: 'select', options: ['司机室', '地面', '遥控'] },
    ],
  },
  fieldMotorVehicles: {
    key: 'fieldMotorVehicles',
    ...typeOf('fieldMotorVehicles'),
    form: 'device',
    headline: ['vehicleType', 'ratedLoad', 'plateNumber'],
    params: [
      { key: 'vehicleType', label: '车辆类型', kind: 'select', options: ['叉车', '非公路用旅游观光车辆'] },
      { key: 'powerType', label: '动力方式' },
      { key: 'ratedLoad', label: '额定起重量', unit: 'kg', kind: 'decimal' },
      { key: 'plateNumber', label: '牌照号' },
      { key: 'engineNo', label: '发动机（电动机）编号' },
      { key: 'frameNo', label: '车架号' },
    ],
  },
  majorAmusementFacilities: {
    key: 'majorAmusementFacilities',
    ...typeOf('majorAmusementFacilities'),
    form: 'device',
    headline: ['facilityCategory', 'facilityLevel', 'ratedPassengers'],
    params: [
      {
        key: 'facilityCategory',
        label: '设施类别',
        kind: 'select',
        options: [
          '观览车类',
          '滑行车类',
          '架空游览车类',
          '陀螺类',
          '飞行塔类',
          '转马类',
          '自控飞机类',
          '赛车类',
          '小火车类',
          '碰碰车类',
          '滑道类',
          '水上游乐设施',
          '无动力游乐设施',
        ],
      },
      { key: 'facilityLevel', label: '设备级别', kind: 'select', options: ['A级', 'B级', 'C级'] },
      { key: 'ratedPassengers', label: '额定乘客人数', unit: '人', kind: 'integer' },
      { key: 'maxSpeed', label: '最大运行速度', unit: 'm/s', kind: 'decimal' },
      { key: 'height', label: '设备高度', unit: 'm', kind: 'decimal' },
      { key: 'trackLength', label: '轨道长度', unit: 'm', kind: 'decimal' },
    ],
  },
  pressurePiping: {
    key: 'pressurePiping',
    ...typeOf('pipingCom'),
    form: 'device',
    headline: ['productCategory', 'specification', 'quantity'],
    params: [
      {
        key: 'productCategory',
        label: '产品类别',
        kind: 'select',
        options: ['管子', '管件', '阀门', '法兰', '补偿器', '密封元件', '特种元件'],
      },
      { key: 'specification', label: '规格型号' },
      { key: 'material', label: '主体材料' },
      { key: 'nominalPressure', label: '公称压力', unit: 'MPa', kind: 'decimal' },
      { key: 'nominalDiameter', label: '公称直径', unit: 'mm', kind: 'decimal' },
      { key: 'batchNo', label: '制造批号' },
      { key: 'quantity', label: '数量', unit: '件', kind: 'integer' },
      { key: 'makeLicenseNo', label: '制造许可证编号' },
    ],
  },
  pressurePipeline: {
    key: 'pressurePipeline',
    ...typeOf('pressure'),
    form: 'pipeline',
    headline: ['pipeLevel', 'length', 'medium'],
    params: [
      { key: 'pipelineNo', label: '管道编号' },
      {
        key: 'pipeLevel',
        label: '管道级别',
        kind: 'select',
        options: ['GA1', 'GA2', 'GB1', 'GB2', 'GC1', 'GC2', 'GC3', 'GD1', 'GD2'],
      },
      { key: 'length', label: '管道长度', unit: 'm', kind: 'decimal' },
      { key: 'nominalDiameter', label: '公称直径', unit: 'mm', kind: 'decimal' },
      { key: 'wallThickness', label: '公称壁厚', unit: 'mm', kind: 'decimal' },
      { key: 'designPressure', label: '设计压力', unit: 'MPa', kind: 'decimal' },
      { key: 'designTemperature', label: '设计温度', unit: '℃', kind: 'decimal' },
      { key: 'medium', label: '输送介质' },
      { key: 'layingMode', label: '敷设方式', kind: 'select', options: ['架空', '埋地', '管沟', '综合'] },
      { key: 'material', label: '管道材料' },
      { key: 'startPoint', label: '起点' },
      { key: 'endPoint', label: '终点' },
    ],
  },
  passengerRopeway: {
    key: 'passengerRopeway',
    ...typeOf('passengerRopeway'),
    form: 'device',
    headline: ['ropewayType', 'slopeLength', 'capacity'],
    params: [
      { key: 'ropewayType', label: '索道型式' },
      { key: 'slopeLength', label: '斜长', unit: 'm', kind: 'decimal' },
      { key: 'heightDifference', label: '高差', unit: 'm', kind: 'decimal' },
      { key: 'capacity', label: '运量', unit: '人/h', kind: 'integer' },
      { key: 'speed', label: '运行速度', unit: 'm/s', kind: 'decimal' },
      { key: 'carrierCount', label: '运载工具数量', unit: '个', kind: 'integer' },
    ],
  },
};

/** The archive class of a class code (`'8000'` → pressurePipeline), if any. */
export const classOfCode = (equclacode: string | null | undefined): ClassKey | undefined =>
  CLASS_KEYS.find((k) => archiveClasses[k].code === equclacode);

/** The class's parameters of an archive, or null when it holds none for this class. */
export const paramsOf = <K extends ClassKey>(detail: EquipmentDetail, key: K): ClassParams<K> | null =>
  (detail[key] ?? null) as ClassParams<K> | null;

/** A parameter's value as text, with its unit; empty values are ''. */
export function paramText<K extends ClassKey>(field: ParamField<K>, params: ClassParams<K> | null): string {
  const v = params ? (params as Record<string, unknown>)[field.key] : undefined;
  if (v === null || v === undefined || v === '') return '';
  return field.unit ? `${String(v)} ${field.unit}` : String(v);
}
