import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { logOutsideServices, outsideServices } from './outside-services.ts';

const production = () => ({
  NODE_ENV: 'production',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hookline-config-')),
  JWT_SECRET: 's'.repeat(32),
  ENCRYPTION_KEYS: `k1:${Buffer.alloc(32, 7).toString('base64')}`,
});
const stripe = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };

function capture() {
  const lines: { level: 'info' | 'warn'; message: string }[] = [];
  return {
    lines,
    log: {
      info: (message: string) => void lines.push({ level: 'info', message }),
      warn: (message: string) => void lines.push({ level: 'warn', message }),
    },
  };
}

describe('production safety at start-up', () => {
  it('refuses to start in production without Stripe keys unless BILLING_PROVIDER=local is chosen', () => {
    expect(() => loadConfig(production())).toThrow(/BILLING_PROVIDER=local/);
    expect(loadConfig({ ...production(), ...stripe }).billing.provider).toBe('stripe');
    expect(loadConfig({ ...production(), BILLING_PROVIDER: 'local' }).billing.provider).toBe('local');
    // Outside production the offline provider stays the default (npm start, the demo, tests).
    expect(loadConfig({ DATA_DIR: production().DATA_DIR }).billing.provider).toBe('local');
  });

  it('warns loudly when the offline payment provider is chosen in production', () => {
    const { lines, log } = capture();
    logOutsideServices(loadConfig({ ...production(), BILLING_PROVIDER: 'local' }), log);
    const warnings = lines.filter((line) => line.level === 'warn');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.message).toMatch(
      /^WARNING: BILLING_PROVIDER=local in production.*every plan is free/,
    );

    const quiet = capture();
    logOutsideServices(loadConfig({ DATA_DIR: production().DATA_DIR }), quiet.log);
    expect(quiet.lines.filter((line) => line.level === 'warn')).toEqual([]);
  });

  it('seeds the demo account outside production only, unless SEED_DEMO=1', () => {
    expect(loadConfig({ ...production(), ...stripe }).seedDemo).toBe(false);
    expect(loadConfig({ ...production(), ...stripe, SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: production().DATA_DIR }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: production().DATA_DIR, SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('logs one line per outside service, saying real or offline', () => {
    const offline = capture();
    logOutsideServices(loadConfig({ DATA_DIR: production().DATA_DIR }), offline.log);
    expect(offline.lines.map((line) => line.message.split(':').slice(0, 2).join(':'))).toEqual([
      'mail: offline',
      'payments: offline',
      'ad platforms: real',
      'ad libraries: offline',
      'AI: offline',
      'identity sign-in: offline',
      'object storage: offline',
    ]);

    const real = loadConfig({
      ...production(),
      ...stripe,
      SMTP_URL: 'smtp://mail.example.com:587',
      AI_BASE_URL: 'https://ai.example.com/v1',
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'hookline',
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'hookline-files',
    });
    expect(outsideServices(real).map((service) => [service.name, service.real])).toEqual([
      ['mail', true],
      ['payments', true],
      ['ad platforms', true],
      ['ad libraries', false],
      ['AI', true],
      ['identity sign-in', true],
      ['object storage', true],
    ]);
  });
});
