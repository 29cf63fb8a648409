import { Alert, Group, Paper, Radio, Stack, Table, Text } from '@mantine/core';
import { QueryState } from '@/kit/QueryState';
import { ScrollBox } from '@/kit/ScrollBox';
import { useInspectionFee } from '@/features/declaration/api/inspection-fee';
import { useReliefPolicies } from '@/features/declaration/api/relief-policies';
import { reliefText, yuan } from '@/features/declaration/online-apply';
import type { Category, ClassCode, Values } from './values';

/** Step 3: the relief policies that apply, and the fee computed with the chosen one. */
export function FeeStep({
  values,
  setValue,
}: {
  values: Values;
  setValue: (name: keyof Values, value: string) => void;
}) {
  const category = (values.inspectioncategory || '1') as Category;
  const equclacode = (values.equclacode || undefined) as ClassCode | undefined;
  const policies = useReliefPolicies({ inspectioncategory: category, ...(equclacode ? { equclacode } : {}) });
  const fee = useInspectionFee({
    oidnos: values.oidnos,
    inspectioncategory: category,
    ...(values.reliefPolicyId ? { reliefPolicyId: values.reliefPolicyId } : {}),
  });
  const policy = policies.data?.find((p) => p.id === values.reliefPolicyId);
  return (
    <Stack gap="md">
      <div>
        <Text fw={600} size="sm" mb="xs">
          检验费减免政策
        </Text>
        <QueryState query={policies} minHeight={60}>
          {(list) => (
            <Radio.Group
              value={values.reliefPolicyId || 'none'}
              onChange={(v) => setValue('reliefPolicyId', v === 'none' ? '' : v)}
              aria-label="检验费减免政策"
            >
              <Stack gap="xs">
                <Radio value="none" label="不申请减免" />
                {list.map((p) => (
                  <Radio
                    key={p.id}
                    value={p.id}
                    label={
                      <Text size="sm" span>
                        {p.name}（减免 {p.rate}%）
                      </Text>
                    }
                    description={`${p.description}${p.basis ? ` 依据：${p.basis}。` : ''}${p.endDate ? ` 有效期至 ${p.endDate}。` : ''}`}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        </QueryState>
        {policy?.requiredMaterials && (
          <Alert color="blue" mt="sm" py="xs">
            申请「{policy.name}」须在下一步上传减免证明材料：{policy.requiredMaterials}
          </Alert>
        )}
      </div>
      <div>
        <Text fw={600} size="sm" mb="xs">
          检验费（提交前按收费标准试算）
        </Text>
        <QueryState query={fee} minHeight={80}>
          {(f) => (
            <Stack gap="xs" data-testid="inspection-fee" aria-busy={fee.isFetching}>
              <ScrollBox label="检验费明细">
                <Table withTableBorder striped fz="sm" miw={860} aria-label="检验费明细">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>收费项目</Table.Th>
                      <Table.Th>设备代码</Table.Th>
                      <Table.Th>收费标准</Table.Th>
                      <Table.Th w={60}>数量</Table.Th>
                      <Table.Th w={110}>金额</Table.Th>
                      <Table.Th w={110}>减免</Table.Th>
                      <Table.Th w={110}>应缴</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {f.items.map((i) => (
                      <Table.Tr key={`${i.oidno}-${i.name}`}>
                        <Table.Td>{i.name}</Table.Td>
                        <Table.Td>{i.eqpCode ?? '—'}</Table.Td>
                        <Table.Td>{i.standard ?? '—'}</Table.Td>
                        <Table.Td>{i.quantity ?? 1}</Table.Td>
                        <Table.Td>{yuan(i.amount)}</Table.Td>
                        <Table.Td>{yuan(i.relief)}</Table.Td>
                        <Table.Td>{yuan(i.total)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollBox>
              <Paper withBorder p="sm" radius="sm" bg="var(--mantine-color-gray-0)">
                <Group gap="xl">
                  <Text size="sm">
                    合计 <b data-testid="fee-amount">{yuan(f.amount)}</b>
                  </Text>
                  <Text size="sm">
                    减免 <b data-testid="fee-relief">{reliefText(f)}</b>
                  </Text>
                  <Text size="sm">
                    应缴{' '}
                    <Text span fw={700} c="red" data-testid="fee-total">
                      {yuan(f.total)}
                    </Text>
                  </Text>
                  <Text size="xs" c="dimmed">
                    收款单位：{f.payeeName}；受理后以检验机构确认的缴费单为准
                  </Text>
                </Group>
              </Paper>
            </Stack>
          )}
        </QueryState>
      </div>
    </Stack>
  );
}
