import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { EQUIPMENT_TYPES } from '@tzsb/sdk';
import { archiveClasses, CLASS_KEYS, classOfCode, paramText } from './classes';
import { describeEquipmentCode } from '@/features/equipment/equipment-code';
import {
  changeBody,
  deviceBody,
  deviceSections,
  deviceValuesOf,
  emptyDeviceValues,
} from '@/features/equipment/pages/device-form';
import { pipelineBody, pipelineValuesOf } from '@/features/equipment/pages/pipeline-form';
import type { EquipmentDetail } from '@/features/equipment/api/equipment-detail';

// Vitest runs in apps/web.
const contract = (path: string) =>
  parse(readFileSync(resolve(process.cwd(), '../../openapi/components', path), 'utf8'));

/** The parameter schema of each class, as EquipmentDetail names it. */
const detailSchema = contract('schemas/EquipmentDetail.yaml');
const paramSchemaOf = (key: string): Record<string, unknown> => {
  const ref: string = detailSchema.allOf[1].properties[key].oneOf[0].$ref;
  return contract(`schemas/${ref.replace('./', '')}`).properties;
};
const EXAMPLE_FILES: Record<string, string> = {
  boiler: 'Boiler',
  pressureVessel: 'PressureVessel',
  elevator: 'Elevator',
  hoistingMachinery: 'HoistingMachinery',
  fieldMotorVehicles: 'FieldMotorVehicles',
  majorAmusementFacilities: 'MajorAmusementFacilities',
  pressurePiping: 'PressurePiping',
  pressurePipeline: 'PressurePipeline',
  passengerRopeway: 'PassengerRopeway',
};
const example = (key: string): EquipmentDetail =>
  contract(`examples/equipmentDetail${EXAMPLE_FILES[key]}.yaml`).value.data;

describe('archive class declarations', () => {
  it('declare the nine classes with the SDK class codes and names', () => {
    expect(CLASS_KEYS).toHaveLength(9);
    expect(CLASS_KEYS.map((k) => archiveClasses[k].code)).toEqual(EQUIPMENT_TYPES.map((t) => t.code));
    for (const k of CLASS_KEYS) {
      expect(archiveClasses[k].key).toBe(k);
      expect(archiveClasses[k].name).toBe(EQUIPMENT_TYPES.find((t) => t.code === archiveClasses[k].code)!.name);
      expect(classOfCode(archiveClasses[k].code)).toBe(k);
    }
    expect(archiveClasses.pressurePipeline.form).toBe('pipeline');
  });

  it.each(CLASS_KEYS)('%s shows every parameter of its contract schema, once, with its headline among them', (k) => {
    const cls = archiveClasses[k];
    const keys = cls.params.map((p) => p.key as string);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(Object.keys(paramSchemaOf(k)).sort());
    for (const h of cls.headline) expect(keys).toContain(h);
    for (const p of cls.params) expect(p.label).toMatch(/\S/);
  });

  it.each(CLASS_KEYS)("%s: the contract example has this class's parameters and a decodable code", (k) => {
    const d = example(k);
    expect(d.equclacode).toBe(archiveClasses[k].code);
    const params = d[k] as Record<string, unknown>;
    expect(params).toBeTruthy();
    const filled = archiveClasses[k].params.filter(
      (p: { key: string }) => params[p.key] !== null && params[p.key] !== undefined,
    );
    expect(filled.length).toBeGreaterThanOrEqual(4);
    expect(describeEquipmentCode(d.eqpCode)).toMatch(new RegExp(`^品种 ${d.eqpCode.slice(0, 4)} `));
  });

  it('formats values with units and leaves empty values empty', () => {
    const [load] = archiveClasses.elevator.params;
    expect(paramText(load, { ratedLoad: 1000 })).toBe('1000 kg');
    expect(paramText(load, { ratedLoad: null })).toBe('');
    expect(paramText(load, null)).toBe('');
  });
});

describe('describeEquipmentCode', () => {
  it('names the variety, class, area, year and sequence', () => {
    expect(describeEquipmentCode('311033020020190123')).toBe(
      '品种 3110 曳引驱动乘客电梯（电梯） · 制造地 330200 宁波市 · 2019 年制造 · 顺序号 0123',
    );
    expect(describeEquipmentCode('511033020620200017')).toBe(
      '品种 5110 叉车（场（厂）内专用机动车辆） · 制造地 330206 北仑区 · 2020 年制造 · 顺序号 0017',
    );
    expect(describeEquipmentCode('31103302002019012')).toBeNull();
    expect(describeEquipmentCode('')).toBeNull();
  });
});

describe('device form', () => {
  it("loads an archive (with its parameters under their dotted names) and sends only the chosen class's parameters", () => {
    const sections = deviceSections('edit');
    const values = deviceValuesOf(example('elevator'), sections);
    expect(values).toMatchObject({
      eqpName: '1号客梯',
      equclacode: '3000',
      'param.ratedLoad': '1000',
      'param.ratedSpeed': '1.75',
      oidno: 'OID3302120019870',
    });
    const body = deviceBody({ ...values, 'param.ratedEvaporation': '4' });
    expect(body).toMatchObject({
      oidno: 'OID3302120019870',
      equclacode: '3000',
      'param.ratedLoad': 1000,
      'param.ratedSpeed': 1.75,
      'param.controlMode': '集选控制',
    });
    expect(body).not.toHaveProperty('param.ratedEvaporation');
  });

  it('a new record has a client attachment id and no oidno', () => {
    const sections = deviceSections('add');
    const values = emptyDeviceValues(sections);
    expect(values.attrefsysid).toMatch(/^[0-9a-f]{32}$/);
    const body = deviceBody({ ...values, equclacode: '1000', eqpName: '3号锅炉', 'param.ratedEvaporation': '6' });
    expect(body).not.toHaveProperty('oidno');
    expect(body).toMatchObject({ equclacode: '1000', eqpName: '3号锅炉', 'param.ratedEvaporation': 6 });
  });

  it('a change application holds only what changed, and nothing changed is refused', () => {
    const sections = deviceSections('change');
    const initial = deviceValuesOf(example('boiler'), sections);
    const values = {
      ...initial,
      safetyManager: '郑国平',
      'param.ratedWorkingPressure': '1.6',
      factoryNo: 'X',
      changeType: '3',
      changeReason: '岗位调整',
    };
    expect(changeBody(sections, values, initial, 'draft-1')).toEqual({
      safetyManager: '郑国平',
      'param.ratedWorkingPressure': 1.6,
      oidno: 'OID3302030004512',
      changeType: '3',
      changeReason: '岗位调整',
      id: 'draft-1',
    });
    expect(() => changeBody(sections, { ...initial, changeType: '1', changeReason: '无' }, initial)).toThrow(
      '没有修改任何内容',
    );
  });

  it('registered items are read-only in a change application, the changeable ones are not', () => {
    const fields = deviceSections('change').flatMap((s) => s.fields);
    const readOnly = (name: string) => fields.find((f) => f.name === name)?.readOnlyOnEdit;
    expect(readOnly('eqpCode')).toBe(true);
    expect(readOnly('equclacode')).toBe(true);
    expect(readOnly('safetyManager')).toBe(false);
    expect(readOnly('param.ratedLoad')).toBe(false);
    expect(readOnly('changeReason')).toBeFalsy();
  });
});

describe('pipeline form', () => {
  it('loads a pipeline archive and marks 暂存 / 已完善', () => {
    const values = pipelineValuesOf(example('pressurePipeline'));
    expect(values).toMatchObject({
      pipelineName: '锅炉房蒸汽管道',
      pipeLevel: 'GC2',
      wallThickness: '6',
      eqpVarietyCode: '8300',
    });
    expect(pipelineBody(values, false)).toMatchObject({
      oidno: 'OID3302030004601',
      pipeLevel: 'GC2',
      length: 386.5,
      infoStatus: '0',
    });
    expect(pipelineBody(values, true).infoStatus).toBe('1');
  });
});
