// Excel export reflects the stored rows; an import adds the valid lines and names each refused one.
import ExcelJS from 'exceljs';
import { describe, expect, test } from 'vitest';
import { client, sandboxForFile } from './test-kit.ts';

const run = sandboxForFile();

async function post(c: ReturnType<typeof client>, path: string, body: BodyInit, headers: Record<string, string> = {}) {
  const res = await fetch(`${run.url}${path}?__sid=${c.sid}&__extend=x&__ajax=json`, {
    method: 'POST',
    body,
    headers: { 'x-sandbox-tenant': c.tenant, ...headers },
  });
  return res;
}

async function sheetRows(bytes: ArrayBuffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes);
  const out: string[][] = [];
  book.worksheets[0]!.eachRow((row) => out.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return out;
}

describe('excel', () => {
  test('the export holds the rows the list shows with the same filter', async () => {
    const c = client(run.url);
    await c.login('qiye01');
    const list = await c.form('/a/stone/eqm/list', { equclacode: '3000', pageSize: 100 });
    const res = await post(c, '/a/stone/eqm/expListExcel', new URLSearchParams({ equclacode: '3000' }), {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(decodeURIComponent(res.headers.get('content-disposition') ?? '')).toContain('设备清单_');
    const rows = await sheetRows(await res.arrayBuffer());
    expect(rows[0]).toContain('设备代码');
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(list.json.data.list.map((r: { eqpCode: string }) => r.eqpCode).sort());
    expect(rows.length - 1).toBe(list.json.data.count);
  });

  test('an import adds valid lines and reports each refused one with its row and column', async () => {
    const c = client(run.url);
    await c.login('qiye01');
    const existing = (await c.form('/a/stone/eqm/list', { pageSize: 1 })).json.data.list[0].eqpCode;
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('设备');
    sheet.addRow(['设备代码', '设备名称', '设备类别', '制造日期']);
    sheet.addRow(['311033020020260777', '7号客梯', '电梯', '2026-05-01']);
    sheet.addRow(['12345', '坏代码', '电梯', '']);
    sheet.addRow([existing, '重复的设备', '电梯', '']);
    sheet.addRow(['311033020020260778', '未知类别', '飞机', '']);
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await book.xlsx.writeBuffer())]), '设备导入.xlsx');
    const res = await post(c, '/a/stone/eqm/import', form);
    const json = await res.json();
    expect(json.data).toMatchObject({ total: 4, success: 1, failed: 3 });
    expect(json.data.errors).toEqual([
      { row: 3, field: '设备代码', message: '设备代码应为 18 位数字' },
      { row: 4, field: '设备代码', message: `设备代码 ${existing} 与已有设备重复` },
      expect.objectContaining({ row: 5, field: '设备类别' }),
    ]);
    const found = await c.form('/a/stone/eqm/list', { eqpCode: '311033020020260777' });
    expect(found.json.data.list.map((r: { eqpName: string }) => r.eqpName)).toEqual(['7号客梯']);
  });

  test("a file that is not the template is refused with the contract's answer", async () => {
    const c = client(run.url);
    await c.login('qiye01');
    const form = new FormData();
    form.set('file', new Blob(['not a workbook']), 'notes.xlsx');
    const json = await (await post(c, '/a/stone/eqm/import', form)).json();
    expect(json.success).toBe(false);
    expect(json.errorMsg).toMatch(/模板/);
  });

  test("the import template holds the columns the import reads, a sample row and each column's rule", async () => {
    const c = client(run.url);
    await c.login('qiye01');
    const res = await c.get('/a/stone/eqm/importTemplate');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(decodeURIComponent(res.headers.get('content-disposition') ?? '')).toContain('设备导入模板.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(res.bytes).buffer as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['设备', '填写说明']);
    const [headers, sample, ...more] = await sheetRows(new Uint8Array(res.bytes).buffer as ArrayBuffer);
    expect(headers).toEqual([
      '设备代码',
      '设备名称',
      '设备类别',
      '设备品种代码',
      '型号规格',
      '出厂编号',
      '制造单位',
      '制造日期',
      '所在区县代码',
      '使用地点',
      '单位内部编号',
    ]);
    expect(sample![0]).toMatch(/^\d{18}$/);
    expect(more).toEqual([]);
    const rules: Record<string, string[]> = {};
    book.getWorksheet('填写说明')!.eachRow((row, n) => {
      const [name, ...rest] = (row.values as unknown[]).slice(1).map((v) => String(v ?? ''));
      if (n > 1 && name) rules[name] = rest;
    });
    for (const h of headers!) expect(rules[h], h).toBeDefined();
    expect(rules['设备代码']![0]).toBe('必填');
    expect(rules['制造日期']).toEqual(['选填', expect.stringContaining('yyyy-MM-dd'), '2026-03-15']);
    expect(rules['设备类别']![1]).toContain('大型游乐设施（6000）');
  });

  test('a template filled in as its sample imports without errors; a value against a rule is refused', async () => {
    const c = client(run.url);
    await c.login('qiye01');
    const res = await c.get('/a/stone/eqm/importTemplate');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(res.bytes).buffer as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const sample = (sheet.getRow(2).values as unknown[]).slice(1).map(String);
    // A second device as the sample but for its code and a district outside the list.
    const bad = [...sample];
    bad[0] = '311033021220269999';
    bad[8] = '110105';
    sheet.addRow(bad);
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await book.xlsx.writeBuffer())]), '设备导入模板.xlsx');
    const json = await (await post(c, '/a/stone/eqm/import', form)).json();
    expect(json.data).toMatchObject({ total: 2, success: 1, failed: 1 });
    expect(json.data.errors).toEqual([expect.objectContaining({ row: 3, field: '所在区县代码' })]);
    const found = (await c.form('/a/stone/eqm/list', { eqpCode: sample[0] })).json.data.list;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ eqpName: sample[1], equclacode: '3000', makeDate: sample[7], areaName: '鄞州区' });
  });

  test('the use-registration template names an unregistered device; filled in as its sample it makes a draft', async () => {
    const c = client(run.url);
    await c.login('qiye01');
    const res = await c.get('/a/stone/eqmBcwBasic/importTemplate');
    expect(res.status).toBe(200);
    expect(decodeURIComponent(res.headers.get('content-disposition') ?? '')).toContain('使用登记导入模板.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(res.bytes).buffer as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['待登记设备', '填写说明']);
    const sheet = book.worksheets[0]!;
    const cells = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1).map((v) => String(v ?? ''));
    expect(cells(1)).toEqual([
      '设备代码',
      '使用地点',
      '所在区县代码',
      '投入使用日期',
      '安全管理员',
      '安全管理员手机',
      '备注',
    ]);
    const sample = cells(2);
    const device = (await c.form('/a/stone/eqm/list', { eqpCode: sample[0] })).json.data.list[0];
    expect(device).toMatchObject({ useStatusName: '未登记', registCode: null });
    const rules = book.getWorksheet('填写说明')!;
    expect(rules.getRow(7).values).toEqual([
      undefined,
      '安全管理员手机',
      '必填',
      expect.stringContaining('11 位'),
      '13967856231',
    ]);

    // The sample as it stands, the same device again, a registered one and a bad phone number.
    const registered = (await c.form('/a/stone/eqm/list', { pageSize: 100 })).json.data.list.find(
      (d: { registCode: string | null }) => d.registCode,
    );
    sheet.addRow(sample);
    sheet.addRow([registered.eqpCode, ...sample.slice(1)]);
    sheet.addRow([sample[0], sample[1], '', sample[3], sample[4], '0574-8735']);
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await book.xlsx.writeBuffer())]), '使用登记导入模板.xlsx');
    const json = await (await post(c, '/a/stone/eqmBcwBasic/importExcel', form)).json();
    expect(json.data).toMatchObject({ total: 4, success: 1, failed: 3 });
    expect(json.data.errors).toEqual([
      { row: 3, field: '设备代码', message: expect.stringContaining('已有使用登记申请') },
      { row: 4, field: '设备代码', message: expect.stringContaining('已办理使用登记') },
      { row: 5, field: '安全管理员手机', message: '安全管理员手机应为 11 位手机号码' },
    ]);
    const drafts = (await c.form('/a/stone/eqmBcwBasic/list', { eqpCode: sample[0], pageSize: 10 })).json.data.list;
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({ status: '0', useAddress: sample[1] });
  });
});
