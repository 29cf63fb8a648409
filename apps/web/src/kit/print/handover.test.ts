// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { PRINT_KEY_PREFIX, listDocument, printViewUrl, readPrintDocument, storePrintDocument } from './handover';

describe('print hand-over', () => {
  beforeEach(() => localStorage.clear());

  it('stores a document under a fresh key that the print view reads back', () => {
    const doc = { title: '缴费单', sections: [{ fields: [{ label: '应缴金额', value: '532.00 元' }] }] };
    const a = storePrintDocument(doc);
    const b = storePrintDocument({ ...doc, title: '发票' });
    expect(a).not.toBe(b);
    expect(readPrintDocument(a)).toEqual(doc);
    expect(readPrintDocument(b)?.title).toBe('发票');
    expect(printViewUrl(a)).toBe(`/tablePrint?key=${a}`);
  });

  it('reads nothing for a missing, unknown or broken key', () => {
    expect(readPrintDocument(null)).toBeNull();
    expect(readPrintDocument('nope')).toBeNull();
    localStorage.setItem(`${PRINT_KEY_PREFIX}bad`, '{not json');
    expect(readPrintDocument('bad')).toBeNull();
    localStorage.setItem(`${PRINT_KEY_PREFIX}odd`, JSON.stringify({ savedAt: 1, document: { title: 1 } }));
    expect(readPrintDocument('odd')).toBeNull();
  });

  it('prunes hand-overs older than a day when a new one is written', () => {
    const now = Date.UTC(2026, 10, 22, 10);
    const old = storePrintDocument({ title: '旧', sections: [] }, localStorage, now - 25 * 3600_000);
    const recent = storePrintDocument({ title: '近', sections: [] }, localStorage, now - 3600_000);
    localStorage.setItem('tzsb.draft.other', 'kept');
    storePrintDocument({ title: '新', sections: [] }, localStorage, now);
    expect(readPrintDocument(old)).toBeNull();
    expect(readPrintDocument(recent)?.title).toBe('近');
    expect(localStorage.getItem('tzsb.draft.other')).toBe('kept');
  });

  it('turns a list into a table, dashes for empty cells, amounts marked numeric', () => {
    const doc = listDocument(
      '缴费单查询',
      [
        { title: '报检流水号', value: (r: { lsh: string | null; total: number }) => r.lsh },
        { title: '应缴（元）', value: (r) => r.total.toFixed(2), numeric: true },
      ],
      [
        { lsh: 'BJ20261118000237', total: 532 },
        { lsh: null, total: 0 },
      ],
    );
    expect(doc.subtitle).toBe('共 2 条');
    expect(doc.sections[0].table).toEqual({
      columns: ['报检流水号', '应缴（元）'],
      rows: [
        ['BJ20261118000237', '532.00'],
        ['—', '0.00'],
      ],
      numeric: [1],
    });
  });
});
