import { TOOLS_MESSAGES } from '@hookline/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { tokenStore } from '../../../api/index.ts';
import { serveApi, stopServingApi, type FakeCall } from '../../../test/fake-api.ts';
import { renderInApp } from '../../../test/render.tsx';
import { AuthGateProvider, type RenderAuthGate } from '../../../ui/auth-gate-slot.tsx';
import { generated, PRODUCT } from '../tools-fixtures.ts';
import { FreeHookGeneratorPage } from './FreeHookGeneratorPage.tsx';

afterEach(() => {
  stopServingApi();
  delete window.turnstile;
});

type Answer = { status?: number; body: unknown };
const LIMIT: Answer = {
  status: 429,
  body: { message: TOOLS_MESSAGES.signedOutLimit, code: 'TOO_MANY_REQUESTS' },
};

/** A signed-out visitor: the fake server answers, and no session is held. */
function serveSignedOut(routes: Record<string, (call: FakeCall) => Answer>) {
  const calls = serveApi(routes);
  tokenStore.clear();
  return calls;
}

/** The gate as the app provides it, reduced to what the page relies on: its tab, and a sign-up that succeeds. */
const fakeGate: RenderAuthGate = ({ opened, initialTab, onAuthenticated, onClose }) =>
  opened ? (
    <div role="dialog" aria-label="Sign-in gate">
      <p>{TOOLS_MESSAGES.gate}</p>
      <p>First form: {initialTab}</p>
      <button
        onClick={() => {
          tokenStore.set({ token: 'new-member', refreshToken: 'refresh' });
          onAuthenticated();
        }}
      >
        Finish sign-up
      </button>
      <button onClick={onClose}>Close gate</button>
    </div>
  ) : null;

const renderPage = () =>
  renderInApp(
    <AuthGateProvider value={fakeGate}>
      <FreeHookGeneratorPage />
    </AuthGateProvider>,
    { path: '/tools/hook-generator' },
  );

async function askForHooks(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Generate hooks' }));
}

describe('/tools/hook-generator, signed out', () => {
  it('generates from a product page without an account, shows the tries left, then meets the gate and goes on after sign-up', async () => {
    let tries = 2;
    const calls = serveSignedOut({
      'POST product-details': () => ({ body: PRODUCT }),
      'POST hooks/generate': (call) => {
        if (call.headers.Authorization) return { body: generated({ triesLeft: null }) };
        if (tries === 0) return LIMIT;
        tries -= 1;
        return { body: generated({ triesLeft: tries }) };
      },
    });
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByText('Free to try, no account needed.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Product page address' }), PRODUCT.url);
    await user.click(screen.getByRole('button', { name: 'Fetch from a product page' }));
    expect(await screen.findByRole('region', { name: 'Product: Trail Runner 2' })).toBeTruthy();

    await askForHooks(user);
    expect(await screen.findByText('1 free try left')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Generated hooks' })).toBeTruthy();
    // Nothing to save to without an account.
    expect(screen.queryByRole('button', { name: /hook library/ })).toBeNull();
    const first = calls.find((call) => call.path === 'hooks/generate');
    expect(first?.headers.Authorization).toBeUndefined();
    expect(first?.body).toMatchObject({ product: expect.stringContaining('Trail Runner 2') as string });
    expect(first?.body).not.toHaveProperty('workspaceId');

    await askForHooks(user);
    expect(await screen.findByText(TOOLS_MESSAGES.signedOutLimit)).toBeTruthy();
    await askForHooks(user);
    // The answer said 0 tries: the gate opens without asking the server again.
    const gate = await screen.findByRole('dialog', { name: 'Sign-in gate' });
    expect(calls.filter((call) => call.path === 'hooks/generate')).toHaveLength(2);
    expect(within(gate).getByText(TOOLS_MESSAGES.gate)).toBeTruthy();
    expect(within(gate).getByText('First form: signup')).toBeTruthy();

    await user.click(within(gate).getByRole('button', { name: 'Finish sign-up' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign-in gate' })).toBeNull());
    await waitFor(() => expect(calls.filter((call) => call.path === 'hooks/generate')).toHaveLength(3));
    expect(calls.at(-1)?.headers.Authorization).toBe('Bearer new-member');
    expect(await screen.findByRole('link', { name: 'Open in Hookline' })).toBeTruthy();
    expect(screen.queryByText(/free tr/)).toBeNull();
  });

  it("opens the gate when the server answers the signed-out limit, keeping the visitor's product and hooks", async () => {
    let answered = false;
    serveSignedOut({
      'POST hooks/generate': () => {
        if (answered) return LIMIT;
        answered = true;
        return { body: generated({ triesLeft: 3 }) };
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Product' }), 'A trail shoe');
    await askForHooks(user);
    expect(await screen.findByText('3 free tries left')).toBeTruthy();
    // The server counts tries too (another tab, another page): its limit is the gate's cue.
    await askForHooks(user);
    const gate = await screen.findByRole('dialog', { name: 'Sign-in gate' });
    expect(within(gate).getByText(TOOLS_MESSAGES.gate)).toBeTruthy();
    expect(screen.getByText(TOOLS_MESSAGES.signedOutLimit)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Generated hooks' })).toBeTruthy();
    await user.click(within(gate).getByRole('button', { name: 'Close gate' }));
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Product' }).value).toBe('A trail shoe');
  });

  it('opens the gate from its Sign in and Sign up buttons', async () => {
    serveSignedOut({});
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('First form: signin')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close gate' }));
    await user.click(screen.getByRole('button', { name: 'Sign up free' }));
    expect(await screen.findByText('First form: signup')).toBeTruthy();
  });

  it('says a failed bot check in the server’s words, without the gate', async () => {
    serveSignedOut({
      'POST hooks/generate': () => ({
        status: 400,
        body: { message: TOOLS_MESSAGES.botCheckFailed, code: 'BOT_CHECK_FAILED' },
      }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Product' }), 'A trail shoe');
    await askForHooks(user);
    expect(await screen.findByText(TOOLS_MESSAGES.botCheckFailed)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Sign-in gate' })).toBeNull();
  });

  it('waits for the bot check when it is on, then sends its token with every signed-out call', async () => {
    const calls = serveSignedOut({
      'GET bot-check': () => ({ body: { provider: 'turnstile', siteKey: 'public-site-key' } }),
      'POST product-details': () => ({ body: PRODUCT }),
      'POST hooks/generate': () => ({ body: generated({ triesLeft: 2 }) }),
    });
    const drawn: { sitekey: string; callback: (token: string) => void }[] = [];
    window.turnstile = {
      render: (_element, options) => {
        drawn.push(options);
        return 'widget-1';
      },
      reset: () => undefined,
      remove: () => undefined,
    };
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(drawn).toHaveLength(1));
    expect(drawn[0]!.sitekey).toBe('public-site-key');
    await user.type(screen.getByRole('textbox', { name: 'Product' }), 'A trail shoe');
    await askForHooks(user);
    expect(await screen.findByText('Confirm you’re not a robot, then generate your hooks.')).toBeTruthy();
    expect(calls.filter((call) => call.path === 'hooks/generate')).toHaveLength(0);

    act(() => drawn[0]!.callback('token-of-a-person'));
    await askForHooks(user);
    expect(await screen.findByText('2 free tries left')).toBeTruthy();
    expect(calls.find((call) => call.path === 'hooks/generate')?.headers['X-Bot-Check-Token']).toBe(
      'token-of-a-person',
    );
    await user.type(screen.getByRole('textbox', { name: 'Product page address' }), PRODUCT.url);
    await user.click(screen.getByRole('button', { name: 'Fetch from a product page' }));
    await screen.findByRole('region', { name: 'Product: Trail Runner 2' });
    expect(calls.find((call) => call.path === 'product-details')?.headers['X-Bot-Check-Token']).toBe(
      'token-of-a-person',
    );
  });
});
