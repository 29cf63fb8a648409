/** The declaration pages' addresses (routes.ts, under /company-service), and the payment note built elsewhere. */
export const DECLARATION_PAGES = {
  apply: '/company-service/online-apply',
  edit: '/company-service/online-apply-edit',
  view: '/company-service/online-apply-view',
  query: '/company-service/online-apply-query',
  detail: '/company-service/declaration-detail',
  /** The payment note page (another feature's route; linked by address only). */
  paymentNote: '/company-service/online-apply-paymentNote',
} as const;

export { withQuery } from '../../kit/withQuery';
