import { MESSAGES, SESSION_KEYS } from '@hookline/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi } from '../../../test/fake-api.ts';
import { activatePendingLicence } from './activate-pending-licence.ts';
import { licenceFailure } from './licence-failure-store.ts';

let shown: string | null = null;
const realShow = licenceFailure.show;

beforeEach(() => {
  shown = null;
  licenceFailure.show = (message) => {
    shown = message;
  };
  sessionStorage.setItem(SESSION_KEYS.licenceCode, 'LTD-CODE');
});
afterEach(() => {
  licenceFailure.show = realShow;
  sessionStorage.clear();
  stopServingApi();
});

describe('activating a kept licence code after sign-in', () => {
  it('activates it, forgets the code and shows nothing', async () => {
    const calls = serveApi({ 'POST licence/activate': () => ({ body: { multiOrgUser: false } }) });
    await activatePendingLicence();
    expect(calls.find((call) => call.path === 'licence/activate')?.body).toEqual({ code: 'LTD-CODE' });
    expect(sessionStorage.getItem(SESSION_KEYS.licenceCode)).toBeNull();
    expect(shown).toBeNull();
  });

  it('tells a user in several organisations to contact support', async () => {
    serveApi({ 'POST licence/activate': () => ({ body: { multiOrgUser: true } }) });
    await activatePendingLicence();
    expect(shown).toBe(MESSAGES.licenceMultiOrg);
  });

  it('shows the activation failure for an unknown or used code', async () => {
    serveApi({
      'POST licence/activate': () => ({
        status: 404,
        body: { message: MESSAGES.licenceActivationFailed, code: 'LICENCE_NOT_FOUND' },
      }),
    });
    await activatePendingLicence();
    expect(shown).toBe(MESSAGES.licenceActivationFailed);
  });

  it('says how long to wait after too many wrong codes, and keeps the code', async () => {
    const wait = 'Too many wrong licence codes for your account. Try again in 30 seconds.';
    serveApi({
      'POST licence/activate': () => ({ status: 429, body: { message: wait, code: 'TOO_MANY_REQUESTS' } }),
    });
    await activatePendingLicence();
    expect(shown).toBe(wait);
    expect(sessionStorage.getItem(SESSION_KEYS.licenceCode)).toBe('LTD-CODE');
  });
});
