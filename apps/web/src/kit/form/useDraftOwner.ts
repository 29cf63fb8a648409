import { useState } from 'react';
import { useSessionState } from '@/platform/PlatformContext';
import { ANONYMOUS_DRAFTS } from './drafts';

/**
 * Whose drafts a form reads and writes: the signed-in user's, fixed when the form opens (a form
 * still open when the session times out keeps writing its owner's draft), or, without a session,
 * the anonymous visitor's.
 */
export function useDraftOwner(): string {
  const { user } = useSessionState();
  const [owner] = useState(() => user?.id ?? ANONYMOUS_DRAFTS);
  return owner;
}
