/** The auth area's public face: checking a member's access token. */
export { createAccessTokenVerifier } from './tokens.service.ts';
export { authArea } from './area.ts';
/** Wrong-password waits by subject and address, for any area that checks a password (share links). */
export {
  assertMayGuess,
  clearWrongGuesses,
  GuessWaitError,
  recordWrongGuess,
} from './password-throttle.service.ts';
/** The password hash an account's sign-in checks, for the demo seed's account (cli/seed-demo.ts). */
export { hashPassword } from './password-hash.ts';
