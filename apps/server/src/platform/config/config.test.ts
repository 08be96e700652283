import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'hookline-config-'));

describe('loadConfig', () => {
  it('gives working defaults for a newcomer', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.seedDemo).toBe(true);
    expect(config.storage.driver).toBe('local');
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.oidc).toBeUndefined();
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('keeps the generated signing secret across restarts', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(loadConfig({ DATA_DIR: dir }).jwtSecret);
  });

  it('fails fast naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud' });
    } catch (error) {
      expect((error as Error).message).toContain('PORT');
      expect((error as Error).message).toContain('LOG_LEVEL');
    }
  });

  it('requires a signing secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(/JWT_SECRET/);
  });

  it('requires a bucket for S3 storage and both OIDC settings together', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', DATA_DIR: dataDir() })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ OIDC_ISSUER: 'https://accounts.google.com', DATA_DIR: dataDir() })).toThrow(
      /OIDC_CLIENT_ID/,
    );
  });

  it('refuses separate job workers on the embedded database', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), JOBS_IN_PROCESS: '0' })).toThrow(
      /JOBS_IN_PROCESS=0: needs DATABASE_URL/,
    );
  });

  it('reads the browser extension ids and refuses malformed ones', () => {
    const id = 'abcdefghijklmnopabcdefghijklmnop';
    // Unset: the extension built from apps/extension, whose id its manifest's key fixes.
    expect(loadConfig({ DATA_DIR: dataDir() }).browserExtensionIds).toEqual([
      'jaijcgbachjcoehgelokkcimafagaekb',
    ]);
    expect(
      loadConfig({ DATA_DIR: dataDir(), BROWSER_EXTENSION_IDS: ` ${id} ,` }).browserExtensionIds,
    ).toEqual([id]);
    expect(() => loadConfig({ DATA_DIR: dataDir(), BROWSER_EXTENSION_IDS: 'not-an-id' })).toThrow(
      /BROWSER_EXTENSION_IDS/,
    );
  });

  it('trusts no proxy by default, and reads a list of proxies', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(
      loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: ' 10.0.0.5, 10.1.0.0/16,fd00::/8 ,loopback' })
        .trustProxy,
    ).toEqual(['10.0.0.5', '10.1.0.0/16', 'fd00::/8', 'loopback']);
  });

  it.each(['true', '1', '2', '10.0.0.0/33', 'proxy.internal', '0.0.0.0/0', ','])(
    'refuses TRUST_PROXY=%s, naming the variable',
    (value) => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );

  it('reads a previous signing secret, which must be as long as the secret', () => {
    const previous = 'p'.repeat(32);
    expect(loadConfig({ DATA_DIR: dataDir() }).jwtPreviousSecret).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), JWT_PREVIOUS_SECRET: previous }).jwtPreviousSecret).toBe(
      previous,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), JWT_PREVIOUS_SECRET: 'short' })).toThrow(
      /JWT_PREVIOUS_SECRET/,
    );
  });

  it('reads the encryption keys newest first', () => {
    const k2 = Buffer.alloc(32, 2);
    const k1 = Buffer.alloc(48, 1);
    const config = loadConfig({
      DATA_DIR: dataDir(),
      ENCRYPTION_KEYS: `k2:${k2.toString('base64')}, k1:${k1.toString('base64url')}`,
    });
    expect(config.encryptionKeys).toEqual([
      { id: 'k2', secret: k2 },
      { id: 'k1', secret: k1 },
    ]);
  });

  it('generates one encryption key into DATA_DIR and keeps it across restarts', () => {
    const dir = dataDir();
    const [key] = loadConfig({ DATA_DIR: dir }).encryptionKeys;
    expect(key?.secret).toHaveLength(32);
    expect(loadConfig({ DATA_DIR: dir }).encryptionKeys).toEqual([key]);
    expect(readFileSync(path.join(dir, 'encryption-key'), 'utf8').trim()).toBe(
      `${key?.id}:${key?.secret.toString('base64')}`,
    );
  });

  it.each([
    ['no-secret', /ENCRYPTION_KEYS: key 1 must be id:base64-secret/],
    [`k1:${Buffer.alloc(16).toString('base64')}`, /ENCRYPTION_KEYS: key "k1" must be base64 of at least 32/],
    [`k.1:${Buffer.alloc(32).toString('base64')}`, /ENCRYPTION_KEYS: key 1 must be id:base64-secret/],
    [
      `k1:${Buffer.alloc(32).toString('base64')},k1:${Buffer.alloc(32, 1).toString('base64')}`,
      /listed twice/,
    ],
  ])('refuses ENCRYPTION_KEYS=%s with a message naming it', (value, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ENCRYPTION_KEYS: value })).toThrow(message);
  });

  it('requires encryption keys in production, and never quotes a secret in its message', () => {
    const secret = Buffer.alloc(16, 7).toString('base64');
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir(), JWT_SECRET: 's'.repeat(32) }),
    ).toThrow(/ENCRYPTION_KEYS: required in production/);
    const refusal = (() => {
      try {
        loadConfig({ DATA_DIR: dataDir(), ENCRYPTION_KEYS: `k1:${secret}` });
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    expect(refusal).toContain('ENCRYPTION_KEYS');
    expect(refusal).not.toContain(secret);
  });

  it('reads flags and PORT', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      SEED_DEMO: '0',
      PORT: '4000',
      JOBS_IN_PROCESS: 'false',
      DATABASE_URL: 'postgres://localhost/hookline',
    });
    expect(config.seedDemo).toBe(false);
    expect(config.jobsInProcess).toBe(false);
    expect(config.appUrl).toBe('http://localhost:4000');
  });
});
