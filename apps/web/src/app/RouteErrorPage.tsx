import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen } from '../features/errors/ErrorScreen';

/** Anything a loader or page throws that is not a redirect ends here. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorScreen code="404" />;
  const message = error instanceof Error ? error.message : undefined;
  return <ErrorScreen code="500" detail={message} />;
}
