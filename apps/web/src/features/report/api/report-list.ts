import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

export type ReportListBody = BodyOf<'listInspectionReports'>;
export type InspectionReport = components['schemas']['InspectionReport'];

export const reportListKey = ['report', 'reports'] as const;
/** Inspection reports of the unit, paged (POST /a/stone/report/list). */
export const fetchReportList = (p: Platform, body: ReportListBody) =>
  unwrap(p.client.POST('/a/stone/report/list', { body }));
