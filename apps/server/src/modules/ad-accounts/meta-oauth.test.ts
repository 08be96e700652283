import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config/config.ts';
import { META_SCOPES, metaSignIn } from './meta-oauth.ts';

const DATA_DIR = mkdtempSync(path.join(tmpdir(), 'hookline-meta-oauth-'));

const configWith = (env: Record<string, string>) =>
  loadConfig({
    NODE_ENV: 'test',
    DATA_DIR,
    META_APP_ID: '42',
    META_APP_SECRET: 's',
    ...env,
  });

const dialogFor = (env: Record<string, string>, purpose: 'analytics' | 'launcher') =>
  new URL(
    metaSignIn(configWith(env)).authorizeUrl({
      state: 'st',
      redirectUri: 'https://app.example/api/v1/ad-platforms/meta/callback',
      purpose,
    }),
  );

describe("Facebook Login's dialog address", () => {
  it('asks for each purpose its permissions by scope', () => {
    const launcher = dialogFor({}, 'launcher');
    expect(launcher.origin + launcher.pathname).toBe('https://www.facebook.com/v21.0/dialog/oauth');
    expect(launcher.searchParams.get('scope')).toBe(META_SCOPES.launcher.join(','));
    expect(launcher.searchParams.get('response_type')).toBe('code');
    expect(dialogFor({}, 'analytics').searchParams.get('scope')).toBe('ads_read,business_management');
  });

  it('names the Login for Business configuration instead of scopes when one is set', () => {
    const dialog = dialogFor({ META_LOGIN_CONFIG_ID: 'cfg-7' }, 'analytics');
    expect(dialog.searchParams.get('config_id')).toBe('cfg-7');
    expect(dialog.searchParams.has('scope')).toBe(false);
    expect(dialog.searchParams.get('client_id')).toBe('42');
  });

  it('is not configured without the app secret', () => {
    expect(metaSignIn(loadConfig({ NODE_ENV: 'test', DATA_DIR, META_APP_ID: '42' })).configured).toBe(false);
  });
});
