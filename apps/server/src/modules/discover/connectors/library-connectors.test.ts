import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../platform/config/config.ts';
import { adLibraryConnectorsFor, createAdLibraryConnectors } from './library-connectors.ts';

const configOf = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/hookline-test', ...env });

describe('the configured ad libraries', () => {
  it('are none without credentials, so the ingest does nothing', () => {
    const config = configOf({});
    expect(config.adLibraries).toMatchObject({
      meta: undefined,
      tiktok: undefined,
      ingestIntervalHours: 6,
      maxPages: 40,
    });
    expect(createAdLibraryConnectors(config)).toEqual([]);
  });

  it("are Meta's with a token and TikTok's with a client key and secret, with their defaults", () => {
    const config = configOf({
      META_AD_LIBRARY_TOKEN: 'token',
      META_AD_LIBRARY_COUNTRIES: 'de, fr',
      TIKTOK_CLIENT_KEY: 'key',
      TIKTOK_CLIENT_SECRET: 'secret',
    });
    expect(config.adLibraries.meta).toEqual({
      accessToken: 'token',
      graphBaseUrl: 'https://graph.facebook.com',
      version: 'v21.0',
      countries: ['DE', 'FR'],
    });
    expect(config.adLibraries.tiktok).toEqual({
      clientKey: 'key',
      clientSecret: 'secret',
      apiBaseUrl: 'https://open.tiktokapis.com',
    });
    const connectors = adLibraryConnectorsFor(config);
    expect(connectors.map((connector) => connector.source)).toEqual(['meta', 'tiktok']);
    // Made once per config, so a client token outlives one run.
    expect(adLibraryConnectorsFor(config)).toBe(connectors);
    expect(connectors[0]!.sourceIdOf({ metaPageId: '12', tiktokAdvertiserId: '34' })).toBe('12');
    expect(connectors[1]!.sourceIdOf({ metaPageId: '12', tiktokAdvertiserId: null })).toBeNull();
  });

  it('refuse a half-set TikTok client, a bad country or a bad version at start-up', () => {
    expect(() => configOf({ TIKTOK_CLIENT_KEY: 'key' })).toThrow(
      /TIKTOK_CLIENT_KEY and TIKTOK_CLIENT_SECRET: set both/,
    );
    expect(() => configOf({ META_AD_LIBRARY_COUNTRIES: 'US,Germany' })).toThrow(ConfigError);
    expect(() => configOf({ META_AD_LIBRARY_VERSION: '21' })).toThrow(
      /META_AD_LIBRARY_VERSION: a Graph API version/,
    );
    expect(() => configOf({ DISCOVER_INGEST_INTERVAL_HOURS: '0' })).toThrow(/DISCOVER_INGEST_INTERVAL_HOURS/);
  });
});
