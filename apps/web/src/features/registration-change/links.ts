/** The registration change and termination pages' addresses (routes.ts, under /company-service). */
export const CHANGE_PAGES = {
  changeRegister: '/company-service/change-register',
  changeQuery: '/company-service/change-query',
  changeDetail: '/company-service/change-detail',
  registChangeList: '/company-service/changeRegister',
  registChangeDetail: '/company-service/changeRegisterDetail',
  stopRegister: '/company-service/stopRegister',
  stopForm: '/company-service/stopDetail',
  terminationDetail: '/company-service/termination-application-detail',
} as const;

export { withQuery } from '../../kit/withQuery';
