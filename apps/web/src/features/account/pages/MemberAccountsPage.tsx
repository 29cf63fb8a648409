import { Badge, Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { ListPage } from '@/kit/list/ListPage';
import { toBody } from '@/kit/list/query';
import { listSource, prefetchList } from '@/kit/list/source';
import type { FiltersOf } from '@/kit/list/types';
import {
  fetchMemberAccounts,
  memberAccountsKey,
  type MemberAccount,
  type MemberAccountListBody,
} from '@/features/account/api/member-accounts';
import { useUpdateMemberAccount } from '@/features/account/api/save-member-account';
import { linkTo } from '@/platform/routing';
import { accountStatusColor, accountStatusOptions } from '@/features/account/options';
import { accountUpdateBody } from './member-form';
import { selectFilter, textFilter } from '@/kit/list/filters';
import { tag } from '@/kit/list/cells-ui';

type Filters = FiltersOf<MemberAccountListBody, 'loginName' | 'name' | 'mobile' | 'status'>;

const source = listSource<MemberAccount, Filters>({
  filters: [
    textFilter('loginName', '登录账号'),
    textFilter('name', '姓名', 160),
    textFilter('mobile', '手机号码', 160),
    selectFilter('status', '账号状态', accountStatusOptions, 130),
  ],
  queryKey: memberAccountsKey,
  fetch: (platform, q) => fetchMemberAccounts(platform, toBody(q)),
});
export const prefetch = prefetchList(source);

/** 成员账号: the unit's member accounts (findAccount), 新增 / 编辑 / 查看, 启用 / 停用 with confirmation. */
export default function MemberAccountsPage() {
  const navigate = useNavigate();
  const update = useUpdateMemberAccount();
  const setStatus = async (a: MemberAccount, status: '0' | '2') => {
    await update.mutateAsync({ ...accountUpdateBody(a), status });
    notifications.show({ color: 'green', message: `已${status === '2' ? '停用' : '启用'}账号 ${a.loginName}` });
  };
  return (
    <ListPage<MemberAccount, Filters>
      source={source}
      columns={[
        { key: 'loginName', title: '登录账号' },
        {
          key: 'name',
          title: '姓名',
          render: (a) => (
            <>
              {a.name}
              {a.isUnitAdmin && (
                <Badge ml={6} size="xs" variant="outline">
                  主账号
                </Badge>
              )}
            </>
          ),
        },
        { key: 'mobile', title: '手机号码', mask: 'mobile' },
        { key: 'roleNames', title: '角色' },
        {
          key: 'status',
          title: '状态',
          render: (a) => tag(a.statusName, accountStatusColor[a.status]),
        },
        { key: 'createDate', title: '创建时间', sortField: 'createDate' },
        { key: 'lastLoginDate', title: '最近登录' },
      ]}
      rowKey={(a) => a.id}
      rowActions={[
        { label: '查看', onClick: (a) => navigate(linkTo('account_detail', { loginName: a.loginName })) },
        {
          label: '编辑',
          onClick: (a) => navigate(linkTo('account_detail', { loginName: a.loginName, operation: 'edit' })),
        },
        {
          label: '停用',
          color: 'red',
          hidden: (a) => a.status !== '0' || !!a.isUnitAdmin,
          confirm: (a) => `确定停用 ${a.name}（${a.loginName}）的账号吗？停用后该账号不能登录。`,
          onClick: (a) => setStatus(a, '2'),
        },
        {
          label: '启用',
          color: 'teal',
          hidden: (a) => a.status !== '2',
          confirm: (a) => `确定启用 ${a.name}（${a.loginName}）的账号吗？`,
          onClick: (a) => setStatus(a, '0'),
        },
      ]}
      toolbar={() => (
        <Button component={Link} to={linkTo('account_add')} leftSection={<IconPlus size={16} />}>
          新增
        </Button>
      )}
      emptyText="没有符合条件的成员账号"
    />
  );
}
