import { Alert, Anchor, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PublicFrame } from '@/kit/PublicFrame';
import { QrCode } from '@/kit/QrCode';
import { QueryState } from '@/kit/QueryState';
import { usePaymentNote } from '@/features/payment/api/payment-note';

import { slipView } from '@/features/payment/slip';
import { PublicSlip } from '@/features/payment/PublicSlip';
import { LshLookup } from '@/features/payment/LshLookup';
import { linkTo } from '@/platform/routing';

/** /online-paymentNote (public): the payment note opened from a link (charge id or 报检流水号), printable, with the QR to pay. */
export default function PublicPaymentNotePage() {
  const [params, setParams] = useSearchParams();
  const ref = { onlinelsh: params.get('onlinelsh') ?? undefined, chargesysid: params.get('chargesysid') ?? undefined };
  const note = usePaymentNote(ref);
  const hasRef = !!(ref.onlinelsh || ref.chargesysid);
  return (
    <PublicFrame title="缴费通知单" subtitle="特种设备检验收费缴费通知单，可转交财务扫码缴费或对公转账。" width={980}>
      {!hasRef ? (
        <LshLookup
          submitLabel="查询"
          invalidText="请输入正确的报检流水号（两位字母加 14 位数字，如 BJ20261118000237）"
          onSearch={(onlinelsh) => setParams({ onlinelsh })}
        />
      ) : (
        <QueryState query={note} minHeight={200}>
          {(n) => (
            <PublicSlip
              view={slipView(n, 'note')}
              heading={`通知单编号 ${n.noteNo}`}
              subheading={`${n.payerName} · 开具于 ${n.issueDate ?? '—'}`}
              link={
                <Button
                  variant="default"
                  component={Link}
                  to={linkTo('online_payment_slip', { chargesysid: n.chargesysid })}
                >
                  查看缴费单
                </Button>
              }
            >
              {n.qrCodeContent && n.payStatus === '0' && (
                <>
                  <Divider />
                  <Group gap="lg" align="center">
                    <QrCode content={n.qrCodeContent} size={160} label="缴费二维码" />
                    <Stack gap={4}>
                      <Text fw={600}>扫码缴费</Text>
                      <Text size="sm" c="dimmed">
                        使用微信、支付宝或云闪付扫描左侧二维码完成缴费。
                      </Text>
                      <Text size="sm" c="dimmed">
                        对公转账请在用途栏注明报检流水号 {n.onlinelsh}。
                      </Text>
                    </Stack>
                  </Group>
                </>
              )}
              {n.payStatus === '1' && (
                <Alert color="green" title="已支付">
                  该通知单的检验费已缴清。
                </Alert>
              )}
            </PublicSlip>
          )}
        </QueryState>
      )}
      {hasRef && (
        <Anchor component={Link} to={linkTo('online_payment_note')} size="sm" mt="lg" display="inline-block">
          查询其他通知单
        </Anchor>
      )}
    </PublicFrame>
  );
}
