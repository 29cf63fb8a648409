import { unwrap, type components } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type PaymentOrder = components['schemas']['PaymentOrder'];
/** 1 微信支付, 2 支付宝, 3 银联云闪付 (the path's b). */
export type PayChannel = '1' | '2' | '3';

/** Creates the payment order of an inspection fee, with the QR content (POST /a/stone/appOnline/toPay/{a}/{b}). */
export const createPayOrder = (p: Platform, onlinelsh: string, channel: PayChannel) =>
  unwrap(p.client.POST('/a/stone/appOnline/toPay/{a}/{b}', { params: { path: { a: onlinelsh, b: channel } } }));
