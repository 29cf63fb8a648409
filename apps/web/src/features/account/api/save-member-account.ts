import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { mutationHook } from '@/kit/api/call-hooks';
import { memberAccountsKey } from './member-accounts';

export type CreateMemberAccountBody = BodyOf<'createMemberAccount'>;
export type UpdateMemberAccountBody = BodyOf<'updateMemberAccount'>;

/** 新增 (POST /a/stone/account/createAccount); resolves to the new account's id. */
const createMemberAccount = (p: Platform, body: CreateMemberAccountBody) =>
  unwrap(p.client.POST('/a/stone/account/createAccount', { body }));
/** 编辑, 启用 and 停用 (POST /a/stone/account/updateAccount). */
const updateMemberAccount = (p: Platform, body: UpdateMemberAccountBody) =>
  unwrap(p.client.POST('/a/stone/account/updateAccount', { body }));

export const useCreateMemberAccount = mutationHook(createMemberAccount, memberAccountsKey, { waitForRefresh: true });
export const useUpdateMemberAccount = mutationHook(updateMemberAccount, memberAccountsKey, { waitForRefresh: true });
