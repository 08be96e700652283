import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { endedByLogout } from '../../../app/session/session-actions.ts';
import { useIsAuthenticated } from '../../../app/session/use-session.ts';
import type { FromState } from '../sign-in/redirect-target.ts';

/** Sends a signed-out visitor to sign-in, remembering the page they wanted unless they just logged out. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const authenticated = useIsAuthenticated();
  const location = useLocation();
  if (!authenticated) {
    if (endedByLogout()) return <Navigate to="/login" replace />;
    const state: FromState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/login" replace state={state} />;
  }
  return children;
}
