import type { AppContext } from '../../platform/context.ts';
import { activateLicence, WrongLicenceCodeError } from '../billing/index.ts';
import {
  assertMayGuess,
  clearWrongGuesses,
  recordWrongGuess,
  type GuessPair,
} from './password-throttle.service.ts';

/**
 * The counts a licence code guess goes into: one per account, whatever its address, and one per address,
 * whatever its account. Past the free tries either one makes the guesser wait, so neither many addresses
 * nor many accounts guess fast.
 */
function licenceGuessPairs(input: { userId: string; address: string }) {
  return {
    account: { kind: 'licence', subject: input.userId, address: '*' },
    address: { kind: 'licence', subject: '*', address: input.address },
  } satisfies Record<string, GuessPair>;
}

/**
 * Activates a lifetime-deal code (billing's: the code, its single use and the subscription it gives), with
 * wrong codes counted as password guesses are: past 5 wrong codes, the account and the address each wait
 * 30 seconds, then twice as long after each further wrong one. While either waits nothing is checked.
 */
export async function activateLicenceGuarded(
  context: AppContext,
  input: { userId: string; code: string; address: string },
): ReturnType<typeof activateLicence> {
  const { db } = context.database;
  const pairs = licenceGuessPairs(input);
  await assertMayGuess(db, pairs.account, 'licence codes for your account');
  await assertMayGuess(db, pairs.address, 'licence codes from your address');
  try {
    const answer = await activateLicence(context, { userId: input.userId, code: input.code });
    // A code kept unused (a user in several organisations) clears nothing: it would start a guesser afresh.
    if (!answer.multiOrgUser) {
      await clearWrongGuesses(db, pairs.account);
      await clearWrongGuesses(db, pairs.address);
    }
    return answer;
  } catch (error) {
    if (error instanceof WrongLicenceCodeError) {
      await recordWrongGuess(db, pairs.account);
      await recordWrongGuess(db, pairs.address);
    }
    throw error;
  }
}
