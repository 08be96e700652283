import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../test/render.tsx';
import { AccountDeletedScreen } from './AccountDeletedScreen.tsx';

describe('the goodbye screen', () => {
  it('says the account is gone and leads to sign-up or sign-in', async () => {
    const { router } = renderInApp(<AccountDeletedScreen />, { path: '/goodbye' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your account has been deleted' })).toBeTruthy();
    expect(screen.getByText(/signed out on every device/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a new account' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Hookline home' }).getAttribute('href')).toBe('/');
    await userEvent.click(screen.getByRole('link', { name: 'Go to sign in' }));
    expect(router.state.location.pathname).toBe('/login');
  });
});
