import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { passwordResetListKey } from './password-reset-list';

/** One password-reset application with its attachments (GET /a/stone/passwordRestApply/get/{id}). */
const fetchPasswordReset = (p: Platform, id: string) =>
  unwrap(p.client.GET('/a/stone/passwordRestApply/get/{id}', { params: { path: { id } } }));
const passwordResetQuery = (p: Platform, id: string) =>
  queryOptions({
    queryKey: [...passwordResetListKey, 'detail', id],
    queryFn: () => fetchPasswordReset(p, id),
    enabled: !!id,
  });
export const usePasswordReset = (id: string) => useQuery(passwordResetQuery(usePlatform(), id));
