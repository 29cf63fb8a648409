import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconMessagePlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { usePlatform } from '@/platform/PlatformContext';
import { ListPage } from '@/kit/list/ListPage';
import { bodyListSource, prefetchList } from '@/kit/list/source';
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
import { dateRangeFilter, selectFilter, textFilter } from '@/kit/list/filters';
import { optionsOf } from '@/kit/options';
import { twoLines } from '@/kit/list/cells-ui';

type Filters = FiltersOf<
  InteractionListBody,
  'subject' | 'bizType' | 'senderType' | 'replyStatus' | 'sendTimeBegin' | 'sendTimeEnd'
>;
const filters: FilterSpec<Filters>[] = [
  textFilter('subject', '主题', 200),
  selectFilter('bizType', '业务类别', bizTypeOptions, 120),
  selectFilter(
    'senderType',
    '发送方',
    optionsOf([
      ['1', '本单位'],
      ['2', '检验机构'],
    ]),
    110,
  ),
  selectFilter(
    'replyStatus',
    '回复状态',
    optionsOf([
      ['0', '未回复'],
      ['1', '已回复'],
    ]),
    110,
  ),
  dateRangeFilter('sendTimeBegin', 'sendTimeEnd', '发送日期', 260),
];

const source = bodyListSource(filters, interactionListKey, fetchInteractionList);
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
          render: (r) => twoLines(r.senderType === '1' ? '本单位' : (r.senderUnitName ?? '检验机构'), r.senderName),
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
