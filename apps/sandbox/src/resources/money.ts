// Money: the fee trial is computed from the chosen equipment and relief policy; paying an accepted
// declaration makes a payment slip (未支付); the regulator's confirmation marks it 已支付 and issues
// its invoice.
import type { Row, Store } from '../store.ts';
import { type Call, exampleAnswer, failure, refuse, stamp, str, success } from '../engine/core.ts';
import { ownerOf, postMessage } from './messages.ts';
import type { ResourceSpec } from '../engine/resource.ts';
import { CLASS_NAMES, equipmentOf } from './equipment.ts';

/** Fee per device for a periodic inspection, by class (浙价费〔2019〕146号 in the examples). */
export const FEES: Record<string, number> = {
  '1000': 1200,
  '2000': 260,
  '3000': 380,
  '4000': 520,
  '5000': 300,
  '6000': 1500,
  '7000': 180,
  '8000': 900,
  '9000': 2600,
};
export const PAYEE = '宁波市特种设备检验研究院';
const PAYEE_BANK = '中国工商银行宁波分行营业部';
const PAYEE_ACCOUNT = '3901110009000087652';

/** An amount in yuan written in capital numerals, as on a payment slip (伍佰叁拾贰元整). */
export function amountInWords(amount: number): string {
  const D = '零壹贰叁肆伍陆柒捌玖';
  const U = ['', '拾', '佰', '仟'];
  const fen = Math.round(amount * 100);
  const yuan = Math.floor(fen / 100);
  const section = (n: number) => {
    let s = '';
    let zero = false;
    for (let i = 3; i >= 0; i--) {
      const d = Math.floor(n / 10 ** i) % 10;
      if (d === 0) zero = s !== '';
      else {
        s += `${zero ? '零' : ''}${D[d]}${U[i]}`;
        zero = false;
      }
    }
    return s;
  };
  const wan = Math.floor(yuan / 10_000);
  const rest = yuan % 10_000;
  let words = `${wan ? `${section(wan)}万${rest && rest < 1000 ? '零' : ''}` : ''}${rest ? section(rest) : ''}` || '零';
  words += '元';
  const jiao = Math.floor(fen / 10) % 10;
  const cents = fen % 10;
  if (!jiao && !cents) return `${words}整`;
  words += jiao ? `${D[jiao]}角` : '零';
  return cents ? `${words}${D[cents]}分` : `${words}整`;
}

/** What a fee is computed with: the tenant's data and clock, the contract's relief policies. */
export type FeeContext = Pick<Call, 'tenant' | 'contract'>;

function policies(call: FeeContext): Row[] {
  const op = call.contract.byId.get('listChargeReliefPolicies')!;
  const data = (call.contract.example(op, 'ok')?.value as Row)?.data;
  return Array.isArray(data) ? data : (data?.list ?? []);
}

/** The name of a relief policy, or null for none or an unknown one. */
export function reliefPolicyName(call: FeeContext, policyId: unknown): string | null {
  return policyId ? (policies(call).find((p) => p.id === policyId)?.name ?? null) : null;
}

export function feeFor(call: FeeContext, oidnos: string[], policyId: string | null, onlinelsh: string | null): Row {
  const store = call.tenant.store;
  const policy = policyId ? policies(call).find((p) => p.id === policyId) : undefined;
  if (policyId && !policy) refuse('businessRefused');
  const rate = Number(policy?.rate ?? 0);
  const items: Row[] = oidnos
    .map((id) => store.get('equipment', id))
    .filter((d): d is Row => Boolean(d))
    .map((d) => {
      const price = FEES[str(d.equclacode)] ?? 300;
      const applies =
        !policy?.applicableEquclacodes || String(policy.applicableEquclacodes).split(',').includes(str(d.equclacode));
      const relief = applies ? Math.round(price * rate) / 100 : 0;
      const name = `${CLASS_NAMES[str(d.equclacode)] ?? '设备'}定期检验`;
      return {
        name,
        oidno: d.oidno,
        eqpCode: d.eqpCode,
        standard: `浙价费〔2019〕146号：${name}，每台 ${price.toFixed(2)} 元`,
        quantity: 1,
        unitPrice: price,
        amount: price,
        relief,
        total: price - relief,
      };
    });
  const sum = (k: string) => Math.round(items.reduce((s, i) => s + Number(i[k]), 0) * 100) / 100;
  return {
    onlinelsh,
    items,
    amount: sum('amount'),
    relief: sum('relief'),
    total: sum('total'),
    reliefPolicyId: policy?.id ?? null,
    reliefPolicyName: policy?.name ?? null,
    reliefRate: policy ? rate : null,
    payeeName: PAYEE,
    calcTime: stamp(call.tenant.now()),
  };
}

export function markPaid(
  store: Store,
  chargesysid: string,
  now: Date,
  payType = '2',
): { charge: Row; invoiceId: string } | null {
  const charge = store.get('charge', chargesysid);
  if (!charge) return null;
  const paid = {
    ...charge,
    payStatus: '1',
    payStatusName: '已支付',
    payType,
    payTypeName: payType === '1' ? '微信支付' : payType === '3' ? '银行转账' : '支付宝',
    payTime: stamp(now),
    invoiceStatus: '1',
    invoiceStatusName: '已开票',
  };
  store.put('charge', chargesysid, paid);
  const invoiceId = crypto.randomUUID().replace(/-/g, '');
  const day = stamp(now).slice(0, 10);
  store.put('invoice', invoiceId, {
    id: invoiceId,
    invoiceNo: String(now.getTime()).slice(-8),
    invoiceCode: '033002200111',
    invoiceType: '电子普通发票',
    chargesysid,
    onlinelsh: charge.onlinelsh,
    amount: charge.total,
    title: charge.payerName,
    taxNo: charge.payerCreditCode ?? '91330212MA2GQ7XK3H',
    sellerName: PAYEE,
    email: null,
    applyTime: stamp(now),
    issueDate: day,
    status: '1',
    statusName: '已开具',
    pdfAttsysid: null,
  });
  const owner = ownerOf(store, 'charge', chargesysid);
  if (owner)
    postMessage({ store, now: () => now }, owner, {
      type: 'payment',
      title: `${str(charge.chargeTypeName) || '检验费'} ${Number(charge.total ?? 0).toFixed(2)} 元已支付`,
      content: `报检流水号 ${str(charge.onlinelsh) || '—'} 的费用已到账，电子发票已开具，可在发票查询中下载。`,
      bizType: 'charge',
      bizId: chargesysid,
      bizNo: str(charge.onlinelsh) || null,
    });
  for (const apply of store.all('onlineApply').filter((a) => a.chargesysid === chargesysid)) {
    store.put('onlineApply', apply.id, { ...apply, payStatus: '1', payStatusName: '已支付' });
  }
  return { charge: paid, invoiceId };
}

export const charge: ResourceSpec = {
  kind: 'charge',
  name: '缴费单',
  key: 'chargesysid',
  seedFrom: ['listCharges', 'getChargeDetail', 'getPaymentSlip', 'getPaymentNote'],
  lists: { listCharges: {} },
  details: { getChargeDetail: {}, getPaymentSlip: {} },
  handlers: {
    getChargeInspectionFee(call) {
      const apply = str(call.input.id) ? call.tenant.store.get('onlineApply', str(call.input.id)) : undefined;
      const ids = str(call.input.oidnos)
        ? str(call.input.oidnos)
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : apply
          ? equipmentOf(apply)
          : [];
      if (!ids.length) return failure(call, '请先选择要报检的设备');
      const policy = str(call.input.reliefPolicyId) || (apply?.reliefPolicyId ?? null);
      return success(call, feeFor(call, ids, policy || null, apply?.onlinelsh ?? null));
    },
    payOnlineApply(call) {
      const store = call.tenant.store;
      const apply = store.all('onlineApply').find((a) => a.onlinelsh === call.pathValues.a);
      if (!apply) refuse('notFound');
      if (apply!.payStatus === '1') refuse('alreadyPaid');
      if (!['2', '3'].includes(apply!.status)) refuse('notAccepted');
      const now = call.tenant.now();
      let chargesysid = apply!.chargesysid as string | null;
      if (!chargesysid || !store.get('charge', chargesysid)) {
        chargesysid = crypto.randomUUID().replace(/-/g, '');
        const fee = feeFor(call, equipmentOf(apply!), apply!.reliefPolicyId ?? null, apply!.onlinelsh);
        const day = stamp(now).slice(0, 10).replace(/-/g, '');
        const seq = String(now.getTime() % 100_000).padStart(5, '0');
        const unit = call.user?.unitId ? store.get('unit', call.user.unitId) : undefined;
        store.put('charge', chargesysid, {
          chargesysid,
          onlinelsh: apply!.onlinelsh,
          chargeType: '1',
          chargeTypeName: '检验费',
          payerName: apply!.useUnitName,
          payeeName: PAYEE,
          items: fee.items.map(({ oidno: _o, ...i }: Row) => i),
          amount: fee.amount,
          relief: fee.relief,
          total: fee.total,
          payStatus: '0',
          payStatusName: '未支付',
          payType: null,
          payTypeName: null,
          payTime: null,
          invoiceStatus: '0',
          invoiceStatusName: '未开票',
          createTime: stamp(now),
          // What the slip and the payment note show (their detail answers require it).
          slipNo: `JK${day}${seq}`,
          noteNo: `TZ${day}${seq}`,
          payerCreditCode: unit?.creditCode ?? null,
          payerAddress: unit?.address ?? null,
          payeeBank: PAYEE_BANK,
          payeeAccount: PAYEE_ACCOUNT,
          amountInWords: amountInWords(fee.total),
          issueDate: stamp(now).slice(0, 10),
          payDeadline: null,
        });
        store.put('onlineApply', apply!.id, { ...apply, chargesysid, total: fee.total });
      }
      const slip = store.get('charge', chargesysid)!;
      const orderNo = `PO${stamp(now).replace(/\D/g, '')}${String(now.getMilliseconds()).padStart(3, '0')}`;
      const payType = call.pathValues.b ?? '2';
      return success(call, {
        chargesysid,
        onlinelsh: apply!.onlinelsh,
        applyId: apply!.id,
        orderNo,
        amount: slip.total,
        payType,
        payTypeName: payType === '1' ? '微信支付' : '支付宝',
        payeeName: PAYEE,
        payUrl: `${call.origin}/online-paymentSlipDetails?chargesysid=${chargesysid}`,
        qrCodeContent: `${call.origin}/pay-code?orderNo=${orderNo}`,
        createTime: stamp(now),
        expireTime: stamp(new Date(now.getTime() + 30 * 60_000)),
      });
    },
    getPaymentNote(call) {
      const store = call.tenant.store;
      const key = str(call.input.chargesysid) || str(call.input.onlinelsh);
      const slip = store.get('charge', key) ?? store.all('charge').find((c) => c.onlinelsh === key);
      if (!slip) return exampleAnswer(call, call.contract.example(call.op, 'notFound') ? 'notFound' : 'ok');
      return success(call, slip);
    },
  },
};

export const invoice: ResourceSpec = {
  kind: 'invoice',
  name: '发票',
  key: 'id',
  seedFrom: ['listInvoices', 'getInvoiceDetail'],
  lists: { listInvoices: {} },
  details: { getInvoiceDetail: {} },
  handlers: {
    applyInvoice(call) {
      const store = call.tenant.store;
      const slip = store.get('charge', str(call.input.chargesysid));
      if (!slip) return failure(call, '缴费单不存在');
      if (slip.payStatus !== '1') return failure(call, '缴费单尚未支付，支付后才能申请开票');
      return success(call, (call.contract.example(call.op, 'ok')?.value as Row)?.data ?? null);
    },
  },
};

export const invoiceTitle: ResourceSpec = {
  kind: 'invoiceTitle',
  name: '开票信息',
  key: 'id',
  seedFrom: ['listInvoiceTitles'],
  lists: { listInvoiceTitles: {} },
  saves: { saveInvoiceTitle: {} },
  removes: { deleteInvoiceTitle: {} },
};

export const examFee: ResourceSpec = {
  kind: 'examFee',
  name: '考试费登记',
  key: 'id',
  seedFrom: ['listExamFeeRegistrations', 'getExamFeeRegistrationDetail'],
  lists: { listExamFeeRegistrations: {} },
  details: { getExamFeeRegistrationDetail: {} },
  saves: { saveExamFeeRegistration: {} },
  removes: { deleteExamFeeRegistration: {} },
};
