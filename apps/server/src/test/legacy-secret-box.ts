import { createCipheriv, createHash, randomBytes } from 'node:crypto';

/** A value sealed as Hookline sealed them before ENCRYPTION_KEYS: `v1`, under sha256 of the JWT secret. */
export function sealV1(plain: string, jwtSecret: string): string {
  const key = createHash('sha256').update(`hookline:secret-box:${jwtSecret}`).digest();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', ...[iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'))].join('.');
}
