import { Alert, Anchor } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PublicFrame } from '@/kit/PublicFrame';
import { QueryState } from '@/kit/QueryState';
import { usePaymentSlip } from '@/features/payment/api/payment-slip';

import { slipView } from '@/features/payment/slip';
import { PublicSlip } from '@/features/payment/PublicSlip';
import { linkTo } from '@/platform/routing';

/** /online-paymentSlipDetails (public): one payment slip opened from a link carrying the charge id; printable. */
export default function PublicPaymentSlipPage() {
  const [params] = useSearchParams();
  const chargesysid = params.get('chargesysid') ?? '';
  const slip = usePaymentSlip(chargesysid);
  return (
    <PublicFrame title="缴费单详情" subtitle="特种设备检验收费缴费单：收费明细、减免、应缴金额与收款账户。" width={980}>
      {!chargesysid ? (
        <Alert color="yellow" title="链接不完整">
          缴费单链接缺少收费记录编号，请使用检验机构发送的完整链接，或按报检流水号
          <Anchor component={Link} to={linkTo('online_payment_note')} ml={4}>
            查询缴费通知单
          </Anchor>
          。
        </Alert>
      ) : (
        <QueryState query={slip} minHeight={200}>
          {(d) => (
            <PublicSlip
              view={slipView(d, 'slip')}
              heading={`缴款单号 ${d.slipNo}`}
              subheading={`${d.payerName} · ${d.chargeTypeName}`}
              link={
                <Anchor component={Link} to={linkTo('online_payment_note', { chargesysid: d.chargesysid })} size="sm">
                  缴费通知单
                </Anchor>
              }
            />
          )}
        </QueryState>
      )}
    </PublicFrame>
  );
}
