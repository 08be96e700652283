import { MESSAGES } from '@hookline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi } from '../../../test/fake-api.ts';
import { renderInApp } from '../../../test/render.tsx';
import { clearPendingInvite, pendingInviteId } from '../invite/pending-invite.ts';
import { LoginPage } from './LoginPage.tsx';
import { SignupPage } from './SignupPage.tsx';

afterEach(() => {
  stopServingApi();
  clearPendingInvite();
});

const OIDC_OFF = { 'GET oidc/config': () => ({ body: { enabled: false, providerName: 'Google' } }) };
const expiredLink = () => ({ status: 404, body: { message: MESSAGES.inviteExpired, code: 'NOT_FOUND' } });

describe('pages opened from an invitation link', () => {
  it('sign-up: says the link has expired, once, instead of the form', async () => {
    serveApi({ ...OIDC_OFF, 'GET email/old-token': expiredLink });
    renderInApp(<SignupPage />, { path: '/signup', route: '/signup?inviteId=old-token' });

    const notice = (await screen.findByText(/Ask your admin for a new invitation/)).closest('div');
    expect(within(notice ?? document.body).getByText(MESSAGES.inviteExpired)).toBeTruthy();
    // Shown on the page only, not also as a toast.
    expect(screen.getAllByText(MESSAGES.inviteExpired)).toHaveLength(1);
    expect(screen.queryByLabelText('Full name')).toBeNull();
  });

  it('sign-up: shows the invited address read-only for a working link', async () => {
    serveApi({ ...OIDC_OFF, 'GET email/good-token': () => ({ body: { email: 'sam@acme-example.com' } }) });
    renderInApp(<SignupPage />, { path: '/signup', route: '/signup?inviteId=good-token' });

    expect(await screen.findByDisplayValue('sam@acme-example.com')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept invitation' })).toBeTruthy();
  });

  it('sign-in: says the link has expired and forgets it, so signing in does not try to accept it', async () => {
    serveApi({ ...OIDC_OFF, 'GET email/old-token': expiredLink });
    renderInApp(<LoginPage />, { path: '/login', route: '/login?inviteId=old-token' });

    expect(await screen.findByText(MESSAGES.inviteExpired)).toBeTruthy();
    expect(screen.getAllByText(MESSAGES.inviteExpired)).toHaveLength(1);
    expect(screen.getByText('Sign in to your Hookline account.')).toBeTruthy();
    await waitFor(() => expect(pendingInviteId()).toBeNull());
  });

  it('sign-in: keeps a working link to accept after signing in', async () => {
    serveApi({ ...OIDC_OFF, 'GET email/good-token': () => ({ body: { email: 'sam@acme-example.com' } }) });
    renderInApp(<LoginPage />, { path: '/login', route: '/login?inviteId=good-token' });

    expect(await screen.findByText('Sign in to accept your invitation.')).toBeTruthy();
    await waitFor(() => expect(pendingInviteId()).toBe('good-token'));
    expect(screen.queryByText(MESSAGES.inviteExpired)).toBeNull();
  });
});
