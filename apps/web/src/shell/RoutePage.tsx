import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import type { Route } from '@/platform/routing';
import { MissingRecord } from '@/kit/page/MissingRecord';

/**
 * A shell page with what its route declares: its fixed props, and for a record's page the record id
 * from the address as `id` (remounted for another record), or, without one, what is missing.
 */
export function RoutePage({ route, page: Page }: { route: Route; page: ComponentType<Record<string, unknown>> }) {
  const [params] = useSearchParams();
  if (!route.record) return <Page {...route.pageProps} />;
  const id = params.get(route.record.param);
  if (!id) return <MissingRecord route={route} />;
  return <Page key={id} id={id} {...route.pageProps} />;
}
