import { parseMentions, type Product } from '@hookline/domain';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { orgMembers, workspaceGrants, workspaceUserSettings } from '../tenancy/index.ts';
import { users } from '../users/index.ts';

/** A person who may open a product of a workspace, as a mention or a notification needs them. */
export interface ProductMember {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Their account's setting and their own setting for this workspace (spec: Notifications tabs) both on. */
  wantsEmail: boolean;
}

/** The workspace a comment is written in, and the product whose members may read it. */
export interface CommentScope {
  product: Product;
  orgId: string;
  workspaceId: string;
}

/**
 * Which of `userIds` may open the product in the workspace now: accepted, active members of its
 * organisation, either an org admin (who opens every workspace) or with a live grant there that includes the
 * product. Anyone else (another organisation, a removed member, a grant without the product) is dropped.
 */
export async function productMembersAmong(
  db: Executor,
  input: CommentScope & { userIds: readonly string[] },
): Promise<ProductMember[]> {
  if (input.userIds.length === 0) return [];
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      accountEmail: users.enableEmailNotification,
      workspaceEmail: workspaceUserSettings.enableEmailNotification,
    })
    .from(orgMembers)
    .innerJoin(users, eq(users.id, orgMembers.userId))
    .leftJoin(
      workspaceGrants,
      and(
        eq(workspaceGrants.memberId, orgMembers.id),
        eq(workspaceGrants.workspaceId, input.workspaceId),
        eq(workspaceGrants.active, true),
      ),
    )
    .leftJoin(
      workspaceUserSettings,
      and(
        eq(workspaceUserSettings.workspaceId, input.workspaceId),
        eq(workspaceUserSettings.userId, users.id),
        eq(workspaceUserSettings.orgId, input.orgId),
      ),
    )
    .where(
      and(
        eq(orgMembers.orgId, input.orgId),
        inArray(orgMembers.userId, [...input.userIds]),
        eq(orgMembers.inviteStatus, 'accepted'),
        eq(orgMembers.isActive, true),
        or(eq(orgMembers.role, 'org_admin'), sql`${input.product}::text = any(${workspaceGrants.products})`),
      ),
    );
  return rows.map((row) => ({
    userId: row.userId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    wantsEmail: row.accountEmail && row.workspaceEmail !== false,
  }));
}

/**
 * The members a comment tags (the user-tag pattern) who may open the product in its workspace, each once,
 * in the order first tagged; others are ignored.
 */
export async function mentionedMembers(
  db: Executor,
  input: CommentScope & { content: string },
): Promise<string[]> {
  const tagged = parseMentions(input.content).map((mention) => mention.userId);
  const members = await productMembersAmong(db, { ...input, userIds: tagged });
  const memberIds = new Set(members.map((member) => member.userId));
  return [...new Set(tagged.filter((id) => memberIds.has(id)))];
}

/**
 * Who is told of a new comment or reply: the members it mentions, then those who watch what it is on; never
 * its author, each person once (a mentioned watcher gets the mention only), and only members who may open the
 * product in the workspace now. `members` come in no particular order; `mentionedIds` says who was mentioned.
 */
export async function commentRecipients(
  db: Executor,
  input: CommentScope & {
    authorUserId: string | null;
    mentionedUserIds: readonly string[];
    watcherIds: readonly string[];
  },
): Promise<{ mentionedIds: ReadonlySet<string>; members: ProductMember[] }> {
  const notAuthor = (userId: string) => userId !== input.authorUserId;
  const mentionedIds = new Set(input.mentionedUserIds.filter(notAuthor));
  const watcherIds = input.watcherIds.filter((userId) => notAuthor(userId) && !mentionedIds.has(userId));
  const members = await productMembersAmong(db, { ...input, userIds: [...mentionedIds, ...watcherIds] });
  return { mentionedIds, members };
}
