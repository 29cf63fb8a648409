import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@tzsb/sdk';
import { usePlatform } from '@/platform/PlatformContext';
import { latestNoticesQuery } from './latest-notices';

/** Marks a popup notice closed for this user (POST /api/closePopup). */
export function useClosePopup() {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(platform.client.POST('/api/closePopup', { body: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: latestNoticesQuery(platform).queryKey }),
  });
}
