import { useState } from 'react';
import { Anchor, Badge, Button, Group, Pagination, Select, Table, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { Link } from 'react-router';
import dayjs from 'dayjs';
import { PageCard } from '@/kit/PageCard';
import { QueryState } from '@/kit/QueryState';
import { useUrlQuery } from '@/kit/useUrlQuery';
import { useNoticePage } from '@/features/notice/api/notice-page';
import { linkTo } from '@/platform/routing';

const CATEGORIES = [
  { value: '1', label: '通知公告' },
  { value: '2', label: '办事指南' },
  { value: '3', label: '政策法规' },
];
const PAGE_SIZES = ['10', '20', '50', '100'];

/** 通知公告: notices filtered by title, category and publish date, paged; all kept in the address. */
export default function NoticeListPage() {
  const q = useUrlQuery({ title: '', category: '', publishDateBegin: '', publishDateEnd: '' });
  const [draft, setDraft] = useState(q.filters);
  const page = useNoticePage({
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    title: q.filters.title || undefined,
    category: (q.filters.category || undefined) as '1' | '2' | '3' | undefined,
    publishDateBegin: q.filters.publishDateBegin || undefined,
    publishDateEnd: q.filters.publishDateEnd || undefined,
  });
  const range: [string | null, string | null] = [draft.publishDateBegin || null, draft.publishDateEnd || null];

  return (
    <>
      <PageCard>
        <form onSubmit={(e) => { e.preventDefault(); q.search(draft); }} aria-label="查询条件">
          <Group align="flex-end" gap="sm">
            <TextInput label="标题" placeholder="请输入标题关键字" value={draft.title} onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })} w={240} />
            <Select label="类别" placeholder="全部" data={CATEGORIES} clearable value={draft.category || null} onChange={(v) => setDraft({ ...draft, category: v ?? '' })} w={160} />
            <DatePickerInput
              type="range"
              label="发布日期"
              placeholder="起止日期"
              valueFormat="YYYY-MM-DD"
              clearable
              value={range}
              onChange={([a, b]) => setDraft({ ...draft, publishDateBegin: a ? dayjs(a).format('YYYY-MM-DD') : '', publishDateEnd: b ? dayjs(b).format('YYYY-MM-DD') : '' })}
              w={260}
            />
            <Button type="submit">查询</Button>
            <Button variant="default" onClick={() => { setDraft({ title: '', category: '', publishDateBegin: '', publishDateEnd: '' }); q.reset(); }}>重置</Button>
          </Group>
        </form>
      </PageCard>
      <PageCard title="通知公告">
        <QueryState query={page} isEmpty={(d) => !d.list.length} empty="没有符合条件的公告">
          {(data) => (
            <>
              <Table striped highlightOnHover verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr><Table.Th>标题</Table.Th><Table.Th w={110}>类别</Table.Th><Table.Th w={220}>发布单位</Table.Th><Table.Th w={170}>发布时间</Table.Th></Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.list.map((a) => (
                    <Table.Tr key={a.id}>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          {a.isTop && <Badge size="xs" color="red">置顶</Badge>}
                          <Anchor component={Link} to={linkTo('notice_detail', { id: a.id })} size="sm">{a.title}</Anchor>
                        </Group>
                      </Table.Td>
                      <Table.Td>{a.categoryName ?? '—'}</Table.Td>
                      <Table.Td>{a.publisher ?? '—'}</Table.Td>
                      <Table.Td>{a.publishDate}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <Group justify="space-between" mt="md">
                <Text size="sm" c="dimmed">共 {data.count} 条</Text>
                <Group gap="sm">
                  <Select aria-label="每页条数" data={PAGE_SIZES.map((s) => ({ value: s, label: `${s} 条/页` }))} value={String(q.pageSize)} onChange={(v) => v && q.setPageSize(Number(v))} w={110} allowDeselect={false} />
                  <Pagination total={Math.max(1, Math.ceil(data.count / q.pageSize))} value={q.pageNo} onChange={q.setPage} />
                </Group>
              </Group>
            </>
          )}
        </QueryState>
      </PageCard>
    </>
  );
}
