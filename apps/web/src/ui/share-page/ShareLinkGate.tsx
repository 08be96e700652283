import type { PublicShareLink, ShareAccess } from '@hookline/domain';
import { Loader } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { LoadError } from '../LoadError.tsx';
import { LinkUnavailable } from './LinkUnavailable.tsx';
import { PasswordGate } from './PasswordGate.tsx';
import classes from './share-page-frame.module.css';
import { ShareLayout } from './ShareLayout.tsx';

/** What the gate reads of a viewer's session with a link. */
export interface ShareGateSession {
  state: {
    isError: boolean;
    isPending: boolean;
    isRefetching: boolean;
    data: PublicShareLink | undefined;
    refetch: () => unknown;
  };
  /** The link's state answered that there is no such link. */
  missing: boolean;
  access: ShareAccess | null;
  gateMessage: string | null;
  opening: { error: Error | null; isError: boolean; isPending: boolean };
  openWith: (password: string | undefined) => void;
}

interface ShareLinkGateProps {
  session: ShareGateSession;
  /** Whether this page shows what the link shares; another page's link reads as missing here. */
  showsHere?: (link: PublicShareLink) => boolean;
  /** What the link shares, once it is open, in its own layout. */
  children: (access: ShareAccess) => ReactNode;
}

function Opening() {
  return (
    <main className={classes.centre} aria-busy="true" aria-label="Opening the link">
      <Loader />
    </main>
  );
}

/**
 * A shared link's page before what it shares: the link's state first (missing, expired, turned off), then
 * its gate (a password, or opening by itself), then `children` with the access the gate gave.
 */
export function ShareLinkGate({ session, showsHere, children }: ShareLinkGateProps) {
  const { state, access } = session;
  useDocumentTitle(access?.description ? `${access.description} · Hookline` : 'Shared with you · Hookline');

  if (state.isError) {
    if (session.missing) {
      return (
        <ShareLayout>
          <LinkUnavailable reason="missing" />
        </ShareLayout>
      );
    }
    return (
      <ShareLayout>
        <main className={classes.centre}>
          <LoadError what="this link" onRetry={() => void state.refetch()} retrying={state.isRefetching} />
        </main>
      </ShareLayout>
    );
  }
  if (state.isPending || !state.data) {
    return (
      <ShareLayout>
        <Opening />
      </ShareLayout>
    );
  }
  const link = state.data;
  if (showsHere && !showsHere(link)) {
    return (
      <ShareLayout>
        <LinkUnavailable reason="missing" />
      </ShareLayout>
    );
  }
  if (link.state !== 'active') {
    return (
      <ShareLayout>
        <LinkUnavailable reason={link.state} message={link.message} />
      </ShareLayout>
    );
  }
  if (!access) {
    const refused = session.opening.error;
    const waiting = !link.passwordProtected && !session.gateMessage && !session.opening.isError;
    return (
      <ShareLayout>
        {waiting ? (
          <Opening />
        ) : (
          <PasswordGate
            passwordProtected={link.passwordProtected}
            notice={session.gateMessage}
            error={refused ? refused.message : null}
            opening={session.opening.isPending}
            onOpen={session.openWith}
          />
        )}
      </ShareLayout>
    );
  }
  return children(access);
}
