/** The maintenance pages' addresses (routes.ts, under /company-service). */
export const MAINTENANCE_PAGES = {
  weibao: '/company-service/weibaoDa',
  applyDetail: '/company-service/maintenance-pro-apply-detail',
  selfDetection: '/company-service/selfDetection',
} as const;

export { withQuery } from '../../kit/withQuery';
