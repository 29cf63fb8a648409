import { Anchor, Badge, Group } from '@mantine/core';
import { Link } from 'react-router';
import { linkTo } from '@/platform/routing';
import { ListPage } from '@/kit/list/ListPage';
import { bodyListSource, prefetchList } from '@/kit/list/source';
import type { FilterSpec, FiltersOf } from '@/kit/list/types';
import { fetchNoticePage, noticePageKey, type NoticePageQuery } from '@/features/notice/api/notice-page';
import { dateRangeFilter, selectFilter } from '@/kit/list/filters';
import { optionsOf } from '@/kit/options';

type Filters = FiltersOf<NoticePageQuery, 'title' | 'category' | 'publishDateBegin' | 'publishDateEnd'>;
const filters: FilterSpec<Filters>[] = [
  { kind: 'text', name: 'title', label: '标题', placeholder: '请输入标题关键字', width: 240 },
  selectFilter(
    'category',
    '类别',
    optionsOf([
      ['1', '通知公告'],
      ['2', '办事指南'],
      ['3', '政策法规'],
    ]),
    160,
  ),
  dateRangeFilter('publishDateBegin', 'publishDateEnd', '发布日期'),
];

const source = bodyListSource(filters, noticePageKey, fetchNoticePage);
export const prefetch = prefetchList(source);

/** 通知公告: notices filtered by title, category and publish date, paged; all kept in the address. */
export default function NoticeListPage() {
  return (
    <ListPage
      source={source}
      rowKey={(a) => a.id}
      columns={[
        {
          id: 'title',
          title: '标题',
          render: (a) => (
            <Group gap={6} wrap="nowrap">
              {a.isTop && (
                <Badge size="xs" color="red">
                  置顶
                </Badge>
              )}
              <Anchor component={Link} to={linkTo('notice_detail', { id: a.id })} size="sm">
                {a.title}
              </Anchor>
            </Group>
          ),
        },
        { key: 'categoryName', title: '类别', width: 110 },
        { key: 'publisher', title: '发布单位', width: 220 },
        { key: 'publishDate', title: '发布时间', width: 170 },
      ]}
      emptyText="没有符合条件的公告"
    />
  );
}
