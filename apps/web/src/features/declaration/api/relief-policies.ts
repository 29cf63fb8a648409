import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type ReliefPoliciesBody = BodyOf<'listChargeReliefPolicies'>;

const reliefPoliciesKey = ['declaration', 'relief-policies'] as const;
/** The fee relief policies valid for a class and kind of inspection (POST /a/stone/appOnline/findChaReliefPolicys). */
const fetchReliefPolicies = (p: Platform, body: ReliefPoliciesBody) =>
  unwrap(p.client.POST('/a/stone/appOnline/findChaReliefPolicys', { body }));
const reliefPoliciesQuery = (p: Platform, body: ReliefPoliciesBody) =>
  queryOptions({
    queryKey: [...reliefPoliciesKey, body],
    queryFn: () => fetchReliefPolicies(p, body),
    staleTime: 5 * 60_000,
  });
export const useReliefPolicies = (body: ReliefPoliciesBody) => useQuery(reliefPoliciesQuery(usePlatform(), body));
