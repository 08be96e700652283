import { mkdtempSync } from 'node:fs';
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
    expect(loadConfig({ DATA_DIR: dataDir() }).browserExtensionIds).toEqual([]);
    expect(
      loadConfig({ DATA_DIR: dataDir(), BROWSER_EXTENSION_IDS: ` ${id} ,` }).browserExtensionIds,
    ).toEqual([id]);
    expect(() => loadConfig({ DATA_DIR: dataDir(), BROWSER_EXTENSION_IDS: 'not-an-id' })).toThrow(
      /BROWSER_EXTENSION_IDS/,
    );
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
