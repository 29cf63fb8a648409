/** The registration pages' addresses (routes.ts: the /use-record section and the use-registration block of /company-service). */
export const REGISTRATION_PAGES = {
  apply: '/use-record/apply',
  query: '/use-record/query',
  detail: '/use-record/detail',
  bySets: '/company-service/regBySets',
  setDetail: '/company-service/set-detail',
  byUnit: '/company-service/regByUnit',
  unitDetail: '/company-service/unit-detail',
  applications: '/company-service/useRegistration',
  applicationDetail: '/company-service/useRegisterDetails',
  flowLog: '/flowLog-single',
} as const;

export { withQuery } from '../../kit/withQuery';
