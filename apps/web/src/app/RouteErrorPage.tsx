import { Suspense, lazy } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

// The error screen loads when an error happens, not with every page.
const ErrorScreen = lazy(() =>
  import('@/features/errors/outside/ErrorScreen').then((m) => ({ default: m.ErrorScreen })),
);

/** Anything a loader or page throws that is not a redirect ends here. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const message = !notFound && error instanceof Error ? error.message : undefined;
  return (
    <Suspense fallback={null}>
      {notFound ? <ErrorScreen code="404" /> : <ErrorScreen code="500" detail={message} />}
    </Suspense>
  );
}
