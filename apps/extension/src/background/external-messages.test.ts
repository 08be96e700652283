import { describe, expect, it } from 'vitest';
import { handleExternalMessage } from './external-messages.ts';
import { memoryArea } from './memory-area.ts';
import { createSessionStore } from './session-store.ts';

const APP = 'http://127.0.0.1:3210';

function setUp(initial: Record<string, unknown> = {}) {
  const area = memoryArea(initial);
  const store = createSessionStore(area);
  const send = (message: unknown, origin: string | undefined = APP) =>
    handleExternalMessage(message, origin, { store, version: '0.1.0' });
  return { area, store, send };
}

describe("the web app's messages", () => {
  it('answers the version query', async () => {
    expect(await setUp().send({ type: 'HOOKLINE_VERSION' })).toEqual({ version: '0.1.0' });
  });

  it("keeps a handed-over session with the sender's origin as Hookline's address", async () => {
    const { send, store } = setUp();
    expect(await send({ type: 'HOOKLINE_AUTH_TOKEN', token: 'access-1', refreshToken: 'refresh-1' })).toEqual(
      {
        success: true,
      },
    );
    expect(await store.read()).toEqual({
      appUrl: APP,
      token: 'access-1',
      refreshToken: 'refresh-1',
      lastBoard: null,
    });
  });

  it('refuses a session without both tokens, and keeps the one it had', async () => {
    const { send, store } = setUp({ appUrl: APP, token: 'kept', refreshToken: 'kept-refresh' });
    expect(await send({ type: 'HOOKLINE_AUTH_TOKEN', token: 'access-1' })).toEqual({ success: false });
    expect(await send({ type: 'HOOKLINE_AUTH_TOKEN', token: '', refreshToken: 'r' })).toEqual({
      success: false,
    });
    const fromNowhere = { type: 'HOOKLINE_AUTH_TOKEN', token: 'a', refreshToken: 'r' };
    expect(await handleExternalMessage(fromNowhere, undefined, { store, version: '0.1.0' })).toEqual({
      success: false,
    });
    expect((await store.read()).token).toBe('kept');
  });

  it('signs out when the Hookline it is signed in to logs out', async () => {
    const { send, store } = setUp({ appUrl: APP, token: 'access-1', refreshToken: 'refresh-1' });
    expect(await send({ type: 'HOOKLINE_LOGOUT' })).toEqual({ success: true });
    expect((await store.read()).token).toBeNull();
  });

  it('stays signed in when another Hookline logs out', async () => {
    const { send, store } = setUp({ appUrl: APP, token: 'access-1', refreshToken: 'refresh-1' });
    expect(await send({ type: 'HOOKLINE_LOGOUT' }, 'http://localhost:3000')).toEqual({ success: true });
    expect((await store.read()).token).toBe('access-1');
  });

  it('refuses anything else', async () => {
    const { send } = setUp();
    expect(await send({ type: 'HOOKLINE_SOMETHING' })).toEqual({ success: false });
    expect(await send('HOOKLINE_VERSION')).toEqual({ success: false });
    expect(await send(null)).toEqual({ success: false });
  });
});
