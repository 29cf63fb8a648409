import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { ListPage } from '@/kit/list/ListPage';
import { toBody } from '@/kit/list/query';
import { listSource, prefetchList } from '@/kit/list/source';
import type { FiltersOf } from '@/kit/list/types';
import {
  fetchRegistrationList,
  registrationListKey,
  type AccountRegistration,
  type RegistrationListBody,
} from '@/features/account/api/registration-list';
import { useAuditRegistration } from '@/features/account/api/audit-registration';
import { linkTo } from '@/platform/routing';
import { auditStatusColor, auditStatusOptions } from '@/features/account/options';
import { dateRangeFilter, selectFilter, textFilter } from '@/kit/list/filters';
import { tag } from '@/kit/list/cells-ui';
import { unitTypeOptions } from '@/kit/options';

type Filters = FiltersOf<
  RegistrationListBody,
  'orgname' | 'creditCode' | 'unitType' | 'status' | 'applyDateBegin' | 'applyDateEnd'
>;

const source = listSource<AccountRegistration, Filters>({
  filters: [
    textFilter('orgname', '单位名称'),
    textFilter('creditCode', '统一社会信用代码'),
    selectFilter('unitType', '单位类型', unitTypeOptions, 150),
    selectFilter('status', '审核状态', auditStatusOptions, 130),
    dateRangeFilter('applyDateBegin', 'applyDateEnd', '申请日期'),
  ],
  queryKey: registrationListKey,
  fetch: (platform, q) => fetchRegistrationList(platform, toBody(q)),
});
export const prefetch = prefetchList(source);

/** 注册确认: registration applications to audit (findRegister), with 查看 / 通过 / 不通过. */
export default function RegistrationCheckPage() {
  const navigate = useNavigate();
  const audit = useAuditRegistration();
  const pending = (r: AccountRegistration) => r.status !== '0';
  return (
    <ListPage<AccountRegistration, Filters>
      title="企业账号注册申请"
      source={source}
      columns={[
        { key: 'orgname', title: '单位名称' },
        { key: 'creditCode', title: '统一社会信用代码' },
        { key: 'unitTypeName', title: '单位类型' },
        { key: 'areaName', title: '所在区县' },
        { key: 'contactName', title: '联系人' },
        { key: 'mobile', title: '手机号码', mask: 'mobile' },
        { key: 'applyTime', title: '申请时间', sortField: 'applyTime' },
        {
          key: 'status',
          title: '审核状态',
          render: (r) => tag(r.statusName, auditStatusColor[r.status]),
        },
      ]}
      rowActions={[
        { label: '查看', onClick: (r) => navigate(linkTo('account_register_detail', { id: r.id })) },
        {
          label: '通过',
          color: 'teal',
          hidden: pending,
          confirm: (r) =>
            `确定通过「${r.orgname}」的注册申请吗？通过后将开通登录账号 ${r.loginName} 并短信通知联系人。`,
          onClick: async (r) => {
            await audit.approve.mutateAsync({ id: r.id });
            notifications.show({ color: 'green', message: `已通过「${r.orgname}」的注册申请` });
          },
        },
        {
          label: '不通过',
          color: 'red',
          hidden: pending,
          reason: {
            label: '不通过原因',
            description: (r) => `「${r.orgname}」的注册申请不通过，原因将以短信通知联系人。`,
          },
          onClick: async (r, reason) => {
            await audit.reject.mutateAsync({ id: r.id, opinion: reason ?? '' });
            notifications.show({ color: 'green', message: `已退回「${r.orgname}」的注册申请` });
          },
        },
      ]}
      emptyText="没有符合条件的注册申请"
    />
  );
}
