import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { memberAccountsKey } from './member-accounts';

export type CreateMemberAccountBody = BodyOf<'createMemberAccount'>;
export type UpdateMemberAccountBody = BodyOf<'updateMemberAccount'>;

/** 新增 (POST /a/stone/account/createAccount); resolves to the new account's id. */
const createMemberAccount = (p: Platform, body: CreateMemberAccountBody) =>
  unwrap(p.client.POST('/a/stone/account/createAccount', { body }));
/** 编辑, 启用 and 停用 (POST /a/stone/account/updateAccount). */
const updateMemberAccount = (p: Platform, body: UpdateMemberAccountBody) =>
  unwrap(p.client.POST('/a/stone/account/updateAccount', { body }));

export function useCreateMemberAccount() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMemberAccountBody) => createMemberAccount(p, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: memberAccountsKey }),
  });
}
export function useUpdateMemberAccount() {
  const p = usePlatform();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMemberAccountBody) => updateMemberAccount(p, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: memberAccountsKey }),
  });
}
