/**
 * Tab identity, below both the page kit and the shell: a tab is a route plus its query, and a page
 * that rewrites its own query (filters, paging) says so with `SAME_TAB_STATE` so its tab follows the
 * new address instead of a new tab opening. The shell's tab bar and page cache, the kit's forms and
 * lists, and feature pages import it from here.
 */
export const tabKey = (pathname: string, search: string) => `${pathname.replace(/\/+$/, '') || '/'}${search}`;

/**
 * Navigation state of a page rewriting its own query, or of a form landing on the record it made:
 * its tab follows the new address.
 */
export const SAME_TAB_STATE = { sameTab: true } as const;
export const isSameTabNavigation = (state: unknown) => !!state && (state as { sameTab?: unknown }).sameTab === true;
