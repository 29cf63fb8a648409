import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type MemberAccountListBody = BodyOf<'listMemberAccounts'>;
export type MemberAccount = components['schemas']['MemberAccount'];

export const memberAccountsKey = ['account', 'members'] as const;
/** The unit's member accounts, filtered and paged (POST /a/stone/account/findAccount). */
export const fetchMemberAccounts = (p: Platform, body: MemberAccountListBody) =>
  unwrap(p.client.POST('/a/stone/account/findAccount', { body }));

/** One member account by its login name (findAccount filtered by it; the exact match). */
const memberAccountQuery = (p: Platform, loginName: string) =>
  queryOptions({
    queryKey: [...memberAccountsKey, 'one', loginName],
    queryFn: async () => {
      const page = await fetchMemberAccounts(p, { loginName, pageNo: 1, pageSize: 20 });
      const found = page?.list.find((a) => a.loginName === loginName);
      if (!found) throw new Error(`未找到登录账号为 ${loginName} 的成员账号`);
      return found;
    },
    enabled: !!loginName,
  });
export const useMemberAccount = (loginName: string) => useQuery(memberAccountQuery(usePlatform(), loginName));
