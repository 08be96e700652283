import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { redirectTarget } from '../session/redirect-target.ts';
import { useIsAuthenticated } from '../session/use-session.ts';

/** Auth screens are for signed-out visitors; a signed-in user goes on to the page they wanted. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const authenticated = useIsAuthenticated();
  const location = useLocation();
  if (authenticated) return <Navigate to={redirectTarget(location.state)} replace />;
  return children;
}
