import { useRef } from 'react';
import { Box, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPrinter } from '@tabler/icons-react';
import { printElement } from '@/kit/print-element';
import { QueryState } from '@/kit/QueryState';
import { useCancellationNotice } from './api/cancellation-notice';

/** The 注销告知书 as the registration authority issues it, on screen and on A4 paper. */
function NoticeBody({ bcwId }: { bcwId: string }) {
  const notice = useCancellationNotice(bcwId);
  const paper = useRef<HTMLDivElement>(null);
  return (
    <QueryState query={notice} minHeight={200}>
      {(n) => (
        <Stack gap="md">
          <Box
            ref={paper}
            data-testid="cancellation-notice"
            p="md"
            style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4, background: '#fff' }}
          >
            <Title order={3} ta="center">
              特种设备使用登记注销告知书
            </Title>
            <Text ta="center" size="sm" mt={4} mb="md">
              {n.noticeNo}
            </Text>
            <Text size="sm" style={{ textIndent: '2em', lineHeight: 1.9 }}>
              {n.noticeContent}
            </Text>
            <Table withTableBorder withColumnBorders fz="sm" mt="md" aria-label="注销登记信息">
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th w={140}>使用单位</Table.Th>
                  <Table.Td>{n.useUnitName}</Table.Td>
                  <Table.Th w={150}>统一社会信用代码</Table.Th>
                  <Table.Td>{n.creditCode ?? '—'}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>设备类别</Table.Th>
                  <Table.Td>{n.equclaname ?? '—'}</Table.Td>
                  <Table.Th>设备名称</Table.Th>
                  <Table.Td>{n.eqpName ?? '—'}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>设备代码</Table.Th>
                  <Table.Td>{n.eqpCode ?? '—'}</Table.Td>
                  <Table.Th>使用登记证编号</Table.Th>
                  <Table.Td>{n.registCode}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>使用地点</Table.Th>
                  <Table.Td colSpan={3}>{n.useAddress ?? '—'}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>注销原因</Table.Th>
                  <Table.Td colSpan={3}>{n.cancelReason}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>注销日期</Table.Th>
                  <Table.Td>{n.cancelDate}</Table.Td>
                  <Table.Th>登记证交回</Table.Th>
                  <Table.Td>{n.certReturned ? '已交回' : '未交回'}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            <Stack gap={2} mt="xl" align="flex-end">
              <Text size="sm">{n.registOrgName}（盖章）</Text>
              <Text size="sm">{n.issueDate}</Text>
              {n.handler && (
                <Text size="xs" c="dimmed">
                  经办人：{n.handler} · 申请编号 {n.applyNo}
                </Text>
              )}
            </Stack>
          </Box>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => modals.closeAll()}>
              关闭
            </Button>
            <Button
              leftSection={<IconPrinter size={16} />}
              onClick={() => paper.current && printElement(paper.current, `注销告知书 ${n.noticeNo}`)}
            >
              打印告知书
            </Button>
          </Group>
        </Stack>
      )}
    </QueryState>
  );
}

/** Opens the cancellation notice of a cancelled use registration in a dialog, with 打印. */
export function openCancellationNotice(bcwId: string) {
  modals.open({
    title: (
      <Title order={4} component="span">
        注销告知书
      </Title>
    ),
    size: 'xl',
    centered: true,
    children: <NoticeBody bcwId={bcwId} />,
  });
}
