import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

/** 用途 of an SMS code (the contract's `type`): 1 注册, 2 密码重置, 3 修改手机号码, 4 网上报检提交. */
export type SmsPurpose = '1' | '2' | '3' | '4';

/** Sends a 6-digit code to a mobile (POST /a/stone/common/smsAuthCode/{mobile}/{type}); resolves to the server's waits. */
export const sendSmsCode = (p: Platform, mobile: string, type: SmsPurpose) =>
  unwrap(p.client.POST('/a/stone/common/smsAuthCode/{mobile}/{type}', { params: { path: { mobile, type } } }));
