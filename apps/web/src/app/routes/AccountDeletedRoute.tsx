import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { tokenStore } from '../../api/index.ts';
import { signOutExtension } from '../session/extension/extension-sign-in.ts';
import { endSession } from '../session/session-actions.ts';
import { AccountDeletedScreen } from '../../ui/AccountDeletedScreen.tsx';

/** What the account deletion passes along to /goodbye: the session it ended on the server is forgotten here. */
export interface AccountDeletedState {
  accountDeleted: true;
}

function cameFromDeletion(state: unknown): state is AccountDeletedState {
  return typeof state === 'object' && state !== null && 'accountDeleted' in state;
}

/**
 * /goodbye, outside the signed-in routes. Arriving from the account deletion, the browser forgets the session
 * (already ended on the server) and every cached answer once the screen shows, and an installed extension
 * signs out too: forgetting it before would let the signed-in routes send the visitor to sign-in instead.
 */
export function AccountDeletedRoute() {
  const state: unknown = useLocation().state;
  const fromDeletion = cameFromDeletion(state);
  useEffect(() => {
    if (!fromDeletion || tokenStore.get() === null) return;
    endSession();
    void signOutExtension();
  }, [fromDeletion]);
  return <AccountDeletedScreen />;
}
