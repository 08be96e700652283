import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen } from './ErrorScreen.tsx';
import { NotFoundScreen } from './NotFoundScreen.tsx';

/** The router's error element: a missing route is Not Found, anything else the generic error screen. */
export function RouteErrorScreen() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  console.error('Route error', error);
  return <ErrorScreen />;
}
