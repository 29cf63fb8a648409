import { useState } from 'react';
import { Group, Pagination, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { QueryState } from '@/kit/QueryState';
import { useChangeHistory } from '@/features/equipment/api/change-history';
import { RecordTable } from '@/kit/RecordTable';

const PAGE_SIZE = 10;

/** 变更历史: what was changed from what to what, by whom and when (changeEqmHis), newest first. */
export function ChangeHistory({ oidno }: { oidno: string }) {
  const [pageNo, setPageNo] = useState(1);
  const history = useChangeHistory({ oidno, pageNo, pageSize: PAGE_SIZE });
  return (
    <QueryState query={history} isEmpty={(d) => !d.list.length} empty="暂无变更记录" minHeight={60}>
      {(page) => (
        <>
          <RecordTable
            label="变更记录"
            rows={page.list}
            rowKey={(h) => h.id}
            minWidth={860}
            title={{ title: '变更时间', width: 160, cell: (h) => h.changeTime }}
            columns={[
              { title: '变更项目', width: 120, cell: (h) => h.fieldLabel },
              {
                title: '变更内容',
                cell: (h) => (
                  <Group gap={6} wrap="nowrap" align="flex-start" component="span">
                    <Text span size="sm" c="dimmed" td="line-through">
                      {h.oldValue || '（空）'}
                    </Text>
                    <IconArrowRight size={14} style={{ flexShrink: 0, marginTop: 3 }} />
                    <Text span size="sm">
                      {h.newValue || '（空）'}
                    </Text>
                  </Group>
                ),
              },
              { title: '变更人', width: 90, cell: (h) => h.changer },
              { title: '申请编号', width: 140, cell: (h) => h.applyNo ?? '直接维护' },
              { title: '变更原因', cell: (h) => h.changeReason ?? '—' },
            ]}
          />
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
