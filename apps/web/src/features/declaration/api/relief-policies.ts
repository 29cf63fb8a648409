import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { queryHook } from '@/kit/api/call-hooks';

export type ReliefPoliciesBody = BodyOf<'listChargeReliefPolicies'>;

const reliefPoliciesKey = ['declaration', 'relief-policies'] as const;
/** The fee relief policies valid for a class and kind of inspection (POST /a/stone/appOnline/findChaReliefPolicys). */
const fetchReliefPolicies = (p: Platform, body: ReliefPoliciesBody) =>
  unwrap(p.client.POST('/a/stone/appOnline/findChaReliefPolicys', { body }));
export const useReliefPolicies = queryHook(reliefPoliciesKey, fetchReliefPolicies, { staleTime: 5 * 60_000 });
