import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useIsAuthenticated } from '../../../app/session/use-session.ts';
import { keepInviteIdFromUrl } from '../invite/pending-invite.ts';
import { redirectTarget } from '../sign-in/redirect-target.ts';

/** Auth screens are for signed-out visitors; a signed-in user goes on to the page they wanted. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const authenticated = useIsAuthenticated();
  const location = useLocation();
  const [search] = useSearchParams();
  if (authenticated) {
    // An invitation link for an existing account opened while signed in is accepted as after sign-in.
    if (location.pathname === '/login') keepInviteIdFromUrl(search);
    return <Navigate to={redirectTarget(location.state)} replace />;
  }
  return children;
}
