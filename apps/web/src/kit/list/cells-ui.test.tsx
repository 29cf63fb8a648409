import { describe, expect, it } from 'vitest';
import { cellOf } from './cells';
import { eqpColumn, tag, twoLines } from './cells-ui';
import { textOf } from './row-name';

describe('list cells', () => {
  it('reads as the text of both lines, and leaves out an empty second line', () => {
    expect(textOf(twoLines('1号客梯', '3110'))).toBe('1号客梯3110');
    expect(textOf(twoLines('1号客梯', 0))).toBe('1号客梯0');
    for (const empty of [undefined, null, false, '']) expect(textOf(twoLines('1号客梯', empty))).toBe('1号客梯');
    expect(textOf(tag('合格', 'teal'))).toBe('合格');
  });

  it("shows a row's equipment by name over code", () => {
    const col = eqpColumn<{ eqpName: string; eqpCode?: string | null }>('电梯', 190);
    expect(col).toMatchObject({ id: 'eqp', title: '电梯', width: 190 });
    expect(textOf(cellOf(col, { eqpName: '1号客梯', eqpCode: '3110' }))).toBe('1号客梯3110');
    expect(textOf(cellOf(col, { eqpName: '1号客梯', eqpCode: null }))).toBe('1号客梯');
  });
});
