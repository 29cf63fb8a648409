/** The self-service desk pages' addresses (routes.ts, under /company-service; paths inferred, the spec names none). */
export const SERVICE_DESK_PAGES = {
  rescue: '/company-service/rescue-registration',
  rescueDetail: '/company-service/rescue-detail',
  fault: '/company-service/fault-registration',
  faultDetail: '/company-service/fault-detail',
  interaction: '/company-service/interaction',
  interactionDetail: '/company-service/interaction-detail',
} as const;

export { withQuery } from '../../kit/withQuery';
