import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import { registrationListKey } from './registration-list';

/** One registration application with its attachments (POST /a/stone/account/getReg). */
const fetchRegistration = (p: Platform, id: string) =>
  unwrap(p.client.POST('/a/stone/account/getReg', { body: { id } }));
const registrationQuery = (p: Platform, id: string) =>
  queryOptions({
    queryKey: [...registrationListKey, 'detail', id],
    queryFn: () => fetchRegistration(p, id),
    enabled: !!id,
  });
export const useRegistration = (id: string) => useQuery(registrationQuery(usePlatform(), id));
