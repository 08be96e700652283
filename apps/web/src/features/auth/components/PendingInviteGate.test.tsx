import { TENANCY_MESSAGES } from '@hookline/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi } from '../../../test/fake-api.ts';
import { renderInApp } from '../../../test/render.tsx';
import { keepInviteIdFromUrl, pendingInviteId } from '../invite/pending-invite.ts';
import { PendingInviteGate } from './PendingInviteGate.tsx';

afterEach(stopServingApi);

const GATED = (
  <PendingInviteGate>
    <p>The app</p>
  </PendingInviteGate>
);

describe('an invitation accepted after signing in with an existing account', () => {
  it('joins the organisation, makes it active and says so', async () => {
    keepInviteIdFromUrl(new URLSearchParams('inviteId=inv-1'));
    const calls = serveApi({
      'POST invites/inv-1/accept': () => ({ body: { orgId: 'org-2', message: 'Invitation accepted' } }),
    });
    renderInApp(GATED, { path: '/app/settings' });

    expect(await screen.findByText(TENANCY_MESSAGES.inviteAccepted)).toBeTruthy();
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(localStorage.getItem('activeOrgId')).toBe('org-2');
    expect(pendingInviteId()).toBeNull();
    expect(calls.filter((call) => call.path === 'invites/inv-1/accept')).toHaveLength(1);
  });

  it('shows why a stale invitation failed and lets the user in', async () => {
    keepInviteIdFromUrl(new URLSearchParams('inviteId=inv-gone'));
    serveApi({
      'POST invites/inv-gone/accept': () => ({
        status: 404,
        body: { message: 'This invitation is no longer valid', code: 'NOT_FOUND' },
      }),
    });
    renderInApp(GATED, { path: '/app/settings' });

    expect(await screen.findByText('This invitation is no longer valid')).toBeTruthy();
    expect(await screen.findByText('The app')).toBeTruthy();
    expect(localStorage.getItem('activeOrgId')).toBeNull();
  });

  it('lets the app through at once when no invitation waits', () => {
    serveApi({});
    renderInApp(GATED, { path: '/app/settings' });
    expect(screen.getByText('The app')).toBeTruthy();
  });
});
