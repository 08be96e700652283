import { MESSAGES } from '@hookline/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { AUTH_GATE_BANNER, AuthGateModal } from './AuthGateModal.tsx';
import { SignInForm } from './SignInForm.tsx';
import { SignUpFlow } from './SignUpFlow.tsx';

type Route = (body: unknown) => { status?: number; body: unknown };

/** A fake server: answers each auth path with the given handler, and oidc/config as disabled unless told. */
function serve(routes: Record<string, Route>) {
  const calls: { path: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetchMock = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>(async (input, init) => {
    const path = input.replace('/auth/api/v1/', '').split('?')[0] ?? '';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ path, body, headers: { ...(init?.headers as Record<string, string> | undefined) } });
    const route =
      routes[path] ??
      (path === 'oidc/config' ? () => ({ body: { enabled: false, providerName: 'Google' } }) : undefined);
    const answer: { status?: number; body: unknown } = route
      ? route(body)
      : { status: 404, body: { message: 'Not Found', code: 'NOT_FOUND' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

beforeEach(() => {
  serve({});
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.turnstile;
});

describe('auth gate modal', () => {
  it('shows the banner and switches between sign-in and sign-up', async () => {
    renderWithProviders(<AuthGateModal opened onClose={() => undefined} onAuthenticated={() => undefined} />);

    expect(await screen.findByText(AUTH_GATE_BANNER)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: 'Sign up' }));
    expect(await screen.findByLabelText('Full name')).toBeTruthy();
  });
});

describe('sign-in form', () => {
  it('checks the e-mail when the field loses focus', async () => {
    renderWithProviders(<SignInForm onSignedIn={() => undefined} />);
    const email = screen.getByLabelText('Work e-mail');

    await userEvent.type(email, 'not-an-address');
    fireEvent.blur(email);

    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeTruthy();
  });

  it("toasts 'Email or Password is invalid' for an empty password or a refused login", async () => {
    serve({ login: () => ({ status: 401, body: { message: 'Unauthorized', code: 'INVALID_CREDENTIALS' } }) });
    renderWithProviders(<SignInForm onSignedIn={() => undefined} />);

    await userEvent.type(screen.getByLabelText('Work e-mail'), 'a@acme-example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(MESSAGES.invalidCredentials)).toBeTruthy();
  });

  it('shows the identity button only when the server enables it', async () => {
    serve({ 'oidc/config': () => ({ body: { enabled: true, providerName: 'Google' } }) });
    renderWithProviders(<SignInForm onSignedIn={() => undefined} />);

    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
  });
});

describe('sign-up flow', () => {
  async function fillSignUp(name: string, email: string, password: string) {
    await userEvent.type(screen.getByLabelText('Full name'), name);
    await userEvent.type(screen.getByLabelText('Work e-mail'), email);
    await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), password);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  }

  it("asks to 'fill all the details' when a field is empty", async () => {
    renderWithProviders(<SignUpFlow onSignedUp={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(MESSAGES.fillAllDetails)).toBeTruthy();
  });

  it('refuses a personal e-mail, with the hint when the domain is invalid', async () => {
    serve({
      'validate-signup': () => ({
        body: { exist: false, isGenericEmail: true, isValidEmailDomain: false, isRiskyEmail: false },
      }),
    });
    renderWithProviders(<SignUpFlow onSignedUp={() => undefined} />);

    await fillSignUp('Casey Stone', 'casey@gmail.com', 'secret-password');

    expect(await screen.findByText(MESSAGES.businessEmailRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.invalidDomainHint)).toBeTruthy();
  });

  it('tells an existing user to sign in, naming the licence when a code waits', async () => {
    sessionStorage.setItem('appsumo_code', 'LTD-1');
    serve({
      'validate-signup': () => ({
        body: { exist: true, isGenericEmail: false, isValidEmailDomain: true, isRiskyEmail: false },
      }),
    });
    renderWithProviders(<SignUpFlow onSignedUp={() => undefined} />);

    await fillSignUp('Casey Stone', 'casey@acme-example.com', 'secret-password');

    expect(await screen.findByText(MESSAGES.userExistsWithLicence)).toBeTruthy();
  });

  it('sends the code, takes a pasted code in all four boxes, verifies and signs up', async () => {
    const calls = serve({
      'validate-signup': () => ({
        body: { exist: false, isGenericEmail: false, isValidEmailDomain: true, isRiskyEmail: false },
      }),
      'send-otp': () => ({ body: { message: 'sent' } }),
      'verify-otp': () => ({ body: { verified: true } }),
      signup: () => ({ body: { token: 'access', refreshToken: 'refresh' } }),
    });
    const onSignedUp = vi.fn();
    renderWithProviders(<SignUpFlow onSignedUp={onSignedUp} />);

    await fillSignUp('Casey Stone', 'casey@acme-example.com', 'secret-password');
    const boxes = await screen.findAllByRole('textbox', { name: 'One-time code digit' });
    expect(boxes).toHaveLength(4);

    await userEvent.click(screen.getByRole('button', { name: 'Verify and create account' }));
    expect(await screen.findByText(MESSAGES.otpRequired)).toBeTruthy();

    await userEvent.click(boxes[0] as HTMLElement);
    await userEvent.paste('4821');
    await waitFor(() => expect(boxes.map((box) => (box as HTMLInputElement).value).join('')).toBe('4821'));

    await userEvent.click(screen.getByRole('button', { name: 'Verify and create account' }));
    await waitFor(() => expect(onSignedUp).toHaveBeenCalled());
    expect(calls.find((call) => call.path === 'verify-otp')?.body).toEqual({
      email: 'casey@acme-example.com',
      otp: '4821',
      otpReasonCode: 1,
    });
    expect(calls.find((call) => call.path === 'signup')?.body).toMatchObject({
      userName: 'Casey Stone',
      isRiskyEmail: false,
    });
    expect(localStorage.getItem('hookline.token')).toBe('access');
  });

  it('sends the bot check’s token with the e-mail check and the code, when the check is on', async () => {
    const calls = serve({
      'bot-check': () => ({ body: { provider: 'turnstile', siteKey: 'public-site-key' } }),
      'validate-signup': () => ({
        body: { exist: false, isGenericEmail: false, isValidEmailDomain: true, isRiskyEmail: false },
      }),
      'send-otp': () => ({ body: { message: 'sent' } }),
    });
    let drawn = false;
    window.turnstile = {
      render: (_element, options) => {
        drawn = true;
        options.callback('token-of-a-person');
        return 'widget-1';
      },
      reset: () => undefined,
      remove: () => undefined,
    };
    renderWithProviders(<SignUpFlow onSignedUp={() => undefined} />);
    await waitFor(() => expect(drawn).toBe(true));
    await fillSignUp('Casey Stone', 'casey@acme-example.com', 'secret-password');
    await screen.findAllByRole('textbox', { name: 'One-time code digit' });
    for (const path of ['validate-signup', 'send-otp']) {
      expect(calls.find((call) => call.path === path)?.headers['X-Bot-Check-Token'], path).toBe(
        'token-of-a-person',
      );
    }
  });
});
