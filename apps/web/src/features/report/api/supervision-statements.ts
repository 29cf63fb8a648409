import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type SupervisionStatementsBody = BodyOf<'listSupervisionInspectionStatements'>;
export type SupervisionStatement = components['schemas']['SupervisionInspectionStatement'];

export const supervisionStatementsKey = ['report', 'supervision-statements'] as const;
/** Elevator supervision inspection statements, paged (POST /a/stone/declaration/supervisionStatementList). */
export const fetchSupervisionStatements = (p: Platform, body: SupervisionStatementsBody) => unwrap(p.client.POST('/a/stone/declaration/supervisionStatementList', { body }));
export const supervisionStatementsQuery = (p: Platform, body: SupervisionStatementsBody) =>
  queryOptions({ queryKey: [...supervisionStatementsKey, body], queryFn: () => fetchSupervisionStatements(p, body), placeholderData: keepPreviousData });
export const useSupervisionStatements = (body: SupervisionStatementsBody) => useQuery(supervisionStatementsQuery(usePlatform(), body));
