import { useQuery, type QueryKey } from '@tanstack/react-query';
import { unwrap, type OperationTypes } from '@tzsb/sdk';
import { usePlatform } from '@/platform/PlatformContext';

export type FlowKind = OperationTypes['getApplicationFlow']['parameters']['query']['bizType'];

/**
 * Where an application stands (GET /a/stone/flow/progress), kept under the application's own object
 * key (`objectKey`): whatever makes the application stale makes its flow stale too. Asked again each
 * time the page shows it, as the regulator moves it on without the page knowing.
 */
export function useApplicationFlow(objectKey: QueryKey, bizType: FlowKind, id: string) {
  const { client } = usePlatform();
  return useQuery({
    queryKey: [...objectKey, 'flow', id],
    queryFn: ({ signal }) =>
      unwrap(client.GET('/a/stone/flow/progress', { params: { query: { bizType, id } }, signal })),
    enabled: !!id,
    staleTime: 0,
  });
}
