import { describe, expect, it } from 'vitest';
import { rowNameOf, textOf } from './row-name';

describe('row names for row actions', () => {
  it('reads the text a cell renders', () => {
    expect(textOf('1号客梯')).toBe('1号客梯');
    expect(
      textOf(
        <a href="#x">
          1号<b>客梯</b>
        </a>,
      ),
    ).toBe('1号客梯');
    expect(textOf([<span key="a">A</span>, 3, null, false])).toBe('A3');
  });

  it("takes the page's rowName first, then the first cell, and nothing for an empty cell", () => {
    const row = { name: '1号客梯', code: '311033020020190124' };
    expect(rowNameOf(row, (r) => <span>{r.name}</span>)).toBe('1号客梯');
    expect(
      rowNameOf(
        row,
        (r) => r.name,
        (r) => `${r.name}（${r.code}）`,
      ),
    ).toBe('1号客梯（311033020020190124）');
    expect(rowNameOf(row, () => '—')).toBe('');
    expect(rowNameOf(row, undefined)).toBe('');
  });
});
