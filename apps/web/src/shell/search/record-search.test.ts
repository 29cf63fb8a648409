import { describe, expect, it } from 'vitest';
import { codeQuery, nameQuery } from './record-search';

describe('what a palette query looks for', () => {
  it('a whole code is a code, not a name', () => {
    expect(codeQuery('311033020020190124')).toEqual({ kind: 'equipment', code: '311033020020190124' });
    expect(nameQuery('311033020020190124')).toBeNull();
    expect(nameQuery('bj20261118000237')).toBeNull();
  });

  it('a Chinese name of two characters or more looks for names', () => {
    expect(nameQuery(' 客梯 ')).toEqual({ kind: 'name', text: '客梯' });
    expect(nameQuery('应志刚')).toEqual({ kind: 'name', text: '应志刚' });
    expect(nameQuery('2号客梯')).toEqual({ kind: 'name', text: '2号客梯' });
    expect(nameQuery('梯')).toBeNull();
  });

  it('four digits or more (with an application’s two letters or not) look for numbers', () => {
    expect(nameQuery('0190 12')).toEqual({ kind: 'digits', text: '019012' });
    expect(nameQuery('bj202611')).toEqual({ kind: 'digits', text: 'BJ202611' });
    expect(nameQuery('123')).toBeNull();
  });

  it('Latin letters are a page’s pinyin initials: no record search', () => {
    expect(nameQuery('djbj')).toBeNull();
    expect(nameQuery('BJ')).toBeNull();
  });
});
