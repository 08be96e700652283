import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { classifyEmailDomain } from './email-domain.ts';
import { acceptingMxVerifier, createDnsMxVerifier, type MxVerifier } from './mx-verifier.ts';

describe('e-mail domains', () => {
  it('tells generic, disposable and business domains apart', () => {
    expect(classifyEmailDomain('a@Gmail.com')).toEqual({
      domain: 'gmail.com',
      isGeneric: true,
      isDisposable: false,
    });
    expect(classifyEmailDomain('a@outlook.com').isGeneric).toBe(true);
    // mailinator.com is on both lists: disposable wins, so the address is allowed but risky.
    expect(classifyEmailDomain('a@mailinator.com')).toEqual({
      domain: 'mailinator.com',
      isGeneric: false,
      isDisposable: true,
    });
    expect(classifyEmailDomain('a@acme-ads.test')).toEqual({
      domain: 'acme-ads.test',
      isGeneric: false,
      isDisposable: false,
    });
  });

  it('checks MX records through DNS', async () => {
    const records: Record<string, { exchange: string }[]> = {
      'acme-ads.test': [{ exchange: 'mx.acme-ads.test' }],
      'null-mx.test': [{ exchange: '' }],
    };
    const verifier = createDnsMxVerifier(async (domain) => {
      const found = records[domain];
      if (found) return found;
      throw Object.assign(new Error('not found'), {
        code: domain === 'flaky.test' ? 'ETIMEOUT' : 'ENOTFOUND',
      });
    });
    expect(await verifier.hasMailServers('acme-ads.test')).toBe(true);
    expect(await verifier.hasMailServers('null-mx.test')).toBe(false);
    expect(await verifier.hasMailServers('nowhere.test')).toBe(false);
    // A resolver outage must not lock people out of sign-up.
    expect(await verifier.hasMailServers('flaky.test')).toBe(true);
    expect(await acceptingMxVerifier.hasMailServers('nowhere.test')).toBe(true);
  });

  it('reports and refuses a domain without mail servers when the MX check is on', async () => {
    const noMail: MxVerifier = { hasMailServers: async (domain) => domain !== 'no-mail.test' };
    const t = await createTestApp({ services: { mxVerifier: noMail } });
    try {
      const validation = await t.app.inject({
        method: 'POST',
        url: '/auth/api/v1/validate-signup',
        payload: { email: 'a@no-mail.test' },
      });
      expect(validation.json()).toMatchObject({ isValidEmailDomain: false, isGenericEmail: false });
      const send = await t.app.inject({
        method: 'POST',
        url: '/auth/api/v1/send-otp',
        payload: { email: 'a@no-mail.test', otpReasonCode: 1 },
      });
      expect(send.statusCode).toBe(400);
      expect(send.json()).toEqual({
        message: 'Business email required. Please provide a valid Business email.',
        code: 'GENERIC_EMAIL',
      });
    } finally {
      await t.close();
    }
  });
});
