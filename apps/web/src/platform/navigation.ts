import { createContext, useContext } from 'react';

/**
 * How the login page moves on without importing the router: it is first shown before the router's
 * code has loaded (`app/LoginFirst.tsx`) and later by the router (`app/RootLayout.tsx`); each
 * provides this. Other pages use react-router's hooks directly.
 */
export interface PageNavigation {
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** The query of the current address. */
  search: URLSearchParams;
}

export const PageNavigationContext = createContext<PageNavigation | null>(null);

export function usePageNavigation(): PageNavigation {
  const n = useContext(PageNavigationContext);
  if (!n) throw new Error('usePageNavigation must be used inside PageNavigationContext');
  return n;
}
