import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** One key of ENCRYPTION_KEYS: sealed values name it by `id`, so it can be retired once nothing uses it. */
export interface EncryptionKey {
  id: string;
  secret: Buffer;
}

export const MIN_ENCRYPTION_KEY_BYTES = 32;
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;
const LOCAL_KEY_ID = 'local';

/** Parses `id:base64secret,id:base64secret` (newest first); answers a problem without quoting any secret. */
export function parseEncryptionKeys(value: string): EncryptionKey[] | string {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return 'give at least one key as id:base64-secret';
  const keys: EncryptionKey[] = [];
  for (const [index, entry] of entries.entries()) {
    const separator = entry.indexOf(':');
    const id = entry.slice(0, separator);
    const encoded = entry.slice(separator + 1);
    if (separator < 1 || !KEY_ID.test(id)) {
      return `key ${index + 1} must be id:base64-secret, the id made of letters, digits, - or _ (at most 32)`;
    }
    const secret = Buffer.from(encoded, 'base64');
    if (!BASE64.test(encoded) || secret.length < MIN_ENCRYPTION_KEY_BYTES) {
      return `key "${id}" must be base64 of at least ${MIN_ENCRYPTION_KEY_BYTES} random bytes (openssl rand -base64 32)`;
    }
    if (keys.some((key) => key.id === id)) return `key id "${id}" is listed twice`;
    keys.push({ id, secret });
  }
  return keys;
}

export const encryptionKeysSetting = z
  .string()
  .optional()
  .transform((value, ctx): EncryptionKey[] | undefined => {
    if (value === undefined) return undefined;
    const keys = parseEncryptionKeys(value);
    if (typeof keys !== 'string') return keys;
    ctx.addIssue({ code: 'custom', message: keys });
    return z.NEVER;
  });

/**
 * Outside production a key is generated once into DATA_DIR/encryption-key, in ENCRYPTION_KEYS' own format,
 * so that its line can later be appended to ENCRYPTION_KEYS to keep opening what it sealed.
 */
export function localEncryptionKeys(dataDir: string, env: string): EncryptionKey[] | string {
  if (env === 'test') return [{ id: LOCAL_KEY_ID, secret: randomBytes(32) }];
  const file = path.join(dataDir, 'encryption-key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${LOCAL_KEY_ID}:${randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
  }
  const keys = parseEncryptionKeys(readFileSync(file, 'utf8'));
  return typeof keys === 'string' ? `${file}: ${keys}` : keys;
}
