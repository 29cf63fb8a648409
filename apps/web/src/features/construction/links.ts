/** The construction notice pages' addresses (routes.ts, section /construction). */
export const CONSTRUCTION_PAGES = {
  registerList: '/construction/register-list',
  queryList: '/construction/query-list',
  detail: '/construction/detail',
  form: '/construction/register',
} as const;

export { withQuery } from '../../kit/withQuery';
