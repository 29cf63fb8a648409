/** Addresses of the account pages (one place, for links between them). */
export const ACCOUNT_PAGES = {
  check: '/account/check',
  manager: '/account/manager',
  addAccount: '/account/add-account',
  resetCheck: '/account/reset-password-check-list',
  resetQuery: '/account/reset-password-query-list',
} as const;

export const registrationDetailPath = (id: string) => `/account/register-detail?id=${encodeURIComponent(id)}`;
export const accountDetailPath = (loginName: string, edit = false) => `/account/account-detail?loginName=${encodeURIComponent(loginName)}${edit ? '&operation=edit' : ''}`;
export const resetDetailPath = (id: string) => `/account/reset-password-detail?id=${encodeURIComponent(id)}`;
