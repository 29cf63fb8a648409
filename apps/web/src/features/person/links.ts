/** The people pages' addresses (routes.ts, the /person block and the exam-fee pages under /company-service). */
export const PERSON_PAGES = {
  operators: '/person/workPerson',
  safety: '/person/azRYgl',
  chargeRegistration: '/company-service/chargeRegistration',
  chargeRegistrationDetail: '/company-service/chargeRegistrationDetail',
} as const;


export { withQuery } from '../../kit/withQuery';
