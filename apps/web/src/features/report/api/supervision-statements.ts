import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type SupervisionStatementsBody = BodyOf<'listSupervisionInspectionStatements'>;

export const supervisionStatementsKey = ['report', 'supervision-statements'] as const;
/** Elevator supervision inspection statements, paged (POST /a/stone/declaration/supervisionStatementList). */
export const fetchSupervisionStatements = (p: Platform, body: SupervisionStatementsBody) =>
  unwrap(p.client.POST('/a/stone/declaration/supervisionStatementList', { body }));
