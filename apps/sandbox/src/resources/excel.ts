// Excel in and out: an export is the stored rows the request selects (the list's own filters, or
// the chosen devices); an import adds a row per valid line and names each refused line, its column
// and the reason.
import ExcelJS from 'exceljs';
import { type Answer, type Call, type Handler, refuse, stamp, str, success } from '../engine/core.ts';
import { buildHandlers } from '../engine/resource.ts';
import { CLASS_KEYS, CLASS_NAMES, USE_STATUS, equipment, unitName, withDays } from './equipment.ts';
import { AREA_NAMES } from './session.ts';
import type { Row } from '../store.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const CLASS_BY_NAME: Record<string, string> = Object.fromEntries(
  Object.entries(CLASS_NAMES).map(([code, name]) => [name, code]),
);

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A column of the equipment sheet; `rule` and `check` say what the import accepts in it. */
interface Column {
  header: string;
  key: string;
  width: number;
  /** Read by the import (the template offers only these); the others are in the export only. */
  imported?: boolean;
  required?: boolean;
  /** What the template's 填写说明 says of the column: format and allowed values. */
  rule?: string;
  /** The template's sample row. */
  sample?: string;
  /** The reason a filled-in value is refused, or null when it is accepted. */
  check?: (value: string) => string | null;
}

/** The columns of an equipment sheet, export and import alike. */
export const EQUIPMENT_COLUMNS: Column[] = [
  {
    header: '设备代码',
    key: 'eqpCode',
    width: 22,
    imported: true,
    required: true,
    rule: '18 位数字（4 位品种代码 + 6 位区县代码 + 4 位年份 + 4 位顺序号），不得与已有设备重复',
    sample: '311033021220260001',
    check: (v) => (/^\d{18}$/.test(v) ? null : '设备代码应为 18 位数字'),
  },
  {
    header: '设备名称',
    key: 'eqpName',
    width: 18,
    imported: true,
    required: true,
    rule: '文字，如“3号客梯”',
    sample: '3号客梯',
  },
  {
    header: '设备类别',
    key: 'equclaname',
    width: 14,
    imported: true,
    required: true,
    rule: `填类别名称或代码，可选：${Object.entries(CLASS_NAMES)
      .map(([code, name]) => `${name}（${code}）`)
      .join('、')}`,
    sample: '电梯',
    check: (v) =>
      CLASS_BY_NAME[v] || CLASS_NAMES[v]
        ? null
        : `设备类别“${v}”不存在，应为 ${Object.values(CLASS_NAMES).join('、')} 之一`,
  },
  {
    header: '设备品种代码',
    key: 'eqpVarietyCode',
    width: 12,
    imported: true,
    rule: '4 位数字，如曳引驱动乘客电梯 3110',
    sample: '3110',
    check: (v) => (/^\d{4}$/.test(v) ? null : '设备品种代码应为 4 位数字'),
  },
  { header: '型号规格', key: 'eqpModel', width: 18, imported: true, rule: '文字', sample: 'GeN2-MR 1000kg 1.75m/s' },
  { header: '出厂编号', key: 'factoryNo', width: 14, imported: true, rule: '文字', sample: 'NB2026A0315' },
  {
    header: '制造单位',
    key: 'makeUnitName',
    width: 24,
    imported: true,
    rule: '制造单位全称',
    sample: '奥的斯电梯（中国）有限公司',
  },
  {
    header: '制造日期',
    key: 'makeDate',
    width: 12,
    imported: true,
    rule: '日期，格式 yyyy-MM-dd，如 2026-03-15',
    sample: '2026-03-15',
    check: (v) => (DATE.test(v) ? null : '制造日期格式应为 yyyy-MM-dd'),
  },
  {
    header: '所在区县代码',
    key: 'areaCode',
    width: 12,
    imported: true,
    rule: `6 位区县代码，不填为 330212（鄞州区）；可选：${Object.entries(AREA_NAMES)
      .map(([code, name]) => `${code}（${name}）`)
      .join('、')}`,
    sample: '330212',
    check: (v) => (AREA_NAMES[v] ? null : `所在区县代码“${v}”不存在，应为宁波市的 6 位区县代码`),
  },
  {
    header: '使用地点',
    key: 'useAddress',
    width: 30,
    imported: true,
    rule: '设备所在的详细地址',
    sample: '宁波市鄞州区首南街道天童南路588号3号楼',
  },
  {
    header: '单位内部编号',
    key: 'internalNo',
    width: 12,
    imported: true,
    rule: '文字，本单位的设备编号',
    sample: 'DT-03',
  },
  { header: '使用状态', key: 'useStatusName', width: 10 },
  { header: '使用登记证编号', key: 'registCode', width: 24 },
  { header: '下次检验日期', key: 'nextInspDate', width: 12 },
];

/** The columns an import reads, in the template's order. */
export const IMPORT_COLUMNS = EQUIPMENT_COLUMNS.filter((c) => c.imported);

/**
 * The equipment import template: sheet 1 the columns the import reads and a sample row, sheet 2
 * (填写说明) each column's rule, both made from the columns the import checks against.
 */
export async function equipmentTemplate(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('设备');
  sheet.columns = IMPORT_COLUMNS.map(({ header, key, width }) => ({ header, key, width }));
  sheet.addRow(Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.key, c.sample ?? ''])));
  sheet.getRow(1).font = { bold: true };
  // Codes stay text: Excel would otherwise show an 18-digit code in exponent form.
  for (const c of IMPORT_COLUMNS) sheet.getColumn(c.key).numFmt = '@';
  const rules = book.addWorksheet('填写说明');
  rules.columns = [
    { header: '列名', key: 'header', width: 16 },
    { header: '是否必填', key: 'required', width: 10 },
    { header: '填写要求', key: 'rule', width: 80 },
    { header: '示例', key: 'sample', width: 30 },
  ];
  for (const c of IMPORT_COLUMNS)
    rules.addRow({ header: c.header, required: c.required ? '必填' : '选填', rule: c.rule, sample: c.sample });
  rules.addRow({});
  rules.addRow({ header: '说明', rule: '第一行为列名，请勿修改；从第二行起每行一台设备，示例行可直接改写或删除。' });
  rules.getRow(1).font = { bold: true };
  rules.getColumn('rule').alignment = { wrapText: true, vertical: 'top' };
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function workbook(rows: Row[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('设备');
  sheet.columns = EQUIPMENT_COLUMNS.map(({ header, key, width }) => ({ header, key, width }));
  for (const r of rows) sheet.addRow(Object.fromEntries(EQUIPMENT_COLUMNS.map((c) => [c.key, r[c.key] ?? ''])));
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function exportRows(call: Call, rows: Row[]): Promise<Answer> {
  return {
    status: 200,
    bytes: await workbook(rows.map((r) => withDays(r, call))),
    type: XLSX,
    filename: `设备清单_${stamp(call.tenant.now()).slice(0, 10)}.xlsx`,
  };
}

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object' && 'text' in v) return String(v.text);
  if (typeof v === 'object' && 'result' in v) return String(v.result ?? '');
  return String(v).trim();
}

export const excelHandlers: Record<string, Handler> = {
  async exportEquipmentList(call) {
    // The comprehensive query's own filters: every row it would list, not only one page.
    const list = buildHandlers(equipment, call.contract).get('listEquipment')!;
    const answer = await list({ ...call, input: { ...call.input, pageNo: 1, pageSize: 500 } });
    return exportRows(call, ((answer.json as Row).data?.list ?? []) as Row[]);
  },

  async exportSelectedEquipment(call) {
    const ids = ([] as unknown[])
      .concat(call.input.oidnos ?? [])
      .flatMap((v) => String(v).split(','))
      .map((s) => s.trim())
      .filter(Boolean);
    const rows = ids.map((id) => call.tenant.store.get('equipment', id)).filter((r): r is Row => Boolean(r));
    return exportRows(call, rows);
  },

  async downloadEquipmentImportTemplate() {
    return { status: 200, bytes: await equipmentTemplate(), type: XLSX, filename: '设备导入模板.xlsx' };
  },

  async importEquipment(call) {
    const file = call.files[0];
    if (!file) refuse('wrongTemplate');
    const book = new ExcelJS.Workbook();
    try {
      await book.xlsx.load(new Uint8Array(file!.bytes).buffer as ArrayBuffer);
    } catch {
      refuse('wrongTemplate');
    }
    const sheet = book.worksheets[0];
    const headers = ((sheet?.getRow(1).values as ExcelJS.CellValue[] | undefined) ?? []).map((v) => cellText(v));
    const columnOf = Object.fromEntries(EQUIPMENT_COLUMNS.map((c) => [c.key, headers.indexOf(c.header)]));
    if (!sheet || EQUIPMENT_COLUMNS.filter((c) => c.required).some((c) => columnOf[c.key]! < 1))
      refuse('wrongTemplate');
    const store = call.tenant.store;
    const codes = new Set(store.all('equipment').map((r) => r.eqpCode));
    const errors: { row: number; field: string | null; message: string }[] = [];
    let total = 0;
    let added = 0;
    sheet!.eachRow((row, n) => {
      if (n === 1) return;
      const get = (key: string) => (columnOf[key]! > 0 ? cellText(row.getCell(columnOf[key]!).value) : '');
      if (EQUIPMENT_COLUMNS.every((c) => !get(c.key))) return;
      total++;
      const code = get('eqpCode');
      const cls = CLASS_BY_NAME[get('equclaname')] ?? (CLASS_NAMES[get('equclaname')] ? get('equclaname') : '');
      const fail = (field: string, message: string) => errors.push({ row: n, field, message });
      // Each column's own rule, in the sheet's order; the first refusal names the row's column.
      for (const c of IMPORT_COLUMNS) {
        const value = get(c.key);
        const reason = !value ? (c.required ? `${c.header}不能为空` : null) : (c.check?.(value) ?? null);
        if (reason) return fail(c.header, reason);
        if (c.key === 'eqpCode' && codes.has(value)) return fail(c.header, `设备代码 ${value} 与已有设备重复`);
      }
      const makeDate = get('makeDate');
      const areaCode = get('areaCode') || '330212';
      // The number follows the code's last digits unless a device (this company's or another's) has it.
      let oidno = `OID${areaCode}${code.slice(-7)}`;
      while (store.taken('equipment', oidno))
        oidno = `OID${areaCode}${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
      const device: Row = {
        oidno,
        eqpCode: code,
        eqpName: get('eqpName'),
        equclacode: cls,
        equclaname: CLASS_NAMES[cls],
        ...(get('eqpVarietyCode') ? { eqpVarietyCode: get('eqpVarietyCode') } : {}),
        eqpModel: get('eqpModel') || null,
        factoryNo: get('factoryNo') || null,
        makeUnitName: get('makeUnitName') || null,
        makeDate: makeDate || null,
        areaCode,
        areaName: AREA_NAMES[areaCode],
        useUnitName: unitName(call),
        useAddress: get('useAddress') || null,
        internalNo: get('internalNo') || null,
        useStatus: '0',
        useStatusName: USE_STATUS['0'],
        registCode: null,
        registDate: null,
        lastInspDate: null,
        nextInspDate: null,
        inspConclusion: null,
        inspOrgName: null,
        inspections: [],
        registration: null,
        hasChild: false,
        childCount: 0,
        createDate: stamp(call.tenant.now()),
      };
      for (const [c, key] of Object.entries(CLASS_KEYS)) device[key] = c === cls ? {} : null;
      codes.add(code);
      store.put('equipment', oidno, device);
      added++;
    });
    return success(call, { total, success: added, failed: errors.length, errors });
  },
};
