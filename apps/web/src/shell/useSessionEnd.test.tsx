import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { notifications } from '@mantine/notifications';
import { PlatformContext } from '@/platform/PlatformContext';
import type { Platform, SessionEnd } from '@/platform/platform';
import { useSessionEnd } from './useSessionEnd';

/** A platform whose session end the test announces, as the app's own platform does to the shell. */
function fakePlatform() {
  const listeners = new Set<(end: SessionEnd) => void>();
  const signedOut = { user: null };
  const platform = {
    session: { subscribe: () => () => {}, getState: () => signedOut, sync: () => false },
    onSessionEnded: (l: (end: SessionEnd) => void) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
  } as unknown as Platform;
  return { platform, end: (end: SessionEnd) => listeners.forEach((l) => l(end)) };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

describe('the shell at the end of the session', () => {
  it('a time-out heard twice sends to login once, with the page to come back to', async () => {
    const shown = vi.spyOn(notifications, 'show').mockReturnValue('');
    const { platform, end } = fakePlatform();
    // The browser's address, as the shell reads it (the router's memory history stands beside it).
    history.replaceState(null, '', '/home');
    let router: ReturnType<typeof createMemoryRouter> | undefined;
    const wrapper = ({ children }: { children: ReactNode }) => {
      router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: ['/home'] });
      return (
        <PlatformContext.Provider value={platform}>
          <RouterProvider router={router} />
        </PlatformContext.Provider>
      );
    };
    renderHook(() => useSessionEnd(), { wrapper });
    const at = () => router!.state.location.pathname + router!.state.location.search;

    await act(async () => end({ reason: 'expired', here: false }));
    expect(at()).toBe('/login?redirect=%2Fhome');
    // The browser is on the login page now; a call made on the old token ends the session again.
    history.replaceState(null, '', '/login?redirect=%2Fhome');
    await act(async () => end({ reason: 'expired', here: false }));
    expect(at()).toBe('/login?redirect=%2Fhome');
    expect(shown).toHaveBeenCalledTimes(1);
  });
});
