/** The report pages' addresses (routes.ts, under /company-service). */
export const REPORT_PAGES = {
  reportQuery: '/company-service/report-query',
  rectification: '/company-service/online-rectification',
  opinionDetail: '/company-service/online-details',
  checkRecordDetail: '/company-service/check-record/detail',
  inspectionItems: '/company-service/inspectionItems',
  informationManage: '/company-service/informationManage',
  supervisionStatement: '/company-service/supervisionInspectionStatement',
} as const;

export { withQuery } from '../../kit/withQuery';
