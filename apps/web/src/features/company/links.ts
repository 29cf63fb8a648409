/** The unit-information pages' addresses (routes.ts, the /company-info block). */
export const COMPANY_PAGES = {
  maintain: '/company-info/maintain',
  history: '/company-info/maintain-history',
} as const;
