import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconMessagePlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { usePlatform } from '@/platform/PlatformContext';
import { ListPage } from '@/kit/list/ListPage';
import { toBody } from '@/kit/list/query';
import { listSource, prefetchList } from '@/kit/list/source';
import type { FilterSpec, FiltersOf } from '@/kit/list/types';
import {
  fetchInteractionList,
  interactionListKey,
  type InteractionListBody,
} from '@/features/service-desk/api/interaction-list';
import { useDeleteInteraction } from '@/features/service-desk/api/delete-interaction';
import { useSaveInteraction } from '@/features/service-desk/api/save-interaction';
import { bizTypeOptions, openQuestionForm } from '@/features/service-desk/forms';
import { linkTo } from '@/platform/routing';

type Filters = FiltersOf<
  InteractionListBody,
  'subject' | 'bizType' | 'senderType' | 'replyStatus' | 'sendTimeBegin' | 'sendTimeEnd'
>;
const filters: FilterSpec<Filters>[] = [
  { kind: 'text', name: 'subject', label: '主题', width: 200 },
  { kind: 'select', name: 'bizType', label: '业务类别', options: bizTypeOptions, width: 120 },
  {
    kind: 'select',
    name: 'senderType',
    label: '发送方',
    options: [
      { value: '1', label: '本单位' },
      { value: '2', label: '检验机构' },
    ],
    width: 110,
  },
  {
    kind: 'select',
    name: 'replyStatus',
    label: '回复状态',
    options: [
      { value: '0', label: '未回复' },
      { value: '1', label: '已回复' },
    ],
    width: 110,
  },
  { kind: 'dateRange', from: 'sendTimeBegin', to: 'sendTimeEnd', label: '发送日期', width: 260 },
];

const source = listSource({
  filters,
  queryKey: interactionListKey,
  fetch: (platform, q) => fetchInteractionList(platform, toBody(q)),
});
export const prefetch = prefetchList(source);

/** 与检验机构互动 (inferred page): the unit's questions and the inspection body's answers and notices. */
export default function InteractionPage() {
  const platform = usePlatform();
  const navigate = useNavigate();
  const save = useSaveInteraction();
  const remove = useDeleteInteraction();
  const openDetail = (id: string) => navigate(linkTo('company_service_interaction_detail', { id }));
  const ask = async () => {
    const id = await openQuestionForm(platform, save.mutateAsync);
    if (id) openDetail(id);
  };
  return (
    <ListPage
      source={source}
      rowKey={(r) => r.id}
      columns={[
        {
          id: 'subject',
          title: '主题',
          render: (r) => (
            <Stack gap={0}>
              <Group gap={6}>
                {r.senderType === '2' && r.readStatus === '0' && (
                  <Badge size="xs" color="red">
                    未读
                  </Badge>
                )}
                <Text size="sm" fw={r.readStatus === '0' ? 600 : undefined}>
                  {r.subject}
                </Text>
              </Group>
              {r.relatedNo && (
                <Text size="xs" c="dimmed">
                  关联：{r.relatedNo}
                </Text>
              )}
            </Stack>
          ),
        },
        { key: 'bizTypeName', title: '业务类别', width: 90 },
        {
          id: 'sender',
          title: '发送方',
          width: 190,
          render: (r) => (
            <Stack gap={0}>
              <Text size="sm">{r.senderType === '1' ? '本单位' : (r.senderUnitName ?? '检验机构')}</Text>
              <Text size="xs" c="dimmed">
                {r.senderName}
              </Text>
            </Stack>
          ),
        },
        { key: 'sendTime', title: '发送时间', width: 160, sortField: 'sendTime' },
        {
          id: 'reply',
          title: '回复',
          width: 170,
          render: (r) => (
            <Stack gap={0}>
              <Badge variant="light" color={r.replyStatus === '1' ? 'teal' : 'orange'} w="fit-content">
                {r.replyStatusName}
              </Badge>
              {r.lastReplyTime && (
                <Text size="xs" c="dimmed">
                  {r.lastReplyTime}
                </Text>
              )}
            </Stack>
          ),
        },
      ]}
      rowActions={[
        { label: '查看', onClick: (r) => openDetail(r.id) },
        {
          label: '删除',
          color: 'red',
          hidden: (r) => r.senderType !== '1' || r.replyStatus !== '0',
          confirm: (r) => `确定删除留言「${r.subject}」吗？删除后不可恢复。`,
          onClick: (r) => remove.mutateAsync({ id: r.id }),
        },
      ]}
      toolbar={() => (
        <Button size="xs" leftSection={<IconMessagePlus size={14} />} onClick={() => void ask()}>
          我要提问
        </Button>
      )}
      emptyText="暂无互动留言"
    />
  );
}
