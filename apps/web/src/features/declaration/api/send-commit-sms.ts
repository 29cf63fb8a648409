import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

/** Sends the 6-digit code a commit needs to the contact's mobile, purpose 4 网上报检提交 (POST /a/stone/common/smsAuthCode/{mobile}/4). */
export const sendCommitSms = (p: Platform, mobile: string) =>
  unwrap(p.client.POST('/a/stone/common/smsAuthCode/{mobile}/{type}', { params: { path: { mobile, type: '4' } } }));
