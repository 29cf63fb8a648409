import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Platform } from './platform';

export const PlatformContext = createContext<Platform | null>(null);

export function usePlatform(): Platform {
  const p = useContext(PlatformContext);
  if (!p) throw new Error('usePlatform must be used inside PlatformContext');
  return p;
}

/** The session state, re-rendering on every change. */
export function useSessionState() {
  const { session } = usePlatform();
  return useSyncExternalStore(session.subscribe, session.getState);
}
