import { useMemo } from 'react';
import { Badge, Button, Group, Text, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useSessionState } from '@/platform/PlatformContext';
import { FormPage } from '@/kit/form/FormPage';
import { PageCard } from '@/kit/PageCard';
import { QueryState } from '@/kit/QueryState';
import { useMemberAccount, type MemberAccount } from '@/features/account/api/member-accounts';
import { useUpdateMemberAccount } from '@/features/account/api/save-member-account';
import { accountStatusColor } from '@/features/account/options';
import { memberSections, memberValuesOf, roleOptions, updateBody } from '@/features/account/pages/member-form';
import { linkTo } from '@/platform/routing';
import { useFollowUp } from '@/kit/useFollowUp';

function MemberForm({ account, edit }: { account: MemberAccount; edit: boolean }) {
  const followUp = useFollowUp();
  const { roles } = useSessionState();
  const sections = useMemo(() => memberSections(roleOptions(roles, account)), [roles, account]);
  const update = useUpdateMemberAccount();
  return (
    <>
      <PageCard>
        <Group justify="space-between">
          <div>
            <Group gap="sm">
              <Title order={3}>
                {account.name}（{account.loginName}）
              </Title>
              <Badge variant="light" color={accountStatusColor[account.status]} size="lg">
                {account.statusName}
              </Badge>
              {account.isUnitAdmin && <Badge variant="outline">单位主账号</Badge>}
            </Group>
            <Text size="sm" c="dimmed" mt={4}>
              创建于 {account.createDate ?? '—'} · 最近登录 {account.lastLoginDate ?? '—'}
            </Text>
          </div>
          {!edit && (
            <Button
              component={Link}
              to={linkTo('account_detail', { loginName: account.loginName, operation: 'edit' })}
              leftSection={<IconEdit size={16} />}
            >
              编辑
            </Button>
          )}
        </Group>
      </PageCard>
      <FormPage
        key={edit ? 'edit' : 'view'}
        title={edit ? '编辑成员账号' : '查看成员账号'}
        operation={edit ? 'edit' : 'view'}
        initialValues={memberValuesOf(account)}
        sections={sections}
        draftKey={`account.member.edit.${account.id}`}
        allowCommit={false}
        onSave={(v) => update.mutateAsync(updateBody(account.id, v))}
        onSaved={() => followUp(linkTo('account_manager'))}
      />
    </>
  );
}

/** 成员账号详情: view, or edit with updateAccount (?loginName=…&operation=edit). */
export default function MemberAccountDetailPage({ id: loginName }: { id: string }) {
  const [params] = useSearchParams();
  const query = useMemberAccount(loginName);
  return (
    <QueryState query={query}>{(a) => <MemberForm account={a} edit={params.get('operation') === 'edit'} />}</QueryState>
  );
}
