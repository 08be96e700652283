import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's `Algorithm.Argon2id`, a const enum that verbatimModuleSyntax can't import) with OWASP's parameters. */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash of nothing anybody types: verified when the account is unknown, so both paths take as long. */
const DUMMY_HASH = hash('hookline-timing-equaliser', OPTIONS);

export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    await verify(await DUMMY_HASH, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
