import { useState } from 'react';
import { Button, Center, Grid, Group, SegmentedControl, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { usePlatform } from '@/platform/PlatformContext';
import { PageCard } from '@/kit/PageCard';
import { QrCode } from '@/kit/QrCode';
import { QueryState } from '@/kit/QueryState';
import { FieldGrid } from '@/kit/detail/DetailView';
import { SAME_TAB_STATE } from '@/platform/tab-identity';
import { useChargeDetail, type ChargeDetail } from '@/features/payment/api/charge-detail';
import { createPayOrder, type PayChannel, type PaymentOrder } from '@/features/payment/api/pay-order';

import { yuan } from '@/features/payment/money';
import { linkTo } from '@/platform/routing';
import { TransferPanel } from './pay-code/TransferPanel';
import { LshLookup } from '@/features/payment/LshLookup';

/** How often the payment status is asked while the QR code is shown. */
export const PAY_POLL_MS = 3000;
const CHANNELS: { value: PayChannel; label: string }[] = [
  { value: '1', label: '微信支付' },
  { value: '2', label: '支付宝' },
  { value: '3', label: '银联云闪付' },
];

/** Asks for the 报检流水号 when the page was opened without one. */
function Lookup() {
  const [, setParams] = useSearchParams();
  return (
    <PageCard>
      <LshLookup
        submitLabel="去支付"
        invalidText="请输入正确的报检流水号（两位字母加 14 位数字）"
        onSearch={(onlinelsh) => setParams({ onlinelsh }, { state: SAME_TAB_STATE })}
      />
    </PageCard>
  );
}

/** The clear paid state: amount, channel, time and trade number. */
function Paid({ d }: { d: ChargeDetail }) {
  const navigate = useNavigate();
  return (
    <Stack align="center" gap="xs" py="lg" data-testid="pay-paid">
      <ThemeIcon size={64} radius="xl" color="green" variant="light">
        <IconCircleCheck size={44} />
      </ThemeIcon>
      <Title order={2} c="green.8">
        已支付
      </Title>
      <Text fz={22} fw={700}>
        {yuan(d.total)}
      </Text>
      <Text size="sm" c="dimmed">
        {d.payTypeName ?? '—'} · {d.payTime ?? '—'}
        {d.tradeNo ? ` · 交易流水号 ${d.tradeNo}` : ''}
      </Text>
      <Group mt="sm">
        <Button
          variant="light"
          onClick={() => navigate(linkTo('company_service_payment_slip', { chargesysid: d.chargesysid }))}
        >
          查看缴费单
        </Button>
        <Button variant="default" onClick={() => navigate(linkTo('company_service_invoice'))}>
          申请开票
        </Button>
      </Group>
    </Stack>
  );
}

/** The QR of an order and the status polled until paid. */
function OrderPanel({
  order,
  detail,
  renew,
}: {
  order: PaymentOrder;
  detail: ReturnType<typeof useChargeDetail>;
  renew: () => void;
}) {
  const d = detail.data;
  if (d?.payStatus === '1') return <Paid d={d} />;
  return (
    <Group align="center" gap="xl" wrap="wrap">
      {order.qrCodeContent ? (
        <QrCode content={order.qrCodeContent} size={200} label={`${order.payTypeName}支付二维码`} />
      ) : (
        <Text size="sm" c="dimmed">
          该支付方式没有二维码，请在手机端打开收银台。
        </Text>
      )}
      <Stack gap={6}>
        <Text size="sm" c="dimmed">
          应付金额
        </Text>
        <Text fz={28} fw={700} c="red.8" data-testid="pay-amount">
          {yuan(order.amount)}
        </Text>
        <FieldGrid
          columns={2}
          fields={[
            { label: '订单号', value: order.orderNo },
            { label: '支付方式', value: order.payTypeName },
            { label: '收款单位', value: order.payeeName },
            { label: '订单有效期至', value: order.expireTime },
          ]}
        />
        <Group gap="xs" mt={4} data-testid="pay-status">
          <Text size="sm" c="orange.8" fw={600}>
            {d?.payStatus === '2' ? '已退款' : '等待支付'}
          </Text>
          <Text size="xs" c="dimmed">
            请用{order.payTypeName}扫码；支付完成后本页自动显示结果（每 {PAY_POLL_MS / 1000} 秒查询一次）。
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconRefresh size={12} />}
            onClick={() => void detail.refetch()}
            loading={detail.isFetching}
          >
            刷新状态
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          二维码过期或无法支付时，可
          <Button size="compact-xs" variant="subtle" onClick={renew}>
            重新生成订单
          </Button>
        </Text>
      </Stack>
    </Group>
  );
}

/**
 * /pay-code-order 扫码支付: the order of an inspection fee (toPay) with its QR code, the status
 * polled until paid (then a clear 已支付), or a bank transfer with its voucher uploaded instead.
 */
export default function PayCodePage() {
  const platform = usePlatform();
  const [params] = useSearchParams();
  const onlinelsh = params.get('onlinelsh') ?? '';
  const [channel, setChannel] = useState<PayChannel>('1');
  const order = useQuery({
    queryKey: ['payment', 'order', onlinelsh, channel],
    queryFn: () => createPayOrder(platform, onlinelsh, channel),
    enabled: !!onlinelsh,
    staleTime: Infinity,
    retry: false,
  });
  const chargesysid = order.data?.chargesysid ?? '';
  const detail = useChargeDetail(chargesysid, { pollUntilPaidMs: PAY_POLL_MS });
  if (!onlinelsh) return <Lookup />;
  const paid = detail.data?.payStatus === '1';
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <PageCard
          title={`扫码支付 · 报检流水号 ${onlinelsh}`}
          actions={
            !paid && (
              <SegmentedControl
                aria-label="支付方式"
                data={CHANNELS}
                value={channel}
                onChange={(v) => setChannel(v as PayChannel)}
              />
            )
          }
        >
          <QueryState query={order} minHeight={240}>
            {(o) => <OrderPanel order={o} detail={detail} renew={() => void order.refetch()} />}
          </QueryState>
        </PageCard>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <PageCard title="对公转账">
          {paid ? (
            <Center mih={120}>
              <Text size="sm" c="dimmed">
                已支付，无需转账。
              </Text>
            </Center>
          ) : (
            <>
              <Text size="sm" c="dimmed" mb="sm">
                不便扫码时，可对公转账后上传银行回单，财务核对到账后确认缴费。
              </Text>
              <TransferPanel applyId={params.get('id') || order.data?.applyId} d={detail.data} />
            </>
          )}
        </PageCard>
      </Grid.Col>
    </Grid>
  );
}
