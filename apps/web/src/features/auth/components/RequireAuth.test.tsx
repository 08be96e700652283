import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { endSession, expireSession } from '../../../app/session/session-actions.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { RequireAuth } from './RequireAuth.tsx';

function LoginProbe() {
  const location = useLocation();
  return <p>login from {JSON.stringify(location.state ?? null)}</p>;
}

function renderGuardedPage() {
  renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginProbe />} />
      <Route
        path="/app/*"
        element={
          <RequireAuth>
            <p>inside</p>
          </RequireAuth>
        }
      />
    </Routes>,
    { route: '/app/createWorkspace' },
  );
}

describe('RequireAuth', () => {
  // Test files share the session's module: each test starts from a session that expired, not a log-out.
  beforeEach(() => expireSession());

  it('remembers the page of a visitor who never logged out here (an expired session, a shared link)', () => {
    renderGuardedPage();
    expect(screen.getByText('login from {"from":"/app/createWorkspace"}').tagName).toBe('P');
  });

  it('forgets the page after a log-out: the next person to sign in may be someone else', () => {
    endSession();
    renderGuardedPage();
    expect(screen.getByText('login from null').tagName).toBe('P');
  });
});
