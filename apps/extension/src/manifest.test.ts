import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adapterFor } from './content/ad-page-adapters.ts';

/** The id Chrome gives the extension: it follows from the manifest's public key. */
const EXTENSION_ID = 'jaijcgbachjcoehgelokkcimafagaekb';

interface Manifest {
  key: string;
  content_scripts: { matches: string[] }[];
  externally_connectable: { matches: string[] };
  host_permissions: string[];
}

const manifest = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'manifest.json'), 'utf8'),
) as Manifest;

/** Chrome's id: the SHA-256 of the DER public key, its first 32 hex digits written with the letters a to p. */
function extensionIdOf(key: string): string {
  const hex = createHash('sha256').update(Buffer.from(key, 'base64')).digest('hex').slice(0, 32);
  return [...hex].map((digit) => String.fromCharCode(97 + parseInt(digit, 16))).join('');
}

/** Whether a match pattern (`https://*.hookline.app/*`, any port when none is given) covers `url`. */
function matchesPattern(pattern: string, url: string): boolean {
  const [, scheme, host, pathPattern] = /^(https?):\/\/([^/]+)(\/.*)$/.exec(pattern)!;
  const target = new URL(url);
  const wildcard = (text: string) =>
    new RegExp(
      `^${text
        .split('*')
        .map((part) => part.replace(/[.?+^$()[\]{}|\\]/g, '\\$&'))
        .join('.*')}$`,
    );
  const hostOk = host!.startsWith('*.')
    ? target.hostname === host!.slice(2) || target.hostname.endsWith(host!.slice(1))
    : target.hostname === host;
  return (
    `${scheme}:` === target.protocol && hostOk && wildcard(pathPattern!).test(target.pathname + target.search)
  );
}

describe('the manifest', () => {
  it("has a fixed key, so the extension's id is the one Hookline's server allows by default", () => {
    expect(extensionIdOf(manifest.key)).toBe(EXTENSION_ID);
    const config = readFileSync(
      path.join(import.meta.dirname, '../../server/src/platform/config/config.ts'),
      'utf8',
    );
    expect(config).toContain(EXTENSION_ID);
  });

  it('runs the content script on the ad libraries the parsers read, and nowhere else', () => {
    const matches = manifest.content_scripts.flatMap((script) => script.matches);
    const runsOn = (url: string) => matches.some((pattern) => matchesPattern(pattern, url));
    for (const url of [
      'https://www.facebook.com/ads/library/?active_status=all&ad_type=all&country=US&q=coffee',
      'https://www.facebook.com/ads/library?id=1187345920051234',
      'https://ads.tiktok.com/business/creativecenter/inspiration/topads/pc/en',
      'https://ads.tiktok.com/business/creativecenter/topads/7301442209871234567/pc/en',
    ]) {
      expect(runsOn(url), url).toBe(true);
      expect(adapterFor(new URL(url)), url).not.toBeNull();
    }
    for (const url of ['https://www.facebook.com/', 'https://ads.tiktok.com/i18n/home']) {
      expect(runsOn(url), url).toBe(false);
    }
  });

  it("lets Hookline's web app (local and hosted) hand it a session, and calls only there", () => {
    const appOrigins = ['http://localhost/*', 'http://127.0.0.1/*', 'https://*.hookline.app/*'];
    expect(manifest.externally_connectable.matches).toEqual(appOrigins);
    expect(manifest.host_permissions).toEqual(appOrigins);
    for (const url of [
      'http://localhost:3000/login',
      'http://127.0.0.1:3210/app',
      'https://acme.hookline.app/',
    ]) {
      expect(
        appOrigins.some((pattern) => matchesPattern(pattern, url)),
        url,
      ).toBe(true);
    }
  });
});
