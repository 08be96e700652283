import type { TourData, UpdateTourBody, User } from '@hookline/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { isUuid } from '../../platform/uuid.ts';
import { users, type UserRow } from './tables.ts';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** "Ada King Lovelace" → Ada / King Lovelace. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}

export async function findUserById(db: Executor, userId: string): Promise<UserRow | undefined> {
  if (!isUuid(userId)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
    .limit(1);
  return row;
}

/** Many users at once, for lists that show names; ids that are not uuids match nothing. */
export async function findUsersByIds(db: Executor, userIds: readonly string[]): Promise<UserRow[]> {
  const ids = [...new Set(userIds.filter(isUuid))];
  if (ids.length === 0) return [];
  return db.select().from(users).where(inArray(users.id, ids));
}

export async function userExists(db: Executor, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) !== undefined;
}

export async function findUserByOidcSubject(db: Executor, subject: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.oidcSubject, subject)).limit(1);
  return row;
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  isRiskyEmail: boolean;
  oidcSubject?: string;
  isNewSignup?: boolean;
}

export async function insertUser(db: Executor, input: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      ...input,
      email: normaliseEmail(input.email),
      isNewSignup: input.isNewSignup ?? true,
      // A sign-up's first session starts in the call that creates the account: its tour starts with it.
      tourInit: input.isNewSignup ?? true,
    })
    .returning();
  if (!row) throw new Error('insert into users returned nothing');
  return row;
}

/** Links an identity-provider subject to an account that has none yet. */
export async function linkOidcSubject(db: Executor, userId: string, subject: string): Promise<void> {
  await db
    .update(users)
    .set({ oidcSubject: subject, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), sql`${users.oidcSubject} is null`));
}

export async function updateUserFields(
  db: Executor,
  userId: string,
  patch: Partial<
    Pick<
      UserRow,
      'firstName' | 'lastName' | 'enableEmailNotification' | 'profileImageKey' | 'passwordHash' | 'isExpert'
    >
  >,
): Promise<UserRow | undefined> {
  if (!isUuid(userId)) return undefined;
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/**
 * Records first-run steps: `welcomed` ends "Welcome to Hookline"; `notificationsReviewed` keeps the time
 * the user first looked at their notifications (a second call leaves it as it was).
 */
export async function recordFirstRun(
  db: Executor,
  userId: string,
  steps: { welcomed?: true; notificationsReviewed?: true; welcomeBannerDismissed?: true },
): Promise<UserRow | undefined> {
  if (!isUuid(userId)) return undefined;
  const [row] = await db
    .update(users)
    .set({
      ...(steps.welcomed ? { isNewSignup: false } : {}),
      ...(steps.welcomeBannerDismissed ? { welcomeBannerDismissed: true } : {}),
      ...(steps.notificationsReviewed
        ? { notificationsReviewedAt: sql`coalesce(${users.notificationsReviewedAt}, now())` }
        : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/** Writes the fields of the user's tour that the body names; the others stay as they were. */
export async function updateTourData(
  db: Executor,
  userId: string,
  patch: UpdateTourBody,
): Promise<UserRow | undefined> {
  if (!isUuid(userId)) return undefined;
  const [row] = await db
    .update(users)
    .set({
      ...(patch.init === undefined ? {} : { tourInit: patch.init }),
      ...(patch.completed === undefined ? {} : { tourCompleted: patch.completed }),
      ...(patch.skipped === undefined ? {} : { tourSkipped: patch.skipped }),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

export function toTourData(row: Pick<UserRow, 'tourInit' | 'tourCompleted' | 'tourSkipped'>): TourData {
  return { init: row.tourInit, completed: row.tourCompleted, skipped: row.tourSkipped };
}

/** `users/<id>/avatar-<version>.<ext>` → `<version>`. */
export function profileImageVersion(key: string): string | undefined {
  return /avatar-([A-Za-z0-9]+)\.(?:jpg|png)$/.exec(key)?.[1];
}

export function profileImageUrl(row: Pick<UserRow, 'id' | 'profileImageKey'>): string | null {
  const version = row.profileImageKey ? profileImageVersion(row.profileImageKey) : undefined;
  return version ? `/api/v1/users/${row.id}/profile-image/${version}` : null;
}

/** The User of the spec as every endpoint returns it. */
export function toUserDto(row: UserRow): User {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    profileURL: profileImageUrl(row),
    // Expert profiles come with the experts module; until then nobody has one.
    profileId: null,
    enableEmailNotification: row.enableEmailNotification,
    userCanCreateOrg: row.userCanCreateOrg,
    isExpert: row.isExpert,
    isNewSignup: row.isNewSignup,
    notificationsReviewed: row.notificationsReviewedAt !== null,
    hasPassword: row.passwordHash !== null,
    tour: toTourData(row),
    welcomeBannerDismissed: row.welcomeBannerDismissed,
  };
}
