import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type components, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';

export type ReportListBody = BodyOf<'listInspectionReports'>;
export type InspectionReport = components['schemas']['InspectionReport'];

export const reportListKey = ['report', 'reports'] as const;
/** Inspection reports of the unit, paged (POST /a/stone/report/list). */
export const fetchReportList = (p: Platform, body: ReportListBody) => unwrap(p.client.POST('/a/stone/report/list', { body }));
export const reportListQuery = (p: Platform, body: ReportListBody) =>
  queryOptions({ queryKey: [...reportListKey, body], queryFn: () => fetchReportList(p, body), placeholderData: keepPreviousData });
export const useReportList = (body: ReportListBody) => useQuery(reportListQuery(usePlatform(), body));
