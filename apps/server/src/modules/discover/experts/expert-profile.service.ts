import {
  EXPERT_MESSAGES,
  NO_EXPERT_LINKS,
  type ExpertProfile,
  type ExpertProfileInput,
  type ExpertSocialLinks,
} from '@hookline/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { badRequest, forbidden, notFound } from '../../../platform/http/app-error.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { lockUserRow } from '../../users/index.ts';
import { discoverExpertProfiles, type DiscoverExpertProfileRow } from '../tables.ts';
import type { ExpertBoardSource } from './expert-board-source.ts';
import { toExpertProfileDto } from './expert-dto.ts';

export async function findExpertProfileRow(
  db: Executor,
  userId: string,
): Promise<DiscoverExpertProfileRow | undefined> {
  if (!isUuid(userId)) return undefined;
  const [row] = await db
    .select()
    .from(discoverExpertProfiles)
    .where(eq(discoverExpertProfiles.userId, userId))
    .limit(1);
  return row;
}

/** `GET users/{userId}/expert-profile`: one's own profile; 404 until it is first saved. */
export async function readOwnExpertProfile(db: Executor, userId: string): Promise<ExpertProfile> {
  const row = await findExpertProfileRow(db, userId);
  if (!row) throw notFound(EXPERT_MESSAGES.profileNotFound);
  return toExpertProfileDto(row);
}

/** The stored links with the given ones laid over them: a link left out stays, null removes it. */
function mergedLinks(
  stored: ExpertSocialLinks | undefined,
  given: ExpertProfileInput['socialMediaLinks'],
): ExpertSocialLinks {
  const links = { ...NO_EXPERT_LINKS, ...stored };
  for (const [network, link] of Object.entries(given ?? {}) as [keyof ExpertSocialLinks, string | null][]) {
    if (link !== undefined) links[network] = link;
  }
  return links;
}

/**
 * `POST users/{userId}/expert-profile`: creates or changes one's own profile, only while one is an expert.
 * A field left out keeps its value and null clears it. A board given must be one of a workspace whose
 * Inspiration the expert opens (else 400 'Board not found'). Saves of one user run one at a time (the user's
 * row is locked), so two first saves can't both insert.
 */
export async function saveOwnExpertProfile(
  deps: { db: Executor; expertBoards: ExpertBoardSource },
  input: { userId: string; profile: ExpertProfileInput },
): Promise<ExpertProfile> {
  const { profile } = input;
  return deps.db.transaction(async (tx) => {
    const user = await lockUserRow(tx, input.userId);
    if (!user) throw notFound();
    if (!user.isExpert) throw forbidden(EXPERT_MESSAGES.notExpert);
    const boardId = profile.inspirationFolderId;
    if (
      typeof boardId === 'string' &&
      !(await deps.expertBoards.isBoardOf(tx, { userId: input.userId, boardId }))
    ) {
      throw badRequest(EXPERT_MESSAGES.boardNotFound);
    }
    const stored = await findExpertProfileRow(tx, input.userId);
    const values = {
      firstName: profile.firstName,
      lastName: profile.lastName === undefined ? (stored?.lastName ?? null) : profile.lastName,
      headline: profile.headline === undefined ? (stored?.headline ?? null) : profile.headline,
      bio: profile.bio === undefined ? (stored?.bio ?? null) : profile.bio,
      socialMediaLinks: mergedLinks(stored?.socialMediaLinks, profile.socialMediaLinks),
      inspirationFolderId:
        profile.inspirationFolderId === undefined
          ? (stored?.inspirationFolderId ?? null)
          : profile.inspirationFolderId,
      published: profile.published ?? stored?.published ?? true,
    };
    const [row] = stored
      ? await tx
          .update(discoverExpertProfiles)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(discoverExpertProfiles.userId, input.userId))
          .returning()
      : await tx
          .insert(discoverExpertProfiles)
          .values({ userId: input.userId, ...values })
          .returning();
    if (!row) throw new Error('saving discover_expert_profiles returned nothing');
    return toExpertProfileDto(row);
  });
}
