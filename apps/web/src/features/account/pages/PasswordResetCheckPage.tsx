import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { ListPage } from '@/kit/list/ListPage';
import { toBody } from '@/kit/list/query';
import { listSource, prefetchList } from '@/kit/list/source';
import {
  fetchPasswordResetList,
  passwordResetListKey,
  type PasswordResetApplication,
  type PasswordResetListBody,
} from '@/features/account/api/password-reset-list';
import { useAuditPasswordReset } from '@/features/account/api/audit-password-reset';
import { linkTo } from '@/platform/routing';
import { resetColumns as c, resetFilters, type ResetFilters } from '@/features/account/reset-table';

const source = listSource<PasswordResetApplication, ResetFilters>({
  filters: resetFilters,
  queryKey: [...passwordResetListKey, 'pending'],
  fetch: (platform, q) => fetchPasswordResetList(platform, toBody<PasswordResetListBody>(q, { status: '0' })),
});
export const prefetch = prefetchList(source);

/** 密码重置审核: pending password-reset applications, 查看 / 同意 / 不同意 (reason required). */
export default function PasswordResetCheckPage() {
  const navigate = useNavigate();
  const audit = useAuditPasswordReset();
  return (
    <ListPage<PasswordResetApplication, ResetFilters>
      title="待审核的密码重置申请"
      source={source}
      columns={[c.orgname!, c.loginName!, c.applicant!, c.mobile!, c.reason!, c.applyTime!, c.status!]}
      rowActions={[
        { label: '查看', onClick: (r) => navigate(linkTo('account_reset_detail', { id: r.id })) },
        {
          label: '同意',
          color: 'teal',
          hidden: (r) => r.status !== '0',
          confirm: (r) =>
            `确定同意重置「${r.orgname}」账号 ${r.loginName} 的密码吗？新密码将以短信发送到 ${r.mobile ?? '申请人手机'}。`,
          onClick: async (r) => {
            await audit.mutateAsync({ id: r.id, agree: '1' });
            notifications.show({ color: 'green', message: `已同意重置 ${r.loginName} 的密码` });
          },
        },
        {
          label: '不同意',
          color: 'red',
          hidden: (r) => r.status !== '0',
          reason: {
            label: '不同意原因',
            description: (r) => `「${r.orgname}」账号 ${r.loginName} 的密码重置申请不同意，原因将以短信通知申请人。`,
          },
          onClick: async (r, reason) => {
            await audit.mutateAsync({ id: r.id, agree: '0', opinion: reason ?? '' });
            notifications.show({ color: 'green', message: `已退回 ${r.loginName} 的密码重置申请` });
          },
        },
      ]}
      emptyText="没有待审核的密码重置申请"
    />
  );
}
