import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { FromState } from '../session/redirect-target.ts';
import { useIsAuthenticated } from '../session/use-session.ts';

/** Sends a signed-out visitor to sign-in, remembering the page they wanted. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const authenticated = useIsAuthenticated();
  const location = useLocation();
  if (!authenticated) {
    const state: FromState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/login" replace state={state} />;
  }
  return children;
}
