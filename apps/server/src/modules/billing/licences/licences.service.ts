import { createHash, randomBytes } from 'node:crypto';
import { ERROR_CODES, MESSAGES, PRODUCT_CODES } from '@hookline/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { listMembershipsOfUser, markLifetimeDeal } from '../../tenancy/index.ts';
import { licenceCodes, subscriptions } from '../tables.ts';

/** Codes are compared without case or surrounding spaces: what a person types from a voucher. */
export const hashLicenceCode = (code: string): string =>
  createHash('sha256').update(code.trim().toUpperCase()).digest('hex');

/** 26 letters and digits without the ones people confuse (0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A fresh code `HL-XXXXX-XXXXX-XXXXX-XXXXX`: 20 random characters, about 99 bits. */
export function newLicenceCode(): string {
  const bytes = randomBytes(20);
  const chars = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]);
  const groups = [0, 5, 10, 15].map((start) => chars.slice(start, start + 5).join(''));
  return `HL-${groups.join('-')}`;
}

/** Issues `count` codes and answers them: they are shown once, only their hashes are kept. */
export async function issueLicenceCodes(
  db: Executor,
  input: { count: number; note?: string },
): Promise<string[]> {
  const codes = Array.from({ length: input.count }, newLicenceCode);
  await db
    .insert(licenceCodes)
    .values(codes.map((code) => ({ codeHash: hashLicenceCode(code), note: input.note ?? null })));
  return codes;
}

const activationFailed = () => new AppError(ERROR_CODES.licenceNotFound, MESSAGES.licenceActivationFailed);

/** The activation failure of a code that is unknown or already used: a wrong guess, as the caller counts it. */
export class WrongLicenceCodeError extends AppError {
  constructor() {
    super(ERROR_CODES.licenceNotFound, MESSAGES.licenceActivationFailed);
  }
}

async function organisationsOfUser(db: Executor, userId: string): Promise<string[]> {
  const memberships = await listMembershipsOfUser(db, userId);
  return [...new Set(memberships.map((membership) => membership.orgId))];
}

/**
 * Activates a lifetime-deal code for the user's one organisation: the code is taken in one conditional
 * update, so of two activations at once only one wins. A user in several organisations gets
 * `{multiOrgUser: true}` and nothing is activated (support activates it by hand). An unknown or used code
 * throws `WrongLicenceCodeError` and changes nothing.
 */
export async function activateLicence(
  context: AppContext,
  input: { userId: string; code: string },
): Promise<{ multiOrgUser: boolean }> {
  const codeHash = hashLicenceCode(input.code);
  return context.database.db.transaction(async (tx) => {
    const orgIds = await organisationsOfUser(tx, input.userId);
    const [orgId, ...others] = orgIds;
    if (!orgId) throw activationFailed();
    if (others.length > 0) {
      const [unused] = await tx
        .select({ id: licenceCodes.id })
        .from(licenceCodes)
        .where(and(eq(licenceCodes.codeHash, codeHash), isNull(licenceCodes.activatedAt)))
        .limit(1);
      if (!unused) throw new WrongLicenceCodeError();
      return { multiOrgUser: true };
    }
    const [taken] = await tx
      .update(licenceCodes)
      .set({ activatedAt: sql`now()`, activatedOrgId: orgId, activatedByUserId: input.userId })
      .where(and(eq(licenceCodes.codeHash, codeHash), isNull(licenceCodes.activatedAt)))
      .returning({ id: licenceCodes.id });
    if (!taken) throw new WrongLicenceCodeError();
    const now = new Date();
    const lifetimeDeal = {
      planCode: 'starter' as const,
      interval: 'yearly' as const,
      quantity: 1,
      status: 'active' as const,
      purchaseMedium: 'app_sumo' as const,
      accessMode: 'active' as const,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      providerUpdatedAt: now,
      updatedAt: now,
    };
    await tx
      .insert(subscriptions)
      .values({ orgId, productCode: PRODUCT_CODES.lifetime_deal, ...lifetimeDeal })
      .onConflictDoUpdate({
        target: [subscriptions.orgId, subscriptions.productCode],
        set: lifetimeDeal,
      });
    await markLifetimeDeal(tx, orgId);
    return { multiOrgUser: false };
  });
}
