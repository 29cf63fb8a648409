import { describe, expect, it } from 'vitest';
import type { ChargeDetail } from './api/charge-detail';
import type { PaymentNote } from './api/payment-note';
import { slipDocument, slipView } from './slip';

const item = {
  name: '电梯定期检验',
  eqpCode: '311033020020190123',
  standard: '每台 380.00 元',
  quantity: 1,
  unitPrice: 380,
  amount: 380,
  relief: 114,
  total: 266,
};
const unpaid: ChargeDetail = {
  chargesysid: '890f1a040b4613fc59f4e4aebd4555f9',
  onlinelsh: 'BJ20261118000237',
  chargeType: '1',
  chargeTypeName: '检验费',
  payerName: '宁波甬江置业有限公司',
  payeeName: '宁波市特种设备检验研究院',
  items: [item, { ...item, eqpCode: '311033020020190124' }],
  amount: 760,
  relief: 228,
  total: 532,
  payStatus: '0',
  payStatusName: '未支付',
  slipNo: 'JK2026111800237',
  payeeBank: '中国工商银行宁波分行营业部',
  payeeAccount: '3901110009000087652',
  amountInWords: '伍佰叁拾贰元整',
};

describe('slipView', () => {
  it('lists the items with relief and the totals in 元 with two decimals', () => {
    const v = slipView(unpaid, 'slip');
    expect(v.items.rows[0]).toEqual([
      '电梯定期检验',
      '311033020020190123',
      '每台 380.00 元',
      '1',
      '380.00',
      '380.00',
      '114.00',
      '266.00',
    ]);
    expect(v.items.footer).toEqual(['合计', '', '', '', '', '760.00', '228.00', '532.00']);
    expect(v.totalText).toBe('532.00 元（大写：伍佰叁拾贰元整）');
    expect(v.payee.map((f) => f.value)).toEqual([
      '宁波市特种设备检验研究院',
      '中国工商银行宁波分行营业部',
      '3901110009000087652',
    ]);
  });

  it('is titled by the call that answered, even when the answer carries both numbers', () => {
    const both = { ...unpaid, noteNo: 'TZ2026111800237' };
    expect(slipView(both, 'slip').title).toBe('缴费单');
    expect(slipDocument(slipView(both, 'slip')).title).toBe('特种设备检验收费缴费单');
  });

  it('shows the payment only once paid', () => {
    expect(slipView(unpaid, 'slip').payment).toEqual([]);
    const paid = slipView(
      {
        ...unpaid,
        payStatus: '1',
        payStatusName: '已支付',
        payTypeName: '微信支付',
        payTime: '2026-11-21 10:37:48',
        tradeNo: '4200002871202611211037480915',
      },
      'slip',
    );
    expect(paid.payment.map((f) => f.value)).toEqual([
      '微信支付',
      '2026-11-21 10:37:48',
      '4200002871202611211037480915',
    ]);
    expect(slipDocument(paid).sections.map((s) => s.title)).toEqual(['缴费信息', '收费明细', '收款单位', '支付信息']);
  });

  it('sums the items when a note gives no amount and relief of its own', () => {
    const note: PaymentNote = {
      noteNo: 'TZ2026111800237',
      onlinelsh: 'BJ20261118000237',
      chargesysid: unpaid.chargesysid,
      payerName: unpaid.payerName,
      payeeName: '宁波市特种设备检验研究院',
      payeeBank: unpaid.payeeBank,
      payeeAccount: unpaid.payeeAccount,
      items: unpaid.items,
      total: 532,
      amountInWords: '伍佰叁拾贰元整',
      payStatus: '0',
      payStatusName: '未支付',
    };
    const v = slipView(note, 'note');
    expect(v.title).toBe('缴费通知单');
    expect(v.items.footer.slice(5)).toEqual(['760.00', '228.00', '532.00']);
    expect(slipDocument(v).subtitle).toBe('通知单编号：TZ2026111800237　报检流水号：BJ20261118000237');
  });
});
