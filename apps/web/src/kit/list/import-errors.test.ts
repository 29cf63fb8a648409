import { describe, expect, test } from 'vitest';
import { importErrorsCsv, importErrorsName } from './import-errors';

describe('import errors file', () => {
  test('one line per refused row with its row, column and reason, Excel-safe', async () => {
    const blob = importErrorsCsv([
      { row: 3, field: '设备代码', message: '设备代码应为 18 位数字' },
      { row: 5, field: null, message: '类别“电梯, 扶梯”不存在' },
      { row: 7, field: '设备名称', message: '=HYPERLINK("x")' },
    ]);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3)).split('\r\n')).toEqual([
      '行号,列,原因',
      '3,设备代码,设备代码应为 18 位数字',
      '5,,"类别“电梯, 扶梯”不存在"',
      `7,设备名称,"'=HYPERLINK(""x"")"`,
      '',
    ]);
  });

  test('the file is named after the imported one', () => {
    expect(importErrorsName('设备导入模板.xlsx')).toBe('设备导入模板_错误明细.csv');
    expect(importErrorsName(undefined)).toBe('导入_错误明细.csv');
  });
});
