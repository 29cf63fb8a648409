/** The declaration pages' addresses (routes.ts, under /company-service), and the payment note built elsewhere. */
export const DECLARATION_PAGES = {
  apply: '/company-service/online-apply',
  edit: '/company-service/online-apply-edit',
  view: '/company-service/online-apply-view',
  query: '/company-service/online-apply-query',
  detail: '/company-service/declaration-detail',
  /** An application's payment slip (the payment feature's route, by charge id; linked by address only). */
  paymentSlip: '/company-service/online-apply-paymentSlipDetails',
} as const;

export { withQuery } from '../../kit/withQuery';
