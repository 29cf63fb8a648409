import { useState } from 'react';
import { Alert, Button, FileInput, Group, Stack, Table, TextInput } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useSubmit } from '@/kit/useSubmit';
import { DateField } from '@/kit/form/DateField';
import { type ChargeDetail } from '@/features/payment/api/charge-detail';
import { useUploadPayCert } from '@/features/payment/api/upload-pay-cert';

import { yuan } from '@/features/payment/money';

/** 对公转账: the payee's account and the upload of the bank voucher (updatePayCert/{id}). */
export function TransferPanel({ applyId, d }: { applyId: string | null | undefined; d: ChargeDetail | undefined }) {
  const upload = useUploadPayCert();
  const [file, setFile] = useState<File | null>(null);
  const [payDate, setPayDate] = useState<string | null>(dayjs().format('YYYY-MM-DD'));
  const [remark, setRemark] = useState('');
  const { busy, failure, setFailure, run } = useSubmit();
  const [done, setDone] = useState<string | null>(null);
  const submit = async () => {
    if (!file) return setFailure('请选择付款凭证文件');
    if (!applyId) return setFailure('未找到对应的报检申请，无法上传付款凭证');
    if (file.size > 10 * 1024 * 1024) return setFailure('付款凭证不能超过 10 MB');
    const r = await run('submit', () =>
      upload.mutateAsync({
        id: applyId,
        body: { file, ...(payDate ? { payDate } : {}), ...(remark.trim() ? { remark: remark.trim() } : {}) },
      }),
    );
    if (r?.ok) setDone(r.value?.fileName ?? file.name);
  };
  return (
    <Stack gap="sm">
      {d && (
        <Table withTableBorder fz="sm" aria-label="收款账户">
          <Table.Tbody>
            {[
              ['收款单位', d.payeeName],
              ['开户银行', d.payeeBank],
              ['银行账号', d.payeeAccount],
              ['转账金额', yuan(d.total)],
              ['用途栏注明', d.onlinelsh],
            ].map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" w={110} fw={400} c="dimmed">
                  {label}
                </Table.Th>
                <Table.Td>{value ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {done ? (
        <Alert color="green" title="付款凭证已上传">
          {done}：检验机构财务核对到账后，缴费状态将变为已支付。
        </Alert>
      ) : (
        <>
          <Group align="flex-start" grow wrap="wrap">
            <FileInput
              label="付款凭证"
              withAsterisk
              placeholder="银行回单（jpg、png 或 pdf，10 MB 以内）"
              accept="image/jpeg,image/png,application/pdf"
              value={file}
              onChange={setFile}
              leftSection={<IconPaperclip size={14} />}
              clearable
            />
            <DateField
              label="转账日期"
              value={payDate}
              onChange={(v) => setPayDate(v ? dayjs(v).format('YYYY-MM-DD') : null)}
              valueFormat="YYYY-MM-DD"
              maxDate={new Date()}
              clearable
            />
          </Group>
          <TextInput
            label="备注"
            placeholder="付款账户、回单号等"
            value={remark}
            onChange={(e) => setRemark(e.currentTarget.value)}
            maxLength={100}
          />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group>
            <Button onClick={() => void submit()} loading={busy !== null}>
              上传付款凭证
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
