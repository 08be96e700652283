import { inArray } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { expertAccounts, findUserByEmail, updateUserFields } from '../../users/index.ts';
import { discoverExpertProfiles } from '../tables.ts';

export interface ExpertGrantResult {
  email: string;
  /** False when the account already was (or already wasn't) an expert. */
  changed: boolean;
}

/**
 * Makes an account an expert, or no longer one (the admin CLI's `experts grant|revoke`). Revoking keeps the
 * profile, which the directory stops listing, so that granting again brings it back as it was. Undefined
 * when no account has the address.
 */
export async function setExpertByEmail(
  db: Executor,
  input: { email: string; isExpert: boolean },
): Promise<ExpertGrantResult | undefined> {
  const user = await findUserByEmail(db, input.email);
  if (!user) return undefined;
  if (user.isExpert === input.isExpert) return { email: user.email, changed: false };
  await updateUserFields(db, user.id, { isExpert: input.isExpert });
  return { email: user.email, changed: true };
}

export interface ExpertListing {
  email: string;
  /** The profile's name, or null when the expert has not saved a profile yet. */
  profileName: string | null;
  published: boolean;
}

/** Every expert account, by address, with its profile's name and whether the directory lists it. */
export async function listExpertAccounts(db: Executor): Promise<ExpertListing[]> {
  const accounts = await expertAccounts(db);
  if (accounts.length === 0) return [];
  const profiles = await db
    .select({
      userId: discoverExpertProfiles.userId,
      firstName: discoverExpertProfiles.firstName,
      lastName: discoverExpertProfiles.lastName,
      published: discoverExpertProfiles.published,
    })
    .from(discoverExpertProfiles)
    .where(
      inArray(
        discoverExpertProfiles.userId,
        accounts.map((account) => account.id),
      ),
    );
  const profileOf = new Map(profiles.map((profile) => [profile.userId, profile]));
  return accounts.map((account) => {
    const profile = profileOf.get(account.id);
    return {
      email: account.email,
      profileName: profile ? [profile.firstName, profile.lastName].filter(Boolean).join(' ') : null,
      published: profile?.published ?? false,
    };
  });
}
