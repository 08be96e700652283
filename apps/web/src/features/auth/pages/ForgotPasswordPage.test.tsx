import { MESSAGES } from '@hookline/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi } from '../../../test/fake-api.ts';
import { renderInApp } from '../../../test/render.tsx';
import { ForgotPasswordPage } from './ForgotPasswordPage.tsx';

afterEach(() => stopServingApi());

const EMAIL = 'morgan@acme-example.com';
const sent = () => ({ body: { message: MESSAGES.otpSent } });

async function requestCode(): Promise<void> {
  await userEvent.type(screen.getByLabelText('Work e-mail'), EMAIL);
  await userEvent.click(screen.getByRole('button', { name: 'Send reset code' }));
}

describe('forgot-password page and the code limits', () => {
  it('toasts the hourly code limit and stays on the form', async () => {
    serveApi({
      'POST forgot-password': () => ({
        status: 429,
        body: { message: MESSAGES.otpRequestLimit, code: 'OTP_REQUEST_LIMIT' },
      }),
    });
    renderInApp(<ForgotPasswordPage />, { path: '/forgotpassword' });
    await requestCode();

    expect(await screen.findByText(MESSAGES.otpRequestLimit)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Choose a new password' })).toBeNull();
  });

  it('resets with forgot-password then reset-password only, and toasts a lock', async () => {
    const calls = serveApi({
      'POST forgot-password': sent,
      'POST reset-password': () => ({
        status: 429,
        body: { message: MESSAGES.otpLocked, code: 'OTP_LOCKED' },
      }),
    });
    const { router } = renderInApp(<ForgotPasswordPage />, { path: '/forgotpassword' });
    await requestCode();
    await screen.findByRole('heading', { name: 'Choose a new password' });

    await userEvent.click(screen.getAllByRole('textbox', { name: 'One-time code digit' })[0]!);
    await userEvent.keyboard('4821');
    await userEvent.type(screen.getByLabelText('New password'), 'second-password');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByText(MESSAGES.otpLocked)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/forgotpassword');
    await waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
        'POST forgot-password',
        'POST reset-password',
      ]),
    );
    expect(calls[1]?.body).toEqual({ email: EMAIL, otp: '4821', password: 'second-password' });
  });
});
