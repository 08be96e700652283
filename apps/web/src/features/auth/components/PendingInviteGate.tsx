import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { FullPageLoader } from '../../../ui/FullPageLoader.tsx';
import { APP_PATHS } from '../../../ui/app-paths.ts';
import { acceptPendingInvite } from '../invite/accept-pending-invite.ts';
import { pendingInviteId } from '../invite/pending-invite.ts';

/**
 * Holds the app back while an invitation kept from /login?inviteId=... is accepted, so that home routing
 * sees the new organisation; then goes home in it.
 */
export function PendingInviteGate({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [waiting, setWaiting] = useState(() => pendingInviteId() !== null);

  useEffect(() => {
    if (!waiting) return;
    let current = true;
    void acceptPendingInvite().then(async (accepted) => {
      if (!current) return;
      setWaiting(false);
      if (accepted) await navigate(APP_PATHS.home, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [waiting, navigate]);

  return waiting ? <FullPageLoader /> : children;
}
