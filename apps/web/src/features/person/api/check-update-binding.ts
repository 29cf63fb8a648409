import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type CheckUpdateBindingBody = BodyOf<'checkUpdateBindingPersonnel'>;

/** Asks whether a person's equipment binding may change (POST /a/epsafemgeperson/checkUpdateBindingPersonnel). */
export const checkUpdateBinding = (p: Platform, body: CheckUpdateBindingBody) =>
  unwrap(p.client.POST('/a/epsafemgeperson/checkUpdateBindingPersonnel', { body }));
