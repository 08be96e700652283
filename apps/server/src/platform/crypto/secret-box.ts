import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { Config } from '../config/config.ts';
import type { EncryptionKey } from '../config/encryption-keys.ts';

const VERSION = 'v2';
/** Values sealed before ENCRYPTION_KEYS existed, under a key derived from the JWT secret. */
const LEGACY_VERSION = 'v1';

/**
 * Seals secrets kept in the database (ad-platform access tokens) with AES-256-GCM, under keys of their own
 * (ENCRYPTION_KEYS): a copy of the database alone does not reveal them. A sealed value reads
 * `v2.<keyId>.<iv>.<tag>.<body>`; the newest key seals, and any listed key opens what names its id.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
  /** What every value sealed by the newest key starts with: anything else is due to be re-sealed. */
  readonly currentPrefix: string;
}

export interface SecretBoxKeys {
  /** Newest first. */
  keys: readonly EncryptionKey[];
  /** JWT secrets that may have sealed `v1` values: they open, never seal. */
  legacySecrets?: readonly string[];
}

/** The key id is both the HKDF salt and, through the header, authenticated data: an id must never be renamed. */
function deriveKey(key: EncryptionKey): Buffer {
  return Buffer.from(hkdfSync('sha256', key.secret, key.id, 'hookline:secret-box:v2', 32));
}

function legacyKey(jwtSecret: string): Buffer {
  return createHash('sha256').update(`hookline:secret-box:${jwtSecret}`).digest();
}

function decrypt(input: { key: Buffer; iv: string; tag: string; body: string; header?: string }): string {
  const decipher = createDecipheriv('aes-256-gcm', input.key, Buffer.from(input.iv, 'base64url'));
  if (input.header !== undefined) decipher.setAAD(Buffer.from(input.header));
  decipher.setAuthTag(Buffer.from(input.tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(input.body, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}

export function createSecretBox(input: SecretBoxKeys): SecretBox {
  const [newest] = input.keys;
  if (!newest) throw new Error('A secret box needs at least one encryption key');
  const keys = new Map(input.keys.map((key) => [key.id, deriveKey(key)] as const));
  const legacyKeys = (input.legacySecrets ?? []).map(legacyKey);

  function openLegacy(parts: string[]): string {
    const [iv, tag, body] = parts;
    if (!iv || !tag || body === undefined || parts.length !== 3) throw new Error('Not a sealed secret');
    for (const key of legacyKeys) {
      try {
        return decrypt({ key, iv, tag, body });
      } catch {
        // Sealed under another JWT secret: try the next one.
      }
    }
    throw new Error('Sealed with a JWT secret (v1) that neither JWT_SECRET nor JWT_PREVIOUS_SECRET matches');
  }

  return {
    currentPrefix: `${VERSION}.${newest.id}.`,
    seal(plain) {
      const header = `${VERSION}.${newest.id}`;
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', keys.get(newest.id) as Buffer, iv);
      cipher.setAAD(Buffer.from(header));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        header,
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        body.toString('base64url'),
      ].join('.');
    },
    open(sealed) {
      const [version, ...parts] = sealed.split('.');
      if (version === LEGACY_VERSION) return openLegacy(parts);
      const [keyId, iv, tag, body] = parts;
      if (version !== VERSION || !keyId || !iv || !tag || body === undefined || parts.length !== 4) {
        throw new Error('Not a sealed secret');
      }
      const key = keys.get(keyId);
      if (!key) throw new Error(`Sealed with encryption key "${keyId}", which ENCRYPTION_KEYS does not list`);
      return decrypt({ key, iv, tag, body, header: `${VERSION}.${keyId}` });
    },
  };
}

const boxes = new WeakMap<object, SecretBox>();

/** The box of a configuration, built once: keys from ENCRYPTION_KEYS, `v1` values from the JWT secrets. */
export function secretBoxOf(
  config: Pick<Config, 'encryptionKeys' | 'jwtSecret' | 'jwtPreviousSecret'>,
): SecretBox {
  let box = boxes.get(config);
  if (!box) {
    const legacySecrets = [config.jwtSecret, config.jwtPreviousSecret].filter(
      (secret) => secret !== undefined,
    );
    box = createSecretBox({ keys: config.encryptionKeys, legacySecrets });
    boxes.set(config, box);
  }
  return box;
}
