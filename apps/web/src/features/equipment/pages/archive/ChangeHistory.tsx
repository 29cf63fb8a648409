import { useState } from 'react';
import { Group, Pagination, Table, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { QueryState } from '@/kit/QueryState';
import { useChangeHistory } from '@/features/equipment/api/change-history';
import { ScrollBox } from '@/kit/ScrollBox';

const PAGE_SIZE = 10;

/** 变更历史: what was changed from what to what, by whom and when (changeEqmHis), newest first. */
export function ChangeHistory({ oidno }: { oidno: string }) {
  const [pageNo, setPageNo] = useState(1);
  const history = useChangeHistory({ oidno, pageNo, pageSize: PAGE_SIZE });
  return (
    <QueryState query={history} isEmpty={(d) => !d.list.length} empty="暂无变更记录" minHeight={60}>
      {(page) => (
        <>
          {/* Wider than a phone: the box scrolls, so it takes the focus to be scrolled with the keyboard. */}
          <ScrollBox label="变更记录">
            <Table striped withTableBorder fz="sm" miw={860} data-testid="change-history">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={160}>变更时间</Table.Th>
                  <Table.Th w={120}>变更项目</Table.Th>
                  <Table.Th>变更内容</Table.Th>
                  <Table.Th w={90}>变更人</Table.Th>
                  <Table.Th w={140}>申请编号</Table.Th>
                  <Table.Th>变更原因</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.list.map((h) => (
                  <Table.Tr key={h.id}>
                    <Table.Td>{h.changeTime}</Table.Td>
                    <Table.Td>{h.fieldLabel}</Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap" align="flex-start">
                        <Text size="sm" c="dimmed" td="line-through">
                          {h.oldValue || '（空）'}
                        </Text>
                        <IconArrowRight size={14} style={{ flexShrink: 0, marginTop: 3 }} />
                        <Text size="sm">{h.newValue || '（空）'}</Text>
                      </Group>
                    </Table.Td>
                    <Table.Td>{h.changer}</Table.Td>
                    <Table.Td>{h.applyNo ?? '直接维护'}</Table.Td>
                    <Table.Td>{h.changeReason ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollBox>
          <Group justify="space-between" mt="sm">
            <Text size="sm" c="dimmed">
              共 {page.count} 条
            </Text>
            {page.count > PAGE_SIZE && (
              <Pagination size="sm" total={Math.ceil(page.count / PAGE_SIZE)} value={pageNo} onChange={setPageNo} />
            )}
          </Group>
        </>
      )}
    </QueryState>
  );
}
