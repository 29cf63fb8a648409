import { useNavigate } from 'react-router';
import { ListPage } from '@/kit/list/ListPage';
import { toBody } from '@/kit/list/query';
import { listSource, prefetchList } from '@/kit/list/source';
import {
  fetchPasswordResetList,
  passwordResetListKey,
  type PasswordResetApplication,
} from '@/features/account/api/password-reset-list';
import { linkTo } from '@/platform/routing';
import { auditStatusOptions } from '@/features/account/options';
import { resetColumns as c, resetFilters, type ResetFilters } from '@/features/account/reset-table';
import { selectFilter } from '@/kit/list/filters';

const source = listSource<PasswordResetApplication, ResetFilters>({
  filters: [...resetFilters.slice(0, 3), selectFilter('status', '审核状态', auditStatusOptions, 130), resetFilters[3]!],
  queryKey: [...passwordResetListKey, 'all'],
  fetch: (platform, q) => fetchPasswordResetList(platform, toBody(q)),
});
export const prefetch = prefetchList(source);

/** 密码重置查询: every password-reset application with its status. */
export default function PasswordResetQueryPage() {
  const navigate = useNavigate();
  return (
    <ListPage<PasswordResetApplication, ResetFilters>
      title="密码重置申请"
      source={source}
      columns={[c.orgname!, c.creditCode!, c.loginName!, c.applicant!, c.applyTime!, c.status!, c.auditTime!]}
      rowActions={[{ label: '查看', onClick: (r) => navigate(linkTo('account_reset_detail', { id: r.id })) }]}
      emptyText="没有符合条件的密码重置申请"
    />
  );
}
