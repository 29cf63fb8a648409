import { describe, expect, it } from 'vitest';
import { takeRequested } from './requested';

const reasons = {
  missing: '不在待检设备中',
  otherClass: '设备类别不同',
  refuse: (c: { equclacode: string; inFlow?: boolean }) => (c.inFlow ? '已在报检流程中' : null),
};

describe('takeRequested', () => {
  it("takes the requested candidates of the first one's class and names each other one with its reason", () => {
    const candidates = new Map([
      ['a', { equclacode: '3000' }],
      ['b', { equclacode: '1000' }],
      ['c', { equclacode: '3000', inFlow: true }],
      ['d', { equclacode: '3000' }],
    ]);
    expect(takeRequested(['x', 'c', 'a', 'b', 'd'], candidates, reasons)).toEqual({
      oidnos: ['a', 'd'],
      equclacode: '3000',
      refused: [
        { oidno: 'x', reason: '不在待检设备中' },
        { oidno: 'c', reason: '已在报检流程中' },
        { oidno: 'b', reason: '设备类别不同' },
      ],
    });
  });

  it('takes nothing from an empty selection', () => {
    expect(takeRequested([], new Map(), reasons)).toEqual({ oidnos: [], equclacode: '', refused: [] });
  });
});
