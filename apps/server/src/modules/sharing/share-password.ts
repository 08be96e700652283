import { hash, verify } from '@node-rs/argon2';

/*
 * A share link's password is kept only as an argon2id hash, with the parameters of account passwords
 * (OWASP's: 19 MiB, 2 passes). `algorithm: 2` is the library's `Algorithm.Argon2id`, a const enum that
 * verbatimModuleSyntax can't import.
 */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashSharePassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Whether `password` is the link's; a malformed stored hash counts as a wrong password, never a 500. */
export function verifySharePassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}
